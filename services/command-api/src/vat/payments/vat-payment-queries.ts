import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  READ_MODELS_SCHEMA,
  VAT_PAYMENTS_TABLE,
  type GlAccountRecord,
  type JournalEntryRecord,
  type VatPaymentRecord,
} from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import type { VatPaymentListQuery } from './vat-payment.dto';

interface VatPaymentRow extends VatPaymentRecord {
  cash_code: GlAccountRecord['code'];
  cash_name: GlAccountRecord['name'];
  entry_number: JournalEntryRecord['entry_number'];
}

const view = (row: VatPaymentRow) => ({
  _id: row.id,
  period: row.period,
  date: row.date,
  amount: takaFromColumn(row.amount),
  treasuryChallanNumber: row.treasury_challan_number,
  cashAccount: { _id: row.cash_account_id, code: row.cash_code ?? '', name: row.cash_name ?? 'Deleted account' },
  journalEntry: { _id: row.journal_entry_id, entryNumber: row.entry_number === null ? null : Number(row.entry_number) },
  createdAt: new Date(row.created_at).toISOString(),
});

const VAT_PAYMENT_LIST: ListShape = {
  sortable: { date: ['p.date', 'p.created_at'], period: 'p.period', amount: 'p.amount', createdAt: 'p.created_at' },
  defaultOrder: [{ column: 'p.date', order: 'desc' }, { column: 'p.created_at', order: 'desc' }],
  tiebreaker: 'p.id',
  search: ['p.treasury_challan_number', 'p.period'],
  aggregates: { totalAmount: 'coalesce(sum(p.amount), 0)' },
};

/** VAT paid to the treasury, newest first (issue 24 item 4). */
@Injectable()
export class VatPaymentQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private payments() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${VAT_PAYMENTS_TABLE} as p`)
      .leftJoin(`${GL_ACCOUNTS_TABLE} as c`, 'c.id', 'p.cash_account_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'p.journal_entry_id')
      .select('p.*', 'c.code as cash_code', 'c.name as cash_name', 'e.entry_number');
  }

  async list(query: VatPaymentListQuery) {
    const payments = this.payments();
    if (query.period) payments.where('p.period', query.period);
    const { rows, pagination, aggregates } = await pagedList<VatPaymentRow>(payments, VAT_PAYMENT_LIST, query);
    return { rows: rows.map(view), pagination, totalAmount: takaFromColumn(aggregates.totalAmount) };
  }

  async get(id: string) {
    const row: VatPaymentRow | undefined = await this.payments().where('p.id', id).first();
    if (!row) throw new NotFoundException('VAT payment not found');
    return view(row);
  }
}
