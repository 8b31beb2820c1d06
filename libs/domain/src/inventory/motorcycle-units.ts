import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, refusalOf, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { businessDayOf } from '../shared/business-dates';
import { formatTaka, type Poisha } from '../shared/money';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { decideReversal, type JournalEntryState } from '../ledger/journal-entries';
import { dateProblem, documentDateProblem, refuseFieldErrors, shortReference, textProblem, trimmedText, type FieldErrors, type FieldRefusals } from '../ledger/posting-validation';
import { EntryLines, postingOf, postingSource, priceProblem, systemAccountId, type SystemAccounts } from './inventory-postings';
import { productStream, type ProductEvent, type ProductState } from './products';

/**
 * The motorcycle unit register (DESIGN §9): one stream per motorcycle, by chassis and engine
 * number (each unique). For a product of type Motorcycle the register is its stock: the units
 * not Sold. A unit comes in on a purchase (purchases.ts) or by hand (stock owned before the
 * books, a trade-in), never both; by hand it posts Dr Inventory - Motorcycles / Cr Opening
 * Balance Equity at its purchase price.
 */
export const MOTORCYCLE_STATUSES = ['Available', 'Reserved', 'In Service', 'Sold'] as const;
export type MotorcycleStatus = (typeof MOTORCYCLE_STATUSES)[number];
export const MOTORCYCLE_FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Hybrid'] as const;
export type MotorcycleFuelType = (typeof MOTORCYCLE_FUEL_TYPES)[number];

export interface MotorcycleLocation {
  warehouse: string;
  section: string;
  position: string;
}

export interface MotorcycleInsurance {
  provider: string;
  policyNumber: string;
  expiryDate: string | null;
  premium: Poisha | null;
}

/** The five tabs of the register's form (Basic, Purchase & Registration, Service, Location, Insurance). */
export interface MotorcycleUnitDetails {
  chassisNo: string;
  engineNo: string;
  color: string;
  status: MotorcycleStatus;
  productId: string;
  purchaseDate: string | null;
  registrationDate: string | null;
  registrationNumber: string;
  mileage: number;
  fuelType: MotorcycleFuelType | null;
  lastServiceDate: string | null;
  nextServiceDate: string | null;
  location: MotorcycleLocation;
  insuranceDetails: MotorcycleInsurance;
  /** Shown read only: set when the unit is registered. */
  yearOfManufacture: number | null;
  notes: string;
}

export type MotorcycleOrigin = { kind: 'manual' } | { kind: 'purchase'; purchaseId: string; memoNumber: string };

export type MotorcycleUnitRegistered = DomainEvent<
  'MotorcycleUnitRegistered',
  MotorcycleUnitDetails & { motorcycleId: string; purchasePrice: Poisha; origin: MotorcycleOrigin; journalEntryId: string | null; registeredBy: string; registeredAt: string }
>;
export type MotorcycleUnitUpdated = DomainEvent<'MotorcycleUnitUpdated', MotorcycleUnitDetails & { motorcycleId: string; updatedBy: string; updatedAt: string }>;
/** Its purchase price changed (by hand for a unit entered by hand, or by its purchase's correction); the difference is posted. */
export type MotorcycleUnitRepriced = DomainEvent<
  'MotorcycleUnitRepriced',
  { motorcycleId: string; productId: string; previousPrice: Poisha; purchasePrice: Poisha; date: string; journalEntryId: string | null; repricedBy: string; repricedAt: string }
>;
export type MotorcycleUnitRemoved = DomainEvent<
  'MotorcycleUnitRemoved',
  { motorcycleId: string; productId: string; reason: 'deleted' | 'purchase_corrected'; purchasePrice: Poisha; date: string; reversalEntryIds: string[]; removedBy: string; removedAt: string }
>;
/**
 * Sold on an invoice (the invoice's decision): its own purchase price is the cost of goods sold.
 * `reservedByBookingId`: the booking whose reservation the sale ended (absent on events written
 * before reservations existed: none).
 */
export type MotorcycleUnitSold = DomainEvent<
  'MotorcycleUnitSold',
  { motorcycleId: string; productId: string; invoiceId: string; cost: Poisha; date: string; soldBy: string; soldAt: string; reservedByBookingId?: string | null }
>;
/** The sale voided: the unit is back in stock, Available, or Reserved again for the booking it was sold from. */
export type MotorcycleUnitSaleReversed = DomainEvent<
  'MotorcycleUnitSaleReversed',
  { motorcycleId: string; productId: string; invoiceId: string; cost: Poisha; date: string; reversedBy: string; reversedAt: string; reservedByBookingId?: string | null }
