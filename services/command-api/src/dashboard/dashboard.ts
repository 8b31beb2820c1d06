import { Inject, Injectable } from '@nestjs/common';
import { formatTaka } from '@dealer/domain';
import type { Knex } from 'knex';
import {
  BOOKINGS_TABLE,
  CUSTOMERS_TABLE,
  CUSTOMER_SALES_TABLE,
  DAILY_SALES_TABLE,
  PRODUCT_SALES_TABLE,
  GL_ACCOUNTS_TABLE,
  INVOICES_TABLE,
  JOURNAL_ENTRIES_TABLE,
  PAYABLES_TABLE,
  PRODUCTS_TABLE,
  PURCHASES_TABLE,
  READ_MODELS_SCHEMA,
  RECEIVABLES_DUE_TOTALS_TABLE,
  RECEIVABLES_TABLE,
  SUPPLIERS_TABLE,
  invoiceNumberText,
  purchaseNumberText,
} from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';
import { dhakaDate, sqlDateLiteral } from '../platform/dates';
import { endedMonthDraftsColumns, endedMonthDraftsOf } from '../accounts/health-check/ended-month-drafts';
import { takaFromColumn } from '../platform/taka';
import { growthRate, resolvePeriod, salesBucketsOf, type DashboardPeriod, type DateRange, type SalesBuckets } from './dashboard-periods';

const S = READ_MODELS_SCHEMA;
const TOP = 5;
const LOW_STOCK_SHOWN = 10;
const ACTIVITIES_SHOWN = 10;
/** A product's stock is low at or under its reorder level (as the products list's lowStock filter). */
const LOW_STOCK = `p.deleted_at is null and p.track_inventory and p.quantity <= p.reorder_level`;
const LIVE_INVOICE = 'i.voided_at is null';
/**
 * A booking still pending: Pending or Confirmed, or holding money not yet refunded or applied (a
 * partly refunded booking's remaining deposit is still owed to a sale or back to the customer).
 */
const PENDING_BOOKING = `status <> 'Cancelled' and (status in ('Pending', 'Confirmed') or remaining > 0)`;
const between = (column: string, range: DateRange) => `${column} between ${sqlDateLiteral(range.from)} and ${sqlDateLiteral(range.through)}`;
/** A timestamp's Dhaka calendar day. */
const dhakaDay = (column: string) => `(${column} at time zone 'Asia/Dhaka')::date`;

/** The rows of a sales-totals table (alias `alias`) that sum to the buckets' periods. */
function inBuckets(alias: string, buckets: SalesBuckets): string {
  const list = (starts: string[]) => starts.map(sqlDateLiteral).join(', ');
  const parts = [
    ...(buckets.years.length ? [`(${alias}.grain = 'year' and ${alias}.period_start in (${list(buckets.years)}))`] : []),
    ...(buckets.months.length ? [`(${alias}.grain = 'month' and ${alias}.period_start in (${list(buckets.months)}))`] : []),
    ...(buckets.days.length ? [`(${alias}.grain = 'day' and ${alias}.period_start in (${list(buckets.days)}))`] : []),
  ];
  return parts.length ? `(${parts.join(' or ')})` : 'false';
}

type Row = Record<string, string | null>;

/**
 * The business dashboard (sales-inventory spec §3 "Business dashboard data"), computed per request
 * from the read models: the daily sales (revenue, invoices and units per business day, and per
 * product and customer: a period is a sum over its days), receivables' due totals, payables,
 * bookings, products' stock value, customers and the cash accounts' running balances. Each part is
 * one indexed or small query; they run together.
 */
@Injectable()
export class BusinessDashboard {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private async rows(sql: string, bindings: unknown[] = []): Promise<Row[]> {
    const result: { rows: Row[] } = await this.database.raw(sql, bindings as Knex.RawBinding[]);
    return result.rows;
  }

  private async one(sql: string, bindings: unknown[] = []): Promise<Row> {
    return (await this.rows(sql, bindings))[0] ?? {};
  }

  /** Invoiced revenue and units sold in a range (voided invoices left out): a sum over its days. */
  sales(range: DateRange) {
    return this.one(`select coalesce(sum(d.revenue), 0)::text as revenue, coalesce(sum(d.invoices), 0)::text as invoices,
        coalesce(sum(d.motorcycle_units), 0)::text as motorcycles, coalesce(sum(d.other_units), 0)::text as others
      from ${S}.${DAILY_SALES_TABLE} d where ${between('d.day', range)}`);
  }

