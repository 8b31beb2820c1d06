import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { purchaseAmounts } from './purchase-amounts';
import { conflict, notFound, refusalOf, ruleViolation, type Refusal } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf, derivedDateProblem } from '../shared/business-dates';
import { formatTaka, type Poisha } from '../shared/money';
import { claimUniqueValue, releaseUniqueValue, uniqueValueStream, type UniqueValueState } from '../shared/uniqueness';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import type { PaymentMethodState } from '../accounts/payment-methods';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { assertFundsAvailable, type AccountFunds } from '../ledger/funds';
import { reverseOnItsDate, type JournalEntryState } from '../ledger/journal-entries';
import { accountProblem, dateProblem, documentDateProblem, refuseFieldErrors, textProblem, trimmedText, type FieldErrors, type FieldRefusals } from '../ledger/posting-validation';
import { addCalendarDays, assertNoPayments, payableStream, type PayableEvent, type PayableState } from '../payables/payables';
import { supplierProblem, type SupplierRef } from './inventory-refs';
import { supplierFirstUse } from './suppliers';
import {
  DecisionBuilder,
  EntryLines,
  inventoryRole,
  MAX_UNIT_PRICE,
  postingOf,
  postingSource,
  priceProblem,
  quantityProblem,
  systemAccountId,
  type ProductType,
  type SystemAccounts,
} from './inventory-postings';
import {
  evolveProduct,
  priceChanges,
  productStream,
  receiptReversal,
  revaluationLines,
  stockReceived,
  type ProductEvent,
  type ProductState,
} from './products';
import {
  chassisTaken,
  chassisTakenRefusal,
  engineTaken,
  engineTakenRefusal,
  evolveMotorcycleUnit,
  initialMotorcycleUnitState,
  unitDetailsOf,
  unitRegisteredByPurchase,
  MOTORCYCLE_CHASSIS_SCOPE,
  MOTORCYCLE_ENGINE_SCOPE,
  motorcycleStream,
  type MotorcycleUnitEvent,
  type MotorcycleUnitState,
} from './motorcycle-units';
import { allocateByWeight, lineValue } from './valuation';
import { purchaseBearsVat, validatedPurchaseVat, type PurchaseItemVatInput, type PurchaseVat, type PurchaseVatFields } from './purchase-vat';
import { vatSettingsOn, type VatSettingsState } from '../vat/vat-settings';
import { assertVatPeriodOpen, vatPeriodOf, type VatPeriodState } from '../vat/vat-periods';

/**
 * A purchase received from a supplier (DESIGN §9). Receiving it, in one decision: its goods come
 * into stock at their price plus their share of other charges (moving the average cost), each
 * Motorcycle line's units enter the register, product prices and their history follow the memo,
 * one balanced entry posts Dr Inventory (per type) / Cr Accounts Payable for the part not paid
 * and Cr the payment method's account for `paidAmount`, and a payable (bill number = memo
 * number) is opened for the rest. A correction reverses all of that and posts anew, refused
 * once its goods or units have left or its payable has payments.
 */
export interface PurchaseUnitInput {
  /** The new unit's id (a fresh one; on an edit, a unit of this purchase keeps its id). */
  motorcycleId: string;
  chassisNo: string;
  engineNo: string;
  color: string;
}

export interface PurchaseItemInput extends PurchaseItemVatInput {
  productId: string;
  quantity: number;
  purchasePrice: Poisha;
  salePrice: Poisha;
  /** A Motorcycle line: one unit per quantity. */
  units?: PurchaseUnitInput[];
}

export interface PurchaseFields extends PurchaseVatFields {
  supplierId: string;
  memoNumber: string;
  purchaseDate: string;
  /** Days to pay (default 30): the due date when none is given. */
  paymentTerms?: number;
  dueDate?: string | null;
  otherCharges?: Poisha;
  notes?: string;
  items: PurchaseItemInput[];
  purchasePaymentMethodId: string;
  /** Paid at once with the purchase payment method (default 0). */
  paidAmount?: Poisha;
}

export interface PurchaseUnit {
  motorcycleId: string;
  chassisNo: string;
  engineNo: string;
  color: string;
  /** Its cost: the line's price plus its share of the line's other charges. */
  cost: Poisha;
}

export interface PurchaseItem {
  productId: string;
  productName: string;
  productType: ProductType;
  quantity: number;
  purchasePrice: Poisha;
  salePrice: Poisha;
  /** quantity × purchasePrice. */
  lineTotal: Poisha;
  /** Its share of the purchase's other charges, by value. */
  otherCharges: Poisha;
  /** lineTotal + otherCharges (+ vat when it is not input credit): what the goods are worth in stock. */
  cost: Poisha;
  units: PurchaseUnit[];
  /**
   * VAT (issue 24), present only when the business was registered on the purchase date (older
   * events and unregistered purchases: none). The rate in hundredths (null: none or exempt), the
   * VAT of the whole line as the supplier charged it, and whether it went to VAT Input Credit.
   */
  vatRateHundredths?: number | null;
  vat?: Poisha;
  inputVatCredited?: boolean;
}

export interface PurchaseDetails {
  supplierId: string;
  memoNumber: string;
  purchaseDate: string;
  paymentTerms: number;
  dueDate: string;
  otherCharges: Poisha;
  notes: string;
  items: PurchaseItem[];
  subtotal: Poisha;
  /** subtotal + other charges + vatTotal: the gross the supplier is owed. */
  total: Poisha;
  purchasePaymentMethodId: string;
  paidAmount: Poisha;
  /** VAT (issue 24), present only when registered on the purchase date: the supplier's Mushak-6.3 ('' / null: none), the lines' VAT and the part credited. */
  supplierMushakNumber?: string;
  supplierMushakDate?: string | null;
  vatTotal?: Poisha;
  inputVatCredit?: Poisha;
}

/** The VAT fields of a purchase's state and events: an amendment without them (not registered on its date) clears them. */
const VAT_DETAILS_CLEARED = { supplierMushakNumber: undefined, supplierMushakDate: undefined, vatTotal: undefined, inputVatCredit: undefined };

export type PurchaseRecorded = DomainEvent<'PurchaseRecorded', PurchaseDetails & { purchaseId: string; journalEntryId: string; payableId: string; recordedBy: string; recordedAt: string }>;
export type PurchaseAmended = DomainEvent<
  'PurchaseAmended',
  PurchaseDetails & { purchaseId: string; reversedJournalEntryId: string; reversalEntryId: string; journalEntryId: string; adjustmentEntryId: string | null; amendedBy: string; amendedAt: string }
>;
/** Only what moves no value changed: notes, payment terms, due date. */
export type PurchaseDetailsUpdated = DomainEvent<'PurchaseDetailsUpdated', { purchaseId: string; notes: string; paymentTerms: number; dueDate: string; updatedBy: string; updatedAt: string }>;
export type PurchaseDeleted = DomainEvent<'PurchaseDeleted', { purchaseId: string; reversedJournalEntryId: string; reversalEntryId: string; adjustmentEntryId: string | null; deletedBy: string; deletedAt: string }>;
export type PurchaseEvent = PurchaseRecorded | PurchaseAmended | PurchaseDetailsUpdated | PurchaseDeleted;

