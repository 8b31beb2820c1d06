import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  CarOutlined,
  DollarOutlined,
  FundOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';

export interface NavigationLink {
  label: string;
  path: string;
}

export interface NavigationGroup {
  key: string;
  label: string;
  icon: ReactNode;
  links: NavigationLink[];
}

/** The side menu, in the spec's group order. */
export const NAVIGATION_GROUPS: NavigationGroup[] = [
  {
    key: 'sales',
    label: 'Sales & Revenue',
    icon: <ShoppingCartOutlined />,
    links: [
      { label: 'Invoices', path: '/sales/invoices' },
      { label: 'Create Invoice', path: '/sales/invoices/create' },
      { label: 'Bookings', path: '/sales/bookings' },
      { label: 'Payment Transactions', path: '/sales/payments' },
    ],
  },
  {
    key: 'customers',
    label: 'Customer Management',
    icon: <TeamOutlined />,
    links: [
      { label: 'Customers', path: '/customers' },
      { label: 'Add Customer', path: '/customers/add' },
    ],
  },
  {
    key: 'vehicles',
    label: 'Vehicle Management',
    icon: <CarOutlined />,
    links: [
      { label: 'Vehicles', path: '/vehicles' },
      { label: 'Add Vehicle', path: '/vehicles/add' },
    ],
  },
  {
    key: 'inventory',
    label: 'Inventory & Stock',
    icon: <AppstoreOutlined />,
    links: [
      { label: 'Products', path: '/products' },
      { label: 'Motorcycles', path: '/products/motorcycles' },
      { label: 'Inventory Reports', path: '/products/reports' },
      { label: 'Suppliers', path: '/suppliers' },
      { label: 'Requisitions', path: '/requisitions' },
      { label: 'Purchases', path: '/purchases' },
    ],
  },
  {
    key: 'finance',
    label: 'Financial Management',
    icon: <FundOutlined />,
    links: [
      { label: 'Financial Dashboard', path: '/accounts' },
      { label: 'Journal Entries', path: '/accounts/journal-entries' },
      { label: 'Receivables', path: '/accounts/receivables' },
      { label: 'Payables', path: '/accounts/payables' },
      { label: 'Transfers', path: '/accounts/transfers' },
      { label: 'Bad Debts', path: '/accounts/baddebts' },
      { label: 'Expenses', path: '/accounts/expenses' },
      { label: "Owner's Equity", path: '/accounts/owner-equity' },
      { label: 'Bank Reconciliation', path: '/accounts/reconciliation' },
      { label: 'Financial Reports', path: '/accounts/financial-reports' },
    ],
  },
  {
    key: 'accounting-setup',
    label: 'Accounting Setup',
    icon: <DollarOutlined />,
    links: [
      { label: 'Chart of Accounts', path: '/accounts/chartofaccounts' },
      { label: 'GL Classes', path: '/accounts/glclasses' },
      { label: 'GL Groups', path: '/accounts/glgroups' },
      { label: 'GL Accounts', path: '/accounts/glaccounts' },
      { label: 'Payment Methods', path: '/accounts/paymentmethods' },
    ],
  },
  {
    key: 'system',
    label: 'System Settings',
    icon: <SettingOutlined />,
    links: [{ label: 'Settings', path: '/settings' }],
  },
];

const ALL_LINKS = NAVIGATION_GROUPS.flatMap((group) => group.links.map((link) => ({ ...link, groupKey: group.key })));

/** Screens reached from another screen rather than the menu: they light up their parent's entry. */
const MENU_PARENTS: [prefix: string, menuPath: string][] = [['/accounts/ledger/', '/accounts/chartofaccounts']];

/** The menu entry for a location: the longest menu path the location is, or lies under. */
export function findActiveLink(location: string) {
  const pathname = MENU_PARENTS.find(([prefix]) => location.startsWith(prefix))?.[1] ?? location;
  return ALL_LINKS.filter((link) => pathname === link.path || pathname.startsWith(`${link.path}/`)).sort(
    (left, right) => right.path.length - left.path.length,
  )[0];
}

/** "/accounts/glclasses" → "nav-accounts-glclasses": a stable test id per menu entry. */
export function navigationTestId(path: string): string {
  return `nav${path.replace(/\//g, '-')}`;
}
