import {
  amendPurchase,
  amendSupplierBill,
  BOOKS_CLOSING_STREAM,
  createRequisition,
  deleteMotorcycleUnit,
  deletePurchase,
  deleteRequisition,
  deleteSupplierBill,
  glAccountStream,
  journalEntryPosted,
  journalEntryStream,
  MOTORCYCLE_CHASSIS_SCOPE,
  MOTORCYCLE_ENGINE_SCOPE,
  motorcycleStream,
  payableStream,
  paymentMethodStream,
  payPayable,
  productStream,
  purchaseReads,
  purchaseStream,
  recordPurchase,
  recordSupplierBill,
  registerMotorcycleUnit,
  requisitionStream,
  reverseMotorcycleSale,
  sellMotorcycleUnit,
  SUPPLIER_BILL_SCOPE,
  supplierBillValue,
  supplierRefOf,
  supplierStream,
  updateMotorcycleUnit,
  updateRequisition,
  uuidv7,
  VAT_SETTINGS_STREAM,
  changeVatSettings,
  vatOf,
  vatPeriodOf,
  vatPeriodStream,
  vatSettingsOn,
  type BooksState,
  type VatPeriodState,
  type VatSettingsState,
  type GlAccountState,
  type GlClassType,
  type JournalEntryState,
  type MotorcycleUnitState,
  type PayableState,
  type PaymentMethodState,
  type ProductState,
  type PurchaseFields,
  type PurchaseGiven,
  type PurchaseState,
  type RequisitionState,
  type StreamEvents,
  type SupplierState,
  type SystemAccounts,
  type UniqueValueState,
} from '@dealer/domain';
import type { AppendRequest } from '@dealer/event-store';
import type { HistoryBuilder, HistoryStep } from '../../testing/history';
import { catalogIdsOf } from '../inventory-catalog/history-steps';
import { addProduct, productIdsOf } from '../products/history-steps';

/** What a history's purchasing commands created (live or not), to pick from and to check rows against. */
export interface PurchasingIds {
  units: string[];
  purchases: string[];
  payables: string[];
  requisitions: string[];
}

const created = new WeakMap<HistoryBuilder, PurchasingIds>();
const idsOf = (history: HistoryBuilder): PurchasingIds => {
  let ids = created.get(history);
  if (!ids) created.set(history, (ids = { units: [], purchases: [], payables: [], requisitions: [] }));
  return ids;
};

/** The ids a history created (for tests that check every row against the domain's fold). */
export const purchasingIdsOf = (history: HistoryBuilder): PurchasingIds => {
  const ids = idsOf(history);
  return { units: [...ids.units], purchases: [...ids.purchases], payables: [...ids.payables], requisitions: [...ids.requisitions] };
};

/** Runs a decision on the history's states; a refusal (a unit sold, stock short, books closed…) decides nothing. */
function attempt(history: HistoryBuilder, decide: () => StreamEvents[], then?: () => void): AppendRequest[] {
  try {
    const requests = history.commit(decide());
    if (requests.length) then?.();
    return requests;
  } catch {
    return [];
  }
}

const COLORS = ['Racing Blue', 'Matte Black', 'Red', 'White'];
const today = (history: HistoryBuilder) => history.now().slice(0, 10);
const books = (history: HistoryBuilder) => history.fold<BooksState>(BOOKS_CLOSING_STREAM);
const product = (history: HistoryBuilder, id: string) => history.fold<ProductState>(productStream(id));
const unitState = (history: HistoryBuilder, id: string) => history.fold<MotorcycleUnitState>(motorcycleStream(id));

/** Every system account of the chart by role, as a handler resolves them. */
function systemAccounts(history: HistoryBuilder): SystemAccounts {
  const accounts: SystemAccounts = {};
  for (const info of history.accounts) if (info.systemRole) accounts[info.systemRole] = history.fold<GlAccountState>(glAccountStream(info.id));
  return accounts;
}

const typesOf = (history: HistoryBuilder, ids: readonly string[]): Record<string, GlClassType> =>
  Object.fromEntries(ids.flatMap((id) => {
    const info = history.accounts.find((account) => account.id === id);
    return info ? [[id, info.classType]] : [];
  }));