>;
/** Held for a booking (bookings.ts): Available to Reserved, until the booking is applied, refunded in full or cancelled. */
export type MotorcycleUnitReserved = DomainEvent<'MotorcycleUnitReserved', { motorcycleId: string; productId: string; bookingId: string; reservedBy: string; reservedAt: string }>;
/** The booking's hold ended without a sale: Reserved to Available. */
export type MotorcycleUnitReleased = DomainEvent<
  'MotorcycleUnitReleased',
  { motorcycleId: string; productId: string; bookingId: string; reason: MotorcycleReleaseReason; releasedBy: string; releasedAt: string }
>;
export type MotorcycleReleaseReason = 'refunded' | 'cancelled' | 'changed';

export type MotorcycleUnitEvent =
  | MotorcycleUnitRegistered
  | MotorcycleUnitUpdated
  | MotorcycleUnitRepriced
  | MotorcycleUnitRemoved
  | MotorcycleUnitSold
  | MotorcycleUnitSaleReversed
  | MotorcycleUnitReserved
  | MotorcycleUnitReleased;

export interface MotorcycleUnitState extends MotorcycleUnitDetails {
  lifecycle: 'absent' | 'registered' | 'removed';
  motorcycleId: string;
  /** Its cost: the line price plus its share of other charges, or the price entered by hand. */
  purchasePrice: Poisha;
  origin: MotorcycleOrigin;
  /** The postings that carry a unit entered by hand in the books (its entry, then each reprice). */
  journalEntryIds: string[];
  /** The invoice that sold it, while Sold. */
  invoiceId: string | null;
  /** The booking holding it while Reserved by a booking (a unit marked Reserved by hand has none); kept while Sold from it, so a void restores the hold. */
  reservedByBookingId: string | null;
}

const emptyLocation: MotorcycleLocation = { warehouse: '', section: '', position: '' };
const emptyInsurance: MotorcycleInsurance = { provider: '', policyNumber: '', expiryDate: null, premium: null };

/** The details of a unit nothing is known of yet. */
export const emptyUnitDetails: MotorcycleUnitDetails = {
  chassisNo: '',
  engineNo: '',
  color: '',
  status: 'Available',
  productId: '',
  purchaseDate: null,
  registrationDate: null,
  registrationNumber: '',
  mileage: 0,
  fuelType: null,
  lastServiceDate: null,
  nextServiceDate: null,
  location: emptyLocation,
  insuranceDetails: emptyInsurance,
  yearOfManufacture: null,
  notes: '',
};

export const initialMotorcycleUnitState: MotorcycleUnitState = {
  lifecycle: 'absent',
  motorcycleId: '',
  ...emptyUnitDetails,
  purchasePrice: 0,
  origin: { kind: 'manual' },
  journalEntryIds: [],
  invoiceId: null,
  reservedByBookingId: null,
};

export const motorcycleStream = (motorcycleId: string) => `${STREAM_NAMES.motorcycle.name}${motorcycleId}`;
export const MOTORCYCLE_CHASSIS_SCOPE = 'motorcycle-chassis';
export const MOTORCYCLE_ENGINE_SCOPE = 'motorcycle-engine';
export const chassisTaken = (chassisNo: string) => `A motorcycle with chassis number ${chassisNo} already exists`;
export const engineTaken = (engineNo: string) => `A motorcycle with engine number ${engineNo} already exists`;
export const chassisTakenRefusal = (chassisNo: string) => refusalOf('chassis_number_taken', { chassisNo });
export const engineTakenRefusal = (engineNo: string) => refusalOf('engine_number_taken', { engineNo });

export function evolveMotorcycleUnit(state: MotorcycleUnitState, event: MotorcycleUnitEvent): MotorcycleUnitState {
  switch (event.type) {
    case 'MotorcycleUnitRegistered': {
      const { registeredBy: _by, registeredAt: _at, journalEntryId, ...data } = event.data;
      return { ...initialMotorcycleUnitState, ...data, lifecycle: 'registered', journalEntryIds: journalEntryId ? [journalEntryId] : [] };
    }
    case 'MotorcycleUnitUpdated': {
      const { updatedBy: _by, updatedAt: _at, ...data } = event.data;
      return { ...state, ...data };
    }
    case 'MotorcycleUnitRepriced':
      return { ...state, purchasePrice: event.data.purchasePrice, journalEntryIds: event.data.journalEntryId ? [...state.journalEntryIds, event.data.journalEntryId] : state.journalEntryIds };
    case 'MotorcycleUnitRemoved':
      return { ...state, lifecycle: 'removed' };
    case 'MotorcycleUnitSold':
      return { ...state, status: 'Sold', invoiceId: event.data.invoiceId, reservedByBookingId: event.data.reservedByBookingId ?? null };
    case 'MotorcycleUnitSaleReversed': {
      const reservedByBookingId = event.data.reservedByBookingId ?? null;
      return { ...state, status: reservedByBookingId ? 'Reserved' : 'Available', invoiceId: null, reservedByBookingId };
    }
    case 'MotorcycleUnitReserved':
      return { ...state, status: 'Reserved', reservedByBookingId: event.data.bookingId };
    case 'MotorcycleUnitReleased':
      return { ...state, status: 'Available', reservedByBookingId: null };
    default:
      return state;
  }
}

