/**
 * Test support for the stock, purchase and payable tests (not exported from index): the ledger
 * fixtures' chart with the inventory accounts added, two suppliers, and `when…` functions that
 * load exactly what a command handler loads before deciding.
 */
import type { DomainEvent } from '../shared/events';
import type { UniqueValueState } from '../shared/uniqueness';
import { glAccountStream, type GlAccountEvent, type GlAccountState } from '../accounts/gl-accounts';
import { glGroupStream, type GlGroupEvent } from '../accounts/gl-groups';
import { paymentMethodStream, type PaymentMethodEvent, type PaymentMethodState } from '../accounts/payment-methods';
import { stateOf, type History } from '../given-when-then.test-helper';
import type { JournalEntryState } from '../ledger/journal-entries';
import { journalEntryStream, type JournalLine } from '../ledger/journal-entry-posted';
import { accountStates, accountTypes, booksOf, CASH, BANK, chartHistory, GROUPS } from '../ledger/ledger-fixtures.test-helper';
import { payableStream, payPayable, recordSupplierBill, amendSupplierBill, deleteSupplierBill, supplierBillValue, SUPPLIER_BILL_SCOPE, type PayableState, type PayPayable, type RecordSupplierBill, type SupplierBillFields } from '../payables/payables';
import { uniqueValueStream } from '../shared/uniqueness';
import { supplierRefOf, supplierStream, type SupplierEvent, type SupplierState } from './suppliers';
import type { SupplierRef } from './inventory-refs';
import type { SystemAccounts } from './inventory-postings';
import { adjustStock, createProduct, deleteProduct, productStream, PRODUCT_SKU_SCOPE, updateProduct, type AdjustStock, type CreateProduct, type ProductState, type UpdateProduct } from './products';
import {
  deleteMotorcycleUnit,
  MOTORCYCLE_CHASSIS_SCOPE,
  MOTORCYCLE_ENGINE_SCOPE,
  motorcycleStream,
  registerMotorcycleUnit,
  updateMotorcycleUnit,
  type DeleteMotorcycleUnit,
  type MotorcycleUnitState,
  type RegisterMotorcycleUnit,
  type UpdateMotorcycleUnit,
} from './motorcycle-units';
import { amendPurchase, deletePurchase, purchaseReads, purchaseStream, recordPurchase, type AmendPurchase, type DeletePurchase, type PurchaseFields, type PurchaseGiven, type PurchaseState, type RecordPurchase } from './purchases';
import { VAT_SETTINGS_STREAM, type VatSettingsState } from '../vat/vat-settings';
import { vatPeriodOf, vatPeriodStream, type VatPeriodState } from '../vat/vat-periods';
import { createRequisition, deleteRequisition, requisitionStream, updateRequisition, type RequisitionFields, type RequisitionState } from './requisitions';

export const INVENTORY_GROUP = { id: 'group-inventory', name: 'Inventory', code: '13', classType: 'Asset', section: 'current' } as const;

export const STOCK_ACCOUNTS = {
  motorcycles: { id: 'acc-inv-moto', code: '1301', name: 'Inventory - Motorcycles', groupId: INVENTORY_GROUP.id, systemRole: 'inventory.Motorcycle' },
  spareParts: { id: 'acc-inv-parts', code: '1302', name: 'Inventory - Spare Parts', groupId: INVENTORY_GROUP.id, systemRole: 'inventory.Spare Parts' },
  accessories: { id: 'acc-inv-acc', code: '1303', name: 'Inventory - Accessories', groupId: INVENTORY_GROUP.id, systemRole: 'inventory.Accessories' },
  deposits: { id: 'acc-deposits', code: '2102', name: 'Customer Deposits', groupId: GROUPS.currentLiabilities.id, systemRole: 'customerDeposits' },
  openingEquity: { id: 'acc-obe', code: '3301', name: 'Opening Balance Equity', groupId: GROUPS.ownersEquity.id, systemRole: 'openingBalanceEquity' },
  gain: { id: 'acc-inv-gain', code: '4202', name: 'Inventory Gain', groupId: GROUPS.otherIncome.id, systemRole: 'inventoryGain' },
  cogsParts: { id: 'acc-cogs-parts', code: '5102', name: 'Cost of Goods Sold - Spare Parts', groupId: GROUPS.costOfGoodsSold.id, systemRole: 'costOfGoodsSold.Spare Parts' },
  cogsAccessories: { id: 'acc-cogs-acc', code: '5103', name: 'Cost of Goods Sold - Accessories', groupId: GROUPS.costOfGoodsSold.id, systemRole: 'costOfGoodsSold.Accessories' },
  loss: { id: 'acc-inv-loss', code: '5301', name: 'Inventory Loss', groupId: GROUPS.otherExpenses.id, systemRole: 'inventoryLoss' },
} as const;

