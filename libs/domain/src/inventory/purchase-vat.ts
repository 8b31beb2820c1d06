import { refusalOf } from '../shared/errors';
import { formatTaka, type Poisha } from '../shared/money';
import { dateProblem, isMissing, textProblem, trimmedText, type FieldErrors, type FieldRefusals } from '../ledger/posting-validation';
import { isVatRate, vatOf } from '../vat/vat-amounts';
import type { VatSettings } from '../vat/vat-rates';

/**
 * The VAT of a purchase as the supplier charged it (issue 24 item 3, DESIGN §10). The purchase
 * records the supplier's Mushak-6.3 (number and date) and, per line, the rate and the VAT for the
 * line's whole quantity as the 6.3 shows it (`purchasePrice` stays the unit price before VAT).
 * Under Standard with the 6.3 recorded the VAT is input credit (Dr VAT Input Credit); without a
 * 6.3, or under Trade, it is part of the line's cost (and so of the average cost). A business not
 * registered on the purchase date records no VAT: VAT fields are refused, not ignored, so no VAT
 * the supplier charged disappears silently from the books.
 */
export interface PurchaseVatFields {
  /** The supplier's Mushak-6.3 number (text, at most 40). */
  supplierMushakNumber?: string | null;
  /** The supplier's Mushak-6.3 date: not after the purchase date. */
  supplierMushakDate?: string | null;
}

export interface PurchaseItemVatInput {
  /** Hundredths of a percent: 0, 500, 750, 1000 or 1500; none: the line bears no VAT. */
  vatRateHundredths?: number | null;
  /** The VAT of the whole line, poisha; none with a rate: the rate on the line's value. */
  vat?: Poisha | null;
}

/** What a line's VAT came to: its rate (null: none or exempt), its VAT and whether it is input credit. */
export interface PurchaseLineVat {
  vatRateHundredths: number | null;
  vat: Poisha;
  inputVatCredited: boolean;
}

export interface PurchaseVat {
  supplierMushakNumber: string;
  supplierMushakDate: string | null;
  lines: PurchaseLineVat[];
  /** The lines' VAT: part of the gross total the supplier is owed. */
  vatTotal: Poisha;
  /** The part debited to VAT Input Credit (Standard with a 6.3); the rest is in the lines' cost. */
  inputVatCredit: Poisha;
}

/** How far a line's VAT may exceed the rate on its value: the supplier's rounding. */
export const PURCHASE_VAT_ROUNDING_SLACK: Poisha = 100;
export const MUSHAK_NUMBER_LIMIT = 40;

/** The lines' VAT fields, given (anything may be missing or wrong), with each line's value when its quantity and price are valid. */
export interface PurchaseVatGiven {
  fields: PurchaseVatFields;
  items: readonly (PurchaseItemVatInput | undefined)[];
  lineValues: readonly (Poisha | null)[];
  purchaseDate: string;
  /** The purchase date was valid (else no VAT check is made: the date's error is enough). */
  dateValid: boolean;
  today: string | undefined;
  settings: VatSettings;
}

const given = (value: unknown) => !isMissing(value);

/**
 * The purchase's VAT, checked (errors added to `errors`): null when the business is not registered
 * on the purchase date (and then any VAT field is refused: "The business is not registered for VAT on …").
 */
export function validatedPurchaseVat(input: PurchaseVatGiven, errors: FieldErrors, refusals: FieldRefusals): PurchaseVat | null {
  if (!input.dateValid) return null;
  const { fields, items, purchaseDate, settings } = input;
  if (!settings.registered) {
    refuseUnregisteredVat(input, errors, refusals);
    return null;
  }
  const header = validatedMushak(fields, purchaseDate, input.today, errors, refusals);
  const creditable = settings.scheme === 'Standard' && header.number !== '' && header.date !== null;
  const lines = items.map((item, index) => validatedLineVat(item, input.lineValues[index] ?? null, `items.${index}`, creditable, errors, refusals));
  const vatTotal = lines.reduce((sum, line) => sum + line.vat, 0);
  const inputVatCredit = lines.reduce((sum, line) => sum + (line.inputVatCredited ? line.vat : 0), 0);
  return { supplierMushakNumber: header.number, supplierMushakDate: header.date, lines, vatTotal, inputVatCredit };
}

function refuseUnregisteredVat(input: PurchaseVatGiven, errors: FieldErrors, refusals: FieldRefusals): void {
  const message = `The business is not registered for VAT on ${input.purchaseDate}: a purchase records no VAT (register in Settings → VAT first)`;
  const refuse = (field: string) => {
    errors[field] = message;
    refusals[field] = refusalOf('vat_not_registered', { date: input.purchaseDate });
  };
  if (given(input.fields.supplierMushakNumber)) refuse('supplierMushakNumber');
  if (given(input.fields.supplierMushakDate)) refuse('supplierMushakDate');
  input.items.forEach((item, index) => {
    if (given(item?.vatRateHundredths)) refuse(`items.${index}.vatRate`);
    if (given(item?.vat)) refuse(`items.${index}.vat`);
  });
}

