import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import { businessDayOf, derivedDateProblem } from '../shared/business-dates';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { formatTaka, type Poisha } from '../shared/money';
import { checkBangladeshPhone } from '../shared/phone';
import type { GlAccountState } from '../accounts/gl-accounts';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { addChanges, assertFundsAvailable, type AccountFunds } from '../ledger/funds';
import { decideReversal, type JournalEntryState } from '../ledger/journal-entries';
import { journalEntryStream } from '../ledger/journal-entry-posted';
import { dateProblem, documentDateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors } from '../ledger/posting-validation';
import { DecisionBuilder, EntryLines, postingOf, priceProblem, quantityProblem, type ProductType } from '../inventory/inventory-postings';
import { issueStock, productStream, returnStock, type MovementContext, type ProductState } from '../inventory/products';
import { motorcycleStream, reverseMotorcycleSale, sellMotorcycleUnit, type MotorcycleUnitState } from '../inventory/motorcycle-units';
import { lineValue } from '../inventory/valuation';
import {
  cancelReceivableForVoid,
  openInvoiceReceivable,
  paymentAboveDueMessage,
  receivableRemaining,
  receivableStream,
  receivePayment,
  evolveReceivable,
  type ReceivableState,
} from '../receivables/receivables';
import { invoiceDueDate } from '../settings/business-settings';
import { applyBooking, bookingStream, reverseBookingApplication, type BookingState } from './bookings';
import { customerProblem, customerRefOf, customerUse, type CustomerState } from './customers';
import { claimPaymentReferences, releasePaymentReferences, type PaymentReferencesGiven } from './payment-references';
import { invoiceVat, invoiceVatPosting, type InvoiceVat } from '../vat/vat-amounts';
import { saleVatRate, vatSettingsOn, type VatSettingsState } from '../vat/vat-settings';
import { assertVatPeriodOpen, vatPeriodOf, type VatPeriodState } from '../vat/vat-periods';
import { FULL_PERCENT_HUNDREDTHS, invoiceAmounts, invoicePaidOf, isDiscountType, type DiscountType, type InvoicePaymentStatus } from './invoice-amounts';
import {
  costOfGoodsSoldRole,
  debitPayment,
  isBookingMoneyMethod,
  methodPayment,
  paymentRowProblem,
  paymentRowsGiven,
  salesAccountId,
  salesPostingSource,
  salesRole,
  stockRole,
  type MethodPayment,
  type PaymentMethodsGiven,
  type PaymentRowInput,
} from './invoice-postings';

/**
 * A sales invoice (spec: Sales; DESIGN §5, §9): the mirror of a purchase receipt. Issuing it, in
 * one decision that reads every stream it touches: the goods leave (a Motorcycle invoice sells one
 * unit of the register at its own purchase price; a Products invoice issues stock of spare parts
 * and accessories at their average cost), booking money is applied, a due opens a receivable for
 * the customer, and one balanced entry posts it all:
 *
 *   Dr each payment's method account (less a card or wallet fee, Dr to the fee account),
 *   Dr Customer Deposits (booking money applied), Dr Accounts Receivable (the due),
 *   Dr Sales Discounts (the discount) / Cr Sales per product type (line totals),
 *   Cr Other Income (shipping); Dr Cost of Goods Sold per type / Cr Inventory per type (cost).
 *
 * A later payment posts Dr method / Cr Accounts Receivable and never exceeds the due. An invoice is
 * never edited in value: only its contact details and notes change. A void takes back everything
 * it did, in one append: its entries reversed (so its payments go back to their methods), stock
 * and the unit returned, the booking restored, the receivable cancelled.
 */
