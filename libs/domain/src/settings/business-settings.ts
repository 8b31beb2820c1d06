import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { validationError } from '../shared/errors';
import { checkBangladeshPhone } from '../shared/phone';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { paperFootersOf, reorderDefaultsOf, updatedPaperAndReorderSettings, type PaperFooters, type ReorderDefaults } from './paper-and-reorder-settings';

/**
 * The business profile printed on every document (invoice, delivery challan, booking receipt): the
 * business's name, address, phones, email, logo and BIN/VAT registration number, the footer text,
 * and the invoice terms in days that set an invoice's due date. One stream; every change appends
 * the whole profile as it now is, so a document printed later can be traced to the profile it had.
 */
export interface BusinessSettingsState {
  businessName: string;
  address: string;
  phones: string[];
  email: string;
  /** A small image as a data URL (`data:image/png;base64,…`), or ''. */
  logoDataUrl: string;
  /** Bangladesh Business Identification Number / VAT registration number, or ''. */
  binVatNumber: string;
  /** Days from an invoice's date to its due date (DESIGN §9 calendar days). */
  invoiceTermsDays: number;
  /** The invoice's footer (the other papers have their own in `paperFooters`). */
  footerText: string;
  /** Payments by Mobile Banking and Card methods must carry their transaction ID (on by default). */
  transactionIdRequired: boolean;
  /** Hundredths of a percent of the subtotal: a Sales user's invoice discounted above it waits for an approval (issue 23, item 11). */
  discountApprovalAboveHundredths: number;
  /** Per product type, the reorder level and quantity a product created without its own gets (issue 23, item 15). */
  reorderDefaults: ReorderDefaults;
  /** The footer of the delivery challan, the booking receipt and the money receipt (issue 23, item 19). */
  paperFooters: PaperFooters;
}

export type BusinessSettingsUpdated = DomainEvent<'BusinessSettingsUpdated', BusinessSettingsState>;
export type BusinessSettingsEvent = BusinessSettingsUpdated;

export const BUSINESS_SETTINGS_STREAM = STREAM_NAMES.businessSettings.name;
export const DEFAULT_INVOICE_TERMS_DAYS = 30;
/** 10%: a Sales user's bigger discount waits for an Administrator or Accountant. */
export const DEFAULT_DISCOUNT_APPROVAL_ABOVE_HUNDREDTHS = 1_000;

export const BUSINESS_SETTINGS_LIMITS = {
  businessName: 120,
  address: 500,
  phones: 5,
  phone: 30,
  email: 254,
  binVatNumber: 30,
  footerText: 500,
  minInvoiceTermsDays: 0,
  maxInvoiceTermsDays: 365,
  /** The logo's decoded size: it is stored in the event and sent with every printed document. */
  logoBytes: 150 * 1024,
} as const;

export const LOGO_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const initialBusinessSettingsState: BusinessSettingsState = {
  businessName: '',
  address: '',
  phones: [],
  email: '',
  logoDataUrl: '',
  binVatNumber: '',
  invoiceTermsDays: DEFAULT_INVOICE_TERMS_DAYS,
  footerText: '',
  transactionIdRequired: true,
  discountApprovalAboveHundredths: DEFAULT_DISCOUNT_APPROVAL_ABOVE_HUNDREDTHS,
  reorderDefaults: reorderDefaultsOf(undefined),
  paperFooters: paperFootersOf(undefined),
};

export function evolveBusinessSettings(state: BusinessSettingsState, event: BusinessSettingsEvent): BusinessSettingsState {
  switch (event.type) {
    case 'BusinessSettingsUpdated':
      return settingsOf(event.data);
    default:
      return state;
  }
}

const settingsOf = (settings: BusinessSettingsState): BusinessSettingsState => ({
  businessName: settings.businessName,
  address: settings.address,
  phones: [...settings.phones],
  email: settings.email,
  logoDataUrl: settings.logoDataUrl,
  binVatNumber: settings.binVatNumber,
  invoiceTermsDays: settings.invoiceTermsDays,
  footerText: settings.footerText,
  // Profiles saved before the setting existed keep it on, its default.
  transactionIdRequired: settings.transactionIdRequired ?? true,
  // Profiles saved before the limit existed carry none: the default applies.
  discountApprovalAboveHundredths: settings.discountApprovalAboveHundredths ?? DEFAULT_DISCOUNT_APPROVAL_ABOVE_HUNDREDTHS,
  // Profiles saved before these existed carry none: the defaults apply.
  reorderDefaults: reorderDefaultsOf(settings.reorderDefaults),
  paperFooters: paperFootersOf(settings.paperFooters),
});