function liveProducts(history: HistoryBuilder, type?: ProductState['type']): ProductState[] {
  return productIdsOf(history).map((id) => product(history, id)).filter((state) => state.status === 'active' && (!type || state.type === type));
}

function motorcycleProduct(history: HistoryBuilder): { product: ProductState | null; requests: AppendRequest[] } {
  const live = liveProducts(history, 'Motorcycle');
  if (live.length && history.random() < 0.8) return { product: history.pick(live), requests: [] };
  const requests = addProduct(history, 'Motorcycle');
  const fresh = liveProducts(history, 'Motorcycle');
  return { product: fresh.length ? fresh[fresh.length - 1] : null, requests };
}

function supplierId(history: HistoryBuilder): string | null {
  const live = catalogIdsOf(history).suppliers.filter((id) => supplierRefOf(history.fold<SupplierState>(supplierStream(id)))?.isActive);
  return live.length ? history.pick(live) : null;
}

const serial = (history: HistoryBuilder) => `${history.int(100000, 999999)}${history.int(10, 99)}`;

// ---- the unit register ------------------------------------------------------------------------

function registerUnit(history: HistoryBuilder): AppendRequest[] {
  const { product: model, requests } = motorcycleProduct(history);
  if (!model) return requests;
  const motorcycleId = uuidv7();
  const chassisNo = `MC${serial(history)}`;
  const engineNo = `EN${serial(history)}`;
  return [
    ...requests,
    ...attempt(
      history,
      () =>
        registerMotorcycleUnit(
          {
            motorcycleId,
            chassisNo,
            engineNo,
            color: history.pick(COLORS),
            status: history.pick(['Available', 'Available', 'Reserved', 'In Service'] as const),
            productId: model.productId,
            mileage: history.int(0, 500),
            purchasePrice: history.random() < 0.1 ? 0 : history.int(50_000, 300_000) * 100,
            date: today(history),
            journalEntryId: uuidv7(),
            registeredBy: history.userId,
            registeredAt: history.now(),
          },
          {
            unit: unitState(history, motorcycleId),
            product: model,
            chassis: history.unique(MOTORCYCLE_CHASSIS_SCOPE, chassisNo),
            engine: history.unique(MOTORCYCLE_ENGINE_SCOPE, engineNo),
            accounts: systemAccounts(history),
            books: books(history),
          },
        ),
      () => idsOf(history).units.push(motorcycleId),
    ),
  ];
}

function liveUnit(history: HistoryBuilder, enteredByHand = false): MotorcycleUnitState | null {
  const live = idsOf(history).units.map((id) => unitState(history, id)).filter((unit) => unit.lifecycle === 'registered' && (!enteredByHand || unit.origin.kind === 'manual'));
  return live.length ? history.pick(live) : null;
}

function editUnit(history: HistoryBuilder): AppendRequest[] {
  const roll = history.random();
  // A price or product change is for a unit entered by hand (a purchase's units follow their purchase).
  const unit = roll >= 0.4 && roll < 0.85 ? liveUnit(history, true) : liveUnit(history);
  if (!unit) return registerUnit(history);
  const others = liveProducts(history, 'Motorcycle').filter((candidate) => candidate.productId !== unit.productId);
  const fields =
    roll < 0.4
      ? { color: history.pick(COLORS), status: history.pick(['Available', 'Reserved', 'In Service'] as const), mileage: unit.mileage + history.int(0, 300) }
      : roll < 0.7
        ? { purchasePrice: Math.max(0, unit.purchasePrice + history.int(-5_000, 5_000) * 100) }
        : roll < 0.85 && others.length
          ? { productId: history.pick(others).productId }
          : { chassisNo: `MC${serial(history)}`, registrationNumber: `DM-${history.int(1, 9999)}` };
  const target = 'productId' in fields && fields.productId ? fields.productId : unit.productId;
  return attempt(history, () =>
    updateMotorcycleUnit(
      { motorcycleId: unit.motorcycleId, ...fields, date: today(history), journalEntryId: uuidv7(), updatedBy: history.userId, updatedAt: history.now() },
      {
        unit,
        product: product(history, target),
        chassis: 'chassisNo' in fields && fields.chassisNo ? history.unique(MOTORCYCLE_CHASSIS_SCOPE, fields.chassisNo) : undefined,
        accounts: systemAccounts(history),
        books: books(history),
      },
    ),
  );
}

