import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { apiClient } from '../../../shared/api/api-client';
import { serverMessageOr } from '../../../shared/api/api-error';
import { crudResource, type DeleteAction, type ModalForm, type SaveAction } from '../../../shared/list';
import { LIST_PAGE_SIZE } from '../shared/constants';
import { OverdraftDeclined, useOverdraftConfirmation } from '../shared/overdraft';
import type { AccountReference } from '../shared/types';
import { queryKeys } from '../../../shared/query-keys';
import { dhakaTodayValue } from '../../../shared/format/date';

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
  /** Sent only once the user confirmed taking a bank account into overdraft. */
  allowOverdraft?: boolean;
}

const TRANSFERS_PATH = '/accounts/transfers';
const API_DATE = 'YYYY-MM-DD';

/** Saving asks about an overdraft first (`useTransferActions`): the resource gives the list and the delete. */
const transfers = crudResource<Transfer, TransferFormValues, { status?: TransferStatus }>({
  path: TRANSFERS_PATH,
  listKey: 'transfers',
  keys: queryKeys.transfers,
  pageSize: LIST_PAGE_SIZE,
  filters: ['status'],
  label: 'Transfer',
  invalidates: [queryKeys.books],
  texts: { deleted: 'Transfer voided successfully.' },
});

export const { useList: useTransferList } = transfers;

/**
 * A transfer posts to the ledger (and an edit or delete reverses that posting), so every
 * books screen may show something new afterwards, not only this list. Saving takes money out of
 * the from account: a bank overdraft is confirmed by the user and the transfer sent again.
 */
export function useTransferActions(modal: ModalForm<Transfer, TransferFormValues>): { save: SaveAction<TransferFormValues>; remove: DeleteAction<Transfer> } {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmingOverdraft = useOverdraftConfirmation();
  const remove = transfers.useRemove();
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TransferBody }) =>
      confirmingOverdraft((allowOverdraft) => {
        const sent = allowOverdraft ? { ...body, allowOverdraft } : body;
        return id ? apiClient.put<Transfer>(`${TRANSFERS_PATH}/${id}`, sent) : apiClient.post<Transfer>(TRANSFERS_PATH, sent);
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.books }),
  });
  const save: SaveAction<TransferFormValues> = {
    submit: (values) => {
      const editing = modal.editing;
      return mutation.mutateAsync(
        { id: editing?._id, body: toTransferBody(values) },
        {
          onSuccess: () => {
            message.success(editing ? 'Transfer updated successfully.' : 'Transfer created successfully.');
            modal.close();
          },
          onError: (error) => {
            if (error instanceof OverdraftDeclined) return;
            message.error(serverMessageOr(error, 'Failed to save Transfer.'));
            modal.showServerErrors(error);
          },
        },
      );
    },
    isPending: mutation.isPending,
  };
  return { save, remove };
}

export function toTransferFormValues(transfer: Transfer | null): Partial<TransferFormValues> {
  if (!transfer) return { date: dhakaTodayValue() };
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
