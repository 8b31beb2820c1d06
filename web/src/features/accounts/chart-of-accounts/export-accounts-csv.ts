import dayjs from 'dayjs';
import { saveFile } from '../../../shared/browser/save-file';
import { isAccountActive, type ChartAccount } from './chart-types';

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function accountsToCsv(accounts: ChartAccount[]): string {
  const header = ['Code', 'Name', 'Type', 'Group Code', 'Group', 'Balance', 'Status', 'Description'];
  const rows = accounts.map((account) => [
    account.code,
    account.name,
    account.glClassType,
    account.groupCode,
    account.groupName,
    // Plain 2-decimal numbers so spreadsheets can sum the column.
    (account.balance ?? 0).toFixed(2),
    isAccountActive(account) ? 'Active' : 'Inactive',
    account.description ?? '',
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Downloads the given accounts as a CSV file, built in the browser from the loaded chart: no request is made. */
export function downloadAccountsCsv(accounts: ChartAccount[]): void {
  // The byte-order mark lets Excel read the file as UTF-8.
  saveFile(new Blob(['\uFEFF', accountsToCsv(accounts)], { type: 'text/csv;charset=utf-8' }), 'text/csv;charset=utf-8', `chart-of-accounts-${dayjs().format('YYYY-MM-DD')}.csv`);
}
