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

export interface DashboardAlert {
  type: 'warning' | 'error' | 'info';
  title: string;
  message: string;
  action: { label: string; link: string };
}

export interface DashboardOverview {
  overview: { period: DashboardPeriod; periodLabel: string; startDate: string; endDate: string; generatedAt: string; previousRevenue: number; growthRate: number | null };
  quickStats: {
    totalRevenue: number;
    totalInvoices: number;
    totalMotorcyclesSold: number;
    totalOtherProductsSold: number;
    totalCustomers: number;
    lowStockItems: number;
    pendingBookings: number;
    totalCustomerDue: number;
    cashPosition: number;
    pendingPayments: number;
  };
  sales: {
    dailyTrend: { date: string; revenue: number; invoices: number }[];
    topProducts: { _id: string; name: string; type: string; quantity: number; revenue: number }[];
  };
  customers: { newCustomers: number; customersWithDue: number; topCustomers: { _id: string; name: string; phone: string; invoices: number; totalPurchases: number }[] };
  inventory: {
    totalValue: number;
    categoryBreakdown: { category: string; value: number; quantity: number; products: number }[];
    lowStockItems: { _id: string; name: string; model: string; type: string; stock: number; reorderLevel: number }[];
  };
  bookings: { totalBookings: number; totalBookingAmount: number; averageBookingAmount: number };
  financial: { totalCash: number; totalReceivables: number; totalPayables: number };
  recentActivities: { _id: string; type: 'invoice' | 'purchase' | 'customer'; title: string; description: string; date: string; amount: number | null; link: string }[];
  alerts: DashboardAlert[];
}
