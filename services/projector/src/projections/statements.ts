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

import type { SqlType } from './row-batch';

const PLAIN_ELEMENT = /^[0-9A-Za-z:.+-]+$/;

function quoted(text: string): string {
  return text.includes('"') || text.includes('\\') ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/**
 * A PostgreSQL array literal ('{a,b,NULL}') for a column of `type`, built directly: much cheaper
 * than node-postgres' generic per-element conversion for the thousands of values of a batch.
 * Numbers and well-formed uuids, dates and timestamps go bare; text and JSON are quoted.
 */
export function pgArray(values: readonly unknown[], type: SqlType): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (value === null || value === undefined) {
      parts[i] = 'NULL';
      continue;
    }
    switch (type) {
      case 'int':
      case 'bigint':
        parts[i] = typeof value === 'number' || typeof value === 'bigint' ? String(value) : quoted(String(value));
        break;
      case 'boolean':
        parts[i] = value ? 't' : 'f';
        break;
      case 'jsonb':
        parts[i] = quoted(JSON.stringify(value));
        break;
      case 'text':
        parts[i] = quoted(String(value));
        break;
      default: {
        const text = String(value);
        parts[i] = PLAIN_ELEMENT.test(text) ? text : quoted(text);
      }
    }
  }
  return `{${parts.join(',')}}`;
}