/** The stock of a Motorcycle product: its registered units not Sold. */
export function motorcycleStock(units: Iterable<Pick<MotorcycleUnitState, 'lifecycle' | 'productId' | 'status'>>, productId: string): number {
  let count = 0;
  for (const unit of units) if (unit.lifecycle === 'registered' && unit.productId === productId && unit.status !== 'Sold') count += 1;
  return count;
}

/** The value of those units: each at its own purchase price (all products' when no product is named). */
export function motorcycleStockValue(units: Iterable<Pick<MotorcycleUnitState, 'lifecycle' | 'productId' | 'status' | 'purchasePrice'>>, productId?: string): Poisha {
  let value = 0;
  for (const unit of units) if (unit.lifecycle === 'registered' && unit.status !== 'Sold' && (productId === undefined || unit.productId === productId)) value += unit.purchasePrice;
  return value;
}

export function requireRegisteredUnit(unit: MotorcycleUnitState): MotorcycleUnitState {
  if (unit.lifecycle !== 'registered') throw notFound('Motorcycle not found');
  return unit;
}

// ---- validation -----------------------------------------------------------------------------

export type MotorcycleUnitFields = Partial<Omit<MotorcycleUnitDetails, 'location' | 'insuranceDetails'>> & {
  location?: Partial<MotorcycleLocation>;
  insuranceDetails?: Partial<MotorcycleInsurance>;
};

/** The days a unit's past holds (bought, registered, last serviced): not after today. Due days (next service, insurance expiry) may lie ahead. */
const PAST_DATES: Partial<Record<string, string>> = { purchaseDate: 'purchase', registrationDate: 'registration', lastServiceDate: 'service' };

/** A date the unit may leave empty: a calendar day within the books' range; a past one (`document` named) not after `today`. */
const optionalDate = (value: unknown, field: string, errors: FieldErrors, today?: string, document?: string): string | null => {
  if (value === undefined || value === null || value === '') return null;
  const problem = document ? documentDateProblem(value, today, document) : dateProblem(value);
  if (problem) {
    errors[field] = problem;
    return null;
  }
  return value as string;
};

/**
 * The details as given (fields left out keep `base`'s values), trimmed and checked; field errors
 * gathered. `today`: the business day of the command (the unit's past is not dated after it).
 */