/** The 6.3's number and date: both or neither; its date a business date, not after the purchase nor today. */
function validatedMushak(fields: PurchaseVatFields, purchaseDate: string, today: string | undefined, errors: FieldErrors, refusals: FieldRefusals): { number: string; date: string | null } {
  const number = trimmedText(fields.supplierMushakNumber);
  const numberError = typeof fields.supplierMushakNumber === 'string' || isMissing(fields.supplierMushakNumber)
    ? textProblem(number, null, MUSHAK_NUMBER_LIMIT, 'The supplier’s Mushak-6.3 number')
    : 'The supplier’s Mushak-6.3 number must be text';
  if (numberError) errors.supplierMushakNumber = numberError;
  const rawDate = fields.supplierMushakDate;
  let date: string | null = null;
  if (given(rawDate)) {
    const problem = dateProblem(rawDate);
    if (problem) errors.supplierMushakDate = problem;
    else if ((rawDate as string) > purchaseDate) {
      errors.supplierMushakDate = `The supplier’s Mushak-6.3 date ${rawDate} is after the purchase date ${purchaseDate}`;
      refusals.supplierMushakDate = refusalOf('mushak_date_after_purchase', { mushakDate: rawDate as string, purchaseDate });
    } else if (today !== undefined && (rawDate as string) > today) errors.supplierMushakDate = `The supplier’s Mushak-6.3 date ${rawDate} is in the future`;
    else date = rawDate as string;
  }
  if (!numberError && !errors.supplierMushakDate && (number === '') !== (date === null)) {
    const field = number === '' ? 'supplierMushakNumber' : 'supplierMushakDate';
    errors[field] = 'Enter both the number and the date of the supplier’s Mushak-6.3, or neither';
    refusals[field] = refusalOf('mushak_incomplete');
  }
  return { number, date };
}

/** A line's rate and VAT: a rate from the list; a VAT amount needs a rate, is not negative and at most the rate on the line's value plus 1 taka. */
function validatedLineVat(item: PurchaseItemVatInput | undefined, lineValue: Poisha | null, path: string, creditable: boolean, errors: FieldErrors, refusals: FieldRefusals): PurchaseLineVat {
  const rateGiven = given(item?.vatRateHundredths);
  const rate = rateGiven ? (item!.vatRateHundredths as number) : null;
  if (rateGiven && !isVatRate(rate)) errors[`${path}.vatRate`] = 'The VAT rate must be one of 0, 5, 7.5, 10, 15 percent';
  const vatGiven = given(item?.vat);
  const amount = item?.vat as number;
  const none: PurchaseLineVat = { vatRateHundredths: isVatRate(rate) ? rate : null, vat: 0, inputVatCredited: false };
  if (vatGiven && (typeof amount !== 'number' || !Number.isSafeInteger(amount))) {
    errors[`${path}.vat`] = 'The VAT must be an amount in poisha';
    return none;
  }
  if (vatGiven && amount < 0) {
    errors[`${path}.vat`] = 'The VAT cannot be negative';
    refusals[`${path}.vat`] = refusalOf('vat_negative');
    return none;
  }
  if (vatGiven && amount > 0 && !rateGiven) {
    errors[`${path}.vat`] = 'Enter the VAT rate the supplier charged this VAT at';
    refusals[`${path}.vat`] = refusalOf('vat_without_rate');
    return none;
  }
  if (!isVatRate(rate) || lineValue === null) return none;
  const expected = vatOf(lineValue, rate, false);
  const vat = vatGiven ? amount : expected;
  const most = expected + (rate > 0 ? PURCHASE_VAT_ROUNDING_SLACK : 0);
  if (vat > most) {
    errors[`${path}.vat`] = `The VAT ${formatTaka(vat)} is more than ${rate / 100}% of the line’s ${formatTaka(lineValue)} gives (${formatTaka(expected)}, at most ${formatTaka(most)} with rounding)`;
    refusals[`${path}.vat`] = refusalOf('vat_above_rate', { vat: formatTaka(vat), most: formatTaka(most) });
    return none;
  }
  return { vatRateHundredths: rate, vat, inputVatCredited: creditable && vat > 0 };
}

/** Whether a purchase (its details or state) bears VAT, for the submitted-month rule. Old events: none. */
export const purchaseBearsVat = (details: { vatTotal?: Poisha }): boolean => (details.vatTotal ?? 0) > 0;