export const INV_MOTO = STOCK_ACCOUNTS.motorcycles.id;
export const INV_PARTS = STOCK_ACCOUNTS.spareParts.id;
export const INV_ACC = STOCK_ACCOUNTS.accessories.id;
export const OBE = STOCK_ACCOUNTS.openingEquity.id;
export const GAIN = STOCK_ACCOUNTS.gain.id;
export const LOSS = STOCK_ACCOUNTS.loss.id;
export const AP = 'acc-payable';
export const RENT = 'acc-rent';
export const SALES = 'acc-sales';
export const COGS_MOTO = 'acc-cogs';
export { CASH, BANK };

export const RUNNER = 'sup-runner';
export const RANGS = 'sup-rangs';
export const DORMANT_SUPPLIER = 'sup-dormant';

export const at = '2025-04-30T10:00:00.000Z';
export const by = 'user-storekeeper';

const supplierCreated = (supplierId: string, name: string, isActive = true): SupplierEvent => ({
  type: 'SupplierCreated',
  data: { supplierId, name, contactPerson: 'Contact', phone: '01700000000', email: 'a@b.co', address: 'Dhaka', notes: '', isActive },
});

const method = (paymentMethodId: string, name: string, accountId: string, type: 'Cash' | 'Bank' | 'Other'): PaymentMethodEvent => ({
  type: 'PaymentMethodCreated',
  data: { paymentMethodId, name, paymentAccount: name, accountId, type, status: 'active', processingFeeHundredths: 0, processingFeeAccountId: null, isDefault: false, details: {} } as never,
});

/** The ledger fixtures' chart with the inventory accounts and their roles, payment methods and three suppliers. */
export function stockHistory(): History {
  const history = chartHistory();
  history[glGroupStream(INVENTORY_GROUP.id)] = [
    { type: 'GlGroupCreated', data: { glGroupId: INVENTORY_GROUP.id, name: INVENTORY_GROUP.name, code: INVENTORY_GROUP.code, glClassId: 'class-asset', section: 'current' } } satisfies GlGroupEvent,
  ];
  for (const account of Object.values(STOCK_ACCOUNTS)) {
    history[glAccountStream(account.id)] = [
      {
        type: 'GlAccountOpened',
        data: { glAccountId: account.id, name: account.name, code: account.code, glGroupId: account.groupId, description: '', isActive: true, cashAccount: false, bankDetails: null, openingBalance: 0, systemRole: account.systemRole },
      } satisfies GlAccountEvent,
    ];
  }
  history[paymentMethodStream('pm-bank')] = [method('pm-bank', 'Bank Transfer', BANK, 'Bank')];
  history[paymentMethodStream('pm-booking')] = [method('pm-booking', 'Booking Money', STOCK_ACCOUNTS.deposits.id, 'Other')];
  history[supplierStream(RUNNER)] = [supplierCreated(RUNNER, 'Runner Automobiles')];
  history[supplierStream(RANGS)] = [supplierCreated(RANGS, 'Rangs Motors')];
  history[supplierStream(DORMANT_SUPPLIER)] = [supplierCreated(DORMANT_SUPPLIER, 'Old Parts House', false)];
  return history;
}