export interface PurchaseState extends PurchaseDetails {
  lifecycle: 'absent' | 'recorded' | 'deleted';
  purchaseId: string;
  /** The entry that carries the purchase in the books now. */
  journalEntryId: string;
  /** The stream of its payable (opened only while something is unpaid). */
  payableId: string;
}

export const initialPurchaseState: PurchaseState = {
  lifecycle: 'absent',
  purchaseId: '',
  supplierId: '',
  memoNumber: '',
  purchaseDate: '',
  paymentTerms: 30,
  dueDate: '',
  otherCharges: 0,
  notes: '',
  items: [],
  subtotal: 0,
  total: 0,
  purchasePaymentMethodId: '',
  paidAmount: 0,
  journalEntryId: '',
  payableId: '',
};

export const purchaseStream = (purchaseId: string) => `${STREAM_NAMES.purchase.name}${purchaseId}`;
export const PURCHASE_MEMO_SCOPE = 'purchase-memo';
export const DEFAULT_PAYMENT_TERMS = 30;
/** The reservation value of a memo number: unique per supplier. */
export const purchaseMemoValue = (supplierId: string, memoNumber: string) => `${supplierId}/${memoNumber.trim()}`;

export function evolvePurchase(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  switch (event.type) {
    case 'PurchaseRecorded': {
      const { recordedBy: _by, recordedAt: _at, ...data } = event.data;
      return { ...initialPurchaseState, ...data, lifecycle: 'recorded' };
    }
    case 'PurchaseAmended': {
      const { amendedBy: _by, amendedAt: _at, reversedJournalEntryId: _r, reversalEntryId: _e, adjustmentEntryId: _a, ...data } = event.data;
      return { ...state, ...VAT_DETAILS_CLEARED, ...data };
    }
    case 'PurchaseDetailsUpdated':
      return { ...state, notes: event.data.notes, paymentTerms: event.data.paymentTerms, dueDate: event.data.dueDate };
    case 'PurchaseDeleted':
      return { ...state, lifecycle: 'deleted' };
    default:
      return state;
  }
}

/** The system roles a purchase decision resolves. */
export const PURCHASE_ACCOUNT_ROLES = ['inventory.Motorcycle', 'inventory.Spare Parts', 'inventory.Accessories', 'accountsPayable', 'inventoryGain', 'inventoryLoss', 'vatInputCredit'] as const;

/**
 * What a purchase decision reads. `products`: every product its lines name (and, on an edit or
 * delete, its current lines); `units`: every unit its lines name and its current units (a new
 * id is absent); `reservations`: by stream, those `purchaseReservationStreams` lists;
 * `paymentMethod` and `accounts`/`accountTypes`: the purchase payment method and its account;
 * `payable`: the stream `payable-{payableId}`; `funds`: the paying account's balance when
 * something is paid at once.
 */
export interface PurchaseGiven {
  purchase: PurchaseState;
  supplier: SupplierRef | null;
  products: Readonly<Record<string, ProductState>>;
  units: Readonly<Record<string, MotorcycleUnitState>>;
  reservations: Readonly<Record<string, UniqueValueState>>;
  paymentMethod: PaymentMethodState | null;
  accounts: Readonly<Record<string, GlAccountState>>;
  accountTypes: Readonly<Record<string, GlClassType>>;
  systemAccounts: SystemAccounts;
  payable: PayableState;
  books: BooksState;
  funds?: Readonly<Record<string, AccountFunds>>;
  /** On an edit or delete: the state of the purchase's current entry (`purchase.journalEntryId`). */
  postedEntry?: JournalEntryState;
  /** The `settings-vat` stream: the settings on the purchase date decide whether it records VAT (absent: not registered). */
  vatSettings?: VatSettingsState;
  /** The VAT months (`vat-period-YYYY-MM`) of the purchase's date and, on an edit or delete, of its current date, by period. */
  vatPeriods?: Readonly<Record<string, VatPeriodState>>;
}

/** The streams a purchase decision reads, besides the purchase, its payable and the accounts: for the handler. */
export function purchaseReads(fields: Partial<PurchaseFields> | null, current?: PurchaseState): { productIds: string[]; motorcycleIds: string[]; reservationStreams: string[] } {
  const items = [...(fields?.items ?? []), ...(current?.items ?? [])];
  const productIds = [...new Set(items.map((item) => item?.productId).filter((id): id is string => typeof id === 'string' && id.length > 0))];
  const units = items.flatMap((item) => (Array.isArray(item?.units) ? item.units : []));
  const motorcycleIds = [...new Set(units.map((unit) => unit?.motorcycleId).filter((id): id is string => typeof id === 'string' && id.length > 0))];
  return { productIds, motorcycleIds, reservationStreams: fields ? purchaseReservationStreams(fields) : [] };
}

/** The reservation streams a purchase's fields claim: its memo number for the supplier, each unit's chassis and engine number. */
export function purchaseReservationStreams(fields: Partial<PurchaseFields>): string[] {
  const streams = new Set<string>();
  const supplierId = trimmedText(fields.supplierId);
  const memo = trimmedText(fields.memoNumber);
  if (supplierId && memo) streams.add(uniqueValueStream(PURCHASE_MEMO_SCOPE, purchaseMemoValue(supplierId, memo)));
  for (const item of Array.isArray(fields.items) ? fields.items : []) {
    for (const unit of Array.isArray(item?.units) ? item.units : []) {
      const chassis = trimmedText(unit?.chassisNo);
      const engine = trimmedText(unit?.engineNo);
      if (chassis) streams.add(uniqueValueStream(MOTORCYCLE_CHASSIS_SCOPE, chassis));
      if (engine) streams.add(uniqueValueStream(MOTORCYCLE_ENGINE_SCOPE, engine));
    }
  }
  return [...streams];
}

const SALE_BELOW_COST = 'Sale price must be higher than purchase price';

/** A price the line does not give (priceProblem's `missing`). */
const isMissingPrice = (value: unknown) => value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));

/**
 * The purchase as given, checked (every field error at once) and valued. `today`: the business day of
 * the command (a purchase is dated today at the latest); its due date, given or worked out from the
 * payment terms, stays within the books' dates.
 */
