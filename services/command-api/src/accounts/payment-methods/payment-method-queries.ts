import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { containsPattern, type ListQuery } from '../../platform/list-query';
import { pagination } from '../../platform/responses';

const view = (row: any) => ({
  _id: row.id,
  name: row.name,
  paymentAccount: row.payment_account,
  account: row.account_id ? { _id: row.account_id, name: row.account_name, code: row.account_code } : null,
  type: row.type,
  status: row.status,
  processingFee: row.processing_fee_tenths / 10,
  processingFeeAccount: row.processing_fee_account_id ? { _id: row.processing_fee_account_id, name: row.fee_account_name, code: row.fee_account_code } : null,
  isDefault: row.is_default,
  details: row.details ?? {},
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

@Injectable()
export class PaymentMethodQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private base() {
    const schema = READ_MODELS_SCHEMA;
    return this.database
      .withSchema(schema)
      .from('payment_methods as m')
      .leftJoin('gl_accounts as a', 'a.id', 'm.account_id')
      .leftJoin('gl_accounts as f', 'f.id', 'm.processing_fee_account_id');
  }

  private selected(query: Knex.QueryBuilder) {
    return query.select('m.*', 'a.name as account_name', 'a.code as account_code', 'f.name as fee_account_name', 'f.code as fee_account_code');
  }

  async list(query: ListQuery) {
    const base = this.base();
    if (query.search?.trim()) {
      const pattern = containsPattern(query.search);
      base.where((where) =>
        where.whereRaw('lower(m.name) like ?', [pattern]).orWhereRaw('lower(m.payment_account) like ?', [pattern]).orWhereRaw('lower(m.type) like ?', [pattern]),
      );
    }
    const [{ count }] = await base.clone().count({ count: '*' });
    const rows = await this.selected(base).orderBy([{ column: 'm.is_default', order: 'desc' }, { column: 'm.name' }, { column: 'm.id' }]).limit(query.limit).offset((query.page - 1) * query.limit);
    return { paymentMethods: rows.map(view), pagination: pagination(Number(count), query.page, query.limit) };
  }

  async get(id: string) {
    const row = await this.selected(this.base()).where('m.id', id).first();
    if (!row) throw new NotFoundException('Payment method not found');
    return view(row);
  }
}