export const INVOICE_TYPES = ['Motorcycle', 'Accessories & Spare Parts'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const isInvoiceType = (value: unknown): value is InvoiceType => typeof value === 'string' && (INVOICE_TYPES as readonly string[]).includes(value);

/** A line as given: a motorcycle by its unit id, or a product with a quantity. The price defaults to the product's sale price. */
export interface InvoiceItemInput {
  productId?: string | null;
  motorcycleId?: string | null;
  quantity?: number;
  unitPrice?: Poisha | null;
}

/** The customer's contact details as printed on the invoice (taken from the customer, then editable on the invoice alone). */
export interface InvoiceContact {
  name: string;
  phone: string;
  email: string;
  address: string;
}

export interface InvoiceFields {
  invoiceType: InvoiceType;
  customerId: string;
  /** The business day of the sale (YYYY-MM-DD). */
  date: string;
  items: InvoiceItemInput[];
  shippingCharge?: Poisha;
  discountType?: DiscountType;
  /** flat: poisha; percentage: hundredths of a percent of the subtotal (0–10000). */
  discountValue?: number;
  /** Split tender: rows with neither a method nor an amount above 0 are empty form rows and are dropped. */
  payments?: PaymentRowInput[];
  bookingId?: string | null;
  notes?: string;
}

export interface InvoiceItem {
  productId: string;
  productName: string;
  productModel: string;
  productType: ProductType;
  /** A motorcycle line: the unit sold and its numbers. */
  motorcycleId: string | null;
  chassisNo: string;
  engineNo: string;
  color: string;
  quantity: number;
  unitPrice: Poisha;
  /** quantity × unitPrice. */
  lineTotal: Poisha;
  /** What the goods cost (average cost of the moment; a unit's own purchase price): posted to Cost of Goods Sold, returned at this on a void. */
  cost: Poisha;
  /**
   * VAT (issue 24), present only when the business was registered on the invoice's date: the rate
   * it was issued with (hundredths of a percent, null when exempt), its taxable value (line total
   * + its share of shipping − its share of discount) and its VAT. Absent: no VAT.
   */
  vatRateHundredths?: number | null;
  taxableValue?: Poisha;
  vat?: Poisha;
}

/** A payment taken on the invoice: when, and the entry that carries it. */
export interface InvoicePayment extends MethodPayment {
  date: string;
  journalEntryId: string;
}

export interface InvoiceBookingApplied {
  bookingId: string;
  amount: Poisha;
}

export interface InvoiceDetails {
  invoiceType: InvoiceType;
  customerId: string;
  customer: InvoiceContact;
  date: string;
  items: InvoiceItem[];
  subtotal: Poisha;
  shippingCharge: Poisha;
  discountType: DiscountType;
  discountValue: number;
  discount: Poisha;
  total: Poisha;
  notes: string;
  booking: InvoiceBookingApplied | null;
  /** The payments taken with the invoice. */
  payments: InvoicePayment[];
  /** The receivable's due date when something was left due (date + invoice terms), else null. */
  dueDate: string | null;
  /** The invoice's VAT and whether its prices included it (registered on its date only; absent: no VAT). Without, `total` includes the VAT added. */
  vatTotal?: Poisha;
  pricesIncludeVat?: boolean;
}

export type InvoiceIssued = DomainEvent<'InvoiceIssued', InvoiceDetails & { invoiceId: string; journalEntryId: string; receivableId: string | null; issuedBy: string; issuedAt: string }>;
/** `paidAmount`, `due`, `paymentStatus`: the invoice's after the payment (so a reader needs no earlier state). */
export type InvoicePaymentReceived = DomainEvent<
  'InvoicePaymentReceived',
  {
    invoiceId: string;
    receivableId: string;
    payments: InvoicePayment[];
    amount: Poisha;
    date: string;
    journalEntryId: string;
    paidAmount: Poisha;
    due: Poisha;
    paymentStatus: InvoicePaymentStatus;
    receivedBy: string;
    receivedAt: string;
  }
>;
/** Only what moves no value: the contact details printed on it and its notes. */
export type InvoiceDetailsUpdated = DomainEvent<'InvoiceDetailsUpdated', { invoiceId: string; customer: InvoiceContact; notes: string; updatedBy: string; updatedAt: string }>;
export type InvoiceVoided = DomainEvent<
  'InvoiceVoided',
  { invoiceId: string; reason: string; date: string; reversals: { journalEntryId: string; reversalEntryId: string }[]; refundedAmount: Poisha; voidedBy: string; voidedAt: string }
>;
export type InvoiceEvent = InvoiceIssued | InvoicePaymentReceived | InvoiceDetailsUpdated | InvoiceVoided;

export interface InvoiceState extends InvoiceDetails {
  lifecycle: 'absent' | 'issued' | 'voided';
  invoiceId: string;
  journalEntryId: string;
  receivableId: string | null;
  /** Every payment, with the invoice and later (booking money not included). */
  allPayments: InvoicePayment[];
  /** Payments and booking money applied. */
  paidAmount: Poisha;
  due: Poisha;
  paymentStatus: InvoicePaymentStatus;
}

export const initialInvoiceState: InvoiceState = {
  lifecycle: 'absent',
  invoiceId: '',
  invoiceType: 'Accessories & Spare Parts',
  customerId: '',
  customer: { name: '', phone: '', email: '', address: '' },
  date: '',
  items: [],
  subtotal: 0,
  shippingCharge: 0,
  discountType: 'flat',
  discountValue: 0,
  discount: 0,
  total: 0,
  notes: '',
  booking: null,
  payments: [],
  dueDate: null,
  journalEntryId: '',
  receivableId: null,
  allPayments: [],
  paidAmount: 0,
  due: 0,
  paymentStatus: 'Unpaid',
};

export const invoiceStream = (invoiceId: string) => `${STREAM_NAMES.invoice.name}${invoiceId}`;

const sumOf = (payments: readonly { amount: Poisha }[]) => payments.reduce((sum, payment) => sum + payment.amount, 0);

function withPaid(state: InvoiceState, allPayments: InvoicePayment[]): InvoiceState {
  const { paidAmount, due, paymentStatus } = invoicePaidOf(
    state.total,
    allPayments.map((payment) => payment.amount),
    state.booking?.amount ?? 0,
  );
  return { ...state, allPayments, paidAmount, due, paymentStatus };
}

export function evolveInvoice(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'InvoiceIssued': {
      const { issuedBy: _by, issuedAt: _at, ...data } = event.data;
      return withPaid({ ...initialInvoiceState, ...data, lifecycle: 'issued' }, data.payments);
    }
    case 'InvoicePaymentReceived':
      return withPaid(state, [...state.allPayments, ...event.data.payments]);
    case 'InvoiceDetailsUpdated':
      return { ...state, customer: event.data.customer, notes: event.data.notes };
    case 'InvoiceVoided':
      return { ...state, lifecycle: 'voided' };
    default:
      return state;
  }
}

/** Every entry an invoice posted (its sale, then each later payment), in order: what a void reverses. */
export const invoiceEntryIds = (invoice: InvoiceState): string[] => [
  invoice.journalEntryId,
  ...new Set(invoice.allPayments.map((payment) => payment.journalEntryId).filter((id) => id !== invoice.journalEntryId)),
];

export function requireIssuedInvoice(invoice: InvoiceState): InvoiceState {
  if (invoice.lifecycle === 'voided') throw ruleViolation('This invoice is voided');
  if (invoice.lifecycle !== 'issued') throw notFound('Invoice not found');
  return invoice;
}

/**
 * What an invoice decision reads. `products`: every product its lines name and the product of each
 * unit; `units`: every unit its lines name; `booking`: the booking it applies (null when none);
 * `paymentMethods`, `accounts`, `accountTypes`: the methods its payment rows name, their accounts and
 * fee accounts; `receivable`: `receivable-{receivableId}`; `invoiceTermsDays`: from the business
 * settings (the receivable's due date).
 */
