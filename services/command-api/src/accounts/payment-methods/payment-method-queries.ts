import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { GL_ACCOUNTS_TABLE, PAYMENT_METHODS_TABLE, READ_MODELS_SCHEMA, type GlAccountRecord, type PaymentMethodRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import type { ListQuery } from '../../platform/list-query';
import { pagedList, type ListShape } from '../../platform/paged-list';

/** A payment method with the code and name of its account and of its fee account. */
interface PaymentMethodRow extends PaymentMethodRecord {
  account_name: GlAccountRecord['name'];
  account_code: GlAccountRecord['code'];
  fee_account_name: GlAccountRecord['name'];
  fee_account_code: GlAccountRecord['code'];
}

const view = (row: PaymentMethodRow) => ({
  _id: row.id,
  name: row.name,
  paymentAccount: row.payment_account,
  account: row.account_id ? { _id: row.account_id, name: row.account_name, code: row.account_code } : null,
  type: row.type,
  status: row.status,
  processingFee: row.processing_fee_hundredths / 100,
  processingFeeAccount: row.processing_fee_account_id ? { _id: row.processing_fee_account_id, name: row.fee_account_name, code: row.fee_account_code } : null,
  isDefault: row.is_default,
  details: row.details ?? {},
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const PAYMENT_METHOD_LIST: ListShape = {
  sortable: { name: 'm.name', type: 'm.type', status: 'm.status', isDefault: 'm.is_default', processingFee: 'm.processing_fee_hundredths', createdAt: 'm.created_at', updatedAt: 'm.updated_at' },
  // The default method first.
  defaultOrder: [{ column: 'm.is_default', order: 'desc' }, { column: 'm.name' }],
  tiebreaker: 'm.id',
  search: ['m.name', 'm.payment_account', 'm.type'],
};

@Injectable()
export class PaymentMethodQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private methods() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${PAYMENT_METHODS_TABLE} as m`)
      .leftJoin(`${GL_ACCOUNTS_TABLE} as a`, 'a.id', 'm.account_id')
      .leftJoin(`${GL_ACCOUNTS_TABLE} as f`, 'f.id', 'm.processing_fee_account_id')
      .select('m.*', 'a.name as account_name', 'a.code as account_code', 'f.name as fee_account_name', 'f.code as fee_account_code');
  }

  async list(query: ListQuery) {
    const { rows, pagination } = await pagedList<PaymentMethodRow>(this.methods(), PAYMENT_METHOD_LIST, query);
    return { paymentMethods: rows.map(view), pagination };
  }

  async get(id: string) {
    const row: PaymentMethodRow | undefined = await this.methods().where('m.id', id).first();
    if (!row) throw new NotFoundException('Payment method not found');
    return view(row);
  }
}
