import type { InvoiceIssued, InvoiceVoided } from '@dealer/domain';
import { CUSTOMER_SALES_TABLE, DAILY_SALES_TABLE, INVOICES_TABLE, PRODUCT_SALES_TABLE, type SalesGrain } from '@dealer/read-models';
import { qualified } from '../../sql';
import type { ProjectionBatch } from '../batch';
import type { Projection } from '../projection';
import { pgArray, type StatementSink } from '../statements';

declare module '../batch' {
  interface ProjectionBatch {
    dailySales: DailySalesBatch;
  }
}

interface DaySales {
  revenue: bigint;
  invoices: number;
  motorcycleUnits: bigint;
  otherUnits: bigint;
}

interface PeriodProductSales {
  grain: SalesGrain;
  periodStart: string;
  productId: string;
  productName: string;
  productType: string;
  quantity: bigint;
  revenue: bigint;
}

interface PeriodCustomerSales {
  grain: SalesGrain;
  periodStart: string;
  customerId: string;
  invoices: number;
  total: bigint;
}

/** The day, month and year a business day counts in, each by its first day. */
const periodsOf = (date: string): [SalesGrain, string][] => [
  ['day', date],
  ['month', `${date.slice(0, 8)}01`],
  ['year', `${date.slice(0, 5)}01-01`],
];

/** The same in SQL, for an invoice row `i`. */
const PERIODS_OF_INVOICE = `CROSS JOIN LATERAL (VALUES ('day', i.invoice_date), ('month', date_trunc('month', i.invoice_date)::date), ('year', date_trunc('year', i.invoice_date)::date)) AS g(grain, period_start)`;

/**
 * One batch's changes to the sales totals: what the invoices issued in it add to their day (and,
 * per product and customer, to their day, month and year), summed here, then added to the rows in
 * one upsert per table; and the invoices voided in it, whose amounts are taken back out in SQL
 * from their projected rows (the invoices flush first, in the same transaction, so an invoice
 * issued and voided in one batch is found too).
 */
export class DailySalesBatch {
  readonly days = new Map<string, DaySales>();
  readonly products = new Map<string, PeriodProductSales>();
  readonly customers = new Map<string, PeriodCustomerSales>();
  readonly voided: string[] = [];

  issued(data: InvoiceIssued['data']): void {
    const day = this.days.get(data.date) ?? { revenue: 0n, invoices: 0, motorcycleUnits: 0n, otherUnits: 0n };
    day.revenue += BigInt(data.total);
    day.invoices += 1;
    for (const item of data.items) {
      // As the dashboard counted units from the lines: a motorcycle's, or any other typed product's.
      if (item.productType === 'Motorcycle') day.motorcycleUnits += BigInt(item.quantity);
      else if (item.productType != null) day.otherUnits += BigInt(item.quantity);
      for (const [grain, periodStart] of periodsOf(data.date)) {
        const key = `${grain}/${periodStart}/${item.productId}`;
        const product = this.products.get(key) ?? { grain, periodStart, productId: item.productId, productName: '', productType: '', quantity: 0n, revenue: 0n };
        product.productName = item.productName;
        product.productType = item.productType;
        product.quantity += BigInt(item.quantity);
        product.revenue += BigInt(item.lineTotal);
        this.products.set(key, product);
      }
    }
    this.days.set(data.date, day);
    for (const [grain, periodStart] of periodsOf(data.date)) {
      const key = `${grain}/${periodStart}/${data.customerId}`;
      const customer = this.customers.get(key) ?? { grain, periodStart, customerId: data.customerId, invoices: 0, total: 0n };
      customer.invoices += 1;
      customer.total += BigInt(data.total);
      this.customers.set(key, customer);
    }
  }

  /** The issued invoices' sums added first, then the voided ones taken out (an invoice issued and voided in one batch nets to nothing). */
  flush(db: StatementSink, schema: string): void {
    const tables = { daily: qualified(schema, DAILY_SALES_TABLE), products: qualified(schema, PRODUCT_SALES_TABLE), customers: qualified(schema, CUSTOMER_SALES_TABLE) };
    if (this.days.size > 0) this.addDays(db, tables.daily);
    if (this.products.size > 0) this.addProducts(db, tables.products);
    if (this.customers.size > 0) this.addCustomers(db, tables.customers);
    if (this.voided.length > 0) this.takeOutVoided(db, qualified(schema, INVOICES_TABLE), tables);
  }

  private addDays(db: StatementSink, daily: string): void {
    const days = [...this.days];
    db.execute(
      `INSERT INTO ${daily} AS t (day, revenue, invoices, motorcycle_units, other_units)
       SELECT * FROM unnest($1::date[], $2::bigint[], $3::int[], $4::bigint[], $5::bigint[])
       ON CONFLICT (day) DO UPDATE SET revenue = t.revenue + excluded.revenue, invoices = t.invoices + excluded.invoices,
         motorcycle_units = t.motorcycle_units + excluded.motorcycle_units, other_units = t.other_units + excluded.other_units`,
      [
        pgArray(days.map(([day]) => day), 'date'),
        pgArray(days.map(([, sales]) => sales.revenue), 'bigint'),
        pgArray(days.map(([, sales]) => sales.invoices), 'int'),
        pgArray(days.map(([, sales]) => sales.motorcycleUnits), 'bigint'),
        pgArray(days.map(([, sales]) => sales.otherUnits), 'bigint'),
      ],
    );
  }

