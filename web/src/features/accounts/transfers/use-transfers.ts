import dayjs, { type Dayjs } from 'dayjs';
import { queryKeys } from '../../../shared/api/query-keys';
import { usePagedList, useResourceActions, type ModalForm } from '../../../shared/list';
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

export function useTransferList() {
  return usePagedList<Transfer, { status?: TransferStatus }>({
    path: TRANSFERS_PATH,
    listKey: 'transfers',
    keys: queryKeys.transfers,
    pageSize: LIST_PAGE_SIZE,
    filters: ['status'],
  });
}

/**
 * A transfer posts to the ledger (and an edit or delete reverses that posting), so every
 * books screen may show something new afterwards, not only this list.
 */
export function useTransferActions(modal: ModalForm<Transfer, TransferFormValues>) {
  return useResourceActions({
    path: TRANSFERS_PATH,
    label: 'Transfer',
    invalidates: [queryKeys.books],
    modal,
    toBody: toTransferBody,
    texts: { deleted: 'Transfer voided successfully.' },
  });
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
