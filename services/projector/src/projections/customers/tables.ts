import { RowBatch } from '../row-batch';

export interface CustomerRow extends Record<string, string | boolean | null> {
  name: string;
  phone: string;
  phone_digits: string;
  father_name: string;
  email: string;
  address: string;
  nid: string;
  vehicle_id: string | null;
  used: boolean;
  created_at: string;
  updated_at: string;
  /** Set by CustomerDeleted: the row stays so invoices and bookings that name the customer still resolve it. */
  deleted_at: string | null;
}

/** Pending writes of the customers for one batch. */
export class CustomersBatch {
  readonly customers = new RowBatch<CustomerRow>({
    table: 'customers',
    key: { name: 'id', type: 'uuid' },
    columns: {
      name: 'text',
      phone: 'text',
      phone_digits: 'text',
      father_name: 'text',
      email: 'text',
      address: 'text',
      nid: 'text',
      vehicle_id: 'uuid',
      used: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      deleted_at: 'timestamptz',
    },
  });
}