function removeUnit(history: HistoryBuilder): AppendRequest[] {
  const unit = liveUnit(history);
  if (!unit) return registerUnit(history);
  return attempt(history, () =>
    deleteMotorcycleUnit(
      { motorcycleId: unit.motorcycleId, date: today(history), reversalEntryIds: unit.journalEntryIds.map(() => uuidv7()), deletedBy: history.userId, deletedAt: history.now() },
      { unit, entries: Object.fromEntries(unit.journalEntryIds.map((id) => [id, history.fold<JournalEntryState>(journalEntryStream(id))])), books: books(history) },
    ),
  );
}

/**
 * What an invoice will post for a unit sold (Dr Cost of Goods Sold / Cr Inventory - Motorcycles at
 * its cost), or voided (the other way round); a source kind of its own here, so tests can tell its
 * lines apart.
 */
function salePosting(history: HistoryBuilder, unit: MotorcycleUnitState, cost: number, voided: boolean): StreamEvents[] {
  if (cost <= 0) return [];
  const journalEntryId = uuidv7();
  const cogs = { accountId: history.role('costOfGoodsSold.Motorcycle').id, debit: voided ? 0 : cost, credit: voided ? cost : 0 };
  const inventory = { accountId: history.role('inventory.Motorcycle').id, debit: voided ? cost : 0, credit: voided ? 0 : cost };
  return [{
    stream: journalEntryStream(journalEntryId),
    events: [
      journalEntryPosted({
        journalEntryId,
        date: today(history),
        reference: `INV-${history.int(1, 99999)}`,
        description: voided ? 'Motorcycle sale voided' : 'Motorcycle sold',
        lines: voided ? [inventory, cogs] : [cogs, inventory],
        source: { kind: 'sale' as never, stream: motorcycleStream(unit.motorcycleId) },
        postedBy: history.userId,
        postedAt: history.now(),
      }),
    ],
  }];
}

/** An invoice's part in a sale: the unit Sold and its cost posted, in one append. */
function sellUnit(history: HistoryBuilder): AppendRequest[] {
  const unit = liveUnit(history);
  if (!unit) return registerUnit(history);
  return attempt(history, () => {
    const { event, cost } = sellMotorcycleUnit(unit, { invoiceId: uuidv7(), date: today(history), soldBy: history.userId, soldAt: history.now() });
    return [{ stream: motorcycleStream(unit.motorcycleId), events: [event] }, ...salePosting(history, unit, cost, false)];
  });
}

/** An invoice voided: its unit back in stock and its cost posting reversed, in one append. */
function voidSale(history: HistoryBuilder): AppendRequest[] {
  const sold = idsOf(history).units.map((id) => unitState(history, id)).filter((unit) => unit.lifecycle === 'registered' && unit.status === 'Sold' && unit.invoiceId);
  if (!sold.length) return sellUnit(history);
  const unit = history.pick(sold);
  return attempt(history, () => {
    const event = reverseMotorcycleSale(unit, { invoiceId: unit.invoiceId!, date: today(history), reversedBy: history.userId, reversedAt: history.now() });
    return [{ stream: motorcycleStream(unit.motorcycleId), events: [event] }, ...salePosting(history, unit, event.data.cost, true)];
  });
}

// ---- purchases --------------------------------------------------------------------------------

