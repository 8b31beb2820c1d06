import type { Knex } from 'knex';
import {
  BOOKINGS_TABLE,
  CUSTOMERS_TABLE,
  GL_ACCOUNTS_TABLE,
  INVOICES_TABLE,
  JOURNAL_ENTRIES_TABLE,
  MOTORCYCLES_TABLE,
  PAYMENT_METHODS_TABLE,
  PRODUCTS_TABLE,
  PURCHASES_TABLE,
  READ_MODELS_SCHEMA,
  SUPPLIERS_TABLE,
  USERS_TABLE,
} from '@dealer/read-models';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** More references than this on one page of history are left as they are (no page carries that many). */
const MOST_REFERENCES = 500;

/** What each kind of record is called where a person reads it: a name, a document number, an account's code and name. */
const LABELS: { table: string; label: string }[] = [
  { table: USERS_TABLE, label: "coalesce(name, email, '')" },
  { table: CUSTOMERS_TABLE, label: 'name' },
  { table: SUPPLIERS_TABLE, label: 'name' },
  { table: PRODUCTS_TABLE, label: "trim(name || ' ' || coalesce(model, ''))" },
  { table: MOTORCYCLES_TABLE, label: "'Chassis ' || chassis_no" },
  { table: GL_ACCOUNTS_TABLE, label: "trim(coalesce(code, '') || ' ' || name)" },
  { table: PAYMENT_METHODS_TABLE, label: 'name' },
  { table: INVOICES_TABLE, label: "'INV-' || lpad(invoice_number::text, 6, '0')" },
  { table: PURCHASES_TABLE, label: "'PUR-' || lpad(purchase_number::text, 6, '0')" },
  { table: BOOKINGS_TABLE, label: "'BK-' || lpad(booking_number::text, 6, '0')" },
  { table: JOURNAL_ENTRIES_TABLE, label: "'JE-' || lpad(entry_number::text, 6, '0')" },
];

/** Every id-shaped text in a value (nested objects and lists included). */
function collectIds(value: unknown, into: Set<string>): void {
  if (into.size >= MOST_REFERENCES) return;
  if (typeof value === 'string') {
    if (UUID.test(value)) into.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectIds(item, into);
  }
}

/**
 * What the ids in a piece of history stand for, so a storekeeper reads "Rahim Uddin", "INV-000012" or
 * "1101 Cash" instead of a UUID: one query over the read models of the things events refer to. An id
 * none of them knows (a deleted draft, a record not projected yet) keeps no label.
 */
export async function referenceLabels(database: Knex, values: unknown[]): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const value of values) collectIds(value, ids);
  if (ids.size === 0) return {};
  const list = [...ids];
  const union = LABELS.map(
    ({ table, label }) => `SELECT id::text AS id, ${label} AS label FROM ${READ_MODELS_SCHEMA}.${table} WHERE id = ANY(?::uuid[])`,
  ).join(' UNION ALL ');
  const { rows } = (await database.raw(union, LABELS.map(() => `{${list.join(',')}}`))) as { rows: { id: string; label: string | null }[] };
  const labels: Record<string, string> = {};
  for (const row of rows) if (row.label && !labels[row.id]) labels[row.id] = row.label;
  return labels;
}
