import { PAYABLE_PAYMENTS, PAYABLES, type RowOf } from '@dealer/read-models';
import type { MotorcycleUnitDetails, MotorcycleUnitEvent, PayableDetails, PayableEvent, PurchaseDetails, PurchaseEvent, RequisitionEvent } from '@dealer/domain';
import type { RecordedEvent } from '@dealer/event-store';
import { uuidOrNull } from '../../sql';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import type { StatementSink } from '../statements';
import { openItemAmended, openItemCancelled, openItemOpened, openItemPaid, openItemColumnsOf, paymentColumnsOf, type OpenItemTables } from '../open-items';
import { PurchasingBatch, type MotorcycleRow, type PurchaseRow } from './tables';

type PayableRow = RowOf<typeof PAYABLES>;
type PayablePaymentRow = RowOf<typeof PAYABLE_PAYMENTS>;

export { PurchasingBatch } from './tables';

declare module '../batch' {
  interface ProjectionBatch {
    purchasing: PurchasingBatch;
  }
}

const userOf = (by: unknown, event: RecordedEvent) => uuidOrNull(by ?? event.metadata.userId);

/** The register columns a unit's details fill (everything but its price, origin and timestamps). */
function unitColumns(details: MotorcycleUnitDetails) {
  return {
    product_id: details.productId,
    chassis_no: details.chassisNo,
    engine_no: details.engineNo,
    color: details.color ?? '',
    status: details.status,
    purchase_date: details.purchaseDate ?? null,
    registration_date: details.registrationDate ?? null,
    registration_number: details.registrationNumber ?? '',
    mileage: details.mileage ?? 0,
    fuel_type: details.fuelType ?? null,
    last_service_date: details.lastServiceDate ?? null,
    next_service_date: details.nextServiceDate ?? null,
    location_warehouse: details.location?.warehouse ?? '',
    location_section: details.location?.section ?? '',
    location_position: details.location?.position ?? '',
    insurance_provider: details.insuranceDetails?.provider ?? '',
    insurance_policy_number: details.insuranceDetails?.policyNumber ?? '',
    insurance_expiry_date: details.insuranceDetails?.expiryDate ?? null,
    insurance_premium: details.insuranceDetails?.premium ?? null,
    notes: details.notes ?? '',
  } satisfies Partial<MotorcycleRow>;
}

/** The motorcycle unit register: one row per unit in it; a unit removed (deleted, or taken back by its purchase's correction) leaves it. */
export const motorcycleHandlers = on<MotorcycleUnitEvent, ProjectionBatch>({
  MotorcycleUnitRegistered: (data, event, { purchasing }) => {
    const at = data.registeredAt ?? occurredAt(event);
    purchasing.touchedUnits.add(data.motorcycleId);
    purchasing.bornIn(event, data.motorcycleId);
    purchasing.unitMovements.registered(data, { event, by: data.registeredBy, at: data.registeredAt });
    purchasing.motorcycles.insert(data.motorcycleId, {
      ...unitColumns(data),
      purchase_price: data.purchasePrice,
      source: data.origin?.kind === 'purchase' ? 'purchase' : 'register',
      purchase_id: data.origin?.kind === 'purchase' ? uuidOrNull(data.origin.purchaseId) : null,
      invoice_id: null,
      created_by: userOf(data.registeredBy, event),
      created_at: at,
      updated_at: at,
    });
  },
  MotorcycleUnitUpdated: (data, event, { purchasing }) => {
    purchasing.touchedUnits.add(data.motorcycleId);
    purchasing.unitMovements.updated(data, { event, by: data.updatedBy, at: data.updatedAt });
    purchasing.motorcycles.patch(data.motorcycleId, { ...unitColumns(data), updated_at: data.updatedAt ?? occurredAt(event) });
  },
  MotorcycleUnitRepriced: (data, event, { purchasing }) => {
    purchasing.touchedUnits.add(data.motorcycleId);
    purchasing.unitMovements.repriced(data, { event, by: data.repricedBy, at: data.repricedAt });
    purchasing.motorcycles.patch(data.motorcycleId, { purchase_price: data.purchasePrice, updated_at: data.repricedAt ?? occurredAt(event) });
  },
  MotorcycleUnitRemoved: (data, event, { purchasing }) => {
    purchasing.touchedUnits.add(data.motorcycleId);
    purchasing.unitMovements.removed(data, { event, by: data.removedBy, at: data.removedAt });
    purchasing.motorcycles.delete(data.motorcycleId);
  },
  MotorcycleUnitSold: (data, event, { purchasing }) => {
    purchasing.touchedUnits.add(data.motorcycleId);
    purchasing.unitMovements.sold(data, { event, by: data.soldBy, at: data.soldAt }, false);
    purchasing.motorcycles.patch(data.motorcycleId, { status: 'Sold', invoice_id: uuidOrNull(data.invoiceId), updated_at: data.soldAt ?? occurredAt(event) });
  },
  MotorcycleUnitSaleReversed: (data, event, { purchasing }) => {
    purchasing.touchedUnits.add(data.motorcycleId);
    purchasing.unitMovements.sold(data, { event, by: data.reversedBy, at: data.reversedAt }, true);
    // Back to Reserved when it was sold from a booking's hold (bookings.ts).
    purchasing.motorcycles.patch(data.motorcycleId, { status: data.reservedByBookingId ? 'Reserved' : 'Available', invoice_id: null, updated_at: data.reversedAt ?? occurredAt(event) });
  },
  // A booking's hold on the unit (sales/bookings.ts).
  MotorcycleUnitReserved: (data, event, { purchasing }) => {
    purchasing.touchedUnits.add(data.motorcycleId);
    purchasing.motorcycles.patch(data.motorcycleId, { status: 'Reserved', updated_at: data.reservedAt ?? occurredAt(event) });
  },
  MotorcycleUnitReleased: (data, event, { purchasing }) => {
    purchasing.touchedUnits.add(data.motorcycleId);
    purchasing.motorcycles.patch(data.motorcycleId, { status: 'Available', updated_at: data.releasedAt ?? occurredAt(event) });
  },
});

