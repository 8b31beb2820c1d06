import { UnprocessableEntityException } from '@nestjs/common';
import { formatTaka, parseTaka, toTaka, type Poisha } from '@dealer/domain';

/**
 * The largest figure the API shows: 15 significant digits (৳99,99,99,99,99,999.99), which a JSON
 * number carries exactly with its 2 decimals. Beyond it a figure is refused, never rounded.
 */
export const MAX_EXACT_POISHA = 999_999_999_999_999n;

export const figureTooLarge = () =>
  new UnprocessableEntityException({
    success: false,
    message: `A total here is larger than ${formatTaka(Number(MAX_EXACT_POISHA))} and cannot be shown exactly`,
  });

/**
 * Poisha from a read-model column or a SQL sum, exactly: pg returns bigint and numeric as text
 * (a sum of bigint is numeric), which `Number()` would round past 2^53. Refuses a figure the API
 * cannot show exactly.
 */
export function poishaFromColumn(value: string | number | bigint | null | undefined): Poisha {
  if (value === null || value === undefined) return 0;
  let exact: bigint;
  if (typeof value === 'bigint') exact = value;
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw figureTooLarge();
    exact = BigInt(value);
  } else {
    // A sum of integers has no fraction (numeric scale 0), or only zeros.
    const match = /^(-?\d+)(?:\.0*)?$/.exec(value.trim());
    if (!match) throw new Error(`not a whole number of poisha: ${value}`);
    exact = BigInt(match[1]);
  }
  if (exact > MAX_EXACT_POISHA || exact < -MAX_EXACT_POISHA) throw figureTooLarge();
  return Number(exact);
}

/** Adds poisha columns (bigint or numeric text) exactly. */
export const sumOfColumns = (values: readonly (string | number | bigint | null | undefined)[]): bigint =>
  values.reduce<bigint>((total, value) => total + BigInt(typeof value === 'string' ? value.replace(/\.0*$/, '') : value ?? 0), 0n);

/** Read models keep bigint poisha (pg returns them as text); the API speaks decimal taka. */
export const takaFromColumn = (value: string | number | bigint | null | undefined): number => toTaka(poishaFromColumn(value));

/** A figure computed in poisha (a statement's total) as taka, exactly or refused. */
export const takaOf = (poisha: Poisha): number => takaFromColumn(poisha);

export const poishaFromTaka = (value: number): Poisha => parseTaka(value);
