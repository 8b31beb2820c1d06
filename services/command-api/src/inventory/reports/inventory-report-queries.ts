import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  inventorySummary,
  inventoryValuation,
  latestMovements,
  MOVEMENT_ORDER,
  MOVEMENT_TIEBREAKER,
  MOVEMENT_TOTALS,
  movementQuery,
  movementView,
  PERFORMANCE_SORTABLE,
  performanceQuery,
  performanceView,
  takaOf,
  type InventoryReportFilters,
  type MovementRecord,
  type PerformanceRecord,
  type ReportPeriod,
} from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { dhakaDate } from '../../platform/dates';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { INVALID_DATE, type InventoryReportQuery, type MovementReportQuery, type PerformanceQuery, type ReportFiltersQuery, type ValuationQuery } from './inventory-reports.dto';

/** The default period: the 30 days ending today (Dhaka), both ends included. */
const DEFAULT_PERIOD_DAYS = 30;

const addDays = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** A `YYYY-MM-DD` that names a real day (2026-02-30 does not). */
const isRealDay = (date: string): boolean => addDays(date, 0) === date;

const refuse = (field: string, message: string) => new BadRequestException({ success: false, message, errors: { [field]: message } });

/** The period a request names, with the defaults; a bad or reversed one is a 400 naming its field (under `prefix`). */
export function reportPeriod(query: Pick<ReportFiltersQuery, 'startDate' | 'endDate'>, prefix = '', today: string = dhakaDate()): ReportPeriod {
  for (const field of ['startDate', 'endDate'] as const) {
    const value = query[field];
    if (value !== undefined && !isRealDay(value)) throw refuse(`${prefix}${field}`, INVALID_DATE);
  }
  const endDate = query.endDate ?? (query.startDate && query.startDate > today ? query.startDate : today);
  const startDate = query.startDate ?? addDays(endDate, 1 - DEFAULT_PERIOD_DAYS);
  if (endDate < startDate) throw refuse(`${prefix}endDate`, 'End date cannot be before start date');
  return { startDate, endDate };
}

export const reportFilters = (query: Pick<ReportFiltersQuery, 'type' | 'supplier' | 'productId'>): InventoryReportFilters => ({
  type: query.type,
  supplier: query.supplier?.toLowerCase(),
  productId: query.productId?.toLowerCase(),
});

/** The performance list: by inventory value (desc) unless asked otherwise; ties by id. */
const PERFORMANCE_LIST: ListShape = {
  sortable: PERFORMANCE_SORTABLE,
  defaultOrder: [{ column: 'r.stock_value', order: 'desc' }],
  tiebreaker: 'r.id',
};

/** The movement report: newest first (the movements' date index), with the totals of the whole filtered period. */
const MOVEMENT_LIST: ListShape = {
  sortable: {},
  defaultOrder: MOVEMENT_ORDER,
  tiebreaker: MOVEMENT_TIEBREAKER,
  aggregates: MOVEMENT_TOTALS,
};

/** The inventory reports and analytics, in SQL on the read models (docs/api/inventory.md). */
@Injectable()
export class InventoryReportQueries {
  constructor(@Inject(READ_DATABASE) private readonly db: Knex) {}

  async inventory(query: InventoryReportQuery) {
    const period = reportPeriod(query);
    const filters = reportFilters(query);
    const [summary, performance, movementData] = await Promise.all([
      inventorySummary(this.db, filters),
      performanceQuery(this.db, filters, period).orderByRaw('r.stock_value DESC, r.id DESC').limit(query.limit) as Promise<PerformanceRecord[]>,
      latestMovements(this.db, filters, period, query.limit),
    ]);
    return { period, summary, performanceData: performance.map(performanceView), movementData };
  }

  async performance(query: PerformanceQuery) {
    const period = reportPeriod(query);
    const filters = { ...reportFilters(query), lowStock: query.lowStock === 'true' };
    const { rows, pagination } = await pagedList<PerformanceRecord>(performanceQuery(this.db, filters, period), PERFORMANCE_LIST, query);
    return { products: rows.map(performanceView), pagination, period };
  }

  async movement(query: MovementReportQuery) {
    const period = reportPeriod(query);
    const base = movementQuery(this.db, { ...reportFilters(query), movementType: query.movementType }, period);
    const { rows, pagination, aggregates } = await pagedList<MovementRecord>(base, MOVEMENT_LIST, query);
    return {
      movements: rows.map(movementView),
      pagination,
      period,
      totals: {
        quantityIn: Number(aggregates.quantityIn),
        quantityOut: Number(aggregates.quantityOut),
        valueIn: takaOf(aggregates.valueIn),
        valueOut: takaOf(aggregates.valueOut),
      },
    };
  }

  valuation(query: ValuationQuery) {
    return inventoryValuation(this.db, { type: query.type, supplier: query.supplier?.toLowerCase() });
  }
}
