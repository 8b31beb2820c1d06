import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { dhakaTodayValue } from '../../../shared/format/date';
import { apiClient } from '../../../shared/api/api-client';
import { serverMessageOr } from '../../../shared/api/api-error';
import { crudResource } from '../../../shared/list';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { AccountReference } from '../shared/types';
import { RECEIVABLES_PATH, type Receivable, type ReceivableStatus } from '../receivables/use-receivables';
import { badDebtKeys, queryKeys, receivableKeys } from '../../../shared/query-keys';

export type BadDebtStatus = 'Draft' | 'Approved' | 'Posted';
export const BAD_DEBT_STATUSES: BadDebtStatus[] = ['Draft', 'Approved', 'Posted'];
/** Accounting spec §5: the reason options. */
export const BAD_DEBT_REASONS = ['Customer Bankruptcy', 'Uncollectible', 'Disputed', 'Other'] as const;
export type BadDebtReason = (typeof BAD_DEBT_REASONS)[number];

export interface BadDebt {
  _id: string;
  customer: { _id: string; name: string; phone: string };
  invoice: { _id: string; invoiceNumber: string | null } | null;
  receivable: { _id: string; amount: number; remainingAmount: number; dueDate: string | null; status: ReceivableStatus | 'Cancelled' };
  badDebtAccount: AccountReference;
  originalAmount: number;
  writeOffAmount: number;
  /** What posting wrote off (the write-off amount, or what remained if less); 0 until posted. */
  postedAmount: number;
  writeOffDate: string;
  reason: BadDebtReason;
  notes: string;
  status: BadDebtStatus;
  journalEntry: { _id: string; entryNumber: number | null } | null;
  approvedAt: string | null;
  postedAt: string | null;
  createdAt: string;
}

export interface BadDebtSummary {
  totalBadDebts: number;
  thisMonth: number;
  totalRecords: number;
  averageAmount: number;
}

export interface BadDebtFormValues {
  customer: string;
  invoice?: string | null;
  receivable: string;
  badDebtAccount: string;
  originalAmount: number;
  writeOffAmount: number;
  writeOffDate: Dayjs;
  reason: BadDebtReason;
  notes?: string;
}

export const BAD_DEBTS_PATH = '/accounts/bad-debts';
const API_DATE = 'YYYY-MM-DD';
/** The receivables a write-off may pick from: at most this many of one customer's open ones. */
const OPEN_RECEIVABLES_LIMIT = 100;

/** Posting moves the books and the receivable (all under ['accounts']). */
const AFFECTED = [queryKeys.books];

/** Accounting spec §8: 'Bad debt record created successfully!'…, 'Failed to save bad debt: {message}'. */
const badDebts = crudResource<BadDebt, BadDebtFormValues, { status?: BadDebtStatus }, { summary?: BadDebtSummary }>({
  path: BAD_DEBTS_PATH,
  listKey: 'badDebts',
  keys: badDebtKeys,
  pageSize: LIST_PAGE_SIZE,
  filters: ['status'],
  label: 'Bad debt record',
  invalidates: AFFECTED,
  toBody: (values) => ({
    customer: values.customer,
    invoice: values.invoice || null,
    receivable: values.receivable,
    badDebtAccount: values.badDebtAccount,
    originalAmount: values.originalAmount,
    writeOffAmount: values.writeOffAmount,
    writeOffDate: values.writeOffDate.format(API_DATE),
    reason: values.reason,
    notes: values.notes?.trim() ?? '',
  }),
  texts: {
    created: 'Bad debt record created successfully!',
    updated: 'Bad debt record updated successfully!',
    deleted: 'Bad debt record deleted successfully!',
    saveFailed: (error) => `Failed to save bad debt: ${serverMessageOr(error, 'Please try again.')}`,
    deleteFailed: (error) => `Failed to delete bad debt: ${serverMessageOr(error, 'Please try again.')}`,
  },
});

export const { useList: useBadDebtList, useActions: useBadDebtActions } = badDebts;

/**
 * The form's values for a record, or for a new write-off: on the chart's Bad Debt Expense account
 * (`defaultAccountId`), and of `receivable` when one was chosen on the receivables screen.
 */
export function toBadDebtFormValues(badDebt: BadDebt | null, receivable?: Receivable | null, defaultAccountId?: string): Partial<BadDebtFormValues> {
  if (badDebt) {
    return {
      customer: badDebt.customer._id,
      invoice: badDebt.invoice?._id ?? null,
      receivable: badDebt.receivable._id,
      badDebtAccount: badDebt.badDebtAccount._id,
      originalAmount: badDebt.originalAmount,
      writeOffAmount: badDebt.writeOffAmount,
      writeOffDate: dayjs(badDebt.writeOffDate),
      reason: badDebt.reason,
      notes: badDebt.notes || undefined,
    };
  }
  const values: Partial<BadDebtFormValues> = { writeOffDate: dhakaTodayValue(), badDebtAccount: defaultAccountId };
  return receivable ? { ...values, ...receivableValues(receivable), customer: receivable.customer._id } : values;
}

/** What choosing a receivable fills: its invoice, its amount, and all that remains as the write-off. */
export const receivableValues = (receivable: Receivable): Partial<BadDebtFormValues> => ({
  receivable: receivable._id,
  invoice: receivable.invoice?._id ?? null,
  originalAmount: receivable.amount,
  writeOffAmount: receivable.remaining,
});

/** One customer's receivables with something remaining (Outstanding, Partial, Overdue): what a write-off may pick. */
export function useOpenReceivables(customerId: string | undefined) {
  const params = { customer: customerId, open: 'true', limit: OPEN_RECEIVABLES_LIMIT };
  return useQuery({
    queryKey: receivableKeys.list(params),
    queryFn: () => apiClient.get<{ receivables: Receivable[] }>(RECEIVABLES_PATH, params),
    select: (data) => data.receivables ?? [],
    enabled: Boolean(customerId),
  });
}

/** One receivable (the write-off screen opened from the receivables screen). */
export function useReceivable(id: string | null) {
  return useQuery({
    queryKey: receivableKeys.detail(id ?? ''),
    queryFn: () => apiClient.get<Receivable>(`${RECEIVABLES_PATH}/${id}`),
    enabled: Boolean(id),
  });
}

/** Approve (Draft → Approved) and Post (Approved → Posted: Dr the bad debt account / Cr Accounts Receivable). */
export function useBadDebtTransition(action: 'approve' | 'post') {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (badDebt: BadDebt) => apiClient.post<BadDebt>(`${BAD_DEBTS_PATH}/${badDebt._id}/${action}`),
    onSuccess: () => Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return {
    run: (badDebt: BadDebt) =>
      mutation.mutate(badDebt, {
        onSuccess: (result) => message.success(result.message ?? (action === 'approve' ? 'Bad debt approved successfully!' : 'Bad debt posted successfully!')),
        onError: (error) => message.error(`Failed to ${action} bad debt: ${serverMessageOr(error, 'Please try again.')}`),
      }),
    isRunning: (badDebt: BadDebt) => mutation.isPending && mutation.variables?._id === badDebt._id,
  };
}