export interface InvoiceGiven extends PaymentMethodsGiven {
  invoice: InvoiceState;
  customer: CustomerState;
  products: Readonly<Record<string, ProductState>>;
  units: Readonly<Record<string, MotorcycleUnitState>>;
  booking: BookingState | null;
  receivable: ReceivableState;
  invoiceTermsDays: number;
  books: BooksState;
  /** The `settings-vat` stream: the settings on the invoice's date decide its VAT (absent: not registered). */
  vatSettings?: VatSettingsState;
  /** The `vat-period-{YYYY-MM}` stream of the invoice's month: a submitted month takes no invoice with VAT. */
  vatPeriod?: VatPeriodState;
}

/** The streams an invoice's fields name, besides the invoice, customer, booking and receivable: for the handler. */
export function invoiceReads(fields: Partial<InvoiceFields> | null, current?: InvoiceState): { productIds: string[]; motorcycleIds: string[]; paymentMethodIds: string[] } {
  const items = [...(Array.isArray(fields?.items) ? fields!.items : []), ...(current?.items ?? [])];
  const ids = (values: unknown[]) => [...new Set(values.filter((id): id is string => typeof id === 'string' && id.trim().length > 0).map((id) => id.trim()))];
  return {
    productIds: ids(items.map((item) => item?.productId)),
    motorcycleIds: ids(items.map((item) => item?.motorcycleId)),
    paymentMethodIds: ids(paymentRowsGiven(fields?.payments).map(({ row }) => row?.paymentMethodId)),
  };
}

// ---- issue ------------------------------------------------------------------------------------------

export const MOTORCYCLE_INVOICE_ITEMS = 'Please select both customer and motorcycle';
export const PRODUCT_INVOICE_ITEMS = 'Please select customer and add at least one product';
export const paymentsAboveTotalMessage = (paid: Poisha, total: Poisha) => `Total payment ${formatTaka(paid)} exceeds the invoice amount ${formatTaka(total)}`;
const MAX_ITEMS = 200;
const MAX_PAYMENT_ROWS = 20;

interface Actor {
  by: string;
  at: string;
}

interface ItemDraft {
  product: ProductState;
  unit: MotorcycleUnitState | null;
  quantity: number;
  unitPrice: Poisha;
}

/** The contact printed on the invoice: the customer's, as it is now. */
const contactOf = (customer: CustomerState): InvoiceContact => ({ name: customer.name, phone: customer.phone, email: customer.email, address: customer.address });

/** The lines as given, checked: every field error gathered under `items.{i}.…`. */
function validatedItems(fields: InvoiceFields, given: InvoiceGiven, errors: FieldErrors): ItemDraft[] {
  const items = Array.isArray(fields.items) ? fields.items : [];
  const motorcycle = fields.invoiceType === 'Motorcycle';
  if (items.length === 0) {
    errors.items = motorcycle ? MOTORCYCLE_INVOICE_ITEMS : PRODUCT_INVOICE_ITEMS;
    return [];
  }
  if (motorcycle && items.length > 1) {
    errors.items = 'A motorcycle invoice sells one motorcycle';
    return [];
  }
  if (items.length > MAX_ITEMS) {
    errors.items = `An invoice can have at most ${MAX_ITEMS} items`;
    return [];
  }
  // The line each product is first on: a product is sold on one line.
  const seen = new Map<string, number>();
  const drafts: ItemDraft[] = [];
  items.forEach((item, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    const sold = motorcycle ? soldMotorcycle(item, field, given, errors) : soldProduct(item, index, field, given, seen, errors);
    if (!sold) return;
    const unitPrice = item.unitPrice ?? sold.product.salePrice;
    const priceError = priceProblem(unitPrice, 'Please enter a price!', 1);
    if (priceError) {
      errors[field('unitPrice')] = priceError;
      return;
    }
    drafts.push({ product: sold.product, unit: sold.unit, quantity: motorcycle ? 1 : item.quantity!, unitPrice });
  });
  return drafts;
}

/** A motorcycle invoice's line: a registered unit whose product is in the catalogue, one of it; null (its error noted) when not. */
function soldMotorcycle(item: InvoiceItemInput, field: (name: string) => string, given: InvoiceGiven, errors: FieldErrors): { product: ProductState; unit: MotorcycleUnitState } | null {
  const motorcycleId = trimmedText(item?.motorcycleId);
  if (!motorcycleId) {
    errors[field('motorcycle')] = MOTORCYCLE_INVOICE_ITEMS;
    return null;
  }
  const unit = given.units[motorcycleId];
  if (!unit || unit.lifecycle !== 'registered' || unit.motorcycleId !== motorcycleId) {
    errors[field('motorcycle')] = 'Motorcycle not found';
    return null;
  }
  const product = given.products[unit.productId];
  if (!product || product.status !== 'active') {
    errors[field('motorcycle')] = `The product of motorcycle ${unit.chassisNo} is not in the catalogue`;
    return null;
  }
  if (item.quantity !== undefined && item.quantity !== null && item.quantity !== 1) {
    errors[field('quantity')] = 'A motorcycle line has quantity 1';
    return null;
  }
  return { product, unit };
}

/** A product invoice's line: a product in the catalogue, not a motorcycle, not on an earlier line, with a quantity; null (its error noted) when not. */
function soldProduct(
  item: InvoiceItemInput,
  index: number,
  field: (name: string) => string,
  given: InvoiceGiven,
  seen: Map<string, number>,
  errors: FieldErrors,
): { product: ProductState; unit: null } | null {
  const productId = trimmedText(item?.productId);
  if (!productId) {
    errors[field('product')] = 'Please select a product!';
    return null;
  }
  const product = given.products[productId];
  if (!product || product.status !== 'active' || product.productId !== productId) {
    errors[field('product')] = 'Product not found';
    return null;
  }
  if (product.type === 'Motorcycle') {
    errors[field('product')] = `${product.name} is a motorcycle: sell it on a motorcycle invoice`;
    return null;
  }
  const first = seen.get(productId);
  if (first !== undefined) {
    errors[field('product')] = `This product is already on line ${first + 1}`;
    return null;
  }
  seen.set(productId, index);
  const quantityError = quantityProblem(item?.quantity, 'Please enter quantity!');
  if (quantityError) {
    errors[field('quantity')] = quantityError;
    return null;
  }
  return { product, unit: null };
}

