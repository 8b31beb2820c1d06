import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  GL_CLASSES_TABLE,
  GL_GROUPS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  OWNER_EQUITY_TRANSACTIONS_TABLE,
  READ_MODELS_SCHEMA,
  type GlAccountRecord,
  type JournalEntryRecord,
  type OwnerEquityTransactionRecord,
} from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { takaFromColumn, sumOfColumns } from '../../platform/taka';
import { entryNumberText } from '../journal-entries/journal-entry-queries';
import { BALANCE_SQL } from '../gl-accounts/gl-account-queries';

/** An owner's investment or drawing with its entry's number and status. */
interface OwnerTransactionRow extends OwnerEquityTransactionRecord {
  entry_number: JournalEntryRecord['entry_number'];
  entry_status: JournalEntryRecord['status'] | null;
}

/** An equity account with its balance (poisha, on the normal side). */
type EquityAccountRow = Pick<GlAccountRecord, 'id' | 'code' | 'name'> & { balance: string };

const historyView = (row: OwnerTransactionRow) => {
  const amount = takaFromColumn(row.amount);
  return {
    id: row.id,
    date: row.date,
    transactionNumber: entryNumberText(row.entry_number),
    type: row.type,
    // Drawings take equity out: shown negative.
    amount: row.type === 'Drawing' ? -amount : amount,
    description: row.description,
    status: row.entry_status === 'Reversed' ? 'Reversed' : 'Posted',
  };
};

@Injectable()
export class OwnerEquityQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private history() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${OWNER_EQUITY_TRANSACTIONS_TABLE} as o`)
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'o.journal_entry_id')
      .select('o.*', 'e.entry_number', 'e.status as entry_status');
  }

  async totals() {
    const [rows, equityAccounts]: [OwnerTransactionRow[], EquityAccountRow[]] = await Promise.all([
      this.history().orderBy([{ column: 'o.date', order: 'desc' }, { column: 'e.entry_number', order: 'desc' }]),
      this.database
        .withSchema(READ_MODELS_SCHEMA)
        .from(`${GL_ACCOUNTS_TABLE} as a`)
        .join(`${GL_GROUPS_TABLE} as g`, 'g.id', 'a.gl_group_id')
        .join(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
        .where('c.type', 'Equity')
        .whereNull('a.deleted_at')
        .select('a.id', 'a.code', 'a.name', this.database.raw(`${BALANCE_SQL} as balance`))
        .orderBy('a.code'),
    ]);
    const sum = (type: string) => sumOfColumns(rows.filter((row) => row.type === type).map((row) => row.amount));
    const equityPoisha = sumOfColumns(equityAccounts.map((row) => row.balance));
    return {
      totalInvestments: takaFromColumn(sum('Investment')),
      totalDrawings: takaFromColumn(sum('Drawing')),
      totalEquity: takaFromColumn(equityPoisha),
      transactionHistory: rows.map(historyView),
      accounts: { allEquity: equityAccounts.map((row) => ({ id: row.id, code: row.code, name: row.name, balance: takaFromColumn(row.balance) })) },
    };
  }

  async get(id: string) {
    const row: OwnerTransactionRow | undefined = await this.history().where('o.id', id).first();
    if (!row) throw new NotFoundException('Owner transaction not found');
    return historyView(row);
  }
}
