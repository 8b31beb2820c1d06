import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '../schema';
import { qualified } from '../sql-names';
import { takaOf } from '../exports/inventory-reports';
import type { VatRegister, VatRegisterLineRecord } from './tables';

/**
 * The VAT registers' rows as the API lists them and the export writes them (money in taka): the
 * row with its counterparty's BIN or NID (and a supplier's name and address) as the records hold
 * them, a purchase line's model from its product. In date and time order.
 */
const LINES = qualified(READ_MODELS_SCHEMA, 'vat_register_lines');
const CUSTOMERS = qualified(READ_MODELS_SCHEMA, 'customers');
const SUPPLIERS = qualified(READ_MODELS_SCHEMA, 'suppliers');
const PRODUCTS = qualified(READ_MODELS_SCHEMA, 'products');

export interface VatRegisterPeriod {
  startDate: string;
  endDate: string;
}

export type VatRegisterRecord = VatRegisterLineRecord & {
  party_name: string | null;
  party_address: string | null;
  party_bin: string | null;
  party_nid: string | null;
  model: string | null;
};

/** The order of a register: by date, time of issue, then as the events came. */
export const VAT_REGISTER_ORDER = ['l.date', 'l.issued_at', 'l.event_position', 'l.document_line', 'l.id'] as const;

