import { applyDecorators, Inject, Injectable } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import type { Knex } from 'knex';
import {
  BUSINESS_SETTINGS_STREAM,
  paymentReferenceStreams,
  transactionIdTakenMessage,
  type BusinessSettingsState,
  type PaymentDocumentKind,
  type PaymentReferencesGiven,
  type PaymentReferenceState,
} from '@dealer/domain';
import { BOOKINGS_TABLE, bookingNumberText, INVOICES_TABLE, invoiceNumberText, PAYABLES_TABLE, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';
import type { StreamReader } from '../platform/command-pipeline';
import type { Answer, ContractWords } from '../platform/refusals';

/** A payment row's `transactionId` (TrxID, card slip or approval number): text; the domain checks and normalises it. */
export const IsTransactionId = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '8N7X6Q5', description: 'bKash/Nagad/Rocket TrxID, card slip or approval number (3–40 letters, digits or hyphens); required for Mobile Banking and Card methods' }),
    Transform(({ value }) => (value === '' || value === null ? undefined : value)),
    IsOptional(),
    IsString({ message: 'Transaction ID must be text' }),
  );

/**
 * What a payment decision needs of its rows' transaction IDs: the business setting that requires
 * them, and each reference stream read so that its claim is guarded by the append (no stream yet);
 * and the refusal naming the document that already recorded one by its number.
 */
@Injectable()
export class PaymentReferences {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  async given(read: StreamReader, rows: readonly { paymentMethodId?: unknown; transactionId?: unknown }[]): Promise<PaymentReferencesGiven> {
    const settings = await read<BusinessSettingsState>(BUSINESS_SETTINGS_STREAM);
    const paymentReferences: Record<string, PaymentReferenceState> = {};
    for (const stream of paymentReferenceStreams(rows)) paymentReferences[stream] = await read<PaymentReferenceState>(stream);
    return { transactionIdRequired: settings.transactionIdRequired ?? true, paymentReferences };
  }

  /** A feature's words with the `transaction_id_taken` refusal added. */
  in(words: ContractWords): ContractWords {
    return { ...words, refusals: { ...words.refusals, ...this.refusals } };
  }

  /** The `transaction_id_taken` refusal in the contract's words: "… on bKash (INV-000012)". */
  private readonly refusals = {
    transaction_id_taken: async (params: Record<string, string | number>): Promise<Answer> => {
      const number = await this.documentNumber(String(params.documentKind) as PaymentDocumentKind, String(params.documentId));
      return { message: `${transactionIdTakenMessage(String(params.transactionId), String(params.method))}${number ? ` (${number})` : ''}`, kind: 'conflict' };
    },
  };

  private async documentNumber(kind: PaymentDocumentKind, id: string): Promise<string | null> {
    const table = this.database.withSchema(READ_MODELS_SCHEMA);
    if (kind === 'invoice') return invoiceNumberText((await table.from(INVOICES_TABLE).where('id', id).first('invoice_number'))?.invoice_number);
    if (kind === 'booking') return bookingNumberText((await table.from(BOOKINGS_TABLE).where('id', id).first('booking_number'))?.booking_number);
    const payable = await table.from(PAYABLES_TABLE).where('id', id).first('bill_number');
    return payable ? `bill ${payable.bill_number}` : null;
  }
}
