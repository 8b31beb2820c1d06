import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import type { SupplierRef } from './inventory-refs';
import { checkBangladeshPhone } from '../shared/phone';
import { checkedBin } from '../vat/bin';

/**
 * The dealer's suppliers (spec §3 Supplier): who to buy from and how to reach them, and whether
 * they are still bought from (isActive, toggled from the list). Purchases, requisitions and
 * products name a supplier, so two with the same name could not be told apart: the name is unique
 * (a reservation stream). A supplier a purchase or a bill has named cannot be deleted (its
 * history would lose its name): the first purchase or payable of a supplier appends
 * SupplierFirstUsed to its stream, in the same append, so a deletion deciding on the stream
 * before it conflicts and decides again (no read model is raced). Histories from before that
 * event are covered by the read models' counts of purchases and open payables, which the
 * deletion is also given.
 */
export interface SupplierProfile {
  name: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  /** Bangladesh Business Identification Number (13 digits) for the VAT registers, or '' (issue 24). */
  bin: string;
}

export const SUPPLIER_LIMITS = { name: 100, contactPerson: 100, phone: 30, email: 254, address: 500, notes: 1000 } as const;

/** A profile as its event carries it: events from before suppliers had a BIN (issue 24) carry none. */
export type RecordedSupplierProfile = Omit<SupplierProfile, 'bin'> & { bin?: string };

export type SupplierEvent =
  | DomainEvent<'SupplierCreated', { supplierId: string; isActive: boolean } & RecordedSupplierProfile>
  | DomainEvent<'SupplierUpdated', { supplierId: string } & RecordedSupplierProfile>
  | DomainEvent<'SupplierActivated', { supplierId: string }>
  | DomainEvent<'SupplierDeactivated', { supplierId: string }>
  | DomainEvent<'SupplierDeleted', { supplierId: string }>
  | SupplierFirstUsed;

/** A purchase or a bill named the supplier for the first time (`sourceStream`: its stream). */
export type SupplierFirstUsed = DomainEvent<'SupplierFirstUsed', { supplierId: string; by: 'purchase' | 'bill'; sourceStream: string }>;

export interface SupplierState extends SupplierProfile {
  status: 'absent' | 'active' | 'deleted';
  supplierId: string;
  isActive: boolean;
  /** A purchase or a bill has named it (SupplierFirstUsed): it can no longer be deleted. */
  used: boolean;
}

export const initialSupplierState: SupplierState = {
  status: 'absent',
  supplierId: '',
  name: '',
  contactPerson: '',
  phone: '',
  email: '',
  address: '',
  notes: '',
  bin: '',
  isActive: true,
  used: false,
};

export const supplierStream = (supplierId: string) => `${STREAM_NAMES.supplier.name}${supplierId}`;
export const SUPPLIER_NAME_SCOPE = 'supplier-name';

/** A profile saved before suppliers had a BIN (issue 24) reads as one without. */
const profileOf = ({ name, contactPerson, phone, email, address, notes, bin }: RecordedSupplierProfile): SupplierProfile => ({ name, contactPerson, phone, email, address, notes, bin: bin ?? '' });

export function evolveSupplier(state: SupplierState, event: SupplierEvent): SupplierState {
  switch (event.type) {
    case 'SupplierCreated':
      return { status: 'active', supplierId: event.data.supplierId, ...profileOf(event.data), isActive: event.data.isActive, used: false };
    case 'SupplierUpdated':
      return { ...state, ...profileOf(event.data) };
    case 'SupplierActivated':
      return { ...state, isActive: true };
    case 'SupplierDeactivated':
      return { ...state, isActive: false };
    case 'SupplierDeleted':
      return { ...state, status: 'deleted' };
    case 'SupplierFirstUsed':
      return { ...state, used: true };
    default:
      return state;
  }
}