/** Every system account by role, as a handler resolves them from the chart. */
export function systemAccountsOf(history: History): SystemAccounts {
  const accounts: SystemAccounts = {};
  for (const stream of Object.keys(history)) {
    if (!stream.startsWith('gl-account-')) continue;
    const account = stateOf<GlAccountState>(history, stream);
    if (account.systemRole && account.status === 'active') accounts[account.systemRole] = account;
  }
  return accounts;
}

export const supplierOf = (history: History, supplierId: string | null | undefined): SupplierRef | null =>
  supplierId ? supplierRefOf(stateOf<SupplierState>(history, supplierStream(supplierId))) : null;
export const productOf = (history: History, productId: string) => stateOf<ProductState>(history, productStream(productId));
export const unitOf = (history: History, motorcycleId: string) => stateOf<MotorcycleUnitState>(history, motorcycleStream(motorcycleId));
export const purchaseOf = (history: History, purchaseId: string) => stateOf<PurchaseState>(history, purchaseStream(purchaseId));
export const payableOf = (history: History, payableId: string) => stateOf<PayableState>(history, payableStream(payableId));
export const entryStateOf = (history: History, journalEntryId: string) => stateOf<JournalEntryState>(history, journalEntryStream(journalEntryId));
const reservation = (history: History, scope: string, value: string) => stateOf<UniqueValueState>(history, uniqueValueStream(scope, value));

export const debit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: amount, credit: 0 });
export const credit = (accountId: string, amount: number): JournalLine => ({ accountId, debit: 0, credit: amount });

// ---- products ---------------------------------------------------------------------------------

export const whenProductCreated = (history: History, command: CreateProduct) =>
  createProduct(command, {
    product: productOf(history, command.productId),
    sku: command.sku ? reservation(history, PRODUCT_SKU_SCOPE, command.sku) : undefined,
    supplier: supplierOf(history, command.supplierId),
    vehicles: { 'vehicle-fz': true, 'vehicle-pulsar': true },
    accounts: systemAccountsOf(history),
    books: booksOf(history),
  });

export const whenProductUpdated = (history: History, command: UpdateProduct) => {
  const product = productOf(history, command.productId);
  return updateProduct(command, {
    product,
    sku: command.sku ? reservation(history, PRODUCT_SKU_SCOPE, command.sku) : undefined,
    supplier: supplierOf(history, command.supplierId === undefined ? product.supplierId : command.supplierId),
    vehicles: { 'vehicle-fz': true, 'vehicle-pulsar': true },
    accounts: systemAccountsOf(history),
    books: booksOf(history),
  });
};

export const whenProductDeleted = (history: History, productId: string) =>
  deleteProduct({ productId, deletedBy: by, deletedAt: at }, {
    product: productOf(history, productId),
    units: Object.keys(history).filter((stream) => stream.startsWith('motorcycle-')).map((stream) => stateOf<MotorcycleUnitState>(history, stream)),
  });

export const whenStockAdjusted = (history: History, command: AdjustStock) =>
  adjustStock(command, { product: productOf(history, command.productId), accounts: systemAccountsOf(history), books: booksOf(history) });

/** A product command with the usual fields. */
export function productCommand(productId: string, fields: Partial<CreateProduct> = {}): CreateProduct {
  return {
    productId,
    name: 'Brake Pad',
    model: 'FZ-S',
    type: 'Spare Parts',
    compatibility: ['vehicle-fz'],
    salePrice: 90_000,
    cost: 60_000,
    stock: 0,
    date: '2025-03-01',
    journalEntryId: `je-open-${productId}`,
    createdBy: by,
    createdAt: at,
    ...fields,
  };
}

// ---- motorcycle units ---------------------------------------------------------------------------