function validatedPurchase(fields: PurchaseFields, given: PurchaseGiven, current: PurchaseState | null, today: string | undefined): PurchaseDetails {
  const errors: FieldErrors = {};
  const refusals: FieldRefusals = {};
  const header = validatedHeader(fields, given, current, today, errors, refusals);
  const drafts = validatedLines(fields, given, current, errors, refusals);
  const { methodId, method, paidAmount } = validatedPayment(fields, given, errors);
  const vat = validatedPurchaseVat({
    fields,
    items: Array.isArray(fields.items) ? fields.items : [],
    lineValues: drafts.map(valueOfDraft),
    purchaseDate: fields.purchaseDate,
    dateValid: !errors.purchaseDate,
    today,
    settings: vatSettingsOn(given.vatSettings ?? { versions: [] }, fields.purchaseDate),
  }, errors, refusals);
  refuseFieldErrors(errors, refusals);

  // Valued in whole poisha: other charges split over the lines by value, a line's share over its units.
  const lineTotals = drafts.map((draft) => lineValue(draft.quantity, draft.purchasePrice));
  const { subtotal, total } = purchaseAmounts({ lineTotals, otherCharges: header.otherCharges, paidAmount, lineVat: vat?.lines.map((line) => line.vat) });
  if (!Number.isSafeInteger(total) || total > MAX_UNIT_PRICE * 1000) refuseFieldErrors({ items: 'The purchase total is too large' });
  if (paidAmount > total) refuseFieldErrors({ paidAmount: `Paid amount cannot be more than the total ${formatTaka(total)}` }, { paidAmount: refusalOf('paid_above_total', { total: formatTaka(total) }) });
  if (paidAmount > 0) {
    const accountError = accountProblem(given.accounts, method!.accountId, 'Please select a payment method!')
      ?? (given.accountTypes[method!.accountId] === 'Asset' ? null : `${method!.name} pays from ${given.accounts[method!.accountId].name}, which is not an Asset account`);
    if (accountError) refuseFieldErrors({ purchasePaymentMethod: accountError });
  }
  return {
    supplierId: fields.supplierId,
    memoNumber: header.memoNumber,
    purchaseDate: fields.purchaseDate,
    paymentTerms: header.paymentTerms,
    dueDate: header.dueDate,
    otherCharges: header.otherCharges,
    notes: header.notes,
    items: valuedItems(drafts, lineTotals, header.otherCharges, vat),
    subtotal,
    total,
    purchasePaymentMethodId: methodId,
    paidAmount,
    ...(vat ? { supplierMushakNumber: vat.supplierMushakNumber, supplierMushakDate: vat.supplierMushakDate, vatTotal: vat.vatTotal, inputVatCredit: vat.inputVatCredit } : {}),
  };
}

/** A line's value when its quantity and price are valid (else null: their errors say why). */
const valueOfDraft = (draft: LineDraft): Poisha | null =>
  quantityProblem(draft.quantity, '') === null && priceProblem(draft.purchasePrice, '', 1) === null ? lineValue(draft.quantity, draft.purchasePrice) : null;

/** The purchase's own fields checked (supplier, memo, dates, terms, other charges, notes); its due date given or worked out from the terms. */
function validatedHeader(fields: PurchaseFields, given: PurchaseGiven, current: PurchaseState | null, today: string | undefined, errors: FieldErrors, refusals: FieldRefusals) {
  const supplierChanged = !current || current.supplierId !== fields.supplierId;
  const supplierError = supplierProblem(fields.supplierId, given.supplier, 'Please select a supplier!', supplierChanged);
  if (supplierError) errors.supplier = supplierError;
  if (supplierError && supplierProblem(fields.supplierId, given.supplier, '', false) === null) refusals.supplier = { code: 'supplier_inactive' };
  const memoNumber = trimmedText(fields.memoNumber);
  const memoError = textProblem(memoNumber, 'Please enter a memo number!', 50, 'Memo number');
  if (memoError) errors.memoNumber = memoError;
  const dateError = documentDateProblem(fields.purchaseDate, today, 'purchase', 'Please select a purchase date!');
  if (dateError) errors.purchaseDate = dateError;
  const paymentTerms = fields.paymentTerms ?? DEFAULT_PAYMENT_TERMS;
  if (!Number.isInteger(paymentTerms) || paymentTerms < 0 || paymentTerms > 3650) errors.paymentTerms = 'Payment terms must be a whole number of days from 0 to 3650';
  let dueDate = '';
  if (fields.dueDate !== undefined && fields.dueDate !== null && fields.dueDate !== '') {
    const dueDateError = dateProblem(fields.dueDate);
    if (dueDateError) errors.dueDate = dueDateError;
    else if (!dateError && fields.dueDate < fields.purchaseDate) errors.dueDate = 'Due date cannot be before the purchase date';
    else dueDate = fields.dueDate;
  } else if (!dateError && !errors.paymentTerms) {
    dueDate = addCalendarDays(fields.purchaseDate, paymentTerms);
    const derivedError = derivedDateProblem(dueDate, 'due date (purchase date + payment terms)');
    if (derivedError) errors.paymentTerms = derivedError;
  }
  const otherCharges = fields.otherCharges ?? 0;
  const chargesError = priceProblem(otherCharges, 'Please enter other charges');
  if (chargesError) errors.otherCharges = chargesError.replace('Price', 'Other charges');
  const notes = trimmedText(fields.notes);
  const notesError = textProblem(notes, null, 2000, 'Notes');
  if (notesError) errors.notes = notesError;
  return { memoNumber, paymentTerms, dueDate, otherCharges, notes };
}

/** A line as given, checked but not yet valued. */
interface LineDraft {
  productId: string;
  product: ProductState | undefined;
  quantity: number;
  purchasePrice: Poisha;
  salePrice: Poisha;
  units: Omit<PurchaseUnit, 'cost'>[];
}

/** The numbers and ids the units of the purchase's lines have taken so far: each is entered once. */
interface UnitsSeen {
  chassis: Set<string>;
  engines: Set<string>;
  ids: Set<string>;
  /** The units the purchase has now (on an edit): they keep their ids. */
  own: Set<string>;
}

/** The purchase's lines checked: at least one, at most 200, each with its product, quantity, prices and (a Motorcycle line) units. */
function validatedLines(fields: PurchaseFields, given: PurchaseGiven, current: PurchaseState | null, errors: FieldErrors, refusals: FieldRefusals): LineDraft[] {
  const items = Array.isArray(fields.items) ? fields.items : [];
  if (items.length === 0) errors.items = 'You must add at least one item.';
  else if (items.length > 200) errors.items = 'A purchase can have at most 200 items';
  const seen: UnitsSeen = {
    chassis: new Set<string>(),
    engines: new Set<string>(),
    ids: new Set<string>(),
    own: new Set((current?.items ?? []).flatMap((item) => item.units.map((unit) => unit.motorcycleId))),
  };
  return items.map((item, index) => validatedLine(item, `items.${index}`, given, seen, errors, refusals));
}

