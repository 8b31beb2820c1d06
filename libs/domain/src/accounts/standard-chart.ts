import type { GlClassType } from './gl-class-types';

/**
 * The standard chart of a motorcycle, spare-parts and accessories dealer. `systemRole` names the
 * accounts the posting rules (DESIGN §5) resolve at decision time; those cannot be deleted.
 * Cash accounts are coded 1101…, bank accounts 1102….
 */
export interface StandardAccount {
  code: string;
  name: string;
  systemRole?: string;
  cashAccount?: boolean;
  description?: string;
}

export interface StandardGroup {
  code: string;
  name: string;
  section: string;
  accounts: StandardAccount[];
}

export interface StandardClass {
  name: string;
  type: GlClassType;
  groups: StandardGroup[];
}

export const STANDARD_CHART: StandardClass[] = [
  {
    name: 'Assets',
    type: 'Asset',
    groups: [
      {
        code: '11',
        name: 'Cash and Bank',
        section: 'current',
        accounts: [
          { code: '1101', name: 'Cash in Hand', systemRole: 'cash', cashAccount: true, description: 'Showroom cash counter' },
          { code: '1101.01', name: 'Petty Cash', cashAccount: true },
          { code: '1102', name: 'Bank Account', systemRole: 'bank', cashAccount: true, description: 'Main operating bank account' },
          { code: '1103', name: 'bKash Account', systemRole: 'mobileBanking.bKash', cashAccount: true },
          { code: '1104', name: 'Nagad Account', systemRole: 'mobileBanking.Nagad', cashAccount: true },
          { code: '1105', name: 'Card Settlement Account', systemRole: 'cardSettlement', cashAccount: true, description: 'Card sales awaiting settlement by the acquiring bank' },
        ],
      },
      {
        code: '12',
        name: 'Receivables',
        section: 'current',
        accounts: [
          { code: '1201', name: 'Accounts Receivable', systemRole: 'accountsReceivable' },
          { code: '1202', name: 'Advances and Prepayments' },
          { code: '1204', name: 'VAT Input Credit', systemRole: 'vatInputCredit', description: 'Input VAT on purchases with the supplier\'s Mushak-6.3, credited against VAT Payable' },
        ],
      },
      {
        code: '13',
        name: 'Inventory',
        section: 'current',
        accounts: [
          { code: '1301', name: 'Inventory - Motorcycles', systemRole: 'inventory.Motorcycle' },
          { code: '1302', name: 'Inventory - Spare Parts', systemRole: 'inventory.Spare Parts' },
          { code: '1303', name: 'Inventory - Accessories', systemRole: 'inventory.Accessories' },
        ],
      },
      {
        code: '15',
        name: 'Fixed Assets',
        section: 'fixed',
        accounts: [
          { code: '1501', name: 'Furniture and Fixtures' },
          { code: '1502', name: 'Workshop Equipment' },
          { code: '1503', name: 'Office Equipment' },
        ],
      },
    ],
  },
  {
    name: 'Liabilities',
    type: 'Liability',
    groups: [
      {
        code: '21',
        name: 'Current Liabilities',
        section: 'current',
        accounts: [
          { code: '2101', name: 'Accounts Payable', systemRole: 'accountsPayable' },
          { code: '2102', name: 'Customer Deposits', systemRole: 'customerDeposits', description: 'Booking money received ahead of an invoice' },
          { code: '2103', name: 'VAT Payable', systemRole: 'vatPayable' },
          { code: '2104', name: 'Accrued Expenses' },
        ],
      },
      {
        code: '25',
        name: 'Long-term Liabilities',
        section: 'longTerm',
        accounts: [{ code: '2501', name: 'Long-term Loans' }],
      },
    ],
  },
  {
    name: 'Equity',
    type: 'Equity',
    groups: [
      {
        code: '31',
        name: "Owner's Equity",
        section: 'equity',
        accounts: [
          { code: '3101', name: "Owner's Capital", systemRole: 'ownersCapital' },
          { code: '3102', name: "Owner's Drawings", systemRole: 'ownersDrawings' },
          { code: '3201', name: 'Retained Earnings', systemRole: 'retainedEarnings' },
          { code: '3301', name: 'Opening Balance Equity', systemRole: 'openingBalanceEquity' },
        ],
      },
    ],
  },
  {
    name: 'Revenue',
    type: 'Revenue',
    groups: [
      {
        code: '41',
        name: 'Sales Revenue',
        section: 'operating',
        accounts: [
          { code: '4101', name: 'Sales - Motorcycles', systemRole: 'sales.Motorcycle' },
          { code: '4102', name: 'Sales - Spare Parts', systemRole: 'sales.Spare Parts' },
          { code: '4103', name: 'Sales - Accessories', systemRole: 'sales.Accessories' },
          { code: '4104', name: 'Service Revenue' },
          { code: '4190', name: 'Sales Discounts', systemRole: 'salesDiscounts', description: 'Contra revenue: discounts given on invoices' },
        ],
      },
      {
        code: '42',
        name: 'Other Income',
        section: 'other',
        accounts: [
          { code: '4201', name: 'Other Income', systemRole: 'otherIncome', description: 'Shipping and other charges billed' },
          { code: '4202', name: 'Inventory Gain', systemRole: 'inventoryGain' },
        ],
      },
    ],
  },
  {
    name: 'Expenses',
    type: 'Expense',
    groups: [
      {
        code: '51',
        name: 'Cost of Goods Sold',
        section: 'cogs',
        accounts: [
          { code: '5101', name: 'Cost of Goods Sold - Motorcycles', systemRole: 'costOfGoodsSold.Motorcycle' },
          { code: '5102', name: 'Cost of Goods Sold - Spare Parts', systemRole: 'costOfGoodsSold.Spare Parts' },
          { code: '5103', name: 'Cost of Goods Sold - Accessories', systemRole: 'costOfGoodsSold.Accessories' },
        ],
      },
      {
        code: '52',
        name: 'Operating Expenses',
        section: 'operating',
        accounts: [
          { code: '5201', name: 'Salaries and Wages' },
          { code: '5202', name: 'Showroom Rent' },
          { code: '5203', name: 'Utilities' },
          { code: '5204', name: 'Payment Processing Fees', systemRole: 'processingFees' },
          { code: '5205', name: 'Office Supplies' },
          { code: '5206', name: 'Transport and Delivery' },
          { code: '5207', name: 'Repairs and Maintenance' },
          { code: '5208', name: 'Marketing and Advertising' },
        ],
      },
      {
        code: '53',
        name: 'Other Expenses',
        section: 'other',
        accounts: [
          { code: '5301', name: 'Inventory Loss', systemRole: 'inventoryLoss' },
          { code: '5302', name: 'Bad Debt Expense', systemRole: 'badDebtExpense' },
          { code: '5303', name: 'Bank Charges' },
          { code: '5305', name: 'Cash Over and Short', systemRole: 'cashOverAndShort', description: 'Differences found when the cash drawer is counted at the day\'s end' },
        ],
      },
    ],
  },
];

/**
 * System accounts of STANDARD_CHART (by code) that joined it after charts were initialized: a
 * chart initialized before them gains each through `addMissingSystemAccounts` (DESIGN §14), run
 * at the API's start and by POST /api/accounts/initialize. A new system account adds its code here.
 */
export const SYSTEM_ACCOUNTS_ADDED_LATER: readonly string[] = ['5305', '1204'];

/** Payment methods every dealer starts with; `accountRole` names the GL account each maps to. */
export const STANDARD_PAYMENT_METHODS = [
  { name: 'Cash', paymentAccount: 'Cash in Hand', type: 'Cash' as const, accountRole: 'cash', isDefault: true },
  { name: 'Booking Money', paymentAccount: 'Customer Deposits', type: 'Other' as const, accountRole: 'customerDeposits', isDefault: false },
];
