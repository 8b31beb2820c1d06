import { customerPhoneKey, type CustomerEvent, type RecordedCustomerProfile } from '@dealer/domain';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import type { StatementSink } from '../statements';
import { CustomersBatch, type CustomerRow } from './tables';

export { CustomersBatch } from './tables';

declare module '../batch' {
  interface ProjectionBatch {
    customers: CustomersBatch;
  }
}

const profileColumns = ({ name, phone, fatherName, email, address, nid, bin, vehicle }: RecordedCustomerProfile) => ({
  name,
  phone,
  phone_digits: customerPhoneKey(phone),
  father_name: fatherName,
  email,
  address,
  nid,
  // Customers recorded before BINs (issue 24) have none.
  bin: bin ?? '',
  vehicle_id: vehicle,
});

/** customers: one row per customer; used once an invoice, booking or receivable names it; a deleted one keeps its row. */
const customerHandlers = on<CustomerEvent, ProjectionBatch>({
  CustomerAdded: (data, event, { customers }) =>
    customers.customers.insert(data.customerId, { ...profileColumns(data), used: false, created_at: occurredAt(event), updated_at: occurredAt(event), deleted_at: null } satisfies CustomerRow),
  CustomerUpdated: (data, event, { customers }) => customers.customers.patch(data.customerId, { ...profileColumns(data), updated_at: occurredAt(event) }),
  CustomerFirstUsed: ({ customerId }, _event, { customers }) => customers.customers.patch(customerId, { used: true }),
  CustomerDeleted: ({ customerId }, event, { customers }) => customers.customers.patch(customerId, { deleted_at: occurredAt(event), updated_at: occurredAt(event) }),
});

export const customersProjection: Projection<'customers'> = {
  name: 'customers',
  tables: { customers: 'id' },
  createState: () => new CustomersBatch(),
  handlers: customerHandlers,
  flush(state: CustomersBatch, db: StatementSink, schema: string) {
    state.customers.flush(db, schema);
  },
};