export const whenUnitRegistered = (history: History, command: RegisterMotorcycleUnit) =>
  registerMotorcycleUnit(command, {
    unit: unitOf(history, command.motorcycleId),
    product: productOf(history, command.productId ?? ''),
    chassis: reservation(history, MOTORCYCLE_CHASSIS_SCOPE, command.chassisNo ?? ''),
    engine: reservation(history, MOTORCYCLE_ENGINE_SCOPE, command.engineNo ?? ''),
    accounts: systemAccountsOf(history),
    books: booksOf(history),
  });

export const whenUnitUpdated = (history: History, command: UpdateMotorcycleUnit) => {
  const unit = unitOf(history, command.motorcycleId);
  return updateMotorcycleUnit(command, {
    unit,
    product: productOf(history, command.productId ?? unit.productId),
    chassis: command.chassisNo ? reservation(history, MOTORCYCLE_CHASSIS_SCOPE, command.chassisNo) : undefined,
    engine: command.engineNo ? reservation(history, MOTORCYCLE_ENGINE_SCOPE, command.engineNo) : undefined,
    accounts: systemAccountsOf(history),
    books: booksOf(history),
  });
};

export const whenUnitDeleted = (history: History, command: Omit<DeleteMotorcycleUnit, 'reversalEntryIds'> & { reversalEntryIds?: string[] }) => {
  const unit = unitOf(history, command.motorcycleId);
  const entries = Object.fromEntries(unit.journalEntryIds.map((id) => [id, entryStateOf(history, id)]));
  return deleteMotorcycleUnit({ ...command, reversalEntryIds: command.reversalEntryIds ?? unit.journalEntryIds.map((id) => `${id}-rev`) }, { unit, entries, books: booksOf(history) });
};

// ---- purchases ----------------------------------------------------------------------------------

/** What a purchase handler loads: the purchase, the streams `purchaseReads` names, the payment method and its account, the payable. */
export function purchaseGiven(history: History, purchaseId: string, fields: Partial<PurchaseFields> | null, payableId?: string): PurchaseGiven {
  const purchase = purchaseOf(history, purchaseId);
  const reads = purchaseReads(fields, purchase.lifecycle === 'absent' ? undefined : purchase);
  const methodId = fields?.purchasePaymentMethodId;
  const paymentMethod = methodId ? stateOf<PaymentMethodState>(history, paymentMethodStream(methodId)) : null;
  const accountIds = paymentMethod?.accountId ? [paymentMethod.accountId] : [];
  return {
    purchase,
    supplier: supplierOf(history, fields?.supplierId),
    products: Object.fromEntries(reads.productIds.map((id) => [id, productOf(history, id)])),
    units: Object.fromEntries(reads.motorcycleIds.map((id) => [id, unitOf(history, id)])),
    reservations: Object.fromEntries(reads.reservationStreams.map((stream) => [stream, stateOf<UniqueValueState>(history, stream)])),
    paymentMethod,
    accounts: accountStates(history, accountIds),
    accountTypes: accountTypes(history, accountIds),
    systemAccounts: systemAccountsOf(history),
    payable: payableOf(history, payableId ?? purchase.payableId),
    books: booksOf(history),
    postedEntry: purchase.journalEntryId ? entryStateOf(history, purchase.journalEntryId) : undefined,
    vatSettings: stateOf<VatSettingsState>(history, VAT_SETTINGS_STREAM),
    vatPeriods: Object.fromEntries(
      [fields?.purchaseDate, purchase.purchaseDate].filter((date): date is string => Boolean(date)).map((date) => [vatPeriodOf(date), stateOf<VatPeriodState>(history, vatPeriodStream(vatPeriodOf(date)))]),
    ),
  };
}

export const whenPurchaseRecorded = (history: History, command: RecordPurchase) => recordPurchase(command, purchaseGiven(history, command.purchaseId, command, command.payableId));
export const whenPurchaseAmended = (history: History, command: AmendPurchase) => amendPurchase(command, purchaseGiven(history, command.purchaseId, command));
export const whenPurchaseDeleted = (history: History, command: DeletePurchase) => deletePurchase(command, purchaseGiven(history, command.purchaseId, null));