  private dailyTrend(range: DateRange) {
    return this.rows(`select g.day::date::text as date, coalesce(d.revenue, 0)::text as revenue, coalesce(d.invoices, 0)::text as invoices
      from generate_series(${sqlDateLiteral(range.from)}, ${sqlDateLiteral(range.through)}, interval '1 day') g(day)
      left join ${S}.${DAILY_SALES_TABLE} d on d.day = g.day::date
      order by g.day`);
  }

  private topProducts(range: DateRange, today: string) {
    return this.rows(`select d.product_id as id, max(d.product_name) as name, max(d.product_type) as type, sum(d.quantity)::text as quantity, sum(d.revenue)::text as revenue
      from ${S}.${PRODUCT_SALES_TABLE} d where ${inBuckets('d', salesBucketsOf(range, today))}
      group by d.product_id having sum(d.quantity) <> 0 or sum(d.revenue) <> 0
      order by sum(d.revenue) desc, 2, 1 limit ${TOP}`);
  }

  private customers(range: DateRange) {
    return this.one(`select (select count(*) from ${S}.${CUSTOMERS_TABLE} where deleted_at is null)::text as total,
        (select count(*) from ${S}.${CUSTOMERS_TABLE} where deleted_at is null and ${between(dhakaDay('created_at'), range)})::text as new_customers,
        (select count(*) from (select distinct customer_id from ${S}.${RECEIVABLES_TABLE} where cancelled_at is null and remaining > 0) as due)::text as with_due`);
  }

  private topCustomers(range: DateRange, today: string) {
    const buckets = salesBucketsOf(range, today);
    const [only, ...others] = [...buckets.years.map((start) => ['year', start]), ...buckets.months.map((start) => ['month', start]), ...buckets.days.map((start) => ['day', start])];
    // One period (this year, a month, a day): its biggest customers straight from the index; else summed over the periods.
    const top =
      only && others.length === 0
        ? `select d.customer_id, d.invoices, d.total from ${S}.${CUSTOMER_SALES_TABLE} d
            where d.grain = '${only[0]}' and d.period_start = ${sqlDateLiteral(only[1])} and d.invoices > 0
            order by d.total desc, d.customer_id limit ${TOP}`
        : `select d.customer_id, sum(d.invoices) as invoices, sum(d.total) as total from ${S}.${CUSTOMER_SALES_TABLE} d
            where ${inBuckets('d', buckets)} group by d.customer_id having sum(d.invoices) > 0
            order by sum(d.total) desc, d.customer_id limit ${TOP}`;
    return this.rows(`select t.customer_id as id, c.name, c.phone, t.invoices::text as invoices, t.total::text as total
      from (${top}) t left join ${S}.${CUSTOMERS_TABLE} c on c.id = t.customer_id
      order by t.total desc, c.name, t.customer_id`);
  }

  private inventory() {
    return Promise.all([
      this.rows(`select p.type, coalesce(sum(p.stock_value), 0)::text as value, coalesce(sum(p.quantity), 0)::text as quantity, count(*)::text as products
        from ${S}.${PRODUCTS_TABLE} p where p.deleted_at is null group by p.type order by p.type`),
      this.rows(`select p.id, p.name, p.model, p.type, p.quantity::text as quantity, p.reorder_level::text as reorder_level
        from ${S}.${PRODUCTS_TABLE} p where ${LOW_STOCK} order by p.quantity, p.name limit ${LOW_STOCK_SHOWN}`),
      this.one(`select count(*)::text as count from ${S}.${PRODUCTS_TABLE} p where ${LOW_STOCK}`),
    ]);
  }

  private bookings(range: DateRange) {
    return this.one(`select count(*)::text as total, coalesce(sum(amount), 0)::text as amount,
        (select count(*) from ${S}.${BOOKINGS_TABLE} where ${PENDING_BOOKING})::text as pending
      from ${S}.${BOOKINGS_TABLE} where status <> 'Cancelled' and ${between('booking_date', range)}`);
  }

