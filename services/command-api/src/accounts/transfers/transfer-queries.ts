import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { containsPattern } from '../../platform/list-query';
import { pagination } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import type { TransferListQuery } from './transfer.dto';

const account = (id: string, code: string | null, name: string | null) => ({ _id: id, code: code ?? '', name: name ?? 'Deleted account' });

const view = (row: any) => ({
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

@Injectable()
export class TransferQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private base() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from('transfers as t')
      .leftJoin('gl_accounts as f', 'f.id', 't.from_account_id')
      .leftJoin('gl_accounts as o', 'o.id', 't.to_account_id')
      .leftJoin('journal_entries as e', 'e.id', 't.journal_entry_id');
  }

  private selected(query: Knex.QueryBuilder) {
    return query.select('t.*', 'f.code as from_code', 'f.name as from_name', 'o.code as to_code', 'o.name as to_name', 'e.entry_number');
  }

  async list(query: TransferListQuery) {
    const filtered = this.base();
    if (query.status) filtered.where('t.status', query.status);
    if (query.search?.trim()) {
      const pattern = containsPattern(query.search);
      filtered.where((where) =>
        where.whereRaw('lower(t.remarks) like ?', [pattern]).orWhereRaw('lower(f.name) like ?', [pattern]).orWhereRaw('lower(o.name) like ?', [pattern]),
      );
    }
    const [{ count }] = await filtered.clone().count({ count: '*' });
    const rows = await this.selected(filtered).orderBy([{ column: 't.date', order: 'desc' }, { column: 't.created_at', order: 'desc' }]).limit(query.limit).offset((query.page - 1) * query.limit);
    return { transfers: rows.map(view), pagination: pagination(Number(count), query.page, query.limit) };
  }

  async get(id: string) {
    const row = await this.selected(this.base()).where('t.id', id).first();
    if (!row) throw new NotFoundException('Transfer not found');
    return view(row);
  }
}
