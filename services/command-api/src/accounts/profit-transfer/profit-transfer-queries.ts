import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  BOOKS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  PROFIT_TRANSFERS_TABLE,
  READ_MODELS_SCHEMA,
  USERS_TABLE,
  type BooksRecord,
  type JournalEntryRecord,
  type ProfitTransferRecord,
  type UserRecord,
} from '@dealer/read-models';
import { netIncomeLabel } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagination } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';

interface ProfitTransferRow extends ProfitTransferRecord {
  entry_number: JournalEntryRecord['entry_number'] | null;
  reversal_entry_number: JournalEntryRecord['entry_number'] | null;
  transferred_by_name: UserRecord['name'];
  transferred_by_email: UserRecord['email'];
  reversed_by_name: UserRecord['name'];
  reversed_by_email: UserRecord['email'];
}

const actor = (id: string | null, name: string | null, email: string | null) => (id ? { _id: id, name: name ?? email ?? '', email: email ?? '' } : null);
const entryNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const instant = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A closing as the API shows it (docs/api/books.md, Profit transfer). */
export function profitTransferView(row: ProfitTransferRow, closedThrough: string | null) {
  const netIncome = Number(row.net_income);
  const status = row.status ?? 'Posted';
  return {
    _id: row.id,
    transferDate: row.transfer_date,
    totalRevenue: takaFromColumn(row.total_revenue),
    totalExpenses: takaFromColumn(row.total_expenses),
    netIncome: takaFromColumn(netIncome),
    label: netIncomeLabel(netIncome),
    status,
    journalEntry: { _id: row.journal_entry_id, entryNumber: entryNumber(row.entry_number) },
    reversalEntry: row.reversal_journal_entry_id ? { _id: row.reversal_journal_entry_id, entryNumber: entryNumber(row.reversal_entry_number) } : null,
    transferredBy: actor(row.transferred_by, row.transferred_by_name, row.transferred_by_email),
    transferredAt: instant(row.created_at),
    reversedBy: actor(row.reversed_by, row.reversed_by_name, row.reversed_by_email),
    reversedAt: instant(row.reversed_at),
    reason: row.reversal_reason,
    // Only the latest closing in force can be reversed: the one the books are closed through.
    canReverse: status === 'Posted' && closedThrough !== null && row.transfer_date === closedThrough,
  };
}

export type ProfitTransferView = ReturnType<typeof profitTransferView>;

/** The closings (profit transfers) and the closed period, from the books read models. */
@Injectable()
export class ProfitTransferQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  /** The last closed day (YYYY-MM-DD), or null while no period is closed. */
  async closedThrough(): Promise<string | null> {
    const row: Pick<BooksRecord, 'closed_through'> | undefined = await this.database.withSchema(READ_MODELS_SCHEMA).from(BOOKS_TABLE).where('id', 1).first('closed_through');
    return row?.closed_through ?? null;
  }

  private rows() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${PROFIT_TRANSFERS_TABLE} as p`)
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'p.journal_entry_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as r`, 'r.id', 'p.reversal_journal_entry_id')
      .leftJoin(`${USERS_TABLE} as t`, 't.id', 'p.transferred_by')
      .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'p.reversed_by')
      .select(
        'p.*',
        'e.entry_number',
        'r.entry_number as reversal_entry_number',
        't.name as transferred_by_name',
        't.email as transferred_by_email',
        'u.name as reversed_by_name',
        'u.email as reversed_by_email',
      );
  }

  async get(id: string): Promise<ProfitTransferView> {
    const [row, closedThrough] = await Promise.all([this.rows().where('p.id', id).first() as Promise<ProfitTransferRow | undefined>, this.closedThrough()]);
    if (!row) throw new NotFoundException('Profit transfer not found');
    return profitTransferView(row, closedThrough);
  }

  /** Latest closing first. */
  async list(page: number, limit: number) {
    const [rows, [{ count }], closedThrough] = await Promise.all([
      this.rows()
        .orderBy([{ column: 'p.transfer_date', order: 'desc' }, { column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
        .limit(limit)
        .offset((page - 1) * limit) as Promise<ProfitTransferRow[]>,
      this.database.withSchema(READ_MODELS_SCHEMA).from(PROFIT_TRANSFERS_TABLE).count<{ count: string }[]>({ count: '*' }),
      this.closedThrough(),
    ]);
    return { profitTransfers: rows.map((row) => profitTransferView(row, closedThrough)), closedThrough, pagination: pagination(Number(count), page, limit) };
  }
}