/** What a stock decision needs of a supplier (inventory-refs.ts): null unless it exists and is not deleted. */
export const supplierRefOf = (state: SupplierState): SupplierRef | null =>
  state.status === 'active' ? { supplierId: state.supplierId, name: state.name, isActive: state.isActive, used: state.used } : null;

/**
 * What a purchase or a bill naming `supplier` appends to the supplier's stream: SupplierFirstUsed
 * the first time, nothing after. The decision's handler reads the supplier's stream, so its
 * revision guards the append either way: a deletion and a first use cannot both land.
 */
export function supplierFirstUse(supplier: SupplierRef, by: SupplierFirstUsed['data']['by'], sourceStream: string): StreamEvents[] {
  if (supplier.used) return [];
  const event: SupplierFirstUsed = { type: 'SupplierFirstUsed', data: { supplierId: supplier.supplierId, by, sourceStream } };
  return [{ stream: supplierStream(supplier.supplierId), events: [event] }];
}

/** The fields as a request gives them: anything may be missing or of the wrong type. */
export interface SupplierFields {
  name?: unknown;
  contactPerson?: unknown;
  phone?: unknown;
  email?: unknown;
  address?: unknown;
  notes?: unknown;
  bin?: unknown;
  isActive?: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * `recordedPhone`: the supplier's phone as recorded, kept as it is (a number saved before the
 * Bangladeshi phone rule does not block the next change); any other phone must pass
 * checkBangladeshPhone and is kept normalised, as a customer's.
 */
function validated(fields: SupplierFields, recordedPhone?: string): SupplierProfile & { isActive: boolean } {
  const errors: Record<string, string> = {};
  const required = (field: 'name' | 'contactPerson' | 'phone' | 'address', label: string) => {
    const value = fields[field];
    if (isBlank(value) || typeof value !== 'string') errors[field] = `${label} is required.`;
    else if (value.trim().length > SUPPLIER_LIMITS[field]) errors[field] = `${label} must be at most ${SUPPLIER_LIMITS[field]} characters`;
    return text(value);
  };
  const name = required('name', 'Name');
  const contactPerson = required('contactPerson', 'Contact Person');
  let phone = required('phone', 'Phone');
  if (!errors.phone && phone !== recordedPhone) {
    const checked = checkBangladeshPhone(phone);
    if (checked.ok) phone = checked.phone;
    else errors.phone = checked.message;
  }
  const email = text(fields.email);
  if (typeof fields.email !== 'string' || !EMAIL.test(email)) errors.email = 'Valid email is required.';
  else if (email.length > SUPPLIER_LIMITS.email) errors.email = `Email must be at most ${SUPPLIER_LIMITS.email} characters`;
  const address = required('address', 'Address');
  if (fields.notes !== undefined && fields.notes !== null && typeof fields.notes !== 'string') errors.notes = 'Notes must be text';
  const notes = text(fields.notes);
  if (notes.length > SUPPLIER_LIMITS.notes) errors.notes = `Notes must be at most ${SUPPLIER_LIMITS.notes} characters`;
  const bin = checkedBin(fields.bin, errors);
  if (fields.isActive !== undefined && typeof fields.isActive !== 'boolean') errors.isActive = 'isActive must be true or false';
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  return { name, contactPerson, phone, email, address, notes, bin, isActive: fields.isActive === undefined ? true : (fields.isActive as boolean) };
}

/** The fields an update ends with: what it names, the rest as they are (the list's toggle sends isActive alone). */
export function supplierFieldsAfterUpdate(current: SupplierState, fields: SupplierFields): SupplierFields {
  const kept = (value: unknown, currentValue: unknown) => (value === undefined ? currentValue : value);
  return {
    name: kept(fields.name, current.name),
    contactPerson: kept(fields.contactPerson, current.contactPerson),
    phone: kept(fields.phone, current.phone),
    email: kept(fields.email, current.email),
    address: kept(fields.address, current.address),
    notes: kept(fields.notes, current.notes),
    bin: kept(fields.bin, current.bin),
    isActive: kept(fields.isActive, current.isActive),
  };
}

