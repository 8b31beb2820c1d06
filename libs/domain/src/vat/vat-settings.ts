import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { BUSINESS_DATE_RANGE_MESSAGE, isWithinBusinessDates } from '../shared/business-dates';
import { VAT_RATES_HUNDREDTHS, isVatRate } from './vat-amounts';
import { DEFAULT_VAT_SETTINGS, VAT_RATE_TYPES, VAT_SCHEMES, type VatRateType, type VatScheme, type VatSettings } from './vat-rates';

export * from './vat-rates';

/**
 * Whether and how the business charges VAT (issue 24, DESIGN §10). Not registered (the default):
 * no VAT anywhere. Standard: each line at its product's rate (its own `vatRate`, else its type's),
 * input VAT creditable. Trade: every sale line at the trade rate, no input credit. Each change
 * applies to documents dated from its `effectiveFrom`; an issued document keeps the rates in its event.
 */
export interface VatSettingsVersion extends VatSettings {
  /** YYYY-MM-DD: documents dated on or after it use this version. */
  effectiveFrom: string;
}

export interface VatSettingsState {
  /** Oldest first; empty until the first change (not registered). */
  versions: VatSettingsVersion[];
}

export type VatSettingsChanged = DomainEvent<'VatSettingsChanged', VatSettingsVersion>;
export type VatSettingsEvent = VatSettingsChanged;

export const VAT_SETTINGS_STREAM = STREAM_NAMES.vatSettings.name;

export const initialVatSettingsState: VatSettingsState = { versions: [] };

export function evolveVatSettings(state: VatSettingsState, event: VatSettingsEvent): VatSettingsState {
  switch (event.type) {
    case 'VatSettingsChanged': {
      // A version dated back replaces those from its date on: the latest word on a date wins.
      const kept = state.versions.filter((version) => version.effectiveFrom < event.data.effectiveFrom);
      return { versions: [...kept, { ...event.data }] };
    }
    default:
      return state;
  }
}

/** The settings that apply to a document dated `date` (YYYY-MM-DD): the last version from on or before it, else not registered. */
export function vatSettingsOn(state: VatSettingsState, date: string): VatSettings {
  let applying: VatSettings = DEFAULT_VAT_SETTINGS;
  for (const version of state.versions) if (version.effectiveFrom <= date) applying = version;
  return applying;
}

/** The settings as they now stand (the last version), for the settings screen. */
export const currentVatSettings = (state: VatSettingsState): VatSettingsVersion | null => state.versions.at(-1) ?? null;

/** The request's fields (percentages in percent, as the API takes them); anything may be missing or wrong. */
export interface VatSettingsFields {
  registered?: unknown;
  scheme?: unknown;
  tradeRatePercent?: unknown;
  pricesIncludeVat?: unknown;
  ratesByType?: unknown;
  authorizedPerson?: unknown;
  effectiveFrom?: unknown;
}

const hundredths = (percent: unknown): number | undefined => (typeof percent === 'number' && Number.isFinite(percent) ? Math.round(percent * 100) : undefined);
const RATE_LIST = VAT_RATES_HUNDREDTHS.map((rate) => rate / 100).join(', ');
const TEXT_LIMIT = 120;

function checkedText(value: unknown, field: string, label: string, errors: Record<string, string>): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') errors[field] = `${label} must be text`;
  else if (value.trim().length > TEXT_LIMIT) errors[field] = `${label} must be at most ${TEXT_LIMIT} characters`;
  return typeof value === 'string' ? value.trim() : '';
}

function checkedRates(given: unknown, current: Record<VatRateType, number>, errors: Record<string, string>): Record<VatRateType, number> {
  const rates = { ...current };
  if (given === undefined) return rates;
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    errors.ratesByType = 'Rates by type must name each type’s rate';
    return rates;
  }
  for (const [type, percent] of Object.entries(given as Record<string, unknown>)) {
    if (!(VAT_RATE_TYPES as readonly string[]).includes(type)) errors[`ratesByType.${type}`] = `Unknown product type ${type}`;
    else if (!isVatRate(hundredths(percent))) errors[`ratesByType.${type}`] = `The VAT rate must be one of ${RATE_LIST} percent`;
    else rates[type as VatRateType] = hundredths(percent) as number;
  }
  return rates;
}

/**
 * Changes the VAT settings from `effectiveFrom` (default: `today`). Fields left out keep their
 * values; a change that alters nothing appends nothing. The date must be a business date.
 */
export function changeVatSettings(command: VatSettingsFields & { today: string }, state: VatSettingsState): StreamEvents[] {
  const errors: Record<string, string> = {};
  const current = currentVatSettings(state) ?? DEFAULT_VAT_SETTINGS;
  const kept = <Value>(value: unknown, fallback: Value): unknown => (value === undefined ? fallback : value);
  const registered = kept(command.registered, current.registered);
  if (typeof registered !== 'boolean') errors.registered = 'Registered must be true or false';
  const scheme = kept(command.scheme, current.scheme);
  if (!(VAT_SCHEMES as readonly unknown[]).includes(scheme)) errors.scheme = 'Scheme must be Standard or Trade';
  const tradeRate = command.tradeRatePercent === undefined ? current.tradeRateHundredths : hundredths(command.tradeRatePercent);
  if (!isVatRate(tradeRate) || tradeRate === 0) errors.tradeRatePercent = `The trade rate must be one of ${RATE_LIST.replace(/^0, /, '')} percent`;
  const pricesIncludeVat = kept(command.pricesIncludeVat, current.pricesIncludeVat);
  if (typeof pricesIncludeVat !== 'boolean') errors.pricesIncludeVat = 'Prices include VAT must be true or false';
  const ratesByTypeHundredths = checkedRates(command.ratesByType, current.ratesByTypeHundredths, errors);
  const person = command.authorizedPerson === undefined ? current.authorizedPerson : command.authorizedPerson;
  if (person === null || typeof person !== 'object') errors.authorizedPerson = 'The authorized person must have a name and a designation';
  const personFields = (person ?? {}) as Record<string, unknown>;
  const authorizedPerson = {
    name: checkedText(personFields.name, 'authorizedPerson.name', 'Authorized person’s name', errors),
    designation: checkedText(personFields.designation, 'authorizedPerson.designation', 'Authorized person’s designation', errors),
  };
  const effectiveFrom = command.effectiveFrom === undefined ? command.today : command.effectiveFrom;
  if (typeof effectiveFrom !== 'string' || !isWithinBusinessDates(effectiveFrom)) errors.effectiveFrom = `Effective from: ${BUSINESS_DATE_RANGE_MESSAGE}`;
  if (registered === true && !authorizedPerson.name) errors['authorizedPerson.name'] = 'A registered business names the person who signs its tax invoices';
  if (Object.keys(errors).length > 0) throw validationError('The VAT settings are not valid', errors);
  const version: VatSettingsVersion = {
    registered: registered as boolean,
    scheme: scheme as VatScheme,
    tradeRateHundredths: tradeRate as number,
    pricesIncludeVat: pricesIncludeVat as boolean,
    ratesByTypeHundredths,
    authorizedPerson,
    effectiveFrom: effectiveFrom as string,
  };
  const last = currentVatSettings(state);
  if (last && JSON.stringify(last) === JSON.stringify(version)) return [];
  return [{ stream: VAT_SETTINGS_STREAM, events: [{ type: 'VatSettingsChanged', data: version }] }];
}

/** Its stream's name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const VAT_SETTINGS_STREAM_KIND = streamKindOf(STREAM_NAMES.vatSettings, { initialState: initialVatSettingsState, evolve: evolveVatSettings });