/** requisitions: one row per requisition; a deleted one leaves. */
export const requisitionHandlers = on<RequisitionEvent, ProjectionBatch>({
  RequisitionCreated: (data, event, { purchasing }) => {
    const at = data.createdAt ?? occurredAt(event);
    purchasing.touchedRequisitions.add(data.requisitionId);
    purchasing.bornIn(event, data.requisitionId);
    purchasing.requisitions.insert(data.requisitionId, {
      supplier_id: data.supplierId,
      notes: data.notes ?? '',
      products: data.products.map(({ productId, quantity }) => ({ productId, quantity })),
      created_by: userOf(data.createdBy, event),
      created_at: at,
      updated_at: at,
    });
  },
  RequisitionUpdated: (data, event, { purchasing }) =>
    purchasing.requisitions.patch(data.requisitionId, {
      supplier_id: data.supplierId,
      notes: data.notes ?? '',
      products: data.products.map(({ productId, quantity }) => ({ productId, quantity })),
      updated_at: data.updatedAt ?? occurredAt(event),
    }),
  RequisitionDeleted: (data, _event, { purchasing }) => {
    purchasing.touchedRequisitions.add(data.requisitionId);
    purchasing.requisitions.delete(data.requisitionId);
  },
});

function purchaseColumns(details: PurchaseDetails) {
  return {
    supplier_id: details.supplierId,
    memo_number: details.memoNumber,
    purchase_date: details.purchaseDate,
    due_date: details.dueDate,
    payment_terms: details.paymentTerms,
    other_charges: details.otherCharges,
    notes: details.notes ?? '',
    items: details.items,
    subtotal: details.subtotal,
    total: details.total,
    payment_method_id: details.purchasePaymentMethodId,
    paid_amount: details.paidAmount,
    // VAT (issue 24): an event without it (unregistered, or older) is a purchase without VAT.
    supplier_mushak_number: details.supplierMushakNumber ?? '',
    supplier_mushak_date: details.supplierMushakDate ?? null,
    vat_total: details.vatTotal ?? 0,
    input_vat_credit: details.inputVatCredit ?? 0,
  } satisfies Partial<PurchaseRow>;
}