/** Discount, shipping and notes, checked. */
function validatedCharges(fields: InvoiceFields, errors: FieldErrors) {
  const shippingCharge = fields.shippingCharge ?? 0;
  const shippingError = priceProblem(shippingCharge, 'Shipping charge must be an amount');
  if (shippingError) errors.shippingCharge = shippingError.replace('Price', 'Shipping charge');
  const discountType = fields.discountType ?? 'flat';
  if (!isDiscountType(discountType)) errors.discountType = 'Discount type must be flat or percentage';
  const discountValue = fields.discountValue ?? 0;
  if (typeof discountValue !== 'number' || !Number.isSafeInteger(discountValue) || discountValue < 0) errors.discountValue = 'Discount cannot be negative';
  else if (discountType === 'percentage' && discountValue > FULL_PERCENT_HUNDREDTHS) errors.discountValue = 'Discount cannot be more than 100%';
  const notes = trimmedText(fields.notes);
  const notesError = textProblem(notes, null, 2000, 'Notes');
  if (notesError) errors.notes = notesError;
  return { shippingCharge, discountType, discountValue, notes };
}

/**
 * The payment rows as given, checked: each a method and an amount. A row by the Booking Money
 * method (it pays into Customer Deposits) is the booking's own row, locked on the form: it is not a
 * payment; it must carry exactly the booking money the invoice applies (checked once that is known).
 */
function validatedPayments(rows: PaymentRowInput[] | undefined, given: InvoiceGiven, date: string, journalEntryId: string, errors: FieldErrors) {
  const counted = paymentRowsGiven(rows);
  const payments: InvoicePayment[] = [];
  let bookingRow: Poisha | null = null;
  if (counted.length > MAX_PAYMENT_ROWS) {
    errors.payments = `An invoice can have at most ${MAX_PAYMENT_ROWS} payment rows`;
    return { payments, bookingRow };
  }
  for (const { row, index } of counted) {
    const field = (name: string) => `payments.${index}.${name}`;
    const method = paymentRowProblem(row, given, errors, field);
    if (!method) continue;
    if (isBookingMoneyMethod(method, given.systemAccounts)) {
      bookingRow = (bookingRow ?? 0) + row.amount;
      continue;
    }
    const payment = methodPayment(row, method, given, errors, field);
    if (payment) payments.push({ ...payment, date, journalEntryId });
  }
  return { payments, bookingRow };
}

export interface IssueInvoice extends InvoiceFields {
  /** Today's business day (Asia/Dhaka): the invoice may not be dated after it. */
  today?: string;
  invoiceId: string;
  journalEntryId: string;
  /** The receivable's id, opened when something is left due. */
  receivableId: string;
  issuedBy: string;
  issuedAt: string;
}

/**
 * Issues an invoice: the events of every stream it touches (the invoice, the customer's first use,
 * each product's stock or the unit, the booking, the receivable, the entry), or a refusal that says why.
 */
export function issueInvoice(command: IssueInvoice, given: InvoiceGiven): StreamEvents[] {
  if (given.invoice.lifecycle !== 'absent') throw conflict('Invoice already exists');
  const { drafts, charges, payments, bookingRow, bookingId } = validatedIssue(command, given);
  const { invoiceId, journalEntryId, issuedBy, issuedAt, date } = command;
  const actor: Actor = { by: issuedBy, at: issuedAt };
  const lineTotals = drafts.map((draft) => lineValue(draft.quantity, draft.unitPrice));
  const subtotal = lineTotals.reduce((sum, value) => sum + value, 0);
  if (charges.discountType === 'flat' && charges.discountValue > subtotal) refuseFieldErrors({ discountValue: `Discount cannot be more than the subtotal ${formatTaka(subtotal)}` });

  const decision = new DecisionBuilder();
  decision.reserve(invoiceStream(invoiceId));
  decision.add(customerUse(given.customer, { usedBy: 'invoice', sourceId: invoiceId }));

  const booking = bookingId ? bookingApplied(command, given, bookingId, bookingRow, drafts, decision) : null;

  const vat = vatOfSale(drafts, lineTotals, charges, given, date);
  // Issued while registered, the invoice is a VAT document of its month's return.
  if (vat) assertVatPeriodOpen(given.vatPeriod, vatPeriodOf(date), 'invoice');
  const amounts = invoiceAmounts({
    lineTotals,
    shippingCharge: charges.shippingCharge,
    discountType: charges.discountType,
    discountValue: charges.discountValue,
    payments: payments.map((payment) => payment.amount),
    bookingAmount: booking?.amount ?? 0,
    vatAdded: vat?.vatAdded ?? 0,
  });
  if (booking && booking.amount > amounts.total) {
    throw ruleViolation(`The booking money ${formatTaka(booking.amount)} is more than the invoice total ${formatTaka(amounts.total)}; refund the difference from the booking first`);
  }
  if (amounts.due < 0) refuseFieldErrors({ payments: paymentsAboveTotalMessage(amounts.paidAmount, amounts.total) });
  assertBooksOpen(given.books, date);

  const items = withVat(goodsLeaving(command, drafts, lineTotals, bookingId, decision), vat);

  const receivableId = amounts.due > 0 ? command.receivableId : null;
  const dueDate = amounts.due > 0 ? invoiceDueDate(date, { invoiceTermsDays: given.invoiceTermsDays }) : null;
  const dueDateError = dueDate === null ? null : derivedDateProblem(dueDate, 'due date');
  if (dueDateError) throw validationError(dueDateError, { date: dueDateError });
  const details: InvoiceDetails = {
    invoiceType: command.invoiceType,
    customerId: command.customerId,
    customer: contactOf(given.customer),
    date,
    items,
    subtotal: amounts.subtotal,
    shippingCharge: amounts.shippingCharge,
    discountType: charges.discountType,
    discountValue: charges.discountValue,
    discount: amounts.discount,
    total: amounts.total,
    notes: charges.notes,
    booking,
    payments,
    dueDate,
    ...(vat ? { vatTotal: vat.vatTotal, pricesIncludeVat: vat.pricesIncludeVat } : {}),
  };
  decision.append(invoiceStream(invoiceId), { type: 'InvoiceIssued', data: { invoiceId, ...details, journalEntryId, receivableId, issuedBy, issuedAt } } satisfies InvoiceIssued);
  if (receivableId && dueDate) {
    if (given.receivable.lifecycle !== 'absent') throw conflict('Receivable already exists');
    decision.append(receivableStream(receivableId), openInvoiceReceivable({ receivableId, invoiceId, customerId: command.customerId, amount: amounts.due, openedDate: date, dueDate, openedBy: issuedBy, openedAt: issuedAt }));
  }
  decision.add(invoicePosting(invoiceId, details, amounts.due, journalEntryId, given, actor, vat));
  decision.add(claimPaymentReferences(payments, { kind: 'invoice', id: invoiceId }, given));
  return decision.result();
}

