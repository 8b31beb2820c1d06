import { ruleViolation } from '../shared/errors';
import type { Poisha } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import type { PaymentMethodState } from '../accounts/payment-methods';
import type { PostingSource } from '../ledger/journal-entry-posted';
import { accountProblem, trimmedText, type FieldErrors } from '../ledger/posting-validation';
import { PRODUCT_TYPES, type EntryLines, type ProductType, type SystemAccounts } from '../inventory/inventory-postings';
import { processingFeeOf } from './invoice-amounts';
import { transactionIdOf, type PaymentReferencesGiven } from './payment-references';

/**
 * The posting rules of sales (DESIGN §5): the system roles an invoice and its payments resolve
 * at decision time, and the lines of a payment taken by a method (a card or wallet method's
 * processing fee to its fee account, the rest to the method's account).
 */
export type SalesRole =
  | 'accountsReceivable'
  | 'customerDeposits'
  | 'salesDiscounts'
  | 'otherIncome'
  | 'processingFees'
  | 'vatPayable'
  | `sales.${ProductType}`
  | `costOfGoodsSold.${ProductType}`
  | `inventory.${ProductType}`;

const PLURAL: Record<ProductType, string> = { Motorcycle: 'Motorcycles', 'Spare Parts': 'Spare Parts', Accessories: 'Accessories' };

const ROLE_NAMES: Record<SalesRole, string> = {
  accountsReceivable: 'Accounts Receivable',
  customerDeposits: 'Customer Deposits',
  salesDiscounts: 'Sales Discounts',
  otherIncome: 'Other Income',
  processingFees: 'Payment Processing Fees',
  vatPayable: 'VAT Payable',
  ...Object.fromEntries(PRODUCT_TYPES.flatMap((type) => [
    [`sales.${type}`, `Sales - ${PLURAL[type]}`],
    [`costOfGoodsSold.${type}`, `Cost of Goods Sold - ${PLURAL[type]}`],
    [`inventory.${type}`, `Inventory - ${PLURAL[type]}`],
  ])),
} as Record<SalesRole, string>;

/** Every role an invoice decision may resolve (the handler loads their accounts). */
export const INVOICE_ACCOUNT_ROLES: readonly SalesRole[] = Object.keys(ROLE_NAMES) as SalesRole[];

export const salesRole = (type: ProductType): SalesRole => `sales.${type}`;
export const costOfGoodsSoldRole = (type: ProductType): SalesRole => `costOfGoodsSold.${type}`;
export const stockRole = (type: ProductType): SalesRole => `inventory.${type}`;

/** The account of a system role, or a refusal naming it. */
export function salesAccountId(accounts: SystemAccounts, role: SalesRole): string {
  const account = accounts[role];
  if (!account || account.status !== 'active' || account.systemRole !== role) {
    throw ruleViolation(`The ${ROLE_NAMES[role]} account is missing: initialize the chart of accounts first`);
  }
  if (!account.isActive) throw ruleViolation(`Account ${account.code} ${account.name} is inactive`);
  return account.glAccountId;
}

export type SalesPostingKind = Extract<PostingSource['kind'], 'invoice' | 'invoice-payment'>;
export const salesPostingSource = (kind: SalesPostingKind, stream: string): PostingSource => ({ kind, stream });

/** One payment as the books take it: the gross amount, the fee kept by the card or wallet provider, and where each goes. */
export interface MethodPayment {
  paymentId: string;
  paymentMethodId: string;
  /** The method's name when paid (shown in the payment history). */
  methodName: string;
  /** The method's account: debited with amount − processingFee. */
  accountId: string;
  amount: Poisha;
  processingFee: Poisha;
  /** Debited with the fee (null when there is none). */
  feeAccountId: string | null;
  /** The provider's TrxID, card slip or approval number, normalised (absent on payments recorded before it existed). */
  transactionId?: string | null;
}

export interface PaymentRowInput {
  paymentId: string;
  paymentMethodId: string;
  amount: Poisha;
  /** As typed: checked and normalised by `methodPayment`. */
  transactionId?: string | null;
}

/** What a payment decision knows of the methods its rows name and of their accounts. */
export interface PaymentMethodsGiven extends PaymentReferencesGiven {
  paymentMethods: Readonly<Record<string, PaymentMethodState>>;
  /** The methods' accounts and fee accounts. */
  accounts: Readonly<Record<string, GlAccountState>>;
  accountTypes: Readonly<Record<string, GlClassType>>;
  systemAccounts: SystemAccounts;
}