/** What the purchase handler loads (purchaseReads, the payment method and its account, the payable, the entry). */
function purchaseGiven(history: HistoryBuilder, purchase: PurchaseState, fields: PurchaseFields | null, payableId: string): PurchaseGiven {
  const current = purchase.lifecycle === 'recorded' ? purchase : undefined;
  const reads = purchaseReads(fields, current);
  const method = fields ? history.fold<PaymentMethodState>(paymentMethodStream(fields.purchasePaymentMethodId)) : null;
  const accountIds = method?.accountId ? [method.accountId] : [];
  return {
    purchase,
    supplier: fields ? supplierRefOf(history.fold<SupplierState>(supplierStream(fields.supplierId))) : null,
    products: Object.fromEntries(reads.productIds.map((id) => [id, product(history, id)])),
    units: Object.fromEntries(reads.motorcycleIds.map((id) => [id, unitState(history, id)])),
    reservations: Object.fromEntries(reads.reservationStreams.map((stream) => [stream, history.fold<UniqueValueState>(stream)])),
    paymentMethod: method,
    accounts: history.accountStates(accountIds),
    accountTypes: typesOf(history, accountIds),
    systemAccounts: systemAccounts(history),
    payable: history.fold<PayableState>(payableStream(payableId)),
    books: books(history),
    postedEntry: current ? history.fold<JournalEntryState>(journalEntryStream(current.journalEntryId)) : undefined,
    vatSettings: history.fold<VatSettingsState>(VAT_SETTINGS_STREAM),
    vatPeriods: Object.fromEntries(
      [fields?.purchaseDate, current?.purchaseDate].filter((date): date is string => Boolean(date)).map((date) => [vatPeriodOf(date), history.fold<VatPeriodState>(vatPeriodStream(vatPeriodOf(date)))]),
    ),
  };
}

const VAT_RATES = [null, 0, 500, 750, 1000, 1500] as const;

/**
 * The VAT a supplier's 6.3 shows (issue 24), only when registered on `date`: each line at a rate
 * (or none), its VAT up to ৳1 off the rate on its value, and the 6.3 itself on most purchases.
 */
function withPurchaseVat(history: HistoryBuilder, items: PurchaseFields['items'], date: string): Pick<PurchaseFields, 'items' | 'supplierMushakNumber' | 'supplierMushakDate'> {
  if (!vatSettingsOn(history.fold<VatSettingsState>(VAT_SETTINGS_STREAM), date).registered) return { items };
  const withVat = items.map((item) => {
    const rate = history.pick(VAT_RATES);
    if (rate === null) return item;
    const vat = Math.max(0, vatOf(item.quantity * item.purchasePrice, rate, false) + (rate > 0 ? history.int(-100, 100) : 0));
    return { ...item, vatRateHundredths: rate, vat };
  });
  const has63 = history.random() < 0.6;
  return { items: withVat, supplierMushakNumber: has63 ? `6.3-${serial(history)}` : null, supplierMushakDate: has63 ? date : null };
}

/** Registers for VAT from today (issue 24) under either scheme: the purchases after it carry VAT. */
export function registerPurchasesForVat(history: HistoryBuilder): AppendRequest[] {
  return attempt(history, () =>
    changeVatSettings(
      { registered: true, scheme: history.pick(['Standard', 'Trade']), authorizedPerson: { name: 'Kamal Hossain', designation: 'Proprietor' }, today: today(history) },
      history.fold<VatSettingsState>(VAT_SETTINGS_STREAM),
    ),
  );
}

function purchaseLines(history: HistoryBuilder, keep?: PurchaseState): PurchaseFields['items'] {
  const candidates = liveProducts(history);
  const count = Math.min(candidates.length, history.int(1, 3));
  const chosen = new Map<string, ProductState>();
  for (let index = 0; index < count * 3 && chosen.size < count; index += 1) {
    const pick = history.pick(candidates);
    chosen.set(pick.productId, pick);
  }
  return [...chosen.values()].map((line) => {
    const quantity = line.type === 'Motorcycle' ? history.int(1, 2) : history.int(1, 40);
    const purchasePrice = history.int(1, line.type === 'Motorcycle' ? 300_000 : 5_000) * 100;
    const kept = keep?.items.find((item) => item.productId === line.productId)?.units ?? [];
    return {
      productId: line.productId,
      quantity,
      purchasePrice,
      salePrice: purchasePrice + history.int(0, 50_000),
      units:
        line.type === 'Motorcycle'
          ? Array.from({ length: quantity }, (_, index) =>
              kept[index] && history.random() < 0.7
                ? { motorcycleId: kept[index].motorcycleId, chassisNo: kept[index].chassisNo, engineNo: kept[index].engineNo, color: history.pick(COLORS) }
                : { motorcycleId: uuidv7(), chassisNo: `PC${serial(history)}`, engineNo: `PE${serial(history)}`, color: history.pick(COLORS) },
            )
          : undefined,
    };
  });
}