/**
 * The sale's VAT (issue 24, DESIGN §10), null when the business is not registered on its date: each
 * line at its product's rate under the settings of that date (Trade: the trade rate), shipping and
 * discount spread over the lines, computed by the one `invoiceVat`.
 */
function vatOfSale(drafts: ItemDraft[], lineTotals: Poisha[], charges: { shippingCharge: Poisha; discountType: DiscountType; discountValue: number }, given: InvoiceGiven, date: string): (InvoiceVat & { pricesIncludeVat: boolean }) | null {
  const settings = vatSettingsOn(given.vatSettings ?? { versions: [] }, date);
  if (!settings.registered) return null;
  const lines = drafts.map((draft, index) => ({ lineTotal: lineTotals[index], ratePercentHundredths: saleVatRate(settings, draft.product) }));
  const discount = invoiceAmounts({ lineTotals, shippingCharge: 0, discountType: charges.discountType, discountValue: charges.discountValue, payments: [], bookingAmount: 0 }).discount;
  return { ...invoiceVat({ lines, shippingCharge: charges.shippingCharge, discount, pricesIncludeVat: settings.pricesIncludeVat }), pricesIncludeVat: settings.pricesIncludeVat };
}

/** The lines with the rate, taxable value and VAT each was issued with (unchanged when there is no VAT). */
const withVat = (items: InvoiceItem[], vat: InvoiceVat | null): InvoiceItem[] =>
  vat ? items.map((item, index) => ({ ...item, vatRateHundredths: vat.lines[index].ratePercentHundredths, taxableValue: vat.lines[index].taxableValue, vat: vat.lines[index].vat })) : items;

/** The invoice as given, checked (every field error at once): its lines, charges, payments and the booking it is made from. */
function validatedIssue(command: IssueInvoice, given: InvoiceGiven) {
  const errors: FieldErrors = {};
  if (!isInvoiceType(command.invoiceType)) errors.invoiceType = `Invoice type must be one of ${INVOICE_TYPES.join(', ')}`;
  const customerError = customerProblem(command.customerId, customerRefOf(given.customer));
  if (customerError) errors.customer = customerError;
  const dateError = documentDateProblem(command.date, command.today ?? businessDayOf(command.issuedAt), 'invoice');
  if (dateError) errors.date = dateError;
  const drafts = isInvoiceType(command.invoiceType) ? validatedItems(command, given, errors) : [];
  const charges = validatedCharges(command, errors);
  const { payments, bookingRow } = validatedPayments(command.payments, given, command.date, command.journalEntryId, errors);
  const bookingId = trimmedText(command.bookingId) || null;
  if (bookingRow !== null && !bookingId) errors.payments = 'Booking Money is applied from a booking: create the invoice from the booking';
  refuseFieldErrors(errors);
  return { drafts, charges, payments, bookingRow, bookingId };
}

/** Booking money: the booking's remaining money, applied whole, once (a Booking Money row, when given, must be that amount). */
function bookingApplied(command: IssueInvoice, given: InvoiceGiven, bookingId: string, bookingRow: Poisha | null, drafts: ItemDraft[], decision: DecisionBuilder): InvoiceBookingApplied {
  if (!given.booking) throw new Error('the booking must be given');
  const { invoiceId, date, issuedBy, issuedAt } = command;
  const unit = drafts.find((draft) => draft.unit)?.unit ?? null;
  const applied = applyBooking(given.booking, { invoiceId, customerId: command.customerId, motorcycleId: unit?.motorcycleId ?? null, date, appliedBy: issuedBy, appliedAt: issuedAt });
  const booking = { bookingId, amount: applied.amount };
  if (bookingRow !== null && bookingRow !== applied.amount) {
    refuseFieldErrors({ payments: `The Booking Money row must be the booking's ${formatTaka(applied.amount)}` });
  }
  decision.append(bookingStream(bookingId), applied.event);
  return booking;
}