/** The register's rows of the period (a knex query: page it, count it, order it). */
export function vatRegisterQuery(db: Knex, register: VatRegister, period: VatRegisterPeriod): Knex.QueryBuilder {
  return db
    .select(
      'l.*',
      db.raw(`CASE WHEN l.register = 'sales' THEN l.counterparty_name ELSE s.name END AS party_name`),
      db.raw(`CASE WHEN l.register = 'sales' THEN l.counterparty_address ELSE s.address END AS party_address`),
      db.raw(`CASE WHEN l.register = 'sales' THEN c.bin ELSE s.bin END AS party_bin`),
      db.raw(`CASE WHEN l.register = 'sales' THEN c.nid END AS party_nid`),
      db.raw(`coalesce(nullif(l.product_model, ''), p.model) AS model`),
    )
    .fromRaw(`${LINES} AS l LEFT JOIN ${CUSTOMERS} AS c ON l.register = 'sales' AND c.id = l.counterparty_id
      LEFT JOIN ${SUPPLIERS} AS s ON l.register = 'purchases' AND s.id = l.counterparty_id
      LEFT JOIN ${PRODUCTS} AS p ON p.id = l.product_id`)
    .where('l.register', register)
    .where('l.date', '>=', period.startDate)
    .where('l.date', '<=', period.endDate);
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** A register row as the API answers it and the export writes it. */
export function vatRegisterRowView(row: VatRegisterRecord) {
  const bin = row.party_bin?.trim() ?? '';
  return {
    _id: row.id,
    date: row.date,
    issuedAt: row.issued_at,
    documentId: row.document_id,
    documentKind: row.document_kind,
    documentNumber: row.document_number ?? '',
    documentDate: row.document_reference_date,
    reversal: row.reversal,
    counterparty: {
      _id: row.counterparty_id,
      name: row.party_name ?? '',
      address: row.party_address ?? '',
      bin: bin || null,
      nid: bin ? null : row.party_nid?.trim() || null,
    },
    product: { _id: row.product_id, name: row.product_name, model: row.model ?? '', chassisNo: row.chassis_numbers, engineNo: row.engine_numbers },
    quantity: Number(row.quantity),
    taxableValue: takaOf(row.taxable_value),
    supplementaryDuty: takaOf(row.supplementary_duty),
    vatRate: row.vat_rate_hundredths === null ? null : row.vat_rate_hundredths / 100,
    vat: takaOf(row.vat),
    inputVatCredited: row.input_vat_credited,
    stockBefore: { quantity: numberOrNull(row.quantity_before), value: row.value_before === null ? null : takaOf(row.value_before) },
    stockAfter: { quantity: numberOrNull(row.quantity_after), value: row.value_after === null ? null : takaOf(row.value_after) },
  };
}
export type VatRegisterRow = ReturnType<typeof vatRegisterRowView>;

/** How many rows the register holds for the period (an export's progress). */
export async function vatRegisterCount(db: Knex, register: VatRegister, period: VatRegisterPeriod): Promise<number> {
  const [{ count }] = await vatRegisterQuery(db, register, period).clearSelect().count({ count: '*' });
  return Number(count);
}

/** The register's rows of the period in order, a page at a time (keyset on the order's columns). */
export async function* vatRegisterPages(db: Knex, register: VatRegister, period: VatRegisterPeriod, pageSize = 5000): AsyncGenerator<VatRegisterRow[]> {
  let after: VatRegisterRecord | undefined;
  for (;;) {
    const query = vatRegisterQuery(db, register, period);
    if (after) {
      query.whereRaw('(l.date, l.issued_at, l.event_position, l.document_line, l.id) > (?::date, ?::timestamptz, ?::bigint, ?::int, ?::uuid)', [
        after.date,
        after.issued_at,
        after.event_position,
        after.document_line,
        after.id,
      ]);
    }
    const rows: VatRegisterRecord[] = await query.orderByRaw(VAT_REGISTER_ORDER.join(', ')).limit(pageSize);
    if (rows.length > 0) yield rows.map(vatRegisterRowView);
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

/**
 * A month's register figures (what the Mushak-9.1 return reads), poisha: sales by rate, exempt and
 * zero-rated sales, output VAT; purchases' value, input VAT and the part credited.
 */
export interface VatMonthFigures {
  salesByRate: { rateHundredths: number; taxableValue: bigint; vat: bigint }[];
  exemptValue: bigint;
  zeroRatedValue: bigint;
  outputVat: bigint;
  purchasesTaxableValue: bigint;
  inputVat: bigint;
  inputVatCredited: bigint;
}

export async function vatMonthFigures(db: Knex, period: VatRegisterPeriod): Promise<VatMonthFigures> {
  const { rows: sales } = (await db.raw(
    `SELECT vat_rate_hundredths AS rate, sum(taxable_value)::text AS taxable, sum(vat)::text AS vat
       FROM ${LINES} WHERE register = 'sales' AND date BETWEEN ?::date AND ?::date
      GROUP BY vat_rate_hundredths ORDER BY vat_rate_hundredths NULLS FIRST`,
    [period.startDate, period.endDate],
  )) as { rows: { rate: number | null; taxable: string; vat: string }[] };
  const { rows: purchases } = (await db.raw(
    `SELECT coalesce(sum(taxable_value), 0)::text AS taxable, coalesce(sum(vat), 0)::text AS vat,
            coalesce(sum(vat) FILTER (WHERE input_vat_credited), 0)::text AS credited
       FROM ${LINES} WHERE register = 'purchases' AND date BETWEEN ?::date AND ?::date`,
    [period.startDate, period.endDate],
  )) as { rows: { taxable: string; vat: string; credited: string }[] };
  const rated = sales.filter((row) => row.rate !== null && row.rate > 0);
  return {
    salesByRate: rated.map((row) => ({ rateHundredths: row.rate!, taxableValue: BigInt(row.taxable), vat: BigInt(row.vat) })),
    exemptValue: BigInt(sales.find((row) => row.rate === null)?.taxable ?? 0),
    zeroRatedValue: BigInt(sales.find((row) => row.rate === 0)?.taxable ?? 0),
    outputVat: sales.reduce((total, row) => total + BigInt(row.vat), 0n),
    purchasesTaxableValue: BigInt(purchases[0].taxable),
    inputVat: BigInt(purchases[0].vat),
    inputVatCredited: BigInt(purchases[0].credited),
  };
}
