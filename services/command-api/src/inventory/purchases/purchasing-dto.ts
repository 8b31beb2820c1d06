import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min, type ValidationArguments } from 'class-validator';

/** The largest amount the API takes (৳1,00,00,00,000.00 a unit is the domain's own bound). */
const MAX_TAKA = 1_000_000_000_000;

const missing = (args: ValidationArguments) => args.value === undefined || args.value === null || args.value === '';

/**
 * Decimal taka with at most 2 decimals: `required` when absent or not a number, `tooSmall` below
 * `minimum`. (Decorators run bottom-up: the number check first.)
 */
export function IsMoney(required: string, minimum: number, tooSmall: string) {
  return applyDecorators(
    Max(MAX_TAKA, { message: 'Amount is too large' }),
    Min(minimum, { message: tooSmall }),
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: (args) => (missing(args) || typeof args.value !== 'number' ? required : 'Amounts have at most 2 decimals (poisha)') }),
  );
}

/** Text that must be given: trimmed, `required` when empty, at most `max` characters. */
export function IsRequiredText(required: string, max: number, label: string, transform: (text: string) => string = (text) => text) {
  return applyDecorators(
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    IsNotEmpty({ message: required }),
    IsString({ message: required }),
    Transform(({ value }) => (typeof value === 'string' ? transform(value.trim()) : value)),
  );
}

/** Optional text, trimmed, at most `max` characters. */
export function IsOptionalText(max: number, label: string, transform: (text: string) => string = (text) => text) {
  return applyDecorators(
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    IsString({ message: `${label} must be text` }),
    Transform(({ value }) => (typeof value === 'string' ? transform(value.trim()) : value)),
  );
}

export const upperCase = (text: string) => text.toUpperCase();