/** The goods leave: each product's stock at its average cost, a unit at its own price; the invoice's lines at those costs. */
function goodsLeaving(command: IssueInvoice, drafts: ItemDraft[], lineTotals: Poisha[], bookingId: string | null, decision: DecisionBuilder): InvoiceItem[] {
  const { invoiceId, journalEntryId, date, issuedBy, issuedAt } = command;
  const actor: Actor = { by: issuedBy, at: issuedAt };
  return drafts.map((draft, index) => {
    const { product, unit } = draft;
    if (unit) {
      const sold = sellMotorcycleUnit(unit, { invoiceId, date, soldBy: issuedBy, soldAt: issuedAt, bookingId });
      decision.append(motorcycleStream(unit.motorcycleId), sold.event);
      return itemOf(product, draft, lineTotals[index], sold.cost, unit);
    }
    if (draft.quantity > product.quantity) throw ruleViolation(`Insufficient stock for ${product.name}: ${product.quantity} in stock, ${draft.quantity} requested`);
    const issued = issueStock(product, draft.quantity, movementContext(invoiceId, journalEntryId, index, date, actor, 'Sale'));
    decision.append(productStream(product.productId), issued.event);
    return itemOf(product, draft, lineTotals[index], issued.cost, null);
  });
}

function itemOf(product: ProductState, draft: ItemDraft, lineTotal: Poisha, cost: Poisha, unit: MotorcycleUnitState | null): InvoiceItem {
  return {
    productId: product.productId,
    productName: product.name,
    productModel: product.model,
    productType: product.type,
    motorcycleId: unit?.motorcycleId ?? null,
    chassisNo: unit?.chassisNo ?? '',
    engineNo: unit?.engineNo ?? '',
    color: unit?.color ?? '',
    quantity: draft.quantity,
    unitPrice: draft.unitPrice,
    lineTotal,
    cost,
  };
}

const movementContext = (invoiceId: string, journalEntryId: string, index: number, date: string, actor: Actor, what: 'Sale' | 'Sale voided'): MovementContext => ({
  movementId: `${journalEntryId}-${index + 1}`,
  date,
  reason: `${what}: invoice`,
  reference: shortReference('INV', invoiceId),
  journalEntryId,
  sourceStream: invoiceStream(invoiceId),
  recordedBy: actor.by,
  recordedAt: actor.at,
});

/** The one entry of an invoice (see the file's comment): balanced, asserted by `postingOf`. */
function invoicePosting(invoiceId: string, details: InvoiceDetails, due: Poisha, journalEntryId: string, given: InvoiceGiven, actor: Actor, vat: InvoiceVat | null): StreamEvents[] {
  const accounts = given.systemAccounts;
  const lines = new EntryLines();
  for (const payment of details.payments) debitPayment(lines, payment);
  if (details.booking) lines.debit(salesAccountId(accounts, 'customerDeposits'), details.booking.amount);
  if (due > 0) lines.debit(salesAccountId(accounts, 'accountsReceivable'), due);
  // With VAT, Sales, Sales Discounts and Other Income net of it and VAT Payable credited (DESIGN §10).
  const income = vat
    ? invoiceVatPosting(vat.lines.map((line, index) => ({ ...line, lineTotal: details.items[index].lineTotal })), details.pricesIncludeVat ?? true)
    : { salesByLine: details.items.map((item) => item.lineTotal), otherIncome: details.shippingCharge, salesDiscounts: details.discount, vatPayable: 0 };
  if (income.salesDiscounts > 0) lines.debit(salesAccountId(accounts, 'salesDiscounts'), income.salesDiscounts);
  details.items.forEach((item, index) => lines.credit(salesAccountId(accounts, salesRole(item.productType)), income.salesByLine[index]));
  if (income.otherIncome > 0) lines.credit(salesAccountId(accounts, 'otherIncome'), income.otherIncome);
  if (income.vatPayable > 0) lines.credit(salesAccountId(accounts, 'vatPayable'), income.vatPayable);
  for (const item of details.items) {
    if (item.cost === 0) continue;
    lines.debit(salesAccountId(accounts, costOfGoodsSoldRole(item.productType)), item.cost).credit(salesAccountId(accounts, stockRole(item.productType)), item.cost);
  }
  const what = details.invoiceType === 'Motorcycle' ? `motorcycle ${details.items[0]?.chassisNo ?? ''}`.trim() : `${details.items.length} item${details.items.length === 1 ? '' : 's'}`;
  return postingOf({
    journalEntryId,
    date: details.date,
    reference: shortReference('INV', invoiceId),
    description: `Invoice to ${details.customer.name}: ${what}`,
    source: salesPostingSource('invoice', invoiceStream(invoiceId)),
    postedBy: actor.by,
    postedAt: actor.at,
  }, lines);
}

// ---- payments -----------------------------------------------------------------------------------

export interface AddInvoicePayment {
  invoiceId: string;
  /** Each row its own payment (its id from the handler). */
  payments: PaymentRowInput[];
  date: string;
  /** Today's business day (Asia/Dhaka): the payment may not be dated after it. */
  today?: string;
  journalEntryId: string;
  receivedBy: string;
  receivedAt: string;
}

export type InvoicePaymentGiven = Pick<InvoiceGiven, 'invoice' | 'receivable' | 'books'> & PaymentMethodsGiven;

/**
 * Payments on an invoice's due: each row a method and an amount; together never more than the
 * due. One entry: Dr each method's account (less its fee, Dr to the fee account) / Cr Accounts
 * Receivable; the receivable records each payment.
 */