  private addProducts(db: StatementSink, products: string): void {
    const rows = [...this.products.values()];
    db.execute(
      `INSERT INTO ${products} AS t (grain, period_start, product_id, product_name, product_type, quantity, revenue)
       SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[])
       ON CONFLICT (grain, period_start, product_id) DO UPDATE SET product_name = excluded.product_name, product_type = excluded.product_type,
         quantity = t.quantity + excluded.quantity, revenue = t.revenue + excluded.revenue`,
      [
        pgArray(rows.map((row) => row.grain), 'text'),
        pgArray(rows.map((row) => row.periodStart), 'date'),
        pgArray(rows.map((row) => row.productId), 'text'),
        pgArray(rows.map((row) => row.productName), 'text'),
        pgArray(rows.map((row) => row.productType), 'text'),
        pgArray(rows.map((row) => row.quantity), 'bigint'),
        pgArray(rows.map((row) => row.revenue), 'bigint'),
      ],
    );
  }

  private addCustomers(db: StatementSink, customers: string): void {
    const rows = [...this.customers.values()];
    db.execute(
      `INSERT INTO ${customers} AS t (grain, period_start, customer_id, invoices, total)
       SELECT * FROM unnest($1::text[], $2::date[], $3::uuid[], $4::int[], $5::bigint[])
       ON CONFLICT (grain, period_start, customer_id) DO UPDATE SET invoices = t.invoices + excluded.invoices, total = t.total + excluded.total`,
      [
        pgArray(rows.map((row) => row.grain), 'text'),
        pgArray(rows.map((row) => row.periodStart), 'date'),
        pgArray(rows.map((row) => row.customerId), 'uuid'),
        pgArray(rows.map((row) => row.invoices), 'int'),
        pgArray(rows.map((row) => row.total), 'bigint'),
      ],
    );
  }

  /** Takes the voided invoices' amounts back out, read from their projected rows. */
  private takeOutVoided(db: StatementSink, invoices: string, { daily, products, customers }: { daily: string; products: string; customers: string }): void {
    // Each invoice is voided once (the domain refuses a second void), so each is taken out once.
    const voided = [pgArray(this.voided, 'uuid')];
    db.execute(
      `UPDATE ${daily} AS t SET revenue = t.revenue - v.revenue, invoices = t.invoices - v.invoices,
         motorcycle_units = t.motorcycle_units - v.motorcycle_units, other_units = t.other_units - v.other_units
       FROM (SELECT i.invoice_date AS day, sum(i.total) AS revenue, count(*) AS invoices, sum(u.motorcycles) AS motorcycle_units, sum(u.others) AS other_units
               FROM ${invoices} i
               CROSS JOIN LATERAL (SELECT coalesce(sum((x->>'quantity')::bigint) FILTER (WHERE x->>'productType' = 'Motorcycle'), 0) AS motorcycles,
                                          coalesce(sum((x->>'quantity')::bigint) FILTER (WHERE x->>'productType' <> 'Motorcycle'), 0) AS others
                                     FROM jsonb_array_elements(i.items) x) u
              WHERE i.id = ANY($1::uuid[]) GROUP BY i.invoice_date) AS v
       WHERE t.day = v.day`,
      voided,
    );
    db.execute(
      `UPDATE ${products} AS t SET quantity = t.quantity - v.quantity, revenue = t.revenue - v.revenue
       FROM (SELECT g.grain, g.period_start, x->>'productId' AS product_id, sum((x->>'quantity')::bigint) AS quantity, sum((x->>'lineTotal')::bigint) AS revenue
               FROM ${invoices} i CROSS JOIN LATERAL jsonb_array_elements(i.items) x ${PERIODS_OF_INVOICE}
              WHERE i.id = ANY($1::uuid[]) GROUP BY 1, 2, 3) AS v
       WHERE t.grain = v.grain AND t.period_start = v.period_start AND t.product_id = v.product_id`,
      voided,
    );
    db.execute(
      `UPDATE ${customers} AS t SET invoices = t.invoices - v.invoices, total = t.total - v.total
       FROM (SELECT g.grain, g.period_start, i.customer_id, count(*) AS invoices, sum(i.total) AS total
               FROM ${invoices} i ${PERIODS_OF_INVOICE} WHERE i.id = ANY($1::uuid[]) GROUP BY 1, 2, 3) AS v
       WHERE t.grain = v.grain AND t.period_start = v.period_start AND t.customer_id = v.customer_id`,
      voided,
    );
  }
}

/**
 * The business dashboard's sales totals: per business day, revenue, invoices and units; per product
 * and per customer, by day, month and year. It follows the invoice events the invoices projection
 * owns, and flushes after it.
 */
export const dailySalesProjection: Projection<'dailySales'> = {
  name: 'dailySales',
  tables: {
    [DAILY_SALES_TABLE]: 'day',
    [PRODUCT_SALES_TABLE]: 'grain, period_start, product_id',
    [CUSTOMER_SALES_TABLE]: 'grain, period_start, customer_id',
  },
  createState: () => new DailySalesBatch(),
  handlers: {},
  follows: {
    InvoiceIssued: (data: InvoiceIssued['data'], _event, batch: ProjectionBatch) => batch.dailySales.issued(data),
    InvoiceVoided: (data: InvoiceVoided['data'], _event, batch: ProjectionBatch) => {
      batch.dailySales.voided.push(data.invoiceId);
    },
  },
  flush: (state: DailySalesBatch, db: StatementSink, schema: string) => state.flush(db, schema),
};