  /** Money today: the cash accounts' running balances, what customers owe and what is owed to suppliers. */
  financial(today: string) {
    const day = sqlDateLiteral(today);
    return this.one(`select
        (select coalesce(sum(debit_total - credit_total), 0) from ${S}.${GL_ACCOUNTS_TABLE} where cash_account and deleted_at is null)::text as cash,
        (select coalesce(sum(remaining), 0) from ${S}.${RECEIVABLES_DUE_TOTALS_TABLE})::text as receivables,
        (select coalesce(sum(open_count), 0) from ${S}.${RECEIVABLES_DUE_TOTALS_TABLE} where due_date < ${day})::text as overdue_receivables,
        (select coalesce(sum(remaining), 0) from ${S}.${RECEIVABLES_DUE_TOTALS_TABLE} where due_date < ${day})::text as overdue_receivables_amount,
        (select coalesce(sum(remaining), 0) from ${S}.${PAYABLES_TABLE} where cancelled_at is null and remaining > 0)::text as payables,
        (select count(*) from ${S}.${PAYABLES_TABLE} where cancelled_at is null and remaining > 0)::text as open_payables,
        (select count(*) from ${S}.${PAYABLES_TABLE} where cancelled_at is null and remaining > 0 and due_date <= ${day} + 7)::text as payables_due_this_week,
        (select coalesce(sum(remaining), 0) from ${S}.${PAYABLES_TABLE} where cancelled_at is null and remaining > 0 and due_date <= ${day} + 7)::text as payables_due_this_week_amount,
        (select count(*) from ${S}.${JOURNAL_ENTRIES_TABLE} where status = 'Draft')::text as drafts,
        ${endedMonthDraftsColumns(today)}`);
  }

  private recentActivities() {
    return this.rows(`(select 'invoice' as type, i.id, i.invoice_number::text as number, coalesce(c.name, i.customer_name) as name, i.total::text as amount, i.invoice_date::text as date, i.created_at
        from ${S}.${INVOICES_TABLE} i left join ${S}.${CUSTOMERS_TABLE} c on c.id = i.customer_id where ${LIVE_INVOICE} order by i.invoice_number desc limit ${ACTIVITIES_SHOWN})
      union all (select 'purchase', p.id, p.purchase_number::text, s.name, p.total::text, p.purchase_date::text, p.created_at
        from ${S}.${PURCHASES_TABLE} p left join ${S}.${SUPPLIERS_TABLE} s on s.id = p.supplier_id where p.deleted_at is null order by p.created_at desc limit ${ACTIVITIES_SHOWN})
      union all (select 'customer', c.id, null, c.name, null, ${dhakaDay('c.created_at')}::text, c.created_at
        from ${S}.${CUSTOMERS_TABLE} c where c.deleted_at is null order by c.created_at desc limit ${ACTIVITIES_SHOWN})
      order by created_at desc limit ${ACTIVITIES_SHOWN}`);
  }

  async overview(period: DashboardPeriod) {
    const today = dhakaDate();
    const resolved = resolvePeriod(period, today);
    const { current, previous } = resolved;
    const [sales, previousSales, dailyTrend, topProducts, customers, topCustomers, [stockByType, lowStock, lowStockCount], bookings, financial, activities] = await Promise.all([
      this.sales(current),
      this.sales(previous),
      this.dailyTrend(current),
      this.topProducts(current, today),
      this.customers(current),
      this.topCustomers(current, today),
      this.inventory(),
      this.bookings(current),
      this.financial(today),
      this.recentActivities(),
    ]);
    const revenue = takaFromColumn(sales.revenue);
    return {
      overview: {
        period,
        periodLabel: resolved.label,
        startDate: current.from,
        endDate: current.through,
        previousStartDate: previous.from,
        previousEndDate: previous.through,
        generatedAt: new Date().toISOString(),
        previousRevenue: takaFromColumn(previousSales.revenue),
        growthRate: growthRate(revenue, takaFromColumn(previousSales.revenue)),
      },
      quickStats: {
        totalRevenue: revenue,
        totalInvoices: Number(sales.invoices),
        totalMotorcyclesSold: Number(sales.motorcycles),
        totalOtherProductsSold: Number(sales.others),
        totalCustomers: Number(customers.total),
        lowStockItems: Number(lowStockCount.count),
        pendingBookings: Number(bookings.pending),
        totalCustomerDue: takaFromColumn(financial.receivables),
        cashPosition: takaFromColumn(financial.cash),
        pendingPayments: takaFromColumn(financial.payables),
      },
      sales: {
        dailyTrend: dailyTrend.map((row) => ({ date: row.date, revenue: takaFromColumn(row.revenue), invoices: Number(row.invoices) })),
        topProducts: topProducts.map((row) => ({ _id: row.id, name: row.name, type: row.type, quantity: Number(row.quantity), revenue: takaFromColumn(row.revenue) })),
      },
      customers: {
        newCustomers: Number(customers.new_customers),
        customersWithDue: Number(customers.with_due),
        topCustomers: topCustomers.map((row) => ({ _id: row.id, name: row.name, phone: row.phone, invoices: Number(row.invoices), totalPurchases: takaFromColumn(row.total) })),
      },
      inventory: inventoryView(stockByType, lowStock),
      bookings: bookingsView(bookings),
      financial: {
        totalCash: takaFromColumn(financial.cash),
        totalReceivables: takaFromColumn(financial.receivables),
        totalPayables: takaFromColumn(financial.payables),
      },
      recentActivities: activities.map(activityView),
      alerts: alertsOf(Number(lowStockCount.count), financial),
    };
  }