export function validatedUnitDetails(fields: MotorcycleUnitFields, base: MotorcycleUnitDetails, errors: FieldErrors, prefix = '', today?: string): MotorcycleUnitDetails {
  const field = (name: string) => `${prefix}${name}`;
  const text = (value: unknown, fallback: string) => (value === undefined ? fallback : trimmedText(value));
  const chassisNo = text(fields.chassisNo, base.chassisNo);
  const chassisError = textProblem(chassisNo, 'Please enter chassis number!', 50, 'Chassis number');
  if (chassisError) errors[field('chassisNo')] = chassisError;
  const engineNo = text(fields.engineNo, base.engineNo);
  const engineError = textProblem(engineNo, 'Please enter engine number!', 50, 'Engine number');
  if (engineError) errors[field('engineNo')] = engineError;
  const color = text(fields.color, base.color);
  const colorError = textProblem(color, 'Please enter color!', 50, 'Color');
  if (colorError) errors[field('color')] = colorError;
  const status = fields.status ?? base.status;
  if (!(MOTORCYCLE_STATUSES as readonly string[]).includes(status)) errors[field('status')] = status ? `Status must be one of ${MOTORCYCLE_STATUSES.join(', ')}` : 'Please select status!';
  const productId = text(fields.productId, base.productId);
  if (!productId) errors[field('productId')] = 'Please select a product!';
  const mileage = fields.mileage ?? base.mileage;
  if (typeof mileage !== 'number' || !Number.isFinite(mileage) || mileage < 0) errors[field('mileage')] = 'Mileage cannot be negative';
  const fuelType = fields.fuelType === undefined ? base.fuelType : fields.fuelType || null;
  if (fuelType !== null && !(MOTORCYCLE_FUEL_TYPES as readonly string[]).includes(fuelType)) errors[field('fuelType')] = `Fuel type must be one of ${MOTORCYCLE_FUEL_TYPES.join(', ')}`;
  const date = (name: 'purchaseDate' | 'registrationDate' | 'lastServiceDate' | 'nextServiceDate') =>
    fields[name] === undefined ? base[name] : optionalDate(fields[name], field(name), errors, today, PAST_DATES[name]);
  const registrationNumber = text(fields.registrationNumber, base.registrationNumber);
  const notes = text(fields.notes, base.notes);
  const notesError = textProblem(notes, null, 2000, 'Notes');
  if (notesError) errors[field('notes')] = notesError;
  const location: MotorcycleLocation = {
    warehouse: text(fields.location?.warehouse, base.location.warehouse),
    section: text(fields.location?.section, base.location.section),
    position: text(fields.location?.position, base.location.position),
  };
  const insurance = fields.insuranceDetails ?? {};
  const premium = insurance.premium === undefined ? base.insuranceDetails.premium : insurance.premium;
  if (premium !== null) {
    const premiumError = priceProblem(premium, 'Please enter premium');
    if (premiumError) errors[field('insuranceDetails.premium')] = premiumError;
  }
  const insuranceDetails: MotorcycleInsurance = {
    provider: text(insurance.provider, base.insuranceDetails.provider),
    policyNumber: text(insurance.policyNumber, base.insuranceDetails.policyNumber),
    expiryDate: insurance.expiryDate === undefined ? base.insuranceDetails.expiryDate : optionalDate(insurance.expiryDate, field('insuranceDetails.expiryDate'), errors),
    premium,
  };
  const yearOfManufacture = fields.yearOfManufacture === undefined ? base.yearOfManufacture : fields.yearOfManufacture;
  if (yearOfManufacture !== null && (!Number.isInteger(yearOfManufacture) || yearOfManufacture < 1900 || yearOfManufacture > 2200)) errors[field('yearOfManufacture')] = 'Year of manufacture must be a year';
  return {
    chassisNo,
    engineNo,
    color,
    status,
    productId,
    purchaseDate: date('purchaseDate'),
    registrationDate: date('registrationDate'),
    registrationNumber,
    mileage,
    fuelType,
    lastServiceDate: date('lastServiceDate'),
    nextServiceDate: date('nextServiceDate'),
    location,
    insuranceDetails,
    yearOfManufacture,
    notes,
  };
}

export const MOTORCYCLE_PRODUCT_REQUIRED = 'Please select a Motorcycle product';
const reservedByBooking = (chassisNo: string) => `Motorcycle ${chassisNo} is reserved by a booking; it is released when that booking is applied, refunded or cancelled`;
const SOLD_BY_INVOICE = 'A motorcycle becomes Sold through its invoice';

function motorcycleProductProblem(product: ProductState, productId: string): string | null {
  if (product.status !== 'active' || product.productId !== productId) return 'Product not found';
  return product.type === 'Motorcycle' ? null : MOTORCYCLE_PRODUCT_REQUIRED;
}

/** motorcycleProductProblem's code, when the product exists but is not a Motorcycle. */
const motorcycleProductRefusal = (product: ProductState, productId: string) =>
  product.status === 'active' && product.productId === productId && product.type !== 'Motorcycle' ? refusalOf('motorcycle_product_required') : undefined;

// ---- by hand ----------------------------------------------------------------------------------

export interface RegisterMotorcycleUnit extends MotorcycleUnitFields {
  motorcycleId: string;
  purchasePrice: Poisha;
  /** The business day of its posting (YYYY-MM-DD). */
  date: string;
  journalEntryId: string;
  registeredBy: string;
  registeredAt: string;
}

/** The system roles the register resolves (by hand: Inventory - Motorcycles, Opening Balance Equity). */
export const MOTORCYCLE_UNIT_ACCOUNT_ROLES = ['inventory.Motorcycle', 'openingBalanceEquity'] as const;

/**
 * A unit entered by hand: the unit, its link on the product, its chassis and engine numbers
 * claimed, and Dr Inventory - Motorcycles / Cr Opening Balance Equity at its purchase price.
 * `chassis`, `engine`: the reservation streams of its numbers.
 */
