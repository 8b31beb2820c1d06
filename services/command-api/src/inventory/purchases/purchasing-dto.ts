import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min, type ValidationArguments } from 'class-validator';

import { MAX_TAKA } from '../../platform/dto-decorators';

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