function validatedLine(item: PurchaseItemInput, path: string, given: PurchaseGiven, seen: UnitsSeen, errors: FieldErrors, refusals: FieldRefusals): LineDraft {
  const field = (name: string) => `${path}.${name}`;
  const productId = trimmedText(item?.productId);
  const product = productId ? given.products[productId] : undefined;
  if (!productId) errors[field('product')] = 'Please select a product!';
  else if (!product || product.status !== 'active' || product.productId !== productId) errors[field('product')] = 'Product not found';
  const quantityError = quantityProblem(item?.quantity, 'Please enter quantity!');
  if (quantityError) errors[field('quantity')] = quantityError;
  const purchasePriceError = priceProblem(item?.purchasePrice, 'Please enter purchase price!', 1);
  if (purchasePriceError) errors[field('purchasePrice')] = purchasePriceError;
  if (isMissingPrice(item?.purchasePrice)) refusals[field('purchasePrice')] = { code: 'price_required' };
  const salePriceError = priceProblem(item?.salePrice, 'Please enter sale price!', 1);
  if (salePriceError) errors[field('salePrice')] = salePriceError;
  if (isMissingPrice(item?.salePrice)) refusals[field('salePrice')] = { code: 'price_required' };
  else if (!purchasePriceError && item.salePrice < item.purchasePrice) errors[field('salePrice')] = SALE_BELOW_COST;
  const givenUnits = Array.isArray(item?.units) ? item.units : [];
  const units: Omit<PurchaseUnit, 'cost'>[] = [];
  if (product?.status === 'active' && product.type === 'Motorcycle') {
    if (!quantityError && givenUnits.length !== item.quantity) {
      errors[field('units')] = `Enter the chassis and engine number of each of the ${item.quantity} motorcycle${item.quantity === 1 ? '' : 's'}`;
      refusals[field('units')] = refusalOf('units_not_listed', { count: item.quantity });
    }
    givenUnits.forEach((unit, unitIndex) => units.push(validatedUnit(unit, field(`units.${unitIndex}`), given, seen, errors, refusals)));
  } else if (givenUnits.length > 0 && product?.status === 'active') {
    errors[field('units')] = 'Only a Motorcycle line lists units';
  }
  return { productId, product, quantity: item?.quantity, purchasePrice: item?.purchasePrice, salePrice: item?.salePrice, units };
}

/** A unit of a Motorcycle line: its numbers and color checked, each number entered once; a new id, or one of the purchase's own units. */
function validatedUnit(unit: PurchaseUnitInput, path: string, given: PurchaseGiven, seen: UnitsSeen, errors: FieldErrors, refusals: FieldRefusals): Omit<PurchaseUnit, 'cost'> {
  const unitField = (name: string) => `${path}.${name}`;
  const chassisNo = trimmedText(unit?.chassisNo);
  const engineNo = trimmedText(unit?.engineNo);
  const color = trimmedText(unit?.color);
  const motorcycleId = trimmedText(unit?.motorcycleId);
  const chassisError = textProblem(chassisNo, 'Please enter chassis number!', 50, 'Chassis number')
    ?? (seen.chassis.has(chassisNo.toLowerCase()) ? `Chassis number ${chassisNo} is entered twice` : null);
  if (chassisError) errors[unitField('chassisNo')] = chassisError;
  if (chassisNo && chassisNo.length <= 50 && seen.chassis.has(chassisNo.toLowerCase())) refusals[unitField('chassisNo')] = refusalOf('chassis_entered_twice', { chassisNo });
  const engineError = textProblem(engineNo, 'Please enter engine number!', 50, 'Engine number')
    ?? (seen.engines.has(engineNo.toLowerCase()) ? `Engine number ${engineNo} is entered twice` : null);
  if (engineError) errors[unitField('engineNo')] = engineError;
  if (engineNo && engineNo.length <= 50 && seen.engines.has(engineNo.toLowerCase())) refusals[unitField('engineNo')] = refusalOf('engine_entered_twice', { engineNo });
  const colorError = textProblem(color, 'Please enter color!', 50, 'Color');
  if (colorError) errors[unitField('color')] = colorError;
  if (!motorcycleId) throw new Error('each unit of a purchase needs its motorcycleId');
  if (seen.ids.has(motorcycleId)) throw new Error(`unit id ${motorcycleId} is used twice`);
  const existing = given.units[motorcycleId];
  if (existing && existing.lifecycle !== 'absent' && !seen.own.has(motorcycleId)) throw conflict('Motorcycle already exists');
  seen.chassis.add(chassisNo.toLowerCase());
  seen.engines.add(engineNo.toLowerCase());
  seen.ids.add(motorcycleId);
  return { motorcycleId, chassisNo, engineNo, color };
}

/** The purchase payment method (active) and the amount paid at once with it. */
function validatedPayment(fields: PurchaseFields, given: PurchaseGiven, errors: FieldErrors) {
  const methodId = trimmedText(fields.purchasePaymentMethodId);
  const method = given.paymentMethod;
  if (!methodId) errors.purchasePaymentMethod = 'Please select a payment method!';
  else if (!method || method.lifecycle !== 'active' || method.paymentMethodId !== methodId) errors.purchasePaymentMethod = 'Payment method not found';
  else if (method.status !== 'active') errors.purchasePaymentMethod = `Payment method ${method.name} is inactive`;
  const paidAmount = fields.paidAmount ?? 0;
  if (typeof paidAmount !== 'number' || !Number.isSafeInteger(paidAmount) || paidAmount < 0) errors.paidAmount = 'Paid amount must be a whole number of poisha, at least 0';
  return { methodId, method, paidAmount };
}

/**
 * The checked lines valued: other charges split over the lines by value; a line's VAT that is not
 * input credit is part of its cost (issue 24); a line's share of both over its units.
 */
function valuedItems(drafts: LineDraft[], lineTotals: Poisha[], otherCharges: Poisha, vat: PurchaseVat | null): PurchaseItem[] {
  const shares = allocateByWeight(otherCharges, lineTotals);
  return drafts.map((draft, index) => {
    const product = draft.product!;
    const lineVat = vat?.lines[index];
    const vatInCost = lineVat && !lineVat.inputVatCredited ? lineVat.vat : 0;
    const unitShares = draft.units.length ? allocateByWeight(shares[index] + vatInCost, draft.units.map(() => 1)) : [];
    return {
      productId: draft.productId,
      productName: product.name,
      productType: product.type,
      quantity: draft.quantity,
      purchasePrice: draft.purchasePrice,
      salePrice: draft.salePrice,
      lineTotal: lineTotals[index],
      otherCharges: shares[index],
      cost: lineTotals[index] + shares[index] + vatInCost,
      units: draft.units.map((unit, unitIndex) => ({ ...unit, cost: draft.purchasePrice + unitShares[unitIndex] })),
      ...(lineVat ? { vatRateHundredths: lineVat.vatRateHundredths, vat: lineVat.vat, inputVatCredited: lineVat.inputVatCredited } : {}),
    };
  });
}

/** Product and unit states as the decision advances them. */
class Stock {
  private readonly products = new Map<string, ProductState>();
  private readonly units = new Map<string, MotorcycleUnitState>();