/** The fields as a request gives them: anything may be missing or of the wrong type. */
export interface BusinessSettingsFields {
  businessName?: unknown;
  address?: unknown;
  phones?: unknown;
  email?: unknown;
  logoDataUrl?: unknown;
  binVatNumber?: unknown;
  invoiceTermsDays?: unknown;
  footerText?: unknown;
  transactionIdRequired?: unknown;
  /** A percentage (0–100, two decimals at most) in the request; hundredths of a percent in the state. */
  discountApprovalAbovePercent?: unknown;
  /** Per product type `{ reorderLevel?, reorderQuantity? }`; types and figures left out keep theirs. */
  reorderDefaults?: unknown;
  /** `{ deliveryChallan?, bookingReceipt?, moneyReceipt? }`; papers left out keep theirs. */
  paperFooters?: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BIN_VAT = /^[0-9A-Za-z][0-9A-Za-z -]*$/;
const LOGO = /^data:(image\/[a-z+]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The bytes a base64 payload decodes to. */
const base64Bytes = (payload: string) => Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);

const kilobytes = (bytes: number) => `${Number((bytes / 1024).toFixed(1))} KB`;

/** The profile's own fields (the reorder defaults and paper footers have their own checks: paper-and-reorder-settings.ts). */
type ProfileFields = Omit<BusinessSettingsFields, 'discountApprovalAbovePercent' | 'reorderDefaults' | 'paperFooters'>;

/**
 * The profile's phones, each a Bangladeshi mobile or landline number kept normalised
 * (checkBangladeshPhone, as customers' and suppliers'); a phone already recorded is kept as it is,
 * so a number saved before the rule does not block the next save. A problem goes in `errors.phones`.
 */
function checkedPhones(value: unknown, recordedPhones: readonly string[], errors: Record<string, string>): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.some((phone) => typeof phone !== 'string')) {
    errors.phones = 'Phones must be a list of phone numbers';
    return [];
  }
  const limits = BUSINESS_SETTINGS_LIMITS;
  const phones = (value as string[]).map((phone) => phone.trim()).filter((phone) => phone !== '');
  if (phones.length > limits.phones) errors.phones = `At most ${limits.phones} phone numbers`;
  else if (phones.some((phone) => phone.length > limits.phone)) errors.phones = `A phone is too long: at most ${limits.phone} characters`;
  if (errors.phones) return phones;
  return phones.map((phone) => {
    if (recordedPhones.includes(phone)) return phone;
    const checked = checkBangladeshPhone(phone);
    if (!checked.ok) errors.phones ??= `${phone}: ${checked.message}`;
    return checked.ok ? checked.phone : phone;
  });
}