// ---- requisitions ----------------------------------------------------------------------------------

export const requisitionOf = (history: History, requisitionId: string) => stateOf<RequisitionState>(history, requisitionStream(requisitionId));
const requisitionGiven = (history: History, requisitionId: string, fields: Partial<RequisitionFields>) => {
  const requisition = requisitionOf(history, requisitionId);
  const productIds = (fields.products ?? requisition.products).map((line) => line?.productId).filter((id): id is string => typeof id === 'string');
  return {
    requisition,
    supplier: supplierOf(history, fields.supplierId ?? requisition.supplierId),
    products: Object.fromEntries(productIds.map((id) => [id, productOf(history, id)])),
  };
};
export const whenRequisitionCreated = (history: History, command: RequisitionFields & { requisitionId: string }) =>
  createRequisition({ ...command, createdBy: by, createdAt: at }, requisitionGiven(history, command.requisitionId, command));
export const whenRequisitionUpdated = (history: History, command: Partial<RequisitionFields> & { requisitionId: string }) =>
  updateRequisition({ ...command, updatedBy: by, updatedAt: at }, requisitionGiven(history, command.requisitionId, command));
export const whenRequisitionDeleted = (history: History, requisitionId: string) =>
  deleteRequisition({ requisitionId, deletedBy: by, deletedAt: at }, { requisition: requisitionOf(history, requisitionId) });

// ---- payables ------------------------------------------------------------------------------------

const billGiven = (history: History, payableId: string, fields: Partial<SupplierBillFields>) => {
  const payable = payableOf(history, payableId);
  const supplierId = fields.supplierId ?? payable.supplierId;
  const billNumber = fields.billNumber ?? payable.billNumber;
  const debitAccountId = fields.debitAccountId ?? (payable.origin.kind === 'bill' ? payable.origin.debitAccountId : '');
  return {
    payable,
    supplier: supplierOf(history, supplierId),
    billNumber: reservation(history, SUPPLIER_BILL_SCOPE, supplierBillValue(supplierId, billNumber ?? '')),
    accounts: accountStates(history, [debitAccountId]),
    accountTypes: accountTypes(history, [debitAccountId]),
    systemAccounts: systemAccountsOf(history),
    books: booksOf(history),
  };
};

export const whenBillRecorded = (history: History, command: RecordSupplierBill) => recordSupplierBill(command, billGiven(history, command.payableId, command));

export const whenBillAmended = (history: History, command: Parameters<typeof amendSupplierBill>[0]) => {
  const given = billGiven(history, command.payableId, command);
  const entryId = given.payable.origin.kind === 'bill' ? given.payable.origin.journalEntryId : '';
  return amendSupplierBill(command, { ...given, postedEntry: entryStateOf(history, entryId) });
};

export const whenBillDeleted = (history: History, command: Parameters<typeof deleteSupplierBill>[0]) => {
  const payable = payableOf(history, command.payableId);
  const entryId = payable.origin.kind === 'bill' ? payable.origin.journalEntryId : '';
  return deleteSupplierBill(command, { payable, postedEntry: entryStateOf(history, entryId), books: booksOf(history) });
};

export const whenPayablePaid = (history: History, command: PayPayable) => {
  const paymentMethod = command.paymentMethodId ? stateOf<PaymentMethodState>(history, paymentMethodStream(command.paymentMethodId)) : null;
  const ids = [paymentMethod?.accountId, command.cashAccountId].filter((id): id is string => typeof id === 'string' && id.length > 0);
  const payable = payableOf(history, command.payableId);
  return payPayable(command, {
    payable,
    paymentMethod,
    accounts: accountStates(history, ids),
    accountTypes: accountTypes(history, ids),
    systemAccounts: systemAccountsOf(history),
    supplier: supplierOf(history, payable.supplierId),
    books: booksOf(history),
  });
};

/** Every stored event. */
export const everyEvent = (history: History): DomainEvent[] => Object.values(history).flat();
