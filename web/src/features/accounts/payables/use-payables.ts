import dayjs, { type Dayjs } from 'dayjs';
import { toPoisha } from '../../../shared/format/taka';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { AccountReference } from '../shared/types';
import { API_DATE, newItemDates, openItemResource } from '../open-items/open-item-resource';
import { payableKeys, purchaseKeys, queryKeys } from '../../../shared/query-keys';

export type PayableStatus = 'Pending' | 'Partial' | 'Paid' | 'Overdue';
export const PAYABLE_STATUSES: PayableStatus[] = ['Pending', 'Partial', 'Paid', 'Overdue'];

export interface Payable {
  _id: string;
  supplier: { _id: string; name: string } | null;
  billNumber: string;
  source: 'purchase' | 'bill';
  purchaseId: string | null;
  purchase: { _id: string; purchaseNumber: string } | null;
  account: AccountReference | null;
  amount: number;
  paidAmount: number;
  remaining: number;
  billDate: string | null;
  dueDate: string;
  status: PayableStatus;
  notes: string | null;
  createdAt: string;
}

export interface PayablePayment {
  _id: string;
  payableId: string;
  amount: number;
  paymentDate: string;
  paymentMethod: { _id: string; name: string } | null;
  cashAccount: AccountReference | null;
  notes: string | null;
  /** The payment's TrxID, card slip or approval number. */
  transactionId: string | null;
  journalEntry: { _id: string; entryNumber: number | null } | null;
}

export interface PayableSummary {
  /** The payables' own amounts (a purchase's payable is what was left unpaid at purchase). */
  totalAmount: number;
  totalPaid: number;
  totalRemaining: number;
  totalOverdue: number;
  /** What the suppliers billed: purchases whole (paid at once included) and bills. */
  totalBilled: number;
  /** All paid on what was billed: at purchase and since. */
  totalBilledPaid: number;
  totalPaidAtPurchase: number;
}

export interface BillFormValues {
  supplier: string;
  billNumber: string;
  amount: number;
  billDate: Dayjs;
  dueDate: Dayjs;
  account: string;
  notes?: string;
}

export interface PaymentFormValues {
  amount: number;
  paymentDate: Dayjs;
  paymentMethod: string;
  cashAccount?: string;
  notes?: string;
  transactionId?: string | null;
}

export const PAYABLES_PATH = '/accounts/payables';
/** Accounting spec §9: payable payments 10 a page. */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;

/** A bill entered by hand: add, edit and delete while it has no payments (the server says why otherwise). A payment or a bill posts to the books, and a purchase shows its payable's state. */
const payables = openItemResource<Payable, BillFormValues, { status?: PayableStatus; supplier?: string }, PayableSummary, PayablePayment, PaymentFormValues>({
  path: PAYABLES_PATH,
  listKey: 'payables',
  keys: payableKeys,
  pageSize: LIST_PAGE_SIZE,
  filters: ['status', 'supplier'],
  label: 'Payable',
  invalidates: [queryKeys.books, purchaseKeys.all],
  toBody: (values) => ({
    supplier: values.supplier,
    billNumber: values.billNumber.trim(),
    amount: values.amount,
    billDate: values.billDate.format(API_DATE),
    dueDate: values.dueDate.format(API_DATE),
    account: values.account,
    notes: values.notes?.trim() ?? '',
  }),
  texts: { created: 'Bill added successfully.', updated: 'Bill updated successfully.', deleted: 'Bill deleted successfully.' },
  paymentIdField: 'payableId',
  paymentExtras: (values) => ({ cashAccount: values.cashAccount || undefined, ...(values.transactionId?.trim() ? { transactionId: values.transactionId.trim() } : {}) }),
  paymentsPageSize: PAYMENT_HISTORY_PAGE_SIZE,
});

export const { useList: usePayableList, useActions: useBillActions, usePay: usePayPayable, usePayments: usePayablePayments } = payables;

export function toBillFormValues(payable: Payable | null): Partial<BillFormValues> {
  if (!payable) return newItemDates('billDate');
  return {
    supplier: payable.supplier?._id,
    billNumber: payable.billNumber,
    amount: payable.amount,
    billDate: payable.billDate ? dayjs(payable.billDate) : dayjs(payable.createdAt),
    dueDate: dayjs(payable.dueDate),
    account: payable.account?._id,
    notes: payable.notes ?? undefined,
  };
}

export const hasPayments = (payable: Payable) => toPoisha(payable.paidAmount) > 0;