  constructor(private readonly given: PurchaseGiven, private readonly decision: DecisionBuilder) {}

  product(productId: string): ProductState {
    const product = this.products.get(productId) ?? this.given.products[productId];
    if (!product) throw new Error(`the state of product ${productId} must be given`);
    return product;
  }

  unit(motorcycleId: string): MotorcycleUnitState {
    return this.units.get(motorcycleId) ?? this.given.units[motorcycleId] ?? initialMotorcycleUnitState;
  }

  onProduct(productId: string, ...events: ProductEvent[]): void {
    let state = this.product(productId);
    for (const event of events) state = evolveProduct(state, event);
    this.products.set(productId, state);
    this.decision.append(productStream(productId), ...events);
  }

  onUnit(motorcycleId: string, ...events: MotorcycleUnitEvent[]): void {
    let state = this.unit(motorcycleId);
    for (const event of events) state = evolveMotorcycleUnit(state, event);
    this.units.set(motorcycleId, state);
    this.decision.append(motorcycleStream(motorcycleId), ...events);
  }
}

interface Actor {
  by: string;
  at: string;
}

/** Brings a purchase's goods in: stock received, units registered or repriced, prices and their history. */
function receive(purchaseId: string, details: PurchaseDetails, journalEntryId: string, stock: Stock, decision: DecisionBuilder, given: PurchaseGiven, actor: Actor, edit: boolean): void {
  const stream = purchaseStream(purchaseId);
  details.items.forEach((item, index) => {
    const product = stock.product(item.productId);
    const context = {
      movementId: `${journalEntryId}-${index + 1}`,
      date: details.purchaseDate,
      reason: `Purchase ${details.memoNumber}`,
      reference: details.memoNumber,
      journalEntryId,
      sourceStream: stream,
      recordedBy: actor.by,
      recordedAt: actor.at,
    };
    if (item.productType !== 'Motorcycle') stock.onProduct(item.productId, stockReceived(product, item.quantity, item.cost, item.purchasePrice, context));
    for (const unit of item.units) {
      const current = stock.unit(unit.motorcycleId);
      if (current.lifecycle !== 'registered') {
        stock.onUnit(unit.motorcycleId, unitRegisteredByPurchase({
          motorcycleId: unit.motorcycleId,
          productId: item.productId,
          chassisNo: unit.chassisNo,
          engineNo: unit.engineNo,
          color: unit.color,
          purchaseDate: details.purchaseDate,
          purchasePrice: unit.cost,
          purchaseId,
          memoNumber: details.memoNumber,
          registeredBy: actor.by,
          registeredAt: actor.at,
        }));
        stock.onProduct(item.productId, { type: 'MotorcycleUnitLinked', data: { productId: item.productId, motorcycleId: unit.motorcycleId } });
        claim(decision, given, MOTORCYCLE_CHASSIS_SCOPE, unit.chassisNo, unit.motorcycleId, chassisTaken(unit.chassisNo), chassisTakenRefusal(unit.chassisNo));
        claim(decision, given, MOTORCYCLE_ENGINE_SCOPE, unit.engineNo, unit.motorcycleId, engineTaken(unit.engineNo), engineTakenRefusal(unit.engineNo));
        continue;
      }
      // A unit this purchase brought before its correction: it keeps its id and its details.
      const currentDetails = unitDetailsOf(current);
      const details_ = { ...currentDetails, chassisNo: unit.chassisNo, engineNo: unit.engineNo, color: unit.color, productId: item.productId, purchaseDate: details.purchaseDate };
      if (JSON.stringify(details_) !== JSON.stringify(currentDetails)) {
        stock.onUnit(unit.motorcycleId, { type: 'MotorcycleUnitUpdated', data: { motorcycleId: unit.motorcycleId, ...details_, updatedBy: actor.by, updatedAt: actor.at } });
      }
      if (unit.cost !== current.purchasePrice || current.origin.kind !== 'purchase' || current.origin.memoNumber !== details.memoNumber) {
        stock.onUnit(unit.motorcycleId, {
          type: 'MotorcycleUnitRepriced',
          data: { motorcycleId: unit.motorcycleId, productId: item.productId, previousPrice: current.purchasePrice, purchasePrice: unit.cost, date: details.purchaseDate, journalEntryId: null, repricedBy: actor.by, repricedAt: actor.at },
        });
      }
      if (current.productId !== item.productId) {
        stock.onProduct(current.productId, { type: 'MotorcycleUnitUnlinked', data: { productId: current.productId, motorcycleId: unit.motorcycleId } });
        stock.onProduct(item.productId, { type: 'MotorcycleUnitLinked', data: { productId: item.productId, motorcycleId: unit.motorcycleId } });
      }
      if (unit.chassisNo.toLowerCase() !== current.chassisNo.toLowerCase()) claim(decision, given, MOTORCYCLE_CHASSIS_SCOPE, unit.chassisNo, unit.motorcycleId, chassisTaken(unit.chassisNo), chassisTakenRefusal(unit.chassisNo));
      if (unit.engineNo.toLowerCase() !== current.engineNo.toLowerCase()) claim(decision, given, MOTORCYCLE_ENGINE_SCOPE, unit.engineNo, unit.motorcycleId, engineTaken(unit.engineNo), engineTakenRefusal(unit.engineNo));
    }
    const priced = priceChanges(stock.product(item.productId), { cost: item.purchasePrice, salePrice: item.salePrice }, {
      date: details.purchaseDate,
      reason: `${edit ? 'Purchase corrected' : 'Purchase'} ${details.memoNumber}`,
      source: edit ? 'purchase_edit' : 'purchase',
      sourceStream: stream,
      reference: details.memoNumber,
      by: actor.by,
      at: actor.at,
    });
    if (priced.length) stock.onProduct(item.productId, ...priced);
  });
}

/**
 * Claims a value unless it is free; a value held by one of this purchase's units that the same
 * decision releases (a unit removed or renumbered by a correction) counts as free.
 */
function claim(decision: DecisionBuilder, given: PurchaseGiven, scope: string, value: string, ownerId: string, takenMessage: string, taken?: Refusal): void {
  const stream = uniqueValueStream(scope, value);
  let state = given.reservations[stream] ?? { ownerId: null };
  for (const event of decision.eventsOf(stream)) {
    if (event.type === 'UniqueValueReleased' && (event.data as { ownerId: string }).ownerId === state.ownerId) state = { ownerId: null };
    if (event.type === 'UniqueValueClaimed') state = { ownerId: (event.data as { ownerId: string }).ownerId };
  }
  decision.add(claimUniqueValue(scope, value, ownerId, state, takenMessage, taken));
}

/**
 * The one entry of a purchase: Dr Inventory per type (net, or with the VAT that is cost), Dr VAT
 * Input Credit (the VAT credited), Cr Accounts Payable (unpaid) and Cr the method's account (paid): the gross.
 */
