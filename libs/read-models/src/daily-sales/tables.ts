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
export const DAILY_SALES_TABLE = 'daily_sales';
export const PRODUCT_SALES_TABLE = 'product_sales';
export const CUSTOMER_SALES_TABLE = 'customer_sales';

/** How long a row of product_sales or customer_sales sums: the day, the month or the year starting at period_start. */
export const SALES_GRAINS = ['day', 'month', 'year'] as const;
export type SalesGrain = (typeof SALES_GRAINS)[number];

export interface DailySalesRecord {
  day: string;
  /** Sum of the live invoices' totals (poisha). */
  revenue: string;
  invoices: number;
  motorcycle_units: string;
  /** Units of every other product type (spare parts, accessories). */
  other_units: string;
}

export interface ProductSalesRecord {
  grain: SalesGrain;
  /** The day, the first of the month or the first of January. */
  period_start: string;
  product_id: string;
  /** As on the latest invoice line in the period. */
  product_name: string;
  product_type: string;
  quantity: string;
  /** Sum of the line totals (poisha). */
  revenue: string;
}

export interface CustomerSalesRecord {
  grain: SalesGrain;
  period_start: string;
  customer_id: string;
  invoices: number;
  /** Sum of the invoices' totals (poisha). */
  total: string;
}
