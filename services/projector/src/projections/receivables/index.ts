import { RECEIVABLE_PAYMENTS, type RowOf } from '@dealer/read-models';
import type { BadDebtEvent, BadDebtFields, ReceivableDetails, ReceivableEvent } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import type { StatementSink } from '../statements';
import { openItemAmended, openItemCancelled, openItemOpened, openItemPaid, openItemColumnsOf, paymentColumnsOf, type OpenItemTables } from '../open-items';
import { ReceivablesBatch, type BadDebtRow, type ReceivableRow } from './tables';

type ReceivablePaymentRow = RowOf<typeof RECEIVABLE_PAYMENTS>;

export { ReceivablesBatch } from './tables';

declare module '../batch' {
  interface ProjectionBatch {
    receivables: ReceivablesBatch;
  }
}

const userOf = (by: unknown, event: RecordedEvent) => uuidOrNull(by ?? event.metadata.userId);

const receivableRows = ({ receivables }: ProjectionBatch): OpenItemTables<ReceivableRow, ReceivablePaymentRow> => ({ items: receivables.receivables, payments: receivables.payments, touched: receivables.touchedReceivables });

const receivableColumns = (details: ReceivableDetails) =>
  ({
    customer_id: details.customerId,
    invoice_id: details.origin.kind === 'invoice' ? uuidOrNull(details.origin.invoiceId) : null,
    journal_entry_id: details.origin.kind === 'manual' ? uuidOrNull(details.origin.journalEntryId) : null,
    opened_date: details.openedDate,
    ...openItemColumnsOf(details),
  }) satisfies Partial<ReceivableRow>;

/** receivables (a cancelled one keeps its row, cancelled_at set) and the payments received on them. */
const receivableHandlers = on<ReceivableEvent, ProjectionBatch>({
  ReceivableOpened: (data, event, batch) =>
    openItemOpened(receivableRows(batch), data.receivableId, { ...receivableColumns(data), source: data.origin.kind }, { event, by: data.openedBy, at: data.openedAt }),
  ReceivableAmended: (data, event, batch) => openItemAmended(receivableRows(batch), data.receivableId, receivableColumns(data), { event, at: data.amendedAt }),
  ReceivableCancelled: (data, event, batch) => openItemCancelled(receivableRows(batch), data.receivableId, { event, at: data.cancelledAt }),
  ReceivablePaymentRecorded: (data, event, batch) => {
    const payment = { receivable_id: data.receivableId, debit_account_id: data.debitAccountId, invoice_id: uuidOrNull(data.invoiceId), ...paymentColumnsOf(data) };
    openItemPaid(receivableRows(batch), data.receivableId, data.paymentId, payment, { event, by: data.receivedBy, at: data.receivedAt });
  },
  ReceivableWrittenOff: (data, event, { receivables }) => {
    receivables.touchedReceivables.add(data.receivableId);
    receivables.receivables.add(data.receivableId, 'written_off_amount', data.amount);
    receivables.receivables.patch(data.receivableId, { updated_at: data.writtenOffAt ?? occurredAt(event) });
  },
});

const badDebtColumns = (fields: BadDebtFields) =>
  ({
    customer_id: fields.customerId,
    invoice_id: uuidOrNull(fields.invoiceId),
    receivable_id: fields.receivableId,
    bad_debt_account_id: fields.badDebtAccountId,
    original_amount: fields.originalAmount,
    write_off_amount: fields.writeOffAmount,
    write_off_date: fields.writeOffDate,
    reason: fields.reason,
    notes: fields.notes ?? '',
  }) satisfies Partial<BadDebtRow>;

/** bad_debts: one row per record; a deleted one leaves. */
const badDebtHandlers = on<BadDebtEvent, ProjectionBatch>({
  BadDebtDrafted: (data, event, { receivables }) => {
    const at = data.draftedAt ?? occurredAt(event);
    receivables.badDebts.insert(data.badDebtId, {
      ...badDebtColumns(data),
      posted_amount: 0,
      status: 'Draft',
      journal_entry_id: null,
      approved_by: null,
      approved_at: null,
      posted_by: null,
      posted_at: null,
      created_by: userOf(data.draftedBy, event),
      created_at: at,
      updated_at: at,
    });
  },
  BadDebtUpdated: (data, event, { receivables }) =>
    receivables.badDebts.patch(data.badDebtId, { ...badDebtColumns(data), status: 'Draft', approved_by: null, approved_at: null, updated_at: data.updatedAt ?? occurredAt(event) }),
  BadDebtApproved: (data, event, { receivables }) => {
    const at = data.approvedAt ?? occurredAt(event);
    receivables.badDebts.patch(data.badDebtId, { status: 'Approved', approved_by: userOf(data.approvedBy, event), approved_at: at, updated_at: at });
  },
  BadDebtPosted: (data, event, { receivables }) => {
    const at = data.postedAt ?? occurredAt(event);
    receivables.badDebts.patch(data.badDebtId, { status: 'Posted', posted_amount: data.amount, journal_entry_id: data.journalEntryId, posted_by: userOf(data.postedBy, event), posted_at: at, updated_at: at });
  },
  BadDebtDeleted: (data, _event, { receivables }) => receivables.badDebts.delete(data.badDebtId),
});

/** What customers owe: receivables with their payments and write-offs, and the bad debt records. */
export const receivablesProjection: Projection<'receivables'> = {
  name: 'receivables',
  tables: {
    receivables: 'id',
    receivable_payments: 'id',
    bad_debts: 'id',
    receivables_totals: 'name',
    receivables_due_totals: 'due_date',
  },
  createState: () => new ReceivablesBatch(),
  handlers: { ...receivableHandlers, ...badDebtHandlers },
  flush: (state: ReceivablesBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