function purchasePosting(purchaseId: string, details: PurchaseDetails, journalEntryId: string, given: PurchaseGiven, supplierName: string, actor: Actor): StreamEvents[] {
  const lines = new EntryLines();
  for (const item of details.items) lines.debit(systemAccountId(given.systemAccounts, inventoryRole(item.productType)), item.cost);
  if ((details.inputVatCredit ?? 0) > 0) lines.debit(systemAccountId(given.systemAccounts, 'vatInputCredit'), details.inputVatCredit!);
  const unpaid = details.total - details.paidAmount;
  if (unpaid > 0) lines.credit(systemAccountId(given.systemAccounts, 'accountsPayable'), unpaid);
  if (details.paidAmount > 0) lines.credit(given.paymentMethod!.accountId, details.paidAmount);
  return postingOf({
    journalEntryId,
    date: details.purchaseDate,
    reference: details.memoNumber,
    description: `Purchase ${details.memoNumber} from ${supplierName}`,
    source: postingSource('purchase', purchaseStream(purchaseId)),
    postedBy: actor.by,
    postedAt: actor.at,
  }, lines);
}

function payableDetails(purchaseId: string, details: PurchaseDetails) {
  return {
    supplierId: details.supplierId,
    billNumber: details.memoNumber,
    amount: details.total - details.paidAmount,
    billDate: details.purchaseDate,
    dueDate: details.dueDate,
    notes: details.notes,
    origin: { kind: 'purchase' as const, purchaseId },
  };
}

const memoTaken = (memoNumber: string, supplier: string) => `Memo number ${memoNumber} already exists for ${supplier}`;
const memoTakenRefusal = (memoNumber: string, supplier: string) => refusalOf('memo_number_taken', { memoNumber, supplier });

export interface RecordPurchase extends PurchaseFields {
  purchaseId: string;
  journalEntryId: string;
  /** The payable's id, opened when something is left unpaid. */
  payableId: string;
  recordedBy: string;
  recordedAt: string;
  /** The user confirmed taking a bank account into overdraft (when paying at once). */
  allowOverdraft?: boolean;
}

/**
 * Receives a purchase: the events of every stream it touches (the purchase, each product, each
 * new unit with its chassis and engine claims, the memo number claim, the payable, the entry).
 */
export function recordPurchase(command: RecordPurchase, given: PurchaseGiven): StreamEvents[] {
  if (given.purchase.lifecycle !== 'absent') throw conflict('Purchase already exists');
  const details = validatedPurchase(command, given, null, businessDayOf(command.recordedAt));
  assertBooksOpen(given.books, details.purchaseDate);
  assertVatMonthsOpen(given, details);
  const fundsSpent = details.paidAmount > 0 ? assertFundsAvailable({ [given.paymentMethod!.accountId]: -details.paidAmount }, given.accounts, given.funds, command.allowOverdraft, details.purchaseDate) : [];
  const { purchaseId, journalEntryId, payableId, recordedBy, recordedAt } = command;
  const actor = { by: recordedBy, at: recordedAt };
  const supplier = given.supplier!;
  const decision = new DecisionBuilder();
  decision.append(purchaseStream(purchaseId), { type: 'PurchaseRecorded', data: { purchaseId, ...details, journalEntryId, payableId, recordedBy, recordedAt } } satisfies PurchaseRecorded);
  claim(decision, given, PURCHASE_MEMO_SCOPE, purchaseMemoValue(details.supplierId, details.memoNumber), purchaseId, memoTaken(details.memoNumber, supplier.name), memoTakenRefusal(details.memoNumber, supplier.name));
  decision.add(supplierFirstUse(supplier, 'purchase', purchaseStream(purchaseId)));
  receive(purchaseId, details, journalEntryId, new Stock(given, decision), decision, given, actor, false);
  if (details.total - details.paidAmount > 0) {
    decision.append(payableStream(payableId), { type: 'PayableOpened', data: { payableId, ...payableDetails(purchaseId, details), openedBy: recordedBy, openedAt: recordedAt } } satisfies PayableEvent);
  }
  decision.add(purchasePosting(purchaseId, details, journalEntryId, given, supplier.name, actor));
  decision.add(fundsSpent);
  return decision.result();
}

/**
 * A VAT month whose return is submitted takes no VAT-bearing purchase dated in it (issue 24 item 4):
 * neither a new one (`details`) nor a correction or deletion of one that bore VAT there (`current`),
 * whose reversal would change the submitted month's input VAT.
 */
function assertVatMonthsOpen(given: PurchaseGiven, details: PurchaseDetails | null, current?: PurchaseState): void {
  for (const document of [details, current]) {
    if (!document || !purchaseBearsVat(document)) continue;
    const period = vatPeriodOf(document.purchaseDate);
    assertVatPeriodOpen(given.vatPeriods?.[period], period, 'purchase');
  }
}

function requireRecordedPurchase(purchase: PurchaseState): PurchaseState {
  if (purchase.lifecycle !== 'recorded') throw notFound('Purchase not found');
  return purchase;
}

/**
 * Takes back everything a purchase did, refused (with the reason) when its payable has payments,
 * one of its units is no longer Available, or its goods have left stock. Returns the residual
 * revaluation of products whose value would not come back whole (goods partly sold at an average
 * that included this purchase), to be posted to Inventory Gain or Loss.
 */
function takeBack(current: PurchaseState, stock: Stock, decision: DecisionBuilder, given: PurchaseGiven, reversalEntryId: string, keptUnitIds: ReadonlySet<string>, actor: Actor, date: string, action: 'changed' | 'deleted'): EntryLines {
  const what = `Purchase ${current.memoNumber} cannot be ${action}`;
  assertNoPayments(given.payable, what, action);
  for (const item of current.items) {
    for (const unit of item.units) {
      const state = stock.unit(unit.motorcycleId);
      if (state.lifecycle !== 'registered') continue;
      if (state.status !== 'Available') throw ruleViolation(`${what}: motorcycle ${state.chassisNo} from it is ${state.status}`, refusalOf('unit_not_available', { action, chassisNo: state.chassisNo, status: state.status }));
    }
  }
  const adjustments = new EntryLines();
  const stream = purchaseStream(current.purchaseId);
  current.items.forEach((item, index) => {
    const product = stock.product(item.productId);
    if (item.productType !== 'Motorcycle') {
      if (product.quantity < item.quantity) {
        throw ruleViolation(`${what}: its goods have left stock (${product.name}: ${product.quantity} in stock, ${item.quantity} brought by this purchase)`, refusalOf('goods_left_stock', { action, product: product.name, inStock: product.quantity, brought: item.quantity }));
      }
      const { event, residual } = receiptReversal(product, item.quantity, item.cost, {
        movementId: `${reversalEntryId}-${index + 1}`,
        date,
        reason: `Purchase ${current.memoNumber} reversed`,
        reference: current.memoNumber,
        journalEntryId: reversalEntryId,
        sourceStream: stream,
        recordedBy: actor.by,
        recordedAt: actor.at,
      });
      stock.onProduct(item.productId, event);
      if (residual !== 0) {
        const lines = revaluationLines(given.systemAccounts, product.type, residual).lines();
        for (const line of lines) adjustments.debit(line.accountId, line.debit).credit(line.accountId, line.credit);
      }
      return;
    }
    for (const unit of item.units) {
      if (keptUnitIds.has(unit.motorcycleId)) continue;
      const state = stock.unit(unit.motorcycleId);
      if (state.lifecycle !== 'registered') continue;
      stock.onUnit(unit.motorcycleId, {
        type: 'MotorcycleUnitRemoved',
        data: { motorcycleId: unit.motorcycleId, productId: state.productId, reason: 'purchase_corrected', purchasePrice: state.purchasePrice, date, reversalEntryIds: [reversalEntryId], removedBy: actor.by, removedAt: actor.at },
      });
      stock.onProduct(state.productId, { type: 'MotorcycleUnitUnlinked', data: { productId: state.productId, motorcycleId: unit.motorcycleId } });
      decision.add([releaseUniqueValue(MOTORCYCLE_CHASSIS_SCOPE, state.chassisNo, unit.motorcycleId), releaseUniqueValue(MOTORCYCLE_ENGINE_SCOPE, state.engineNo, unit.motorcycleId)]);
    }
  });
  return adjustments;
}

