import type { SqlType } from '@dealer/read-models';

/** PostgreSQL type of a column, used to cast the unnest() arrays a batch is written with (declared with the tables). */
export type { SqlType } from '@dealer/read-models';

/**
 * Where a batch's statements go. Flushes only write: each statement is queued on the projector's
 * connection in order and runs inside the batch transaction; results are not read back. This
 * lets the projector queue a whole batch (through COMMIT) and fold the next one meanwhile.
 */
export interface StatementSink {
  execute(text: string, values?: unknown[]): void;
}

/** Collects statements; the projector sends them. */
export class StatementList implements StatementSink {
  readonly statements: [text: string, values: unknown[] | undefined][] = [];

  execute(text: string, values?: unknown[]): void {
    this.statements.push([text, values]);
  }
}

/**
 * `SELECT unnest($1::type[]) AS name, …, generate_series(1, cardinality($1)) AS ord`: one row per
 * array index, the arrays being parameters 1…n in `columns` order. Set-returning functions in the
 * select list run in lockstep, row by row (ProjectSet), where `unnest(a, b, …)` in FROM fills a
 * tuplestore with every row first. The text does not depend on the row count, so the projector's
 * connection keeps it prepared.
 */
export function unnestColumns(columns: readonly (readonly [name: string, type: SqlType])[]): string {
  const arrays = columns.map(([name, type], index) => `unnest($${index + 1}::${type}[]) AS "${name}"`);
  return `SELECT ${arrays.join(', ')}, generate_series(1, cardinality($1::${columns[0][1]}[])) AS ord`;
}

/**
 * An array parameter for a column of `type`, to be cast `$n::<type>[]` in the statement.
 *
 * Built in PostgreSQL's binary array format (a Buffer, which node-postgres sends as a binary
 * parameter): PostgreSQL then copies the elements instead of parsing text, which was a fifth of
 * its work in a replay. An array with a value the binary encoder does not recognise exactly (a
 * malformed uuid, a date that is not YYYY-MM-DD) goes as a text array literal instead, so
 * PostgreSQL parses and judges it as it would any other input.
 */
export function pgArray(values: readonly unknown[], type: SqlType): Buffer | string {
  return binaryArray(values, type) ?? arrayLiteral(values, type);
}

/** Element type oids (pg_type) of the column types. */
const ELEMENT_OID: Record<SqlType, number> = {
  uuid: 2950,
  text: 25,
  int: 23,
  bigint: 20,
  boolean: 16,
  timestamptz: 1184,
  date: 1082,
  jsonb: 3802,
};

/** Bytes per element of the fixed-size types; text and jsonb vary. */
const FIXED_SIZE: Partial<Record<SqlType, number>> = { uuid: 16, int: 4, bigint: 8, boolean: 1, date: 4, timestamptz: 8 };
/** PostgreSQL's epoch, 2000-01-01, in Unix milliseconds. */
const POSTGRES_EPOCH_MS = 946_684_800_000;
const DAY_MS = 86_400_000;
const TWO_TO_32 = 4_294_967_296;
const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;
const HEX = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit += 1) {
  HEX['0123456789abcdef'.charCodeAt(digit)] = digit;
  HEX['0123456789ABCDEF'.charCodeAt(digit)] = digit;
}
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The decimal number in text[start, start + count), or -1 if a character is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let number = 0;
  for (let i = start; i < start + count; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** Milliseconds since the Unix epoch of a real calendar date (years 1000–9999: Date.UTC maps 0–99 to 19xx). */
function dateMs(year: number, month: number, day: number): number | undefined {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > DAYS_IN_MONTH[month - 1] + (leap ? 1 : 0)) return undefined;
  return Date.UTC(year, month - 1, day);
}

/** Days since 2000-01-01 of 'YYYY-MM-DD'. */
function daysOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return undefined;
  const ms = dateMs(digitsAt(value, 0, 4), digitsAt(value, 5, 2), digitsAt(value, 8, 2));
  return ms === undefined ? undefined : (ms - POSTGRES_EPOCH_MS) / DAY_MS;
}

/** Microseconds since 2000-01-01T00:00:00Z of 'YYYY-MM-DDTHH:MM:SS[.ffffff](Z|±HH:MM)' or a Date. */
function microsecondsOf(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : (value.getTime() - POSTGRES_EPOCH_MS) * 1000;
  if (typeof value !== 'string' || value.length < 20 || value.charCodeAt(10) !== 84 /* T */) return undefined;
  if (value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58) return undefined;
  const day = daysOf(value.slice(0, 10));
  const [hour, minute, second] = [digitsAt(value, 11, 2), digitsAt(value, 14, 2), digitsAt(value, 17, 2)];
  if (day === undefined || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return undefined;
  let at = 19;
  let fraction = 0;
  if (value.charCodeAt(at) === 46 /* . */) {
    let digits = 0;
    for (at += 1; digits < 7 && value.charCodeAt(at) >= 48 && value.charCodeAt(at) <= 57; at += 1, digits += 1) {
      fraction = fraction * 10 + value.charCodeAt(at) - 48;
    }
    if (digits === 0 || digits > 6) return undefined;
    fraction *= 10 ** (6 - digits);
  }
  let offsetMinutes = 0;
  const zone = value.slice(at);
  if (zone !== 'Z') {
    const sign = zone[0] === '+' ? 1 : zone[0] === '-' ? -1 : 0;
    const [hours, minutes] = [digitsAt(zone, 1, 2), digitsAt(zone, 4, 2)];
    if (zone.length !== 6 || sign === 0 || zone[3] !== ':' || hours < 0 || hours > 15 || minutes < 0 || minutes > 59) return undefined;
    offsetMinutes = sign * (hours * 60 + minutes);
  }
  const seconds = day * 86_400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
  return seconds * 1_000_000 + fraction;
}

function writeInt64(array: Buffer, offset: number, value: number): void {
  const high = Math.floor(value / TWO_TO_32);
  array.writeInt32BE(high, offset);
  array.writeUInt32BE(value - high * TWO_TO_32, offset + 4);
}

function writeUuid(array: Buffer, offset: number, value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== 36) return false;
  let at = offset;
  for (let i = 0; i < 36; ) {
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (value.charCodeAt(i) !== 45) return false;
      i += 1;
      continue;
    }
    const high = HEX[value.charCodeAt(i)];
    const low = HEX[value.charCodeAt(i + 1)];
    if (!(high >= 0 && low >= 0)) return false;
    array[at] = (high << 4) | low;
    at += 1;
    i += 2;
  }
  return true;
}

