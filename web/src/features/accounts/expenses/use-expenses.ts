import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import { usePagedList } from '../../../shared/list';
import { useOverdraftConfirmation } from '../shared/overdraft';
import type { AccountReference, PaymentMethod } from '../shared/types';
import { useAllGlAccounts } from '../shared/use-account-options';
import { useMoneyAccounts, type MoneyAccount } from '../shared/use-money-accounts';
import { useAllPaymentMethods } from '../payment-methods/payment-method-options';
import { queryKeys } from '../../../shared/query-keys';

export interface Expense {
  _id: string;
  date: string;
  description: string;
  amount: number;
  expenseAccount: AccountReference;
  cashAccount: AccountReference;
  paymentMethod: { _id: string; name: string } | null;
  journalEntry: { _id: string; entryNumber: number | null } | null;
}

export interface RecordExpenseValues {
  expenseAccount: string;
  amount: number;
  date: Dayjs;
  description: string;
  paymentMethod: string;
}

export interface ExpenseBody {
  expenseAccount: string;
  amount: number;
  date: string;
  description: string;
  cashAccount: string;
  paymentMethod: string;
  /** Sent only once the user confirmed taking a bank account into overdraft. */
  allowOverdraft?: boolean;
}

export const EXPENSES_PATH = '/accounts/expenses';
export const API_DATE = 'YYYY-MM-DD';
export const EXPENSE_PAGE_SIZE = 10;

export function useExpenseList() {
  return usePagedList<Expense, { expenseAccount?: string }, { totalAmount: number }>({
    path: EXPENSES_PATH,
    listKey: 'expenses',
    keys: queryKeys.expenses,
    pageSize: EXPENSE_PAGE_SIZE,
    filters: ['expenseAccount'],
    dateRange: true,
  });
}

/**
 * Recording an expense posts a journal entry, so every books screen may change. A bank overdraft
 * is confirmed by the user and the expense sent again (rejects with OverdraftDeclined otherwise).
 */
export function useRecordExpense() {
  const queryClient = useQueryClient();
  const confirmingOverdraft = useOverdraftConfirmation();
  return useMutation({
    mutationFn: (body: ExpenseBody) => confirmingOverdraft((allowOverdraft) => apiClient.post<Expense>(EXPENSES_PATH, allowOverdraft ? { ...body, allowOverdraft } : body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
}

/** GL accounts whose group's class type is Expense (spec §2 Record Expense). */
export function useExpenseAccounts() {
  const glAccounts = useAllGlAccounts();
  const accounts = (glAccounts.data ?? []).filter((account) => account.glGroup?.glClass?.type === 'Expense' && account.status !== false);
  return { accounts, isLoading: glAccounts.isLoading };
}

/**
 * The active payment methods an expense can be paid with: those whose GL account is a cash, bank
 * or mobile-banking account (Booking Money lands in Customer Deposits, a liability: it pays
 * nothing). The label is its name, else its payment account; `accountOf` gives a method's
 * account with its balance.
 */
export function usePaymentMethodChoices() {
  const query = useAllPaymentMethods();
  const moneyAccounts = useMoneyAccounts();
  const methods = (query.data ?? []).filter((method) => method.status !== 'inactive' && moneyAccounts.byId(method.account?._id) !== undefined);
  const accountOf = (method: PaymentMethod | undefined): MoneyAccount | undefined => moneyAccounts.byId(method?.account?._id);
  return { methods, accountOf, isLoading: query.isLoading || moneyAccounts.isLoading };
}

export function paymentMethodLabel(method: Pick<PaymentMethod, 'name' | 'paymentAccount'>): string {
  return method.name || method.paymentAccount;
}

/** The chosen method's GL account is the cash side of the posting. */
export function toExpenseBody(values: RecordExpenseValues, method: PaymentMethod): ExpenseBody {
  return {
    expenseAccount: values.expenseAccount,
    amount: values.amount,
    date: values.date.format(API_DATE),
    description: values.description.trim(),
    cashAccount: method.account?._id,
    paymentMethod: method._id,
  };
}
