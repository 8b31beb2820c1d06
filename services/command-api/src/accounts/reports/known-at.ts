import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { dhakaDayOfTimestamp } from '../../platform/dto-decorators';

export const KNOWN_AT_FORMAT_MESSAGE = 'knownAt must be an ISO timestamp (YYYY-MM-DDTHH:mm, with a zone or in Bangladesh time)';
export const KNOWN_AT_TOO_EARLY_MESSAGE = 'knownAt cannot be before 2000-01-01';
export const KNOWN_AT_FUTURE_MESSAGE = 'knownAt cannot be in the future';

/** The books keep nothing recorded before 2000; a clock a little ahead of ours is forgiven by a minute. */
const EARLIEST_KNOWN_AT = Date.parse('2000-01-01T00:00:00+06:00');
const CLOCK_TOLERANCE_MS = 60_000;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/** The moment an ISO timestamp names (no zone: Bangladesh time), or undefined when it names no real moment. */
export function momentOfTimestamp(value: unknown): Date | undefined {
  if (typeof value !== 'string' || dhakaDayOfTimestamp(value) === undefined) return undefined;
  const moment = new Date(HAS_ZONE.test(value) ? value : `${value}+06:00`);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/** What is wrong with a `knownAt`, or null: not a real moment, before 2000, or in the future (beyond a minute). */
export function knownAtProblem(value: unknown, now = Date.now()): string | null {
  const moment = momentOfTimestamp(value);
  if (!moment) return KNOWN_AT_FORMAT_MESSAGE;
  if (moment.getTime() < EARLIEST_KNOWN_AT) return KNOWN_AT_TOO_EARLY_MESSAGE;
  if (moment.getTime() > now + CLOCK_TOLERANCE_MS) return KNOWN_AT_FUTURE_MESSAGE;
  return null;
}

/**
 * "As known at": an ISO timestamp of a real moment, from 2000 to now (a minute's grace), handed on
 * as UTC ISO text (`2026-07-15T04:00:00.000Z`) so the read models compare instants.
 */
export function IsKnownAt() {
  return applyDecorators(
    ValidateBy({
      name: 'isKnownAt',
      validator: {
        validate: (value: unknown) => knownAtProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) => knownAtProblem(args?.value) ?? KNOWN_AT_FORMAT_MESSAGE,
      },
    }),
    Transform(({ value }) => momentOfTimestamp(value)?.toISOString() ?? value),
  );
}