function validated(fields: Required<ProfileFields> & { discountApprovalAboveHundredths: unknown }, recordedPhones: readonly string[] = []): Omit<BusinessSettingsState, 'reorderDefaults' | 'paperFooters'> {
  const errors: Record<string, string> = {};
  const limits = BUSINESS_SETTINGS_LIMITS;
  const bounded = (field: 'businessName' | 'address' | 'email' | 'binVatNumber' | 'footerText', label: string, required = false) => {
    const value = fields[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (required) errors[field] = `${label} is required.`;
      return '';
    }
    if (typeof value !== 'string') {
      errors[field] = `${label} must be text`;
      return '';
    }
    if (value.trim().length > limits[field]) errors[field] = `${label} must be at most ${limits[field]} characters`;
    return value.trim();
  };
  const businessName = bounded('businessName', 'Business name', true);
  const address = bounded('address', 'Address');
  const email = bounded('email', 'Email');
  if (email && !errors.email && !EMAIL.test(email)) errors.email = 'Please enter a valid email.';
  const binVatNumber = bounded('binVatNumber', 'BIN/VAT registration number');
  if (binVatNumber && !errors.binVatNumber && !BIN_VAT.test(binVatNumber)) errors.binVatNumber = 'BIN/VAT registration number may hold only letters, digits, spaces and dashes';
  const footerText = bounded('footerText', 'Footer text');

  const phones = checkedPhones(fields.phones, recordedPhones, errors);

  let logoDataUrl = '';
  if (typeof fields.logoDataUrl === 'string' && fields.logoDataUrl.trim() !== '') {
    logoDataUrl = fields.logoDataUrl.trim();
    const match = LOGO.exec(logoDataUrl);
    if (!match || !(LOGO_IMAGE_TYPES as readonly string[]).includes(match[1])) errors.logoDataUrl = 'Logo must be a PNG, JPEG, GIF or WebP image';
    else if (base64Bytes(match[2]) > limits.logoBytes) errors.logoDataUrl = `Logo must be at most ${kilobytes(limits.logoBytes)} (this one is ${kilobytes(base64Bytes(match[2]))})`;
  } else if (fields.logoDataUrl !== undefined && fields.logoDataUrl !== null && typeof fields.logoDataUrl !== 'string') {
    errors.logoDataUrl = 'Logo must be a PNG, JPEG, GIF or WebP image';
  }

  const terms = fields.invoiceTermsDays;
  if (typeof terms !== 'number' || !Number.isInteger(terms) || terms < limits.minInvoiceTermsDays || terms > limits.maxInvoiceTermsDays) {
    errors.invoiceTermsDays = `Invoice terms must be a whole number of days from ${limits.minInvoiceTermsDays} to ${limits.maxInvoiceTermsDays}`;
  }
  if (typeof fields.transactionIdRequired !== 'boolean') errors.transactionIdRequired = 'Transaction ID required must be true or false';
  const limit = fields.discountApprovalAboveHundredths;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > 10_000) {
    errors.discountApprovalAbovePercent = 'Discount needing approval above must be a percentage from 0 to 100';
  }
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  return {
    businessName,
    address,
    phones,
    email,
    logoDataUrl,
    binVatNumber,
    invoiceTermsDays: terms as number,
    footerText,
    transactionIdRequired: fields.transactionIdRequired as boolean,
    discountApprovalAboveHundredths: limit as number,
  };
}

/** A request's percentage as hundredths of a percent (anything else is left for the validation to refuse). */
const hundredthsOf = (percent: unknown): unknown => (typeof percent === 'number' ? Math.round(percent * 100) : percent === null ? Number.NaN : percent);

/**
 * Fields left out keep their values (a logo sent as '' or null removes it). An update that changes
 * nothing appends nothing.
 */
export function updateBusinessSettings(command: BusinessSettingsFields, state: BusinessSettingsState): StreamEvents[] {
  const kept = <Value>(value: unknown, current: Value) => (value === undefined ? current : value);
  const profile = validated({
    businessName: kept(command.businessName, state.businessName),
    address: kept(command.address, state.address),
    phones: kept(command.phones, state.phones),
    email: kept(command.email, state.email),
    logoDataUrl: kept(command.logoDataUrl, state.logoDataUrl),
    binVatNumber: kept(command.binVatNumber, state.binVatNumber),
    invoiceTermsDays: kept(command.invoiceTermsDays, state.invoiceTermsDays),
    footerText: kept(command.footerText, state.footerText),
    transactionIdRequired: kept(command.transactionIdRequired, state.transactionIdRequired ?? true),
    discountApprovalAboveHundredths: kept(hundredthsOf(command.discountApprovalAbovePercent), state.discountApprovalAboveHundredths ?? DEFAULT_DISCOUNT_APPROVAL_ABOVE_HUNDREDTHS),
  }, state.phones);
  const settings: BusinessSettingsState = { ...profile, ...updatedPaperAndReorderSettings(command, state) };
  if (JSON.stringify(settings) === JSON.stringify(settingsOf(state))) return [];
  return [{ stream: BUSINESS_SETTINGS_STREAM, events: [{ type: 'BusinessSettingsUpdated', data: settings }] }];
}

/** An invoice's due date: its date plus the invoice terms, in calendar days (dates as YYYY-MM-DD). */
export function invoiceDueDate(invoiceDate: string, settings: Pick<BusinessSettingsState, 'invoiceTermsDays'>): string {
  const date = new Date(`${invoiceDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + settings.invoiceTermsDays);
  return date.toISOString().slice(0, 10);
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const BUSINESS_SETTINGS_STREAM_KIND = streamKindOf(STREAM_NAMES.businessSettings, { initialState: initialBusinessSettingsState, evolve: evolveBusinessSettings });
