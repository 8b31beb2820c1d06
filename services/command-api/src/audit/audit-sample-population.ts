import type { Knex } from 'knex';
import {
  INVOICE_PAYMENTS_TABLE,
  INVOICES_TABLE,
  JOURNAL_ENTRIES_TABLE,
  PAYABLE_PAYMENTS_TABLE,
  PAYABLES_TABLE,
  PURCHASES_TABLE,
  READ_MODELS_SCHEMA,
} from '@dealer/read-models';
import type { SamplePopulation } from './audit-sample.dto';

/** What a sampled item is. */
export type SampleItemKind = 'journal-entry' | 'invoice' | 'purchase' | 'invoice-payment' | 'payable-payment';

/**
 * One member of a population as its query lists it: the document, its date and amount (poisha,
 * bigint text), who recorded it and when, the document it belongs to (an invoice's or a payable's
 * payment), its journal entry and, for an entry, the stream that posted it.
 */
export interface PopulationRow {
  id: string;
  kind: SampleItemKind;
  document_number: string | null;
  date: string;
  amount: string;
  recorded_by: string | null;
  recorded_at: Date | null;
  parent_id: string | null;
  parent_number: string | null;
  journal_entry_id: string | null;
  source_kind: string | null;
  source_stream: string | null;
}

export interface SamplePeriod {
  startDate?: string;
  endDate?: string;
}

const table = (name: string) => `${READ_MODELS_SCHEMA}.${name}`;
const numbered = (prefix: string, column: string) => `case when ${column} is null then null else '${prefix}-' || lpad(${column}::text, 6, '0') end`;

/**
 * Each population's query, in its stable order (date, then document number or the time it was
 * recorded, then id: what never changes once recorded), with `?` for the period's bounds:
 * - journal-entries: every posted entry (a reversed one and its reversal included: both were posted), by total debit;
 * - invoices: every invoice not voided, by total (VAT included);
 * - purchases: every purchase not deleted, by total (other charges and VAT included);
 * - payments: every payment taken on an invoice (not refunded by a void) and every payment of a payable.
 */
const POPULATION_SQL: Record<SamplePopulation, (dateColumn: (column: string) => string) => string> = {
  'journal-entries': (period) => `
    select id::text, 'journal-entry' as kind, ${numbered('JE', 'entry_number')} as document_number, date::text as date, total_debit::text as amount,
           posted_by::text as recorded_by, posted_at as recorded_at, null as parent_id, null as parent_number, id::text as journal_entry_id,
           source_kind, source_stream
    from ${table(JOURNAL_ENTRIES_TABLE)} where status <> 'Draft' and ${period('date')}
    order by date, entry_number, id`,
  invoices: (period) => `
    select id::text, 'invoice' as kind, ${numbered('INV', 'invoice_number')} as document_number, invoice_date::text as date, total::text as amount,
           created_by::text as recorded_by, created_at as recorded_at, null as parent_id, null as parent_number, journal_entry_id::text,
           null as source_kind, null as source_stream
    from ${table(INVOICES_TABLE)} where voided_at is null and ${period('invoice_date')}
    order by invoice_date, invoice_number, id`,
  purchases: (period) => `
    select id::text, 'purchase' as kind, ${numbered('PUR', 'purchase_number')} as document_number, purchase_date::text as date, total::text as amount,
           created_by::text as recorded_by, created_at as recorded_at, null as parent_id, null as parent_number, journal_entry_id::text,
           null as source_kind, null as source_stream
    from ${table(PURCHASES_TABLE)} where deleted_at is null and ${period('purchase_date')}
    order by purchase_date, purchase_number, id`,
  payments: (period) => `
    select * from (
      select p.id::text, 'invoice-payment' as kind, ${numbered('MR', 'p.receipt_number')} as document_number, p.payment_date::text as date,
             p.amount::text as amount, p.created_by::text as recorded_by, p.created_at as recorded_at, p.invoice_id::text as parent_id,
             ${numbered('INV', 'i.invoice_number')} as parent_number, p.journal_entry_id::text, null as source_kind, null as source_stream
      from ${table(INVOICE_PAYMENTS_TABLE)} p join ${table(INVOICES_TABLE)} i on i.id = p.invoice_id
      where p.refunded_at is null and ${period('p.payment_date')}
      union all
      select pp.id::text, 'payable-payment', null, pp.payment_date::text, pp.amount::text, pp.created_by::text, pp.created_at,
             pp.payable_id::text, coalesce(nullif(b.bill_number, ''), ${numbered('PUR', 'pu.purchase_number')}), pp.journal_entry_id::text, null, null
      from ${table(PAYABLE_PAYMENTS_TABLE)} pp join ${table(PAYABLES_TABLE)} b on b.id = pp.payable_id
      left join ${table(PURCHASES_TABLE)} pu on pu.id = b.purchase_id
      where ${period('pp.payment_date')}
    ) payments
    order by date, recorded_at, id collate "C"`,
};

/** The population of the period, in its stable order. */
export async function populationRows(database: Knex, population: SamplePopulation, period: SamplePeriod): Promise<PopulationRow[]> {
  const bindings: string[] = [];
  const dateColumn = (column: string) => {
    const bounds: string[] = [];
    if (period.startDate) {
      bounds.push(`${column} >= ?::date`);
      bindings.push(period.startDate);
    }
    if (period.endDate) {
      bounds.push(`${column} <= ?::date`);
      bindings.push(period.endDate);
    }
    return bounds.length ? bounds.join(' and ') : 'true';
  };
  const sql = POPULATION_SQL[population](dateColumn);
  const { rows } = (await database.raw(sql, bindings)) as { rows: PopulationRow[] };
  return rows;
}
