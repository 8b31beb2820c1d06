import dayjs, { type Dayjs } from 'dayjs';
import { toPoisha } from '../../../shared/format/taka';
import { LIST_PAGE_SIZE } from '../shared/constants';
import { API_DATE, newItemDates, openItemResource } from '../open-items/open-item-resource';
import type { AccountReference } from '../shared/types';
import { customerKeys, queryKeys, receivableKeys } from '../../../shared/query-keys';

export type ReceivableStatus = 'Outstanding' | 'Partial' | 'Overdue' | 'Paid' | 'Written Off';
export const RECEIVABLE_STATUSES: ReceivableStatus[] = ['Outstanding', 'Partial', 'Overdue', 'Paid', 'Written Off'];
export type ReceivableSource = 'invoice' | 'manual';

export interface Receivable {
  _id: string;
  customer: { _id: string; name: string; phone: string };
  source: ReceivableSource;
  invoice: { _id: string; invoiceNumber: string | null } | null;
  amount: number;
  paidAmount: number;
  writtenOffAmount: number;
  remaining: number;
  openedDate: string;
  dueDate: string;
  status: ReceivableStatus;
  notes: string;
  journalEntry: { _id: string; entryNumber: number | null } | null;
  createdAt: string;
}

export interface ReceivablePayment {
  _id: string;
  amount: number;
  paymentDate: string;
  paymentMethod: { _id: string; name: string } | null;
  account: AccountReference | null;
  invoiceId: string | null;
  notes: string;
  journalEntry: { _id: string; entryNumber: number | null } | null;
}

export interface ReceivableSummary {
  totalAmount: number;
  totalPaid: number;
  totalWrittenOff: number;
  totalRemaining: number;
  totalOverdue: number;
}

export interface ReceivableFormValues {
  customer: string;
  amount: number;
  openedDate: Dayjs;
  dueDate: Dayjs;
  notes?: string;
}

export interface ReceivablePaymentValues {
  amount: number;
  paymentDate: Dayjs;
  paymentMethod: string;
  notes?: string;
}

export const RECEIVABLES_PATH = '/accounts/receivables';
/** Accounting spec §9: other lists 10 a page. */
export const RECEIVABLE_PAYMENTS_PAGE_SIZE = 10;

/** A debt from before the books: add, edit and delete while nothing was received or written off (the server says why otherwise). A receivable posts to the books (under ['accounts']), and makes its customer used. */
const receivables = openItemResource<Receivable, ReceivableFormValues, { status?: ReceivableStatus; source?: ReceivableSource }, ReceivableSummary, ReceivablePayment, ReceivablePaymentValues>({
  path: RECEIVABLES_PATH,
  listKey: 'receivables',
  keys: receivableKeys,
  pageSize: LIST_PAGE_SIZE,
  filters: ['status', 'source'],
  label: 'Receivable',
  invalidates: [queryKeys.books, customerKeys.all],
  toBody: (values) => ({
    customer: values.customer,
    amount: values.amount,
    openedDate: values.openedDate.format(API_DATE),
    dueDate: values.dueDate.format(API_DATE),
    notes: values.notes?.trim() ?? '',
  }),
  texts: { created: 'Receivable added successfully.', updated: 'Receivable updated successfully.', deleted: 'Receivable deleted successfully.' },
  paymentIdField: 'receivableId',
  paymentsPageSize: RECEIVABLE_PAYMENTS_PAGE_SIZE,
});

export const { useList: useReceivableList, useActions: useReceivableActions, usePay: useReceivePayment, usePayments: useReceivablePayments } = receivables;

export function toReceivableFormValues(receivable: Receivable | null): Partial<ReceivableFormValues> {
  if (!receivable) return newItemDates('openedDate');
  return {
    customer: receivable.customer._id,
    amount: receivable.amount,
    openedDate: dayjs(receivable.openedDate),
    dueDate: dayjs(receivable.dueDate),
    notes: receivable.notes || undefined,
  };
}

/** Entered by hand with nothing received or written off: it can still be corrected or deleted. */
export const isEditable = (receivable: Receivable) => receivable.source === 'manual' && toPoisha(receivable.paidAmount) === 0 && toPoisha(receivable.writtenOffAmount) === 0;
