import { validationError, type Refusal } from '../shared/errors';
import { formatTaka, MAX_AMOUNT } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import { BUSINESS_DATE_RANGE_MESSAGE, dateAfterTodayMessage, isWithinBusinessDates } from '../shared/business-dates';

/**
 * Checks every posting command shares: calendar dates, poisha amounts, accounts that exist and
 * are active. Each returns the message for one field (or null), so a command can gather all
 * its field errors and refuse once with every one of them.
 */
export type FieldErrors = Record<string, string>;
/** The codes of the field errors an API words differently (by field; see DomainError). */
export type FieldRefusals = Record<string, Refusal>;

/** A value the command did not give. */
export const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar written YYYY-MM-DD (2025-02-29 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date the command must give: a calendar day within the books' range (a due date, say). */
export function dateProblem(value: unknown, missing = 'Please select date'): string | null {
  if (isMissing(value)) return missing;
  if (!isCalendarDate(value)) return 'Please enter a valid date (YYYY-MM-DD)';
  return isWithinBusinessDates(value) ? null : BUSINESS_DATE_RANGE_MESSAGE;
}

/**
 * A document's date (a posting, a payment, a bill): as dateProblem, and not after `today`, the
 * business day of the command (businessDayOf its recorded time; unknown: not checked). `document`
 * names it in the message.
 */
export function documentDateProblem(value: unknown, today: string | undefined, document: string, missing = 'Please select date'): string | null {
  const problem = dateProblem(value, missing);
  if (problem) return problem;
  return today !== undefined && (value as string) > today ? dateAfterTodayMessage(document, value as string, today) : null;
}

/** An amount of poisha that must be above zero. */
export function amountProblem(value: unknown): string | null {
  if (isMissingAmount(value)) return 'Please enter amount';
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'Amount must be a whole number of poisha';
  if (value > MAX_AMOUNT) return `Amount is too large (at most ${formatTaka(MAX_AMOUNT)})`;
  return value > 0 ? null : 'Amount must be greater than zero';
}

const isMissingAmount = (value: unknown) => value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));

/** The code of amountProblem's refusal, when it has one: `amount_required`, `amount_not_positive`. */
export function amountRefusal(value: unknown): Refusal | undefined {
  if (isMissingAmount(value)) return { code: 'amount_required' };
  return typeof value === 'number' && Number.isSafeInteger(value) && value <= 0 ? { code: 'amount_not_positive' } : undefined;
}

export const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function textProblem(value: string, missing: string | null, maxLength: number, label: string): string | null {
  if (!value) return missing;
  return value.length > maxLength ? `${label} must be at most ${maxLength} characters` : null;
}

/** The account the command names, when it exists, is not deleted and is active. */
export function accountProblem(accounts: Readonly<Record<string, GlAccountState>>, accountId: unknown, missing: string): string | null {
  if (typeof accountId !== 'string' || !accountId.trim()) return missing;
  const account = Object.hasOwn(accounts, accountId) ? accounts[accountId] : undefined;
  if (!account || account.status !== 'active') return 'Account not found';
  return account.isActive ? null : `Account ${account.code} ${account.name} is inactive`;
}

/** Refuses with every field error at once; the message is the first. */
export function refuseFieldErrors(errors: FieldErrors, refusals: FieldRefusals = {}): void {
  const messages = Object.values(errors);
  const coded = Object.fromEntries(Object.entries(refusals).filter(([field]) => Object.hasOwn(errors, field)));
  if (messages.length) throw validationError(messages[0], errors, coded);
}

/** A short human reference from an id: `TRF-1A2B3C4D` (references label entries; they need not be unique). */
export function shortReference(prefix: string, id: string): string {
  return `${prefix}-${id.replace(/[^A-Za-z0-9]/g, '').slice(-8).toUpperCase()}`;
}