export function addInvoicePayment(command: AddInvoicePayment, given: InvoicePaymentGiven): StreamEvents[] {
  const invoice = requireIssuedInvoice(given.invoice);
  if (invoice.due <= 0 || !invoice.receivableId) throw ruleViolation('This invoice is fully paid');
  const errors: FieldErrors = {};
  const dateError = documentDateProblem(command.date, command.today ?? businessDayOf(command.receivedAt), 'payment');
  if (dateError) errors.date = dateError;
  const counted = paymentRowsGiven(command.payments);
  if (counted.length === 0) errors.payments = 'Add at least one payment';
  else if (counted.length > MAX_PAYMENT_ROWS) errors.payments = `At most ${MAX_PAYMENT_ROWS} payment rows`;
  const payments: InvoicePayment[] = [];
  for (const { row, index } of counted) {
    const field = (name: string) => `payments.${index}.${name}`;
    const method = paymentRowProblem(row, given, errors, field);
    if (!method) continue;
    if (isBookingMoneyMethod(method, given.systemAccounts)) {
      errors[field('method')] = 'Booking Money is applied when the invoice is created from its booking';
      continue;
    }
    const payment = methodPayment(row, method, given, errors, field);
    if (payment) payments.push({ ...payment, date: command.date, journalEntryId: command.journalEntryId });
  }
  refuseFieldErrors(errors);
  const amount = sumOf(payments);
  let receivable = given.receivable;
  if (receivable.receivableId !== invoice.receivableId) throw new Error(`the receivable ${invoice.receivableId} must be given`);
  const remaining = Math.min(invoice.due, receivableRemaining(receivable));
  // What a posted bad debt wrote off is no longer in Accounts Receivable: it cannot be paid here.
  if (remaining <= 0) throw ruleViolation("This invoice's due was written off as a bad debt");
  if (amount > remaining) {
    const message = paymentAboveDueMessage(remaining);
    refuseFieldErrors({ payments: message });
  }
  assertBooksOpen(given.books, command.date);
  const { invoiceId, journalEntryId, receivedBy, receivedAt, date } = command;
  const receivableId = invoice.receivableId;
  const recorded = payments.map((payment) => {
    const event = receivePayment(receivable, { paymentId: payment.paymentId, amount: payment.amount, paymentMethodId: payment.paymentMethodId, debitAccountId: payment.accountId, date, journalEntryId, invoiceId, receivedBy, receivedAt });
    receivable = evolveReceivable(receivable, event);
    return event;
  });
  const paidAfter = invoicePaidOf(invoice.total, [...invoice.allPayments, ...payments].map((payment) => payment.amount), invoice.booking?.amount ?? 0);
  const lines = new EntryLines();
  for (const payment of payments) debitPayment(lines, payment);
  lines.credit(salesAccountId(given.systemAccounts, 'accountsReceivable'), amount);
  return [
    {
      stream: invoiceStream(invoiceId),
      events: [{
        type: 'InvoicePaymentReceived',
        data: { invoiceId, receivableId, payments, amount, date, journalEntryId, paidAmount: paidAfter.paidAmount, due: paidAfter.due, paymentStatus: paidAfter.paymentStatus, receivedBy, receivedAt },
      } satisfies InvoicePaymentReceived],
    },
    { stream: receivableStream(receivableId), events: recorded },
    ...claimPaymentReferences(payments, { kind: 'invoice', id: invoiceId }, given),
    ...postingOf({
      journalEntryId,
      date,
      reference: shortReference('INV', invoiceId),
      description: `Payment on invoice from ${invoice.customer.name}`,
      source: salesPostingSource('invoice-payment', invoiceStream(invoiceId)),
      postedBy: receivedBy,
      postedAt: receivedAt,
    }, lines),
  ];
}

// ---- details ------------------------------------------------------------------------------------

export interface UpdateInvoiceDetails {
  invoiceId: string;
  customer?: Partial<InvoiceContact>;
  notes?: string;
  updatedBy: string;
  updatedAt: string;
}

const CONTACT_LIMITS: Record<keyof InvoiceContact, [number, string]> = { name: [100, 'Customer name'], phone: [30, 'Phone'], email: [254, 'Email'], address: [500, 'Address'] };

/** A changed contact phone must be a Bangladeshi number (as a customer's); the phone the invoice carries is kept as it is. */
function contactPhoneProblem(key: keyof InvoiceContact, phone: string, recorded: string): string | null {
  if (key !== 'phone' || phone === recorded) return null;
  const checked = checkBangladeshPhone(phone);
  return checked.ok ? null : checked.message;
}
const normalisedPhone = (phone: string) => {
  const checked = checkBangladeshPhone(phone);
  return checked.ok ? checked.phone : phone;
};

/** Changes only what moves no value: the contact details printed on the invoice and its notes (fields left out are kept). */
export function updateInvoiceDetails(command: UpdateInvoiceDetails, given: { invoice: InvoiceState }): StreamEvents[] {
  const invoice = requireIssuedInvoice(given.invoice);
  const errors: FieldErrors = {};
  const customer = { ...invoice.customer };
  for (const key of Object.keys(CONTACT_LIMITS) as (keyof InvoiceContact)[]) {
    const value = command.customer?.[key];
    if (value === undefined) continue;
    const text = trimmedText(value);
    const [max, label] = CONTACT_LIMITS[key];
    const problem = textProblem(text, key === 'name' || key === 'phone' ? `${label} is required` : null, max, label) ?? contactPhoneProblem(key, text, invoice.customer.phone);
    if (problem) errors[`customer.${key}`] = problem;
    customer[key] = key === 'phone' ? normalisedPhone(text) : text;
  }
  const notes = command.notes === undefined ? invoice.notes : trimmedText(command.notes);
  const notesError = textProblem(notes, null, 2000, 'Notes');
  if (notesError) errors.notes = notesError;
  refuseFieldErrors(errors);
  if (notes === invoice.notes && JSON.stringify(customer) === JSON.stringify(invoice.customer)) return [];
  const { invoiceId, updatedBy, updatedAt } = command;
  return [{ stream: invoiceStream(invoiceId), events: [{ type: 'InvoiceDetailsUpdated', data: { invoiceId, customer, notes, updatedBy, updatedAt } } satisfies InvoiceDetailsUpdated] }];
}

// ---- void ---------------------------------------------------------------------------------------