/** Writes one fixed-size element at `offset`; false when the value is not exactly of `type`. */
function writeFixed(array: Buffer, offset: number, value: unknown, type: SqlType): boolean {
  switch (type) {
    case 'uuid':
      return writeUuid(array, offset, value);
    case 'int': {
      const number = typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number) || number < -2_147_483_648 || number > 2_147_483_647) return false;
      array.writeInt32BE(number, offset);
      return true;
    }
    case 'bigint': {
      if (typeof value === 'number') {
        if (!Number.isSafeInteger(value)) return false;
        writeInt64(array, offset, value);
        return true;
      }
      const number = typeof value === 'bigint' ? value : typeof value === 'string' && /^-?\d{1,19}$/.test(value) ? BigInt(value) : undefined;
      if (number === undefined || number < INT8_MIN || number > INT8_MAX) return false;
      array.writeBigInt64BE(number, offset);
      return true;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return false;
      array[offset] = value ? 1 : 0;
      return true;
    case 'date': {
      const days = daysOf(value);
      if (days === undefined) return false;
      array.writeInt32BE(days, offset);
      return true;
    }
    case 'timestamptz': {
      const microseconds = microsecondsOf(value);
      if (microseconds === undefined || !Number.isSafeInteger(microseconds)) return false;
      writeInt64(array, offset, microseconds);
      return true;
    }
    default:
      return false;
  }
}

/**
 * A one-dimensional array in PostgreSQL's binary format (what array_recv reads: header, then
 * per element its length, -1 for NULL, and its bytes), written straight into one buffer; or
 * undefined if an element is not exactly a value of `type`.
 */
function binaryArray(values: readonly unknown[], type: SqlType): Buffer | undefined {
  const count = values.length;
  const fixed = FIXED_SIZE[type];
  const texts: (string | undefined)[] | undefined = fixed === undefined ? new Array(count) : undefined;
  let nulls = 0;
  let dataBytes = 0;
  for (let i = 0; i < count; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) {
      nulls += 1;
    } else if (texts) {
      // jsonb's binary form is a version byte (1), then the JSON text.
      const text = type === 'jsonb' ? JSON.stringify(value) : typeof value === 'string' ? value : undefined;
      if (text === undefined) return undefined;
      texts[i] = text;
      dataBytes += Buffer.byteLength(text, 'utf8') + (type === 'jsonb' ? 1 : 0);
    }
  }
  if (fixed !== undefined) dataBytes = (count - nulls) * fixed;
  const header = count === 0 ? 12 : 20;
  const array = Buffer.allocUnsafe(header + count * 4 + dataBytes);
  array.writeInt32BE(count === 0 ? 0 : 1, 0); // dimensions
  array.writeInt32BE(nulls > 0 ? 1 : 0, 4);
  array.writeInt32BE(ELEMENT_OID[type], 8);
  if (count === 0) return array;
  array.writeInt32BE(count, 12);
  array.writeInt32BE(1, 16); // lower bound
  let offset = header;
  for (let i = 0; i < count; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) {
      array.writeInt32BE(-1, offset);
      offset += 4;
      continue;
    }
    let length: number;
    if (texts) {
      let start = offset + 4;
      if (type === 'jsonb') array[start++] = 1;
      length = start - offset - 4 + array.write(texts[i]!, start, 'utf8');
    } else {
      if (!writeFixed(array, offset + 4, value, type)) return undefined;
      length = fixed!;
    }
    array.writeInt32BE(length, offset);
    offset += 4 + length;
  }
  return array;
}

const PLAIN_ELEMENT = /^[0-9A-Za-z:.+-]+$/;

function quoted(text: string): string {
  return text.includes('"') || text.includes('\\') ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/** A PostgreSQL array literal ('{a,b,NULL}'): numbers and plain words bare, anything else quoted. */
function arrayLiteral(values: readonly unknown[], type: SqlType): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (type === 'jsonb') parts[i] = quoted(JSON.stringify(value));
    else if (type === 'boolean') parts[i] = value ? 't' : 'f';
    else {
      const text = value instanceof Date ? value.toISOString() : String(value);
      parts[i] = type !== 'text' && PLAIN_ELEMENT.test(text) ? text : quoted(text);
    }
  }
  return `{${parts.join(',')}}`;
}