function reversalOfEntry(current: PurchaseState, given: PurchaseGiven, reversalEntryId: string, actor: Actor, why: string): StreamEvents[] {
  const entry = given.postedEntry;
  if (!entry || entry.journalEntryId !== current.journalEntryId) throw new Error(`postedEntry must be the purchase's entry ${current.journalEntryId}`);
  const source = postingSource('purchase', purchaseStream(current.purchaseId));
  return reverseOnItsDate(entry, { reversalEntryId, happened: `Purchase ${current.memoNumber} ${why}`, by: actor.by, at: actor.at, source }, given.books);
}

function adjustmentPosting(current: PurchaseState, adjustmentEntryId: string | null, lines: EntryLines, date: string, actor: Actor): StreamEvents[] {
  if (lines.isEmpty) return [];
  if (!adjustmentEntryId) throw new Error('adjustmentEntryId must be given');
  return postingOf({
    journalEntryId: adjustmentEntryId,
    date,
    reference: current.memoNumber,
    description: `Purchase ${current.memoNumber} reversed: cost difference of goods sold at an average that included it`,
    source: postingSource('stock-adjustment', purchaseStream(current.purchaseId)),
    postedBy: actor.by,
    postedAt: actor.at,
  }, lines);
}

/** What moves value or stock: when none of it changes, a correction is only its notes and dates. */
const moneyOf = (details: PurchaseDetails) =>
  JSON.stringify([
    details.supplierId,
    details.memoNumber,
    details.purchaseDate,
    details.otherCharges,
    details.purchasePaymentMethodId,
    details.paidAmount,
    details.items.map((item) => [item.productId, item.quantity, item.purchasePrice, item.salePrice, item.units.map((unit) => [unit.motorcycleId, unit.chassisNo, unit.engineNo, unit.color]), item.vatRateHundredths ?? null, item.vat ?? 0, item.inputVatCredited ?? false]),
    details.supplierMushakNumber ?? '',
    details.supplierMushakDate ?? null,
    details.vatTotal ?? null,
  ]);
const sameMoney = (a: PurchaseDetails, b: PurchaseDetails) => moneyOf(a) === moneyOf(b);

export interface AmendPurchase extends PurchaseFields {
  purchaseId: string;
  /** The entry that reverses the current posting, the new posting, and (only when needed) the cost-difference entry. */
  reversalEntryId: string;
  journalEntryId: string;
  adjustmentEntryId: string;
  amendedBy: string;
  amendedAt: string;
  allowOverdraft?: boolean;
}

/**
 * Corrects a purchase. When only its notes, payment terms or due date change, that is all (the
 * payable's due date follows). Otherwise, in one decision: its posting reversed on its own date
 * and its goods taken back (refused with the reason when its payable has payments, a unit from
 * it is no longer Available, or its goods have left stock), then the corrected purchase received
 * and posted as if new. Its units keep their ids (and their register details) when listed again.
 */