const takenMessage = (name: string) => `A supplier named "${name}" already exists`;

export function requireActiveSupplier(state: SupplierState): SupplierState {
  if (state.status !== 'active') throw notFound('Supplier not found');
  return state;
}

/** A new supplier is active unless the request says otherwise (spec §3: isActive default true on add). */
export function createSupplier(command: SupplierFields & { supplierId: string }, given: { supplier: SupplierState; name: UniqueValueState }): StreamEvents[] {
  const { isActive, ...profile } = validated(command);
  if (given.supplier.status !== 'absent') throw conflict('Supplier already exists');
  return [
    { stream: supplierStream(command.supplierId), events: [{ type: 'SupplierCreated', data: { supplierId: command.supplierId, ...profile, isActive } }] },
    ...claimUniqueValue(SUPPLIER_NAME_SCOPE, profile.name, command.supplierId, given.name, takenMessage(profile.name)),
  ];
}

/**
 * Fields left out keep their values. A changed profile is SupplierUpdated; a changed isActive is
 * SupplierActivated or SupplierDeactivated; a request that changes nothing appends nothing.
 */
export function updateSupplier(command: SupplierFields & { supplierId: string }, given: { supplier: SupplierState; name: UniqueValueState }): StreamEvents[] {
  const current = requireActiveSupplier(given.supplier);
  const { isActive, ...profile } = validated(supplierFieldsAfterUpdate(current, command), current.phone);
  const supplierId = current.supplierId;
  const events: SupplierEvent[] = [];
  const profileChanged = JSON.stringify(profile) !== JSON.stringify(profileOf(current));
  if (profileChanged) events.push({ type: 'SupplierUpdated', data: { supplierId, ...profile } });
  if (isActive !== current.isActive) events.push({ type: isActive ? 'SupplierActivated' : 'SupplierDeactivated', data: { supplierId } });
  if (events.length === 0) return [];
  const renamed = profile.name.toLowerCase() !== current.name.toLowerCase();
  return [
    { stream: supplierStream(supplierId), events },
    ...(renamed
      ? [...claimUniqueValue(SUPPLIER_NAME_SCOPE, profile.name, supplierId, given.name, takenMessage(profile.name)), releaseUniqueValue(SUPPLIER_NAME_SCOPE, current.name, supplierId)]
      : []),
  ];
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Refused once a purchase or a bill has named the supplier (its stream says so), and, for
 * histories from before that was recorded, while the read models (caught up with the log) count
 * purchases (not deleted) or payables not fully paid of it: `purchaseCount`, `openPayableCount`.
 */
export function deleteSupplier(
  command: { supplierId: string; purchaseCount: number; openPayableCount: number },
  given: { supplier: SupplierState },
): StreamEvents[] {
  const current = requireActiveSupplier(given.supplier);
  const held = [
    ...(command.purchaseCount > 0 ? [counted(command.purchaseCount, 'purchase', 'purchases')] : []),
    ...(command.openPayableCount > 0 ? [counted(command.openPayableCount, 'open payable', 'open payables')] : []),
  ];
  if (held.length > 0) {
    throw ruleViolation(`Supplier "${current.name}" cannot be deleted: it has ${held.join(' and ')}. Mark it inactive instead.`);
  }
  if (current.used) {
    throw ruleViolation(`Supplier "${current.name}" cannot be deleted: purchases or bills from it are on record (deleted or paid ones too). Mark it inactive instead.`);
  }
  return [
    { stream: supplierStream(current.supplierId), events: [{ type: 'SupplierDeleted', data: { supplierId: current.supplierId } }] },
    releaseUniqueValue(SUPPLIER_NAME_SCOPE, current.name, current.supplierId),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const SUPPLIER_STREAM_KIND = streamKindOf(STREAM_NAMES.supplier, { initialState: initialSupplierState, evolve: evolveSupplier });