export function registerMotorcycleUnit(
  command: RegisterMotorcycleUnit,
  given: { unit: MotorcycleUnitState; product: ProductState; chassis: UniqueValueState; engine: UniqueValueState; accounts: SystemAccounts; books: BooksState },
): StreamEvents[] {
  const errors: FieldErrors = {};
  const refusals: FieldRefusals = {};
  const details = validatedUnitDetails(command, { ...initialMotorcycleUnitState, status: command.status ?? 'Available' }, errors, '', businessDayOf(command.registeredAt));
  if (!errors.productId) {
    const productError = motorcycleProductProblem(given.product, details.productId);
    if (productError) errors.productId = productError;
    const productCode = motorcycleProductRefusal(given.product, details.productId);
    if (productCode) refusals.productId = productCode;
  }
  if (!errors.status && details.status === 'Sold') {
    errors.status = SOLD_BY_INVOICE;
    refusals.status = refusalOf('sold_by_invoice');
  }
  const priceError = priceProblem(command.purchasePrice, 'Please enter purchase price!');
  if (priceError) errors.purchasePrice = priceError;
  const dateError = documentDateProblem(command.date, businessDayOf(command.registeredAt), 'purchase');
  if (dateError) errors.date = dateError;
  refuseFieldErrors(errors, refusals);
  if (given.unit.lifecycle !== 'absent') throw conflict('Motorcycle already exists');
  const { motorcycleId, purchasePrice, date, registeredBy, registeredAt } = command;
  const product = given.product;
  const lines = new EntryLines();
  if (purchasePrice > 0) {
    assertBooksOpen(given.books, date);
    lines.debit(systemAccountId(given.accounts, 'inventory.Motorcycle'), purchasePrice).credit(systemAccountId(given.accounts, 'openingBalanceEquity'), purchasePrice);
  }
  const journalEntryId = lines.isEmpty ? null : command.journalEntryId;
  const stream = motorcycleStream(motorcycleId);
  return [
    {
      stream,
      events: [{ type: 'MotorcycleUnitRegistered', data: { motorcycleId, ...details, purchasePrice, origin: { kind: 'manual' }, journalEntryId, registeredBy, registeredAt } } satisfies MotorcycleUnitRegistered],
    },
    { stream: productStream(product.productId), events: [{ type: 'MotorcycleUnitLinked', data: { productId: product.productId, motorcycleId } } satisfies ProductEvent] },
    ...claimUniqueValue(MOTORCYCLE_CHASSIS_SCOPE, details.chassisNo, motorcycleId, given.chassis, chassisTaken(details.chassisNo), chassisTakenRefusal(details.chassisNo)),
    ...claimUniqueValue(MOTORCYCLE_ENGINE_SCOPE, details.engineNo, motorcycleId, given.engine, engineTaken(details.engineNo), engineTakenRefusal(details.engineNo)),
    ...postingOf({
      journalEntryId: command.journalEntryId,
      date,
      reference: shortReference('MC', motorcycleId),
      description: `Motorcycle ${product.name} ${product.model}, chassis ${details.chassisNo}, entered in the register at ${formatTaka(purchasePrice)}`,
      source: postingSource('motorcycle-unit', stream),
      postedBy: registeredBy,
      postedAt: registeredAt,
    }, lines),
  ];
}

export interface UpdateMotorcycleUnit extends MotorcycleUnitFields {
  motorcycleId: string;
  purchasePrice?: Poisha;
  /** The business day a price change is posted on, and its entry. */
  date?: string;
  journalEntryId?: string;
  updatedBy: string;
  updatedAt: string;
}

/**
 * Edits a unit. Its status moves among Available, Reserved and In Service (Sold comes and goes
 * with its invoice). Its purchase price changes only while it is not Sold and only for a unit
 * entered by hand (a purchased unit's price is its purchase's), the difference posted against
 * Opening Balance Equity. Moving it to another Motorcycle product moves its link.
 * `product`: the state of the product it names (the new one when it moves); `chassis`,
 * `engine`: the reservation streams of new numbers (needed only when they change).
 */
