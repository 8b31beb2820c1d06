/** GET /api/accounts/dashboard (accounting spec §3, financial dashboard data); amounts in taka. */
export const FINANCIAL_PERIOD_OPTIONS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last year' },
] as const;

export type FinancialPeriod = (typeof FINANCIAL_PERIOD_OPTIONS)[number]['value'];

export interface Aging {
  current: number;
  days1to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  total: number;
}

export interface HealthIssue {
  type: string;
  description: string;
  severity: 'Critical' | 'High' | 'Medium' | 'Low';
  link: string;
}

export interface FinancialDashboardData {
  period: number;
  periodStart: string;
  periodEnd: string;
  kpis: { totalReceivables: number; totalPayables: number; netCashPosition: number; transactionsThisPeriod: number; accountingIntegrationHealth: number };
  accountSummary: { _id: string; code: string; name: string; type: string; balance: number }[];
  cashAccounts: { _id: string; code: string; name: string; bankName: string | null; accountNumber: string | null; balance: number }[];
  receivablesAging: Aging;
  payablesAging: Aging;
  recentTransactions: { _id: string; date: string; transactionNumber: string; description: string; amount: number; source: string; status: string }[];
  healthCheck: { score: number; status: 'Excellent' | 'Good' | 'Fair' | 'Poor'; issues: HealthIssue[] };
}