export interface VoidInvoice {
  invoiceId: string;
  /** The business day of the void: its reversals and refunds are posted on it. */
  date: string;
  /** One new entry id for each entry the invoice posted (`invoiceEntryIds`, same order). */
  reversalEntryIds: string[];
  reason?: string;
  voidedBy: string;
  voidedAt: string;
  /** The user confirmed refunding from a bank account into overdraft. */
  allowOverdraft?: boolean;
}

/**
 * What a void reads: the invoice, every product and unit of its lines, its booking, its receivable,
 * the states of its entries (`invoiceEntryIds`), (when it refunds payments) the accounts the
 * refunds leave and their funds, and the reference state of each payment that carries a transaction ID.
 */
export interface VoidInvoiceGiven extends Pick<PaymentReferencesGiven, 'paymentReferences'> {
  invoice: InvoiceState;
  products: Readonly<Record<string, ProductState>>;
  units: Readonly<Record<string, MotorcycleUnitState>>;
  booking: BookingState | null;
  receivable: ReceivableState;
  entries: Readonly<Record<string, JournalEntryState>>;
  books: BooksState;
  accounts?: Readonly<Record<string, GlAccountState>>;
  funds?: Readonly<Record<string, AccountFunds>>;
}

/**
 * Voids an invoice: everything it did taken back in one decision, each entry reversed on the day of
 * the void (the refunds of its payments leave their methods' accounts that day); the goods back in
 * stock at the cost they left with, the unit back (Reserved again for its booking, else Available),
 * the booking's money back to unapplied, the receivable cancelled. Refused once a bad debt is posted
 * on its receivable: the write-off is in the books against that debt. Its payments' transaction IDs
 * are released, so the same TrxID can be recorded on the corrected invoice.
 */
export function voidInvoice(command: VoidInvoice, given: VoidInvoiceGiven): StreamEvents[] {
  const invoice = requireIssuedInvoice(given.invoice);
  const dateError = dateProblem(command.date);
  if (dateError) refuseFieldErrors({ date: dateError });
  const reason = trimmedText(command.reason);
  const reasonError = textProblem(reason, null, 500, 'Reason');
  if (reasonError) refuseFieldErrors({ reason: reasonError });
  const entryIds = invoiceEntryIds(invoice);
  if (command.reversalEntryIds.length !== entryIds.length) throw new Error(`one reversal entry id is needed for each of ${entryIds.length} entries`);
  const { invoiceId, voidedBy, voidedAt } = command;
  const actor: Actor = { by: voidedBy, at: voidedAt };
  const date = command.date < invoice.date ? invoice.date : command.date;
  const decision = new DecisionBuilder();
  decision.reserve(invoiceStream(invoiceId));

  if (invoice.receivableId && given.receivable.lifecycle === 'open') {
    decision.append(receivableStream(invoice.receivableId), cancelReceivableForVoid(given.receivable, { reason: reason || 'Invoice voided', cancelledBy: voidedBy, cancelledAt: voidedAt }));
  }
  const reversalOf = entryIds.map((journalEntryId, index) => ({ journalEntryId, reversalEntryId: command.reversalEntryIds[index] }));
  const returnEntryId = reversalOf[0].reversalEntryId;
  invoice.items.forEach((item, index) => {
    if (item.motorcycleId) {
      const unit = given.units[item.motorcycleId];
      if (!unit) throw new Error(`the state of unit ${item.motorcycleId} must be given`);
      decision.append(motorcycleStream(item.motorcycleId), reverseMotorcycleSale(unit, { invoiceId, date, reversedBy: voidedBy, reversedAt: voidedAt }));
      return;
    }
    const product = given.products[item.productId];
    if (!product) throw new Error(`the state of product ${item.productId} must be given`);
    decision.append(productStream(item.productId), returnStock(product, item.quantity, item.cost, movementContext(invoiceId, returnEntryId, index, date, actor, 'Sale voided')));
  });
  if (invoice.booking) {
    if (!given.booking) throw new Error('the booking must be given');
    decision.append(bookingStream(invoice.booking.bookingId), reverseBookingApplication(given.booking, { invoiceId, reversedBy: voidedBy, reversedAt: voidedAt }));
  }
  const refunds: Record<string, Poisha> = {};
  for (const { journalEntryId, reversalEntryId } of reversalOf) {
    const entry = given.entries[journalEntryId];
    if (!entry || entry.journalEntryId !== journalEntryId) throw new Error(`the state of entry ${journalEntryId} must be given`);
    const reversal = decideReversal(entry, {
      reversalEntryId,
      date,
      reversedBy: voidedBy,
      reversedAt: voidedAt,
      description: `Invoice to ${invoice.customer.name} voided${reason ? ` (${reason})` : ''}: reversal of ${entry.reference}`,
      source: salesPostingSource(journalEntryId === invoice.journalEntryId ? 'invoice' : 'invoice-payment', invoiceStream(invoiceId)),
    }, given.books);
    const posted = reversal.find((decided) => decided.stream === journalEntryStream(reversalEntryId))?.events[0];
    if (posted?.type === 'JournalEntryPosted') addChanges(refunds, posted.data.lines);
    decision.add(reversal);
  }
  // Payments go back to their methods: money that is not there cannot be refunded from it.
  if (given.accounts) decision.add(assertFundsAvailable(refunds, given.accounts, given.funds, command.allowOverdraft, date));
  decision.add(releasePaymentReferences(invoice.allPayments, { kind: 'invoice', id: invoiceId }, given, 'invoice voided'));
  const refundedAmount = sumOf(invoice.allPayments);
  decision.append(invoiceStream(invoiceId), { type: 'InvoiceVoided', data: { invoiceId, reason, date, reversals: reversalOf, refundedAmount, voidedBy, voidedAt } } satisfies InvoiceVoided);
  return decision.result();
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const INVOICE_STREAM_KIND = streamKindOf(STREAM_NAMES.invoice, { initialState: initialInvoiceState, evolve: evolveInvoice });
