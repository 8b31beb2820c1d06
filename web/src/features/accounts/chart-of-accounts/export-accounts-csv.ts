import dayjs from 'dayjs';
// The one CSV writer (a self-contained domain file): the server's exports write cells the same way.
import { csvFixed, csvLine } from '../../../../../libs/domain/src/shared/csv';
import { saveFile } from '../../../shared/browser/save-file';
import { isAccountActive, type ChartAccount } from './chart-types';

export function accountsToCsv(accounts: ChartAccount[]): string {
  const header = ['Code', 'Name', 'Type', 'Group Code', 'Group', 'Balance', 'Status', 'Description'];
  const rows = accounts.map((account) => [
    account.code,
    account.name,
    account.glClassType,
    account.groupCode,
    account.groupName,
    // Plain 2-decimal numbers so spreadsheets can sum the column.
    csvFixed(account.balance ?? 0),
    isAccountActive(account) ? 'Active' : 'Inactive',
    account.description ?? '',
  ]);
  return [header, ...rows].map(csvLine).join('\r\n');
}

/** Downloads the given accounts as a CSV file, built in the browser from the loaded chart: no request is made. */
export function downloadAccountsCsv(accounts: ChartAccount[]): void {
  // The byte-order mark lets Excel read the file as UTF-8.
  saveFile(new Blob(['\uFEFF', accountsToCsv(accounts)], { type: 'text/csv;charset=utf-8' }), 'text/csv;charset=utf-8', `chart-of-accounts-${dayjs().format('YYYY-MM-DD')}.csv`);
}