export function updateMotorcycleUnit(
  command: UpdateMotorcycleUnit,
  given: { unit: MotorcycleUnitState; product: ProductState; chassis?: UniqueValueState; engine?: UniqueValueState; accounts: SystemAccounts; books: BooksState },
): StreamEvents[] {
  const current = requireRegisteredUnit(given.unit);
  const errors: FieldErrors = {};
  const refusals: FieldRefusals = {};
  const details = validatedUnitDetails(command, current, errors, '', businessDayOf(command.updatedAt));
  const moves = details.productId !== current.productId;
  if (moves && !errors.productId) {
    const productError = motorcycleProductProblem(given.product, details.productId);
    if (productError) errors.productId = productError;
    const productCode = motorcycleProductRefusal(given.product, details.productId);
    if (productCode) refusals.productId = productCode;
  }
  const purchasePrice = command.purchasePrice ?? current.purchasePrice;
  const repriced = purchasePrice !== current.purchasePrice;
  if (repriced) {
    const priceError = priceProblem(purchasePrice, 'Please enter purchase price!');
    if (priceError) errors.purchasePrice = priceError;
    const dateError = documentDateProblem(command.date, businessDayOf(command.updatedAt), 'revaluation');
    if (dateError) errors.date = dateError;
  }
  refuseFieldErrors(errors, refusals);
  refuseFixedUnitChanges(current, details.status, repriced || moves);
  const unchanged = (Object.keys(details) as (keyof MotorcycleUnitDetails)[]).every((key) => JSON.stringify(details[key]) === JSON.stringify(current[key]));
  if (unchanged && !repriced) return [];
  const { motorcycleId } = current;
  const { updatedBy, updatedAt } = command;
  const stream = motorcycleStream(motorcycleId);
  const unitEvents: MotorcycleUnitEvent[] = unchanged ? [] : [{ type: 'MotorcycleUnitUpdated', data: { motorcycleId, ...details, updatedBy, updatedAt } }];
  const decided: StreamEvents[] = [];
  if (repriced) {
    const repricing = unitRepricing(command, current, details, purchasePrice, given);
    unitEvents.push(repricing.event);
    decided.push(...repricing.posting);
  }
  const rechassis = details.chassisNo.toLowerCase() !== current.chassisNo.toLowerCase();
  const reengine = details.engineNo.toLowerCase() !== current.engineNo.toLowerCase();
  return [
    { stream, events: unitEvents },
    ...(moves
      ? [
          { stream: productStream(current.productId), events: [{ type: 'MotorcycleUnitUnlinked', data: { productId: current.productId, motorcycleId } } satisfies ProductEvent] },
          { stream: productStream(details.productId), events: [{ type: 'MotorcycleUnitLinked', data: { productId: details.productId, motorcycleId } } satisfies ProductEvent] },
        ]
      : []),
    ...(rechassis
      ? [...claimUniqueValue(MOTORCYCLE_CHASSIS_SCOPE, details.chassisNo, motorcycleId, given.chassis ?? { ownerId: null }, chassisTaken(details.chassisNo), chassisTakenRefusal(details.chassisNo)), releaseUniqueValue(MOTORCYCLE_CHASSIS_SCOPE, current.chassisNo, motorcycleId)]
      : []),
    ...(reengine
      ? [...claimUniqueValue(MOTORCYCLE_ENGINE_SCOPE, details.engineNo, motorcycleId, given.engine ?? { ownerId: null }, engineTaken(details.engineNo), engineTakenRefusal(details.engineNo)), releaseUniqueValue(MOTORCYCLE_ENGINE_SCOPE, current.engineNo, motorcycleId)]
      : []),
    ...decided,
  ];
}

/**
 * The changes an edit may not make: a sold unit's status (its invoice's), a unit marked Sold by hand,
 * a reserved unit's status (its booking's); and the price or product (`fixedChanged`) of a sold
 * unit or of one from a purchase (that purchase's).
 */
function refuseFixedUnitChanges(current: MotorcycleUnitState, status: MotorcycleUnitDetails['status'], fixedChanged: boolean): void {
  if (status !== current.status && current.status === 'Sold') {
    throw ruleViolation(`Motorcycle ${current.chassisNo} is sold; its status changes only through its invoice`, refusalOf('sold_status_by_invoice'));
  }
  if (status !== current.status && status === 'Sold') throw ruleViolation(SOLD_BY_INVOICE);
  if (status !== current.status && current.reservedByBookingId) throw ruleViolation(reservedByBooking(current.chassisNo));
  if (fixedChanged && current.status === 'Sold') throw ruleViolation(`Motorcycle ${current.chassisNo} is sold; its purchase price and product cannot change`, refusalOf('sold_unit_fixed'));
  if (fixedChanged && current.origin.kind === 'purchase') {
    throw ruleViolation(`Motorcycle ${current.chassisNo} came from purchase ${current.origin.memoNumber}; correct its price or product by editing that purchase`, refusalOf('from_purchase_fixed'));
  }
}

/** A price change: the unit's MotorcycleUnitRepriced and the posting of the difference against Opening Balance Equity. */
function unitRepricing(
  command: UpdateMotorcycleUnit,
  current: MotorcycleUnitState,
  details: MotorcycleUnitDetails,
  purchasePrice: Poisha,
  given: { accounts: SystemAccounts; books: BooksState },
): { event: MotorcycleUnitEvent; posting: StreamEvents[] } {
  const { motorcycleId } = current;
  const { updatedBy, updatedAt } = command;
  const date = command.date!;
  const difference = purchasePrice - current.purchasePrice;
  const lines = new EntryLines()
    .debit(systemAccountId(given.accounts, 'inventory.Motorcycle'), difference)
    .credit(systemAccountId(given.accounts, 'openingBalanceEquity'), difference);
  assertBooksOpen(given.books, date);
  if (!command.journalEntryId) throw new Error('journalEntryId must be given: a price change is posted');
  const event: MotorcycleUnitEvent = {
    type: 'MotorcycleUnitRepriced',
    data: { motorcycleId, productId: details.productId, previousPrice: current.purchasePrice, purchasePrice, date, journalEntryId: command.journalEntryId, repricedBy: updatedBy, repricedAt: updatedAt },
  };
  const posting = postingOf({
    journalEntryId: command.journalEntryId,
    date,
    reference: shortReference('MC', motorcycleId),
    description: `Motorcycle chassis ${details.chassisNo}: purchase price ${formatTaka(current.purchasePrice)} to ${formatTaka(purchasePrice)}`,
    source: postingSource('motorcycle-unit', motorcycleStream(motorcycleId)),
    postedBy: updatedBy,
    postedAt: updatedAt,
  }, lines);
  return { event, posting };
}