/** The payment rows that count: a row with neither a method nor an amount above 0 is an empty form row. */
export const paymentRowsGiven = <Row extends { paymentMethodId?: unknown; amount?: unknown }>(rows: readonly Row[] | undefined): { row: Row; index: number }[] =>
  (Array.isArray(rows) ? rows : [])
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !(typeof row?.amount === 'number' && row.amount === 0) && !(row?.amount === undefined && !trimmedText(row?.paymentMethodId)));

/**
 * One payment row checked (field errors under `field`): a method that exists, is active and pays
 * into an Asset account; an amount of at least ৳0.01. Returns the method, or null when refused.
 */
export function paymentRowProblem(row: Partial<PaymentRowInput>, given: PaymentMethodsGiven, errors: FieldErrors, field: (name: string) => string): PaymentMethodState | null {
  const methodId = trimmedText(row.paymentMethodId);
  const amount = row.amount;
  let ok = true;
  if (amount === undefined || amount === null || (typeof amount === 'number' && Number.isNaN(amount))) {
    errors[field('amount')] = 'Amount is required.';
    ok = false;
  } else if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    errors[field('amount')] = 'Amount must be a whole number of poisha';
    ok = false;
  } else if (amount < 1) {
    errors[field('amount')] = 'Amount must be at least ৳0.01';
    ok = false;
  }
  if (!methodId) {
    errors[field('method')] = 'Payment method is required.';
    return null;
  }
  const method = given.paymentMethods[methodId];
  if (!method || method.lifecycle !== 'active' || method.paymentMethodId !== methodId) {
    errors[field('method')] = 'Payment method not found';
    return null;
  }
  if (method.status !== 'active') {
    errors[field('method')] = `Payment method ${method.name} is inactive`;
    return null;
  }
  return ok ? method : null;
}

/** True when the method is the Booking Money one: it pays into Customer Deposits. */
export function isBookingMoneyMethod(method: PaymentMethodState, systemAccounts: SystemAccounts): boolean {
  const deposits = systemAccounts.customerDeposits;
  return !!deposits && method.accountId === deposits.glAccountId;
}

/** A payment by `method`: its account must be an Asset; its fee (if any) goes to the method's fee account or Payment Processing Fees. */
export function methodPayment(row: PaymentRowInput, method: PaymentMethodState, given: PaymentMethodsGiven, errors: FieldErrors, field: (name: string) => string): MethodPayment | null {
  const accountError = accountProblem(given.accounts, method.accountId, 'Payment method is required.')
    ?? (given.accountTypes[method.accountId] === 'Asset' ? null : `${method.name} pays into ${given.accounts[method.accountId].name}, which is not an Asset account`);
  if (accountError) {
    errors[field('method')] = accountError;
    return null;
  }
  const transactionId = transactionIdOf(row.transactionId, method, given, errors, field);
  if (transactionId === undefined) return null;
  const processingFee = processingFeeOf(row.amount, method.processingFeeHundredths ?? 0);
  let feeAccountId: string | null = null;
  if (processingFee > 0) {
    if (method.processingFeeAccountId) {
      const feeError = accountProblem(given.accounts, method.processingFeeAccountId, 'Processing fee account not found');
      if (feeError) {
        errors[field('method')] = `${method.name}: processing fee account: ${feeError}`;
        return null;
      }
      feeAccountId = method.processingFeeAccountId;
    } else {
      feeAccountId = salesAccountId(given.systemAccounts, 'processingFees');
    }
  }
  return { paymentId: row.paymentId, paymentMethodId: method.paymentMethodId, methodName: method.name, accountId: method.accountId, amount: row.amount, processingFee, feeAccountId, ...(transactionId ? { transactionId } : {}) };
}

/** Dr the method's account with what it receives, Dr the fee account with the fee. */
export function debitPayment(lines: EntryLines, payment: MethodPayment): EntryLines {
  lines.debit(payment.accountId, payment.amount - payment.processingFee);
  if (payment.processingFee > 0 && payment.feeAccountId) lines.debit(payment.feeAccountId, payment.processingFee);
  return lines;
}

/** The account ids a set of methods needs loaded: each one's account and fee account. */
export const methodAccountIds = (methods: Iterable<PaymentMethodState>): string[] =>
  [...new Set([...methods].flatMap((method) => [method.accountId, method.processingFeeAccountId]).filter((id): id is string => typeof id === 'string' && id.length > 0))];
