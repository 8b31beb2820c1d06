/** GET /api/accounts/dashboard (accounting spec §3, financial dashboard data); amounts in taka: the contract's types. */
import type { Answer } from '../../../shared/api/contract-types';

export const FINANCIAL_PERIOD_OPTIONS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last year' },
] as const;

export type FinancialPeriod = (typeof FINANCIAL_PERIOD_OPTIONS)[number]['value'];

/** The dashboard's figures: KPIs, top accounts, cash accounts, aging, recent transactions and the health check. */
export type FinancialDashboardData = Answer<'FinancialDashboardController_dashboard'>;

/** What is open by days past due (receivables or payables), and its total. */
export type Aging = FinancialDashboardData['receivablesAging'];

