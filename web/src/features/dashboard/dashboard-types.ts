import type { Answer, ElementOf } from '../../shared/api/contract-types';

/** GET /api/dashboard/overview (sales-inventory spec §3, business dashboard data); amounts in taka. */
export const DASHBOARD_PERIOD_OPTIONS = [
  { value: 'today', label: 'Today' },
  { value: 'this_week', label: 'This Week' },
  { value: 'this_month', label: 'This Month' },
  { value: 'last_week', label: 'Last Week' },
  { value: 'last_month', label: 'Last Month' },
  { value: 'this_year', label: 'This Year' },
  { value: 'last_year', label: 'Last Year' },
  { value: '7', label: 'Last 7 Days' },
  { value: '30', label: 'Last 30 Days' },
  { value: '90', label: 'Last 90 Days' },
] as const;

export type DashboardPeriod = (typeof DASHBOARD_PERIOD_OPTIONS)[number]['value'];

export type DashboardOverview = Answer<'DashboardController_overview'>;
export type DashboardAlert = ElementOf<DashboardOverview['alerts']>;
