import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNumber, Matches, Max, Min } from 'class-validator';
import { dhakaDate } from './dates';

const MAX_TAKA = 1_000_000_000_000;

/** Decimal taka with at most 2 decimals, bounded; `minimum` 0 by default. */
export function IsTaka(message: string, minimum = 0) {
  return applyDecorators(
    Max(MAX_TAKA, { message: 'Amount is too large' }),
    Min(minimum, { message: minimum > 0 ? `${message} (above 0)` : message }),
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message }),
  );
}

/** A books date: `YYYY-MM-DD`, or an ISO timestamp taken as its calendar day in Bangladesh. */
export function IsBooksDate(message: string) {
  return applyDecorators(
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message }),
    Transform(({ value }) => {
      if (typeof value !== 'string' || /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
      const parsed = new Date(value);
      return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(parsed.getTime()) ? dhakaDate(parsed) : value;
    }),
  );
}