  /** One figure for a period, its previous period and growth; with a daily series where it has one. */
  async metric(metric: DashboardMetric, period: DashboardPeriod) {
    const today = dhakaDate();
    const resolved = resolvePeriod(period, today);
    const base = { metric, period, periodLabel: resolved.label, startDate: resolved.current.from, endDate: resolved.current.through };
    const withGrowth = (value: number, previous: number, extra: Record<string, unknown> = {}) => ({ ...base, value, previousValue: previous, growthRate: growthRate(value, previous), ...extra });
    switch (metric) {
      case 'revenue': {
        const [now, before, trend] = await Promise.all([this.sales(resolved.current), this.sales(resolved.previous), this.dailyTrend(resolved.current)]);
        return withGrowth(takaFromColumn(now.revenue), takaFromColumn(before.revenue), {
          series: trend.map((row) => ({ date: row.date, value: takaFromColumn(row.revenue) })),
        });
      }
      case 'sales': {
        const [now, before, top] = await Promise.all([this.sales(resolved.current), this.sales(resolved.previous), this.topProducts(resolved.current, today)]);
        return withGrowth(Number(now.invoices), Number(before.invoices), {
          motorcyclesSold: Number(now.motorcycles),
          otherProductsSold: Number(now.others),
          topProducts: top.map((row) => ({ _id: row.id, name: row.name, quantity: Number(row.quantity), revenue: takaFromColumn(row.revenue) })),
        });
      }
      case 'customers': {
        const [now, before] = await Promise.all([this.customers(resolved.current), this.customers(resolved.previous)]);
        return withGrowth(Number(now.new_customers), Number(before.new_customers), { totalCustomers: Number(now.total), customersWithDue: Number(now.with_due) });
      }
      case 'bookings': {
        const [now, before] = await Promise.all([this.bookings(resolved.current), this.bookings(resolved.previous)]);
        return withGrowth(Number(now.total), Number(before.total), { totalBookingAmount: takaFromColumn(now.amount), pendingBookings: Number(now.pending) });
      }
      case 'inventory': {
        const [stockByType, lowStock, lowStockCount] = await this.inventory();
        return {
          ...base,
          value: stockValue(stockByType),
          lowStockItems: Number(lowStockCount.count),
          categoryBreakdown: stockByType.map((row) => ({ category: row.type, value: takaFromColumn(row.value), quantity: Number(row.quantity) })),
          lowStock: lowStock.map((row) => ({ _id: row.id, name: row.name, stock: Number(row.quantity), reorderLevel: Number(row.reorder_level) })),
        };
      }
      case 'cash': {
        const financial = await this.financial(today);
        return { ...base, value: takaFromColumn(financial.cash), totalReceivables: takaFromColumn(financial.receivables), totalPayables: takaFromColumn(financial.payables) };
      }
    }
  }
}

export const DASHBOARD_METRICS = ['revenue', 'sales', 'inventory', 'customers', 'bookings', 'cash'] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

/** The widgets the / screen lays out, in order: what each shows and the call that feeds it. */
export const DASHBOARD_WIDGETS = [
  { id: 'alerts', title: 'Alerts', type: 'alerts', source: '/api/dashboard/overview' },
  { id: 'quick-stats', title: 'Key Figures', type: 'kpi', source: '/api/dashboard/overview' },
  { id: 'daily-revenue', title: 'Daily Revenue', type: 'line-chart', source: '/api/dashboard/metrics/revenue' },
  { id: 'inventory-mix', title: 'Inventory Mix', type: 'doughnut-chart', source: '/api/dashboard/metrics/inventory' },
  { id: 'financial-summary', title: 'Financial Summary', type: 'bar-chart', source: '/api/dashboard/metrics/cash' },
  { id: 'top-products', title: 'Top Products', type: 'table', source: '/api/dashboard/metrics/sales' },
  { id: 'top-customers', title: 'Top Customers', type: 'table', source: '/api/dashboard/overview' },
  { id: 'recent-activities', title: 'Recent Activities', type: 'list', source: '/api/dashboard/overview' },
  { id: 'low-stock', title: 'Low Stock Items', type: 'table', source: '/api/dashboard/metrics/inventory' },
] as const;