export interface DeleteMotorcycleUnit {
  motorcycleId: string;
  /** The business day of the reversals. */
  date: string;
  /** One new entry id for each of the unit's postings (`unit.journalEntryIds`, same order). */
  reversalEntryIds: string[];
  deletedBy: string;
  deletedAt: string;
}

/**
 * Deletes a unit entered by hand while it is Available: each of its postings is reversed, its
 * link and numbers released. `entries`: the states of its postings (`unit.journalEntryIds`).
 */
export function deleteMotorcycleUnit(
  command: DeleteMotorcycleUnit,
  given: { unit: MotorcycleUnitState; entries: Readonly<Record<string, JournalEntryState>>; books: BooksState },
): StreamEvents[] {
  const current = requireRegisteredUnit(given.unit);
  if (current.origin.kind === 'purchase') throw ruleViolation(`Motorcycle ${current.chassisNo} came from purchase ${current.origin.memoNumber}; it leaves the register when that purchase is corrected`, refusalOf('from_purchase_not_deleted'));
  if (current.status !== 'Available') throw ruleViolation(`Motorcycle ${current.chassisNo} is ${current.status}; only an Available motorcycle can be deleted`, refusalOf('only_available_deleted'));
  const dateError = dateProblem(command.date);
  if (dateError) throw validationError(dateError, { date: dateError });
  if (command.reversalEntryIds.length !== current.journalEntryIds.length) throw new Error(`one reversal entry id is needed for each of ${current.journalEntryIds.length} postings`);
  const { motorcycleId } = current;
  const stream = motorcycleStream(motorcycleId);
  const reversals = current.journalEntryIds.flatMap((journalEntryId, index) => {
    const entry = given.entries[journalEntryId];
    if (!entry || entry.journalEntryId !== journalEntryId) throw new Error(`the state of entry ${journalEntryId} must be given`);
    return decideReversal(entry, {
      reversalEntryId: command.reversalEntryIds[index],
      date: command.date,
      reversedBy: command.deletedBy,
      reversedAt: command.deletedAt,
      description: `Motorcycle chassis ${current.chassisNo} deleted from the register: reversal of ${entry.reference}`,
      source: postingSource('motorcycle-unit', stream),
    }, given.books);
  });
  return [
    {
      stream,
      events: [{
        type: 'MotorcycleUnitRemoved',
        data: { motorcycleId, productId: current.productId, reason: 'deleted', purchasePrice: current.purchasePrice, date: command.date, reversalEntryIds: command.reversalEntryIds, removedBy: command.deletedBy, removedAt: command.deletedAt },
      } satisfies MotorcycleUnitRemoved],
    },
    { stream: productStream(current.productId), events: [{ type: 'MotorcycleUnitUnlinked', data: { productId: current.productId, motorcycleId } } satisfies ProductEvent] },
    releaseUniqueValue(MOTORCYCLE_CHASSIS_SCOPE, current.chassisNo, motorcycleId),
    releaseUniqueValue(MOTORCYCLE_ENGINE_SCOPE, current.engineNo, motorcycleId),
    ...reversals,
  ];
}

/** A unit a purchase brings into the register, Available, at its cost (its posting is the purchase's). */
export function unitRegisteredByPurchase(unit: {
  motorcycleId: string;
  productId: string;
  chassisNo: string;
  engineNo: string;
  color: string;
  purchaseDate: string;
  purchasePrice: Poisha;
  purchaseId: string;
  memoNumber: string;
  registeredBy: string;
  registeredAt: string;
}): MotorcycleUnitRegistered {
  const { motorcycleId, productId, chassisNo, engineNo, color, purchaseDate, purchasePrice, purchaseId, memoNumber, registeredBy, registeredAt } = unit;
  return {
    type: 'MotorcycleUnitRegistered',
    data: {
      motorcycleId,
      ...emptyUnitDetails,
      chassisNo,
      engineNo,
      color,
      productId,
      purchaseDate,
      purchasePrice,
      origin: { kind: 'purchase', purchaseId, memoNumber },
      journalEntryId: null,
      registeredBy,
      registeredAt,
    },
  };
}