function purchaseFields(history: HistoryBuilder, supplier: string, keep?: PurchaseState): PurchaseFields | null {
  const lines = purchaseLines(history, keep);
  if (!lines.length) return null;
  const otherCharges = history.random() < 0.5 ? history.int(0, 2_000) * 100 : 0;
  const paid = history.random();
  const fields = {
    supplierId: supplier,
    memoNumber: keep?.memoNumber ?? `M-${serial(history)}`,
    purchaseDate: today(history),
    paymentTerms: history.pick([0, 15, 30, 45]),
    otherCharges,
    notes: history.random() < 0.3 ? 'Checked against the memo' : '',
    // The chart's Cash method (paying out of Cash in Hand).
    purchasePaymentMethodId: history.paymentMethodIds[0],
  };
  // VAT only when registered on its date (no draw otherwise, so a history without VAT is as before).
  const { items, ...mushak } = withPurchaseVat(history, lines, fields.purchaseDate);
  const total = items.reduce((sum, item) => sum + item.quantity * item.purchasePrice + (item.vat ?? 0), 0) + otherCharges;
  return { ...fields, ...mushak, items, paidAmount: paid < 0.5 ? 0 : paid < 0.75 ? Math.floor(total / 2) : total };
}

function receivePurchase(history: HistoryBuilder): AppendRequest[] {
  const supplier = supplierId(history);
  if (!supplier || liveProducts(history).length === 0) return registerUnit(history);
  const fields = purchaseFields(history, supplier);
  if (!fields) return [];
  const purchaseId = uuidv7();
  const payableId = uuidv7();
  return attempt(
    history,
    () =>
      recordPurchase(
        { ...fields, purchaseId, journalEntryId: uuidv7(), payableId, recordedBy: history.userId, recordedAt: history.now() },
        purchaseGiven(history, history.fold<PurchaseState>(purchaseStream(purchaseId)), fields, payableId),
      ),
    () => {
      idsOf(history).purchases.push(purchaseId);
      idsOf(history).payables.push(payableId);
      for (const item of fields.items) for (const unit of item.units ?? []) idsOf(history).units.push(unit.motorcycleId);
    },
  );
}

function livePurchase(history: HistoryBuilder): PurchaseState | null {
  const live = idsOf(history).purchases.map((id) => history.fold<PurchaseState>(purchaseStream(id))).filter((purchase) => purchase.lifecycle === 'recorded');
  return live.length ? history.pick(live) : null;
}

function correctPurchase(history: HistoryBuilder): AppendRequest[] {
  const purchase = livePurchase(history);
  if (!purchase) return receivePurchase(history);
  const fields: PurchaseFields | null =
    history.random() < 0.3
      ? { ...purchase, purchasePaymentMethodId: purchase.purchasePaymentMethodId, items: purchase.items.map((item) => ({ ...item, units: item.units })), notes: `Corrected ${serial(history)}`, dueDate: null }
      : purchaseFields(history, purchase.supplierId, purchase);
  if (!fields) return [];
  return attempt(
    history,
    () =>
      amendPurchase(
        { ...fields, purchaseId: purchase.purchaseId, reversalEntryId: uuidv7(), journalEntryId: uuidv7(), adjustmentEntryId: uuidv7(), amendedBy: history.userId, amendedAt: history.now() },
        purchaseGiven(history, purchase, fields, purchase.payableId),
      ),
    () => {
      for (const item of fields.items) for (const unit of item.units ?? []) if (!idsOf(history).units.includes(unit.motorcycleId)) idsOf(history).units.push(unit.motorcycleId);
    },
  );
}

