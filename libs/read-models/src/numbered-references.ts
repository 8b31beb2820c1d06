/**
 * Records the projector numbers in log order (INV-000123, BK-000123), after their postings were
 * decided: a posting carries a provisional reference made of the record's id (the domain's
 * `shortReference`: 'INV-497A2E6F'), its reversal 'REV-' and that. These say, in SQL over a record
 * row `r`, what the provisional reference is and what replaces it in the books.
 */
export const NUMBERED_RECORDS = {
  invoice: { table: 'invoices', column: 'invoice_number', prefix: 'INV', stream: 'invoice-' },
  booking: { table: 'bookings', column: 'booking_number', prefix: 'BK', stream: 'booking-' },
} as const;
export type NumberedRecordKind = keyof typeof NUMBERED_RECORDS;

/** `e.reference` with record `r`'s provisional reference replaced by its number (six digits at least), and the condition that it holds one. */
export function numberedReferenceSql(kind: NumberedRecordKind): { reference: string; holdsProvisional: string } {
  const { column, prefix } = NUMBERED_RECORDS[kind];
  const provisional = `'${prefix}-' || upper(right(replace(r.id::text, '-', ''), 8))`;
  const number = `'${prefix}-' || lpad(r.${column}::text, greatest(6, length(r.${column}::text)), '0')`;
  return { reference: `replace(e.reference, ${provisional}, ${number})`, holdsProvisional: `r.${column} IS NOT NULL AND strpos(e.reference, ${provisional}) > 0` };
}
