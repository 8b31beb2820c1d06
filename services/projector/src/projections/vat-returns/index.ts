import type { VatPaymentEvent, VatPeriodEvent } from '@dealer/domain';
import { VAT_PAYMENTS, VAT_RETURNS } from '@dealer/read-models';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import { RowBatch } from '../row-batch';
import type { StatementSink } from '../statements';

/** The batch's submitted months and VAT payments: each written once, by its own event. */
export class VatReturnsBatch {
  readonly returns = new RowBatch(VAT_RETURNS);
  readonly payments = new RowBatch(VAT_PAYMENTS);

  flush(db: StatementSink, schema: string): void {
    this.returns.flush(db, schema);
    this.payments.flush(db, schema);
  }
}

declare module '../batch' {
  interface ProjectionBatch {
    vatReturns: VatReturnsBatch;
  }
}

/** vat_returns from VatReturnSubmitted, vat_payments from VatPaymentRecorded (their entries are the ledger's). */
const vatReturnsHandlers = on<VatPeriodEvent | VatPaymentEvent, ProjectionBatch>({
  VatReturnSubmitted: (data, event, { vatReturns }) =>
    vatReturns.returns.insert(data.period, {
      output_vat: data.outputVat,
      input_vat: data.inputVat,
      carried_forward: data.carriedForward ?? 0,
      offset_amount: data.offset,
      net_payable: data.netPayable,
      journal_entry_id: uuidOrNull(data.journalEntryId),
      submitted_by: uuidOrNull(data.submittedBy ?? event.metadata.userId),
      submitted_at: data.submittedAt ?? occurredAt(event),
    }),
  VatPaymentRecorded: (data, event, { vatReturns }) =>
    vatReturns.payments.insert(data.vatPaymentId, {
      period: data.period,
      amount: data.amount,
      date: data.date,
      treasury_challan_number: data.treasuryChallanNumber,
      cash_account_id: data.cashAccountId,
      journal_entry_id: data.journalEntryId,
      created_by: uuidOrNull(data.recordedBy ?? event.metadata.userId),
      created_at: data.recordedAt ?? occurredAt(event),
    }),
});

export const vatReturnsProjection: Projection<'vatReturns'> = {
  name: 'vatReturns',
  tables: { vat_returns: 'period', vat_payments: 'id' },
  createState: () => new VatReturnsBatch(),
  handlers: vatReturnsHandlers,
  flush: (state: VatReturnsBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