/** The register details of a unit's state. */
export function unitDetailsOf(unit: MotorcycleUnitState): MotorcycleUnitDetails {
  const { lifecycle: _l, motorcycleId: _m, purchasePrice: _p, origin: _o, journalEntryIds: _j, invoiceId: _i, reservedByBookingId: _r, ...details } = unit;
  return details;
}

// ---- for the invoice's decision ----------------------------------------------------------------

/**
 * Sells a unit on an invoice: an Available unit, or a unit Reserved for the booking the invoice
 * applies (`sale.bookingId`); its own purchase price is the cost of goods sold (the invoice posts
 * it). The unit's stream revision lets only one of two racing invoices land.
 */
export function sellMotorcycleUnit(
  unit: MotorcycleUnitState,
  sale: { invoiceId: string; date: string; soldBy: string; soldAt: string; bookingId?: string | null },
): { event: MotorcycleUnitSold; cost: Poisha } {
  const current = requireRegisteredUnit(unit);
  const heldForThisBooking = current.status === 'Reserved' && current.reservedByBookingId !== null && current.reservedByBookingId === sale.bookingId;
  if (current.status === 'Reserved' && current.reservedByBookingId && !heldForThisBooking) throw ruleViolation('Motorcycle is reserved by another booking');
  if (current.status !== 'Available' && !heldForThisBooking) throw ruleViolation(`Motorcycle ${current.chassisNo} is ${current.status}; only Available motorcycles can be sold`);
  const cost = current.purchasePrice;
  const data: MotorcycleUnitSold['data'] = { motorcycleId: current.motorcycleId, productId: current.productId, invoiceId: sale.invoiceId, cost, date: sale.date, soldBy: sale.soldBy, soldAt: sale.soldAt };
  // Only a sale that ended a booking's hold records it (older events and plain sales look alike).
  if (heldForThisBooking) data.reservedByBookingId = current.reservedByBookingId;
  return { event: { type: 'MotorcycleUnitSold', data }, cost };
}

/** Puts a unit sold on `invoiceId` back in stock (the invoice voided): Reserved again for the booking it was sold from, else Available. */
export function reverseMotorcycleSale(unit: MotorcycleUnitState, reversal: { invoiceId: string; date: string; reversedBy: string; reversedAt: string }): MotorcycleUnitSaleReversed {
  const current = requireRegisteredUnit(unit);
  if (current.status !== 'Sold' || current.invoiceId !== reversal.invoiceId) throw ruleViolation(`Motorcycle ${current.chassisNo} was not sold on this invoice`);
  const data: MotorcycleUnitSaleReversed['data'] = { motorcycleId: current.motorcycleId, productId: current.productId, invoiceId: reversal.invoiceId, cost: current.purchasePrice, date: reversal.date, reversedBy: reversal.reversedBy, reversedAt: reversal.reversedAt };
  if (current.reservedByBookingId) data.reservedByBookingId = current.reservedByBookingId;
  return { type: 'MotorcycleUnitSaleReversed', data };
}

// ---- for the booking's decision ----------------------------------------------------------------

/** Holds an Available unit for a booking (bookings.ts). Its stream revision lets only one of two racing bookings or a booking and an invoice land. */
export function reserveMotorcycleUnit(unit: MotorcycleUnitState, reservation: { bookingId: string; reservedBy: string; reservedAt: string }): MotorcycleUnitReserved {
  if (unit.lifecycle !== 'registered') throw notFound('Motorcycle not found');
  if (unit.status !== 'Available') throw ruleViolation(`Motorcycle ${unit.chassisNo} is ${unit.status}; only an Available motorcycle can be reserved`);
  return { type: 'MotorcycleUnitReserved', data: { motorcycleId: unit.motorcycleId, productId: unit.productId, bookingId: reservation.bookingId, reservedBy: reservation.reservedBy, reservedAt: reservation.reservedAt } };
}

/** Ends a booking's hold on its unit: Reserved to Available. Refused unless this booking holds it. */
export function releaseMotorcycleUnit(
  unit: MotorcycleUnitState,
  release: { bookingId: string; reason: MotorcycleReleaseReason; releasedBy: string; releasedAt: string },
): MotorcycleUnitReleased {
  const current = requireRegisteredUnit(unit);
  if (current.status !== 'Reserved' || current.reservedByBookingId !== release.bookingId) throw ruleViolation(`Motorcycle ${current.chassisNo} is not reserved by this booking`);
  return { type: 'MotorcycleUnitReleased', data: { motorcycleId: current.motorcycleId, productId: current.productId, bookingId: release.bookingId, reason: release.reason, releasedBy: release.releasedBy, releasedAt: release.releasedAt } };
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const MOTORCYCLE_STREAM_KIND = streamKindOf(STREAM_NAMES.motorcycle, { initialState: initialMotorcycleUnitState, evolve: evolveMotorcycleUnit });