export function amendPurchase(command: AmendPurchase, given: PurchaseGiven): StreamEvents[] {
  const current = requireRecordedPurchase(given.purchase);
  const details = validatedPurchase(command, given, current, businessDayOf(command.amendedAt));
  if (!sameMoney(details, current)) assertVatMonthsOpen(given, details, current);
  const { purchaseId, amendedBy, amendedAt } = command;
  const actor = { by: amendedBy, at: amendedAt };
  const stream = purchaseStream(purchaseId);
  const payableOpen = given.payable.lifecycle === 'open';
  if (sameMoney(details, current)) {
    if (details.notes === current.notes && details.paymentTerms === current.paymentTerms && details.dueDate === current.dueDate) return [];
    const decided: StreamEvents[] = [
      { stream, events: [{ type: 'PurchaseDetailsUpdated', data: { purchaseId, notes: details.notes, paymentTerms: details.paymentTerms, dueDate: details.dueDate, updatedBy: amendedBy, updatedAt: amendedAt } } satisfies PurchaseDetailsUpdated] },
    ];
    if (payableOpen && (given.payable.dueDate !== details.dueDate || given.payable.notes !== details.notes)) {
      const { lifecycle: _l, payableId: _p, paidAmount: _a, paymentCount: _c, ...payable } = given.payable;
      decided.push({ stream: payableStream(current.payableId), events: [{ type: 'PayableAmended', data: { payableId: current.payableId, ...payable, dueDate: details.dueDate, notes: details.notes, amendedBy, amendedAt } } satisfies PayableEvent] });
    }
    return decided;
  }
  const decision = new DecisionBuilder();
  decision.reserve(stream);
  const stock = new Stock(given, decision);
  const keptUnitIds = new Set(details.items.flatMap((item) => item.units.map((unit) => unit.motorcycleId)));
  const reversalDate = given.postedEntry?.date ?? current.purchaseDate;
  const adjustments = takeBack(current, stock, decision, given, command.reversalEntryId, keptUnitIds, actor, reversalDate, 'changed');
  // Numbers of kept units that change are released before `receive` claims the new ones.
  for (const item of current.items) {
    for (const unit of item.units) {
      const next = details.items.flatMap((line) => line.units).find((candidate) => candidate.motorcycleId === unit.motorcycleId);
      if (!next) continue;
      if (next.chassisNo.toLowerCase() !== unit.chassisNo.toLowerCase()) decision.add([releaseUniqueValue(MOTORCYCLE_CHASSIS_SCOPE, unit.chassisNo, unit.motorcycleId)]);
      if (next.engineNo.toLowerCase() !== unit.engineNo.toLowerCase()) decision.add([releaseUniqueValue(MOTORCYCLE_ENGINE_SCOPE, unit.engineNo, unit.motorcycleId)]);
    }
  }
  const renumbered = details.supplierId !== current.supplierId || details.memoNumber.toLowerCase() !== current.memoNumber.toLowerCase();
  if (renumbered) {
    decision.add([releaseUniqueValue(PURCHASE_MEMO_SCOPE, purchaseMemoValue(current.supplierId, current.memoNumber), purchaseId)]);
    claim(decision, given, PURCHASE_MEMO_SCOPE, purchaseMemoValue(details.supplierId, details.memoNumber), purchaseId, memoTaken(details.memoNumber, given.supplier!.name), memoTakenRefusal(details.memoNumber, given.supplier!.name));
  }
  decision.add(supplierFirstUse(given.supplier!, 'purchase', stream));
  const reversal = reversalOfEntry(current, given, command.reversalEntryId, actor, 'corrected');
  assertBooksOpen(given.books, details.purchaseDate);
  if (details.paidAmount > 0) {
    const method = given.paymentMethod!;
    // What was paid before comes back to its account: only the difference leaves now.
    const paidBefore = current.purchasePaymentMethodId === method.paymentMethodId ? current.paidAmount : 0;
    decision.add(assertFundsAvailable({ [method.accountId]: paidBefore - details.paidAmount }, given.accounts, given.funds, command.allowOverdraft, details.purchaseDate));
  }
  receive(purchaseId, details, command.journalEntryId, stock, decision, given, actor, true);
  const adjustmentEntryId = adjustments.isEmpty ? null : command.adjustmentEntryId;
  decision.append(stream, {
    type: 'PurchaseAmended',
    data: { purchaseId, ...details, reversedJournalEntryId: current.journalEntryId, reversalEntryId: command.reversalEntryId, journalEntryId: command.journalEntryId, adjustmentEntryId, amendedBy, amendedAt },
  } satisfies PurchaseAmended);
  const unpaid = details.total - details.paidAmount;
  const payable = payableDetails(purchaseId, details);
  if (payableOpen && unpaid > 0) decision.append(payableStream(current.payableId), { type: 'PayableAmended', data: { payableId: current.payableId, ...payable, amendedBy, amendedAt } } satisfies PayableEvent);
  else if (payableOpen) decision.append(payableStream(current.payableId), { type: 'PayableCancelled', data: { payableId: current.payableId, reason: `Purchase ${details.memoNumber} paid in full`, cancelledBy: amendedBy, cancelledAt: amendedAt } } satisfies PayableEvent);
  else if (unpaid > 0) decision.append(payableStream(current.payableId), { type: 'PayableOpened', data: { payableId: current.payableId, ...payable, openedBy: amendedBy, openedAt: amendedAt } } satisfies PayableEvent);
  decision.add(reversal);
  decision.add(adjustmentPosting(current, adjustmentEntryId, adjustments, reversalDate, actor));
  decision.add(purchasePosting(purchaseId, details, command.journalEntryId, given, given.supplier!.name, actor));
  return decision.result();
}

export interface DeletePurchase {
  purchaseId: string;
  reversalEntryId: string;
  adjustmentEntryId: string;
  deletedBy: string;
  deletedAt: string;
}

/**
 * Deletes a purchase: its posting reversed on its own date, its goods taken back, its units out of
 * the register, its payable cancelled, its memo number released; refused (with the reason) when
 * its payable has payments, a unit from it is no longer Available, or its goods have left stock.
 * `given` needs the purchase, its products and units, its payable, `postedEntry`, the system accounts and the books.
 */
export function deletePurchase(command: DeletePurchase, given: Omit<PurchaseGiven, 'supplier' | 'reservations' | 'paymentMethod' | 'accounts' | 'accountTypes'>): StreamEvents[] {
  const full: PurchaseGiven = { ...given, supplier: null, reservations: {}, paymentMethod: null, accounts: {}, accountTypes: {} };
  const current = requireRecordedPurchase(given.purchase);
  assertVatMonthsOpen(full, null, current);
  const { purchaseId, deletedBy, deletedAt } = command;
  const actor = { by: deletedBy, at: deletedAt };
  const decision = new DecisionBuilder();
  decision.reserve(purchaseStream(purchaseId));
  const stock = new Stock(full, decision);
  const reversalDate = given.postedEntry?.date ?? current.purchaseDate;
  const adjustments = takeBack(current, stock, decision, full, command.reversalEntryId, new Set(), actor, reversalDate, 'deleted');
  const reversal = reversalOfEntry(current, full, command.reversalEntryId, actor, 'deleted');
  const adjustmentEntryId = adjustments.isEmpty ? null : command.adjustmentEntryId;
  decision.append(purchaseStream(purchaseId), {
    type: 'PurchaseDeleted',
    data: { purchaseId, reversedJournalEntryId: current.journalEntryId, reversalEntryId: command.reversalEntryId, adjustmentEntryId, deletedBy, deletedAt },
  } satisfies PurchaseDeleted);
  decision.add([releaseUniqueValue(PURCHASE_MEMO_SCOPE, purchaseMemoValue(current.supplierId, current.memoNumber), purchaseId)]);
  if (given.payable.lifecycle === 'open') {
    decision.append(payableStream(current.payableId), { type: 'PayableCancelled', data: { payableId: current.payableId, reason: `Purchase ${current.memoNumber} deleted`, cancelledBy: deletedBy, cancelledAt: deletedAt } } satisfies PayableEvent);
  }
  decision.add(reversal);
  decision.add(adjustmentPosting(current, adjustmentEntryId, adjustments, reversalDate, actor));
  return decision.result();
}

/** Recent purchase rows of one product for its price history, from purchase states (newest first). */
export function purchaseHistoryOf(purchases: Iterable<PurchaseState>, productId: string, supplierNames: Readonly<Record<string, string>> = {}) {
  const rows: { purchaseId: string; purchaseDate: string; memoNumber: string; supplier: string; quantity: number; purchasePrice: Poisha; total: Poisha }[] = [];
  for (const purchase of purchases) {
    if (purchase.lifecycle !== 'recorded') continue;
    for (const item of purchase.items) {
      if (item.productId !== productId) continue;
      rows.push({ purchaseId: purchase.purchaseId, purchaseDate: purchase.purchaseDate, memoNumber: purchase.memoNumber, supplier: supplierNames[purchase.supplierId] ?? purchase.supplierId, quantity: item.quantity, purchasePrice: item.purchasePrice, total: item.lineTotal });
    }
  }
  return rows.sort((a, b) => (a.purchaseDate < b.purchaseDate ? 1 : a.purchaseDate > b.purchaseDate ? -1 : 0));
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const PURCHASE_STREAM_KIND = streamKindOf(STREAM_NAMES.purchase, { initialState: initialPurchaseState, evolve: evolvePurchase });
