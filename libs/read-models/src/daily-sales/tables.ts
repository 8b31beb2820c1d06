/**
 * The business dashboard's sales totals (in READ_MODELS_SCHEMA), written by the daily-sales
 * projection (services/projector/src/projections/daily-sales) from the invoice events: per
 * business day (the invoice's date, an Asia/Dhaka calendar day) the live invoices' revenue, count
 * and units; and per product and per customer, the same sums by day, by month and by year. A
 * voided invoice is taken back out of its own day, month and year. A period's figures are then a
 * sum over its days (at most ~730 rows), its top products and customers a sum over the whole
 * years, whole months and remaining days it covers. Rows as node-postgres returns them: bigint
 * (poisha) as a decimal string, `date` as 'YYYY-MM-DD' text.
 */
import { defineTable, text, type RecordOf } from '../table-declaration';

export const DAILY_SALES_TABLE = 'daily_sales';
export const PRODUCT_SALES_TABLE = 'product_sales';
export const CUSTOMER_SALES_TABLE = 'customer_sales';

/** How long a row of product_sales or customer_sales sums: the day, the month or the year starting at period_start. */
export const SALES_GRAINS = ['day', 'month', 'year'] as const;
export type SalesGrain = (typeof SALES_GRAINS)[number];

export const DAILY_SALES = defineTable(DAILY_SALES_TABLE, {
  key: ['day', 'date'],
  columns: {},
  counters: {
    /** Sum of the live invoices' totals (poisha). */
    revenue: 'bigint',
    invoices: 'int',
    motorcycle_units: 'bigint',
    /** Units of every other product type (spare parts, accessories). */
    other_units: 'bigint',
  },
});
export type DailySalesRecord = RecordOf<typeof DAILY_SALES>;

export const PRODUCT_SALES = defineTable(PRODUCT_SALES_TABLE, {
  /** period_start: the day, the first of the month or the first of January. */
  key: { grain: text<SalesGrain>(), period_start: 'date', product_id: 'text' },
  columns: {
    /** As on the latest invoice line in the period. */
    product_name: 'text',
    product_type: 'text',
  },
  counters: {
    quantity: 'bigint',
    /** Sum of the line totals (poisha). */
    revenue: 'bigint',
  },
});
export type ProductSalesRecord = RecordOf<typeof PRODUCT_SALES>;

export const CUSTOMER_SALES = defineTable(CUSTOMER_SALES_TABLE, {
  key: { grain: text<SalesGrain>(), period_start: 'date', customer_id: 'uuid' },
  columns: {},
  counters: {
    invoices: 'int',
    /** Sum of the invoices' totals (poisha). */
    total: 'bigint',
  },
});
export type CustomerSalesRecord = RecordOf<typeof CUSTOMER_SALES>;
