// The CSVs the browser builds itself (Chart of Accounts, Bank Reconciliation history) go through the
// domain's one CSV writer: a name or note that a spreadsheet would run as a formula opens as text,
// and amounts stay numbers. Compiled with esbuild as Vite would, then run in node.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule } from './web-module.mjs';

const { accountsToCsv } = await loadWebModule('web/src/features/accounts/chart-of-accounts/export-accounts-csv.ts');
const { reconciliationsToCsv } = await loadWebModule('web/src/features/accounts/reconciliation/reconciliation-csv.ts');

const PAYLOADS = ["=cmd|' /C calc'!A0", "+cmd|' /C calc'!A0", "-1+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0", '=HYPERLINK("http://evil.example","x")', "\t=1+1", '＝1+1'];

/** The cells of a CSV line (quoted cells may hold commas and doubled quotes). */
function cells(line) {
  const found = [];
  const cell = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (let match = cell.exec(line); match && match.index < line.length; match = cell.exec(line)) {
    found.push(match[1].startsWith('"') ? match[1].slice(1, -1).replace(/""/g, '"') : match[1]);
    if (match[2] === '') break;
  }
  return found;
}

test('Chart of Accounts CSV: every text cell that starts a formula opens as text; the balance stays a number', () => {
  const accounts = PAYLOADS.map((payload, index) => ({
    _id: `a${index}`,
    code: `11${index}`,
    name: payload,
    glClassType: 'Asset',
    groupCode: '1100',
    groupName: payload,
    balance: -1500,
    isActive: true,
    description: payload,
  }));
  const lines = accountsToCsv(accounts).split('\r\n');
  assert.equal(lines[0], 'Code,Name,Type,Group Code,Group,Balance,Status,Description');
  lines.slice(1).forEach((line, index) => {
    const [code, name, , , group, balance, status, description] = cells(line);
    assert.equal(code, `11${index}`);
    for (const text of [name, group, description]) assert.equal(text, `'${PAYLOADS[index]}`, line);
    assert.equal(balance, '-1500.00', 'a negative balance is a number, not neutralised');
    assert.equal(status, 'Active');
  });
});

test('Bank Reconciliation CSV: account names, notes and who started it are neutralised; amounts are numbers', () => {
  const rows = PAYLOADS.map((payload) => ({
    _id: 'r1',
    account: { _id: 'a1', name: payload, code: '1102' },
    statementDate: '2026-01-31',
    statementBalance: 1200.5,
    bookBalance: -300,
    ledgerBalance: 7000,
    reconciledBalance: null,
    difference: -12.25,
    status: 'In Progress',
    balanced: false,
    startedBy: { name: payload },
    startedAt: '2026-02-01T10:00:00.000Z',
    completedAt: null,
    statementItemCount: 3,
    reconciledCount: 2,
    adjustmentCount: 1,
    notes: payload,
  }));
  const lines = reconciliationsToCsv(rows).split('\n');
  assert.equal(lines[0], 'Account code,Account,Statement date,Statement balance,Ledger balance,Last reconciled balance,Reconciled balance,Difference,Status,Started by,Matched,Adjustments,Notes');
  lines.slice(1).forEach((line, index) => {
    const row = cells(line);
    assert.deepEqual(row, ['1102', `'${PAYLOADS[index]}`, '2026-01-31', '1200.50', '7000.00', '-300.00', '', '-12.25', 'In Progress', `'${PAYLOADS[index]}`, '2', '1', `'${PAYLOADS[index]}`], line);
  });
});
