import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  READ_MODELS_SCHEMA,
  TRANSFERS_TABLE,
  type GlAccountRecord,
  type JournalEntryRecord,
  type TransferRecord,
} from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import type { TransferListQuery } from './transfer.dto';

/** A transfer with its accounts and entry number (null names: since deleted). */
interface TransferRow extends TransferRecord {
  from_code: GlAccountRecord['code'];
  from_name: GlAccountRecord['name'];
  to_code: GlAccountRecord['code'];
  to_name: GlAccountRecord['name'];
  entry_number: JournalEntryRecord['entry_number'];
}

const account = (id: string | null, code: string | null, name: string | null) => ({ _id: id, code: code ?? '', name: name ?? 'Deleted account' });

const view = (row: TransferRow) => ({
  _id: row.id,
  from: account(row.from_account_id, row.from_code, row.from_name),
  to: account(row.to_account_id, row.to_code, row.to_name),
  amount: takaFromColumn(row.amount),
  date: row.date,
  remarks: row.remarks ?? '',
  status: row.status,
  journalEntry: { _id: row.journal_entry_id, entryNumber: row.entry_number === null ? null : Number(row.entry_number) },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const TRANSFER_LIST: ListShape = {
  sortable: { date: ['t.date', 't.created_at'], amount: 't.amount', status: 't.status', from: 'f.code', to: 'o.code', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultOrder: [{ column: 't.date', order: 'desc' }, { column: 't.created_at', order: 'desc' }],
  tiebreaker: 't.id',
  search: ['t.remarks', 'f.name', 'o.name'],
};

@Injectable()
export class TransferQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private transfers() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${TRANSFERS_TABLE} as t`)
      .leftJoin(`${GL_ACCOUNTS_TABLE} as f`, 'f.id', 't.from_account_id')
      .leftJoin(`${GL_ACCOUNTS_TABLE} as o`, 'o.id', 't.to_account_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 't.journal_entry_id')
      .select('t.*', 'f.code as from_code', 'f.name as from_name', 'o.code as to_code', 'o.name as to_name', 'e.entry_number');
  }

  async list(query: TransferListQuery) {
    const transfers = this.transfers();
    if (query.status) transfers.where('t.status', query.status);
    const { rows, pagination } = await pagedList<TransferRow>(transfers, TRANSFER_LIST, query);
    return { transfers: rows.map(view), pagination };
  }

  async get(id: string) {
    const row: TransferRow | undefined = await this.transfers().where('t.id', id).first();
    if (!row) throw new NotFoundException('Transfer not found');
    return view(row);
  }
}