function removePurchase(history: HistoryBuilder): AppendRequest[] {
  const purchase = livePurchase(history);
  if (!purchase) return receivePurchase(history);
  return attempt(history, () => {
    const given = purchaseGiven(history, purchase, null, purchase.payableId);
    return deletePurchase({ purchaseId: purchase.purchaseId, reversalEntryId: uuidv7(), adjustmentEntryId: uuidv7(), deletedBy: history.userId, deletedAt: history.now() }, given);
  });
}

// ---- requisitions -----------------------------------------------------------------------------

function requisitionFields(history: HistoryBuilder, supplier: string) {
  const candidates = liveProducts(history);
  const chosen = [...new Set(Array.from({ length: history.int(1, 3) }, () => history.pick(candidates).productId))];
  return { supplierId: supplier, notes: history.random() < 0.5 ? 'For the Eid rush' : '', products: chosen.map((productId) => ({ productId, quantity: history.int(1, 20) })) };
}

function requisitionGiven(history: HistoryBuilder, requisitionId: string, fields: { supplierId: string; products: { productId: string }[] }) {
  return {
    requisition: history.fold<RequisitionState>(requisitionStream(requisitionId)),
    supplier: supplierRefOf(history.fold<SupplierState>(supplierStream(fields.supplierId))),
    products: Object.fromEntries(fields.products.map((line) => [line.productId, product(history, line.productId)])),
  };
}

function requisition(history: HistoryBuilder): AppendRequest[] {
  const supplier = supplierId(history);
  if (!supplier || liveProducts(history).length === 0) return [];
  const ids = idsOf(history).requisitions;
  const live = ids.filter((id) => history.fold<RequisitionState>(requisitionStream(id)).lifecycle === 'active');
  const roll = history.random();
  if (live.length && roll < 0.3) {
    const requisitionId = history.pick(live);
    return attempt(history, () => deleteRequisition({ requisitionId, deletedBy: history.userId, deletedAt: history.now() }, { requisition: history.fold(requisitionStream(requisitionId)) }));
  }
  if (live.length && roll < 0.6) {
    const requisitionId = history.pick(live);
    const fields = requisitionFields(history, supplier);
    return attempt(history, () => updateRequisition({ requisitionId, ...fields, updatedBy: history.userId, updatedAt: history.now() }, requisitionGiven(history, requisitionId, fields)));
  }
  const requisitionId = uuidv7();
  const fields = requisitionFields(history, supplier);
  return attempt(
    history,
    () => createRequisition({ requisitionId, ...fields, createdBy: history.userId, createdAt: history.now() }, requisitionGiven(history, requisitionId, fields)),
    () => ids.push(requisitionId),
  );
}

// ---- payables ---------------------------------------------------------------------------------

function billGiven(history: HistoryBuilder, payableId: string, fields: { supplierId: string; billNumber: string; debitAccountId: string }) {
  return {
    payable: history.fold<PayableState>(payableStream(payableId)),
    supplier: supplierRefOf(history.fold<SupplierState>(supplierStream(fields.supplierId))),
    billNumber: history.unique(SUPPLIER_BILL_SCOPE, supplierBillValue(fields.supplierId, fields.billNumber)),
    accounts: history.accountStates([fields.debitAccountId]),
    accountTypes: typesOf(history, [fields.debitAccountId]),
    systemAccounts: systemAccounts(history),
    books: books(history),
  };
}

function enterBill(history: HistoryBuilder): AppendRequest[] {
  const supplier = supplierId(history);
  const account = history.activeAccount('Expense');
  if (!supplier || !account) return [];
  const payableId = uuidv7();
  const billDate = today(history);
  const fields = {
    supplierId: supplier,
    billNumber: `B-${serial(history)}`,
    amount: history.int(1, 100_000) * 100,
    billDate,
    dueDate: new Date(Date.parse(`${billDate}T00:00:00Z`) + history.int(0, 60) * 86_400_000).toISOString().slice(0, 10),
    debitAccountId: account.id,
    notes: history.random() < 0.3 ? 'Transport' : '',
  };
  return attempt(
    history,
    () => recordSupplierBill({ ...fields, payableId, journalEntryId: uuidv7(), recordedBy: history.userId, recordedAt: history.now() }, billGiven(history, payableId, fields)),
    () => idsOf(history).payables.push(payableId),
  );
}