/** purchases: one row per purchase ever recorded (a deleted one keeps its row and number, deleted_at set). */
export const purchaseHandlers = on<PurchaseEvent, ProjectionBatch>({
  PurchaseRecorded: (data, event, { purchasing }) => {
    const at = data.recordedAt ?? occurredAt(event);
    purchasing.touchedPurchases.add(data.purchaseId);
    purchasing.bornIn(event, data.purchaseId);
    purchasing.numbered.push(data.purchaseId);
    purchasing.unitMovements.purchasePosted(data.purchaseId, data.journalEntryId, data.items);
    purchasing.purchases.insert(data.purchaseId, {
      ...purchaseColumns(data),
      payable_id: data.payableId,
      journal_entry_id: data.journalEntryId,
      created_by: userOf(data.recordedBy, event),
      created_at: at,
      updated_at: at,
      deleted_at: null,
    });
  },
  PurchaseAmended: (data, event, { purchasing }) => {
    purchasing.touchedPurchases.add(data.purchaseId);
    purchasing.unitMovements.purchasePosted(data.purchaseId, data.journalEntryId, data.items);
    purchasing.purchases.patch(data.purchaseId, { ...purchaseColumns(data), journal_entry_id: data.journalEntryId, updated_at: data.amendedAt ?? occurredAt(event) });
  },
  PurchaseDetailsUpdated: (data, event, { purchasing }) =>
    purchasing.purchases.patch(data.purchaseId, { notes: data.notes ?? '', payment_terms: data.paymentTerms, due_date: data.dueDate, updated_at: data.updatedAt ?? occurredAt(event) }),
  PurchaseDeleted: (data, event, { purchasing }) => {
    const at = data.deletedAt ?? occurredAt(event);
    purchasing.touchedPurchases.add(data.purchaseId);
    purchasing.purchases.patch(data.purchaseId, { deleted_at: at, updated_at: at });
  },
});

const payableRows = ({ purchasing }: ProjectionBatch): OpenItemTables<PayableRow, PayablePaymentRow> => ({ items: purchasing.payables, payments: purchasing.payments, touched: purchasing.touchedPayables });

/** The columns a payable's details fill but its origin's kind and purchase (which never change). */
const payableColumns = (details: PayableDetails) =>
  ({
    supplier_id: details.supplierId,
    bill_number: details.billNumber,
    debit_account_id: details.origin.kind === 'bill' ? uuidOrNull(details.origin.debitAccountId) : null,
    journal_entry_id: details.origin.kind === 'bill' ? uuidOrNull(details.origin.journalEntryId) : null,
    bill_date: details.billDate,
    ...openItemColumnsOf(details),
  }) satisfies Partial<PayableRow>;

/** payables (opened by a purchase or entered as a bill; a cancelled one keeps its row, cancelled_at set) and their payments. */
export const payableHandlers = on<PayableEvent, ProjectionBatch>({
  PayableOpened: (data, event, batch) => {
    batch.purchasing.bornIn(event, data.payableId);
    const origin = data.origin;
    const columns = { ...payableColumns(data), source: origin.kind, purchase_id: origin.kind === 'purchase' ? uuidOrNull(origin.purchaseId) : null };
    openItemOpened(payableRows(batch), data.payableId, columns, { event, by: data.openedBy, at: data.openedAt });
  },
  PayableAmended: (data, event, batch) => openItemAmended(payableRows(batch), data.payableId, payableColumns(data), { event, at: data.amendedAt }),
  PayableCancelled: (data, event, batch) => openItemCancelled(payableRows(batch), data.payableId, { event, at: data.cancelledAt }),
  PayablePaymentRecorded: (data, event, batch) => {
    const payment = { payable_id: data.payableId, credit_account_id: data.creditAccountId, ...paymentColumnsOf({ ...data, date: data.paymentDate }), transaction_id: data.transactionId ?? null };
    openItemPaid(payableRows(batch), data.payableId, data.paymentId, payment, { event, by: data.paidBy, at: data.paidAt });
  },
});

/**
 * The purchasing read models: the unit register, requisitions, purchases (numbered PUR-000123 in
 * log order), payables and payments. After the products projection in PROJECTIONS: it moves the
 * stock of Motorcycle products and the suppliers' purchase and open-payable counters (PurchasingBatch.flush).
 */
export const purchasingProjection: Projection<'purchasing'> = {
  name: 'purchasing',
  tables: {
    motorcycles: 'id',
    requisitions: 'id',
    purchases: 'id',
    payables: 'id',
    payable_payments: 'id',
    purchasing_totals: 'name',
  },
  createState: () => new PurchasingBatch(),
  handlers: { ...motorcycleHandlers, ...requisitionHandlers, ...purchaseHandlers, ...payableHandlers },
  flush: (state: PurchasingBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
