import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { BUSINESS_DATE_RANGE_MESSAGE, dateAfterTodayMessage, formatTaka, hasAtMostTwoDecimals, isCalendarDate, isWithinBusinessDates, MAX_AMOUNT } from '@dealer/domain';
import { dhakaDate } from './dates';

/** The most one amount may be, in taka: the books' per-line maximum (MAX_AMOUNT, README "Amounts"). */
export const MAX_TAKA = MAX_AMOUNT / 100;

/**
 * Stands for a null amount: `@IsOptional()` lets null through unchecked, and a null amount in an
 * update means no amount, which no command can take.
 */
const NULL_AMOUNT = Symbol('null amount');

/** What is wrong with an amount, or null: missing, not a number, finer than a poisha, out of range. */
function takaProblem(value: unknown, message: string, minimum: number): string | null {
  if (value === undefined || value === NULL_AMOUNT) return message;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Amount must be a number';
  if (!hasAtMostTwoDecimals(value)) return 'Amount can have at most 2 decimal places';
  if (value < minimum) return minimum > 0 ? `${message} (above 0)` : message;
  if (value > MAX_TAKA) return `Amount is too large (at most ${formatTaka(MAX_AMOUNT)})`;
  return null;
}

/** Decimal taka with at most 2 decimals, from `minimum` (0 by default) to MAX_TAKA; `message` when missing. */
export function IsTaka(message: string, minimum = 0) {
  return applyDecorators(
    Transform(({ value }) => (value === null ? NULL_AMOUNT : value)),
    ValidateBy({
      name: 'isTaka',
      validator: {
        validate: (value: unknown) => takaProblem(value, message, minimum) === null,
        defaultMessage: (args?: ValidationArguments) => takaProblem(args?.value, message, minimum) ?? message,
      },
    }),
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO timestamp: date, time (seconds and fraction optional) and a zone (none: Bangladesh time). */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?$/;

/**
 * The calendar day in Bangladesh of an ISO timestamp, or undefined when it names no real moment:
 * `Date` would roll 2026-11-31T10:00:00Z into December, so each part is checked first.
 */
export function dhakaDayOfTimestamp(value: string): string | undefined {
  const match = TIMESTAMP.exec(value);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds = '00', zone, offsetHours = '00', offsetMinutes = '00'] = match;
  if (!isCalendarDate(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  if (Number(offsetHours) > 14 || Number(offsetMinutes) > 59) return undefined;
  if (!zone) return day;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : dhakaDate(moment);
}

/**
 * What is wrong with a books date, or null: not a calendar day (`message`), outside the books' range
 * (2000-01-01 to 2099-12-31), or, for a document (`document` names it), after today in Dhaka.
 */
function booksDateProblem(value: unknown, message: string, document?: string): string | null {
  if (!isCalendarDate(value)) return message;
  if (!isWithinBusinessDates(value)) return BUSINESS_DATE_RANGE_MESSAGE;
  if (document === undefined) return null;
  const today = dhakaDate();
  return value > today ? dateAfterTodayMessage(document, value, today) : null;
}

function booksDate(message: string, document?: string) {
  return applyDecorators(
    ValidateBy({
      name: document === undefined ? 'isBooksDate' : 'isDocumentDate',
      validator: {
        validate: (value: unknown) => booksDateProblem(value, message, document) === null,
        defaultMessage: (args?: ValidationArguments) => booksDateProblem(args?.value, message, document) ?? message,
      },
    }),
    Transform(({ value }) => (typeof value === 'string' && !DAY.test(value) ? dhakaDayOfTimestamp(value) ?? value : value)),
  );
}

/**
 * A books date: `YYYY-MM-DD` that is a real calendar day (2025-02-30 is not), or an ISO timestamp
 * of a real moment, taken as its calendar day in Bangladesh; within the books' range. For a date
 * that may lie ahead (a due date, an expiry, a next service) and for report filters.
 */
export function IsBooksDate(message: string) {
  return booksDate(message);
}

/**
 * A document's date (a posting, a payment, a purchase, a bill...): a books date, and not after today
 * in Dhaka, refused with the one message that names the document ('purchase': "The purchase date
 * … is in the future: a purchase is dated today (…) at the latest").
 */
export function IsDocumentDate(message: string, document: string) {
  return booksDate(message, document);
}

const missing = (args: ValidationArguments) => args.value === undefined || args.value === null || args.value === '';

/**
 * Decimal taka with at most 2 decimals: `required` when absent or not a number, `tooSmall` below
 * `minimum`. (applyDecorators runs them in the order listed: the number check first.)
 */
export function IsMoney(required: string, minimum: number, tooSmall: string) {
  return applyDecorators(
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: (args) => (missing(args) || typeof args.value !== 'number' ? required : 'Amounts have at most 2 decimals (poisha)') }),
    Min(minimum, { message: tooSmall }),
    Max(MAX_TAKA, { message: 'Amount is too large' }),
  );
}

/** Text that must be given: trimmed, `required` when empty, at most `max` characters. */
export function IsRequiredText(required: string, max: number, label: string, transform: (text: string) => string = (text) => text) {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? transform(value.trim()) : value)),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );
}

/** Optional text, trimmed, at most `max` characters. */
export function IsOptionalText(max: number, label: string, transform: (text: string) => string = (text) => text) {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? transform(value.trim()) : value)),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );
}

export const upperCase = (text: string) => text.toUpperCase();