function openPayable(history: HistoryBuilder, bill = false): PayableState | null {
  const live = idsOf(history)
    .payables.map((id) => history.fold<PayableState>(payableStream(id)))
    .filter((payable) => payable.lifecycle === 'open' && payable.amount > payable.paidAmount && (!bill || payable.origin.kind === 'bill'));
  return live.length ? history.pick(live) : null;
}

function changeBill(history: HistoryBuilder): AppendRequest[] {
  const payable = openPayable(history, true);
  if (!payable || payable.origin.kind !== 'bill') return enterBill(history);
  const origin = payable.origin;
  const postedEntry = history.fold<JournalEntryState>(journalEntryStream(origin.journalEntryId));
  if (history.random() < 0.4) {
    return attempt(history, () =>
      deleteSupplierBill({ payableId: payable.payableId, reversalEntryId: uuidv7(), deletedBy: history.userId, deletedAt: history.now() }, { payable, postedEntry, books: books(history) }),
    );
  }
  const fields = { supplierId: payable.supplierId, billNumber: payable.billNumber, debitAccountId: origin.debitAccountId, amount: payable.amount + history.int(-50, 50) * 100 };
  return attempt(history, () =>
    amendSupplierBill(
      { payableId: payable.payableId, ...fields, reversalEntryId: uuidv7(), journalEntryId: uuidv7(), amendedBy: history.userId, amendedAt: history.now() },
      { ...billGiven(history, payable.payableId, fields), postedEntry },
    ),
  );
}

function pay(history: HistoryBuilder): AppendRequest[] {
  const payable = openPayable(history);
  if (!payable) return receivePurchase(history);
  const methodId = history.paymentMethodIds[0];
  const method = history.fold<PaymentMethodState>(paymentMethodStream(methodId));
  const cash = history.random() < 0.3 ? history.role('bank').id : null;
  const ids = [method.accountId, ...(cash ? [cash] : [])];
  const remaining = payable.amount - payable.paidAmount;
  return attempt(history, () =>
    payPayable(
      {
        payableId: payable.payableId,
        paymentId: uuidv7(),
        journalEntryId: uuidv7(),
        amount: history.random() < 0.4 ? remaining : history.int(1, remaining),
        paymentMethodId: methodId,
        paymentDate: today(history),
        cashAccountId: cash,
        paidBy: history.userId,
        paidAt: history.now(),
      },
      {
        payable,
        paymentMethod: method,
        accounts: history.accountStates(ids),
        accountTypes: typesOf(history, ids),
        systemAccounts: systemAccounts(history),
        supplier: supplierRefOf(history.fold<SupplierState>(supplierStream(payable.supplierId))),
        books: books(history),
      },
    ),
  );
}

/**
 * The unit register, purchases, requisitions and payables in a random history (with the catalogue
 * and products steps, whose suppliers and products they use):
 * `new HistoryBuilder(seed, start, [...BOOKS_HISTORY_STEPS, ...INVENTORY_CATALOG_HISTORY_STEPS, ...PRODUCT_HISTORY_STEPS, ...PURCHASING_HISTORY_STEPS])`.
 */
export const PURCHASING_HISTORY_STEPS: readonly HistoryStep[] = [
  { name: 'register a motorcycle unit by hand', weight: 25, run: registerUnit },
  { name: 'edit a motorcycle unit', weight: 20, run: editUnit },
  { name: 'delete a motorcycle unit', weight: 6, run: removeUnit },
  { name: 'sell a motorcycle unit', weight: 10, run: sellUnit },
  { name: 'void a motorcycle sale', weight: 4, run: voidSale },
  { name: 'receive a purchase', weight: 50, run: receivePurchase },
  { name: 'correct a purchase', weight: 15, run: correctPurchase },
  { name: 'delete a purchase', weight: 8, run: removePurchase },
  { name: 'create, edit or delete a requisition', weight: 15, run: requisition },
  { name: 'enter a supplier bill', weight: 15, run: enterBill },
  { name: 'correct or delete a supplier bill', weight: 8, run: changeBill },
  { name: 'pay a payable', weight: 30, run: pay },
];

