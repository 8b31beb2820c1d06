import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { LIST_PAGE_SIZE } from '../shared/constants';
import type { AccountReference } from '../shared/types';

export type TransferStatus = 'Posted' | 'Voided';

export interface Transfer {
  _id: string;
  from: AccountReference;
  to: AccountReference;
  amount: number;
  date: string;
  remarks: string;
  status: TransferStatus;
  journalEntry: { _id: string; entryNumber: number | null } | null;
  createdAt: string;
  updatedAt: string;
}

export interface TransferFormValues {
  from: string;
  to: string;
  amount: number;
  date: Dayjs;
  remarks?: string;
}

export interface TransferBody {
  from: string;
  to: string;
  amount: number;
  date: string;
  remarks: string;
}

const TRANSFERS_PATH = '/accounts/transfers';
const API_DATE = 'YYYY-MM-DD';

export function useTransferList(status: TransferStatus | undefined) {
  return usePagedList<Transfer, 'transfers'>({
    path: TRANSFERS_PATH,
    listKey: 'transfers',
    pageSize: LIST_PAGE_SIZE,
    keyFor: queryKeys.transfers.list,
    filters: { status },
  });
}

/**
 * A transfer posts to the ledger (and an edit or delete reverses that posting), so every
 * books screen may show something new afterwards, not only this list.
 */
export function useTransferMutations() {
  const queryClient = useQueryClient();
  const refreshBooks = () => queryClient.invalidateQueries({ queryKey: queryKeys.books });

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TransferBody }) =>
      id ? apiClient.put<Transfer>(`${TRANSFERS_PATH}/${id}`, body) : apiClient.post<Transfer>(TRANSFERS_PATH, body),
    onSuccess: refreshBooks,
  });

  const remove = useMutation({
    mutationFn: (id: string) => apiClient.delete<Transfer>(`${TRANSFERS_PATH}/${id}`),
    onSuccess: refreshBooks,
  });

  return { save, remove };
}

export function toTransferFormValues(transfer: Transfer | null): Partial<TransferFormValues> {
  if (!transfer) return { date: dayjs() };
  return {
    from: transfer.from?._id,
    to: transfer.to?._id,
    amount: transfer.amount,
    date: dayjs(transfer.date),
    remarks: transfer.remarks ?? undefined,
  };
}

export function toTransferBody(values: TransferFormValues): TransferBody {
  return {
    from: values.from,
    to: values.to,
    amount: values.amount,
    date: values.date.format(API_DATE),
    remarks: values.remarks?.trim() ?? '',
  };
}
