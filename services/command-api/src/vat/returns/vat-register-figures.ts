import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { GL_ACCOUNTS_TABLE, JOURNAL_ENTRIES_TABLE, JOURNAL_LINES_TABLE, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { lastDayOfPeriod, type Poisha } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { poishaFromColumn } from '../../platform/taka';
import { VatRegisterQueries, type VatMonthRegisterFigures } from '../registers/vat-register-queries';

/** A month's figures as the registers hold them (poisha). */
export type MonthRegisterFigures = VatMonthRegisterFigures;

/** The month's postings to the VAT accounts the tie-out compares with the registers (poisha). */
export interface MonthLedgerFigures {
  /** Credits less debits to VAT Payable by sales (invoices, their voids). */
  outputVat: Poisha;
  /** Debits less credits to VAT Input Credit by purchases. */
  inputVat: Poisha;
}

/** The posting kinds of the sales and purchases the VAT accounts' tie-out counts. */
const SALES_KINDS = ['invoice'];
const PURCHASE_KINDS = ['purchase', 'supplier-bill'];

/**
 * The month's register figures and ledger postings for the return (issue 24 item 4): the figures
 * from the Mushak-6.1 and 6.2 registers (VatRegisterQueries), the postings from the journal lines
 * of VAT Payable and VAT Input Credit by date and the kind of document that posted them.
 */
@Injectable()
export class VatRegisterFigures {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex, private readonly registers: VatRegisterQueries) {}

  async ledger(period: string): Promise<MonthLedgerFigures> {
    const [output, input] = await Promise.all([this.postings(period, 'vatPayable', SALES_KINDS), this.postings(period, 'vatInputCredit', PURCHASE_KINDS)]);
    return { outputVat: -output, inputVat: input };
  }

  /** Debits less credits to the account of `role`, by entries of `kinds`, dated in the month. */
  private async postings(period: string, role: string, kinds: readonly string[]): Promise<Poisha> {
    const row: { net: string | null } | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${JOURNAL_LINES_TABLE} as l`)
      .join(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'l.journal_entry_id')
      .join(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', 'l.account_id')
      .where('a.system_role', role)
      .whereIn('e.source_kind', kinds)
      .whereBetween('l.date', [`${period}-01`, lastDayOfPeriod(period)])
      .first(this.database.raw('coalesce(sum(l.debit - l.credit), 0)::text as net'));
    return poishaFromColumn(row?.net ?? '0');
  }

  /** The registers' figures for the month (VatRegisterQueries.monthFigures, the Mushak-6.1 and 6.2 rows). */
  month(period: string): Promise<MonthRegisterFigures> {
    return this.registers.monthFigures(period);
  }
}