/** The stock value of every product type together, summed exactly (poisha) before it becomes taka. */
function stockValue(stockByType: Row[]) {
  return takaFromColumn(String(stockByType.reduce((sum, row) => sum + BigInt(row.value ?? '0'), 0n)));
}

function inventoryView(stockByType: Row[], lowStock: Row[]) {
  return {
    totalValue: stockValue(stockByType),
    categoryBreakdown: stockByType.map((row) => ({ category: row.type, value: takaFromColumn(row.value), quantity: Number(row.quantity), products: Number(row.products) })),
    lowStockItems: lowStock.map((row) => ({ _id: row.id, name: row.name, model: row.model, type: row.type, stock: Number(row.quantity), reorderLevel: Number(row.reorder_level) })),
  };
}

function bookingsView(bookings: Row) {
  const totalBookings = Number(bookings.total);
  const totalBookingAmount = takaFromColumn(bookings.amount);
  return {
    totalBookings,
    totalBookingAmount,
    averageBookingAmount: totalBookings === 0 ? 0 : Math.round((totalBookingAmount * 100) / totalBookings) / 100,
  };
}

function activityView(row: Row) {
  const amount = row.amount === null ? null : takaFromColumn(row.amount);
  switch (row.type) {
    case 'invoice':
      return { _id: row.id, type: 'invoice', title: `Invoice ${invoiceNumberText(row.number)}`, description: `Sold to ${row.name ?? 'a customer'}`, date: row.date, amount, link: `/sales/invoices/view/${row.id}` };
    case 'purchase':
      return { _id: row.id, type: 'purchase', title: `Purchase ${purchaseNumberText(row.number)}`, description: `Bought from ${row.name ?? 'a supplier'}`, date: row.date, amount, link: '/purchases' };
    default:
      return { _id: row.id, type: 'customer', title: 'New customer', description: row.name ?? '', date: row.date, amount: null, link: `/customers/view/${row.id}` };
  }
}

/** Each alert names the screen that resolves it. */
function alertsOf(lowStock: number, financial: Row) {
  const alerts: { type: 'warning' | 'error' | 'info'; title: string; message: string; action: { label: string; link: string } }[] = [];
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (lowStock > 0) alerts.push({ type: 'warning', title: 'Low Stock', message: `${plural(lowStock, 'product is', 'products are')} at or below the reorder level`, action: { label: 'View Products', link: '/products?lowStock=true' } });
  const overdue = Number(financial.overdue_receivables);
  if (overdue > 0)
    alerts.push({ type: 'error', title: 'Overdue Receivables', message: `${plural(overdue, 'receivable is', 'receivables are')} overdue (${formatTaka(Number(financial.overdue_receivables_amount))})`, action: { label: 'View Receivables', link: '/accounts/receivables?status=Overdue' } });
  const dueThisWeek = Number(financial.payables_due_this_week);
  if (dueThisWeek > 0)
    alerts.push({ type: 'warning', title: 'Payables Due This Week', message: `${plural(dueThisWeek, 'payable is', 'payables are')} due within 7 days or overdue (${formatTaka(Number(financial.payables_due_this_week_amount))})`, action: { label: 'View Payables', link: '/accounts/payables' } });
  const drafts = Number(financial.drafts);
  // A draft dated in a month that has ended leaves that month's books unfinished: named, and its drafts linked.
  const ended = endedMonthDraftsOf(financial.ended_month_drafts_count ?? 0, financial.ended_month_drafts_from, financial.ended_month_drafts_through);
  if (ended)
    alerts.push({
      type: 'warning',
      title: 'Unposted Drafts',
      message: `${plural(drafts, 'journal entry is', 'journal entries are')} still a draft; ${ended.count} dated in ${ended.months}${ended.ended}: its books are unfinished`,
      action: { label: 'View Drafts', link: ended.link },
    });
  else if (drafts > 0) alerts.push({ type: 'info', title: 'Unposted Drafts', message: `${plural(drafts, 'journal entry is', 'journal entries are')} still a draft`, action: { label: 'View Journal Entries', link: '/accounts/journal-entries?status=Draft' } });
  return alerts;
}

