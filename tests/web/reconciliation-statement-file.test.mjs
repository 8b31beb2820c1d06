// The bank statement file reader of the reconciliation wizard (web/src/features/accounts/
// reconciliation/statement-file.ts), run in node on real files: the module is compiled with esbuild
// (as Vite would) and given real .xlsx files written here with exceljs, the library it reads them
// with, and real CSV text for papaparse.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWebModule, webRequire } from './web-module.mjs';

const ExcelJS = webRequire('exceljs');
// Its packages (papaparse, exceljs) are required from web/, as the browser bundle would take them.
const statementFile = await loadWebModule('web/src/features/accounts/reconciliation/statement-file.ts');

async function xlsxFile(name, fill) {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Statement'));
  return new File([await workbook.xlsx.writeBuffer()], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const mapped = (table) => statementFile.mapStatement(table, statementFile.guessMapping(table.headers));

test('an XLSX statement with the bank\'s lines above the header, blank rows, dates as serials and as text, and withdrawal and deposit columns', async () => {
  const file = await xlsxFile('dbbl-november.xlsx', (sheet) => {
    sheet.addRow(['Dutch-Bangla Bank Limited']);
    sheet.addRow(['Statement of Account: 123.110.45678', null, 'Period: 01/11/2026 to 30/11/2026']);
    sheet.addRow([]);
    sheet.addRow(['Txn Date', 'Particulars', 'Cheque No', 'Withdrawal', 'Deposit', 'Balance']);
    // 46330 is 2026-11-04: a serial shown with a date format (exceljs reads it back as a Date)...
    const formatted = sheet.addRow([46330, 'Bank charges', '', 575, null, 99425]);
    formatted.getCell(1).numFmt = 'dd/mm/yyyy';
    // ...one saved as a bare number, a JS date, and dates typed as text.
    sheet.addRow([46331, 'Deposit by cash', 'DEP-11', null, 25000.5, 124425.5]);
    sheet.addRow([]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 6)), { richText: [{ text: 'Cheque ' }, { text: 'to supplier', font: { bold: true } }] }, 'CHQ 004512', 12000, null, 112425.5]);
    sheet.addRow(['07/11/2026', 'Customer transfer', 'NPSB-88', null, { formula: '1000+234.25', result: 1234.25 }, 113659.75]);
    sheet.addRow(['08-Nov-2026', 'Interest', '', '', '  1,050.00 ', 114709.75]);
    sheet.addRow([null, null, null, null, null, null]);
    sheet.addRow(['', 'Closing balance', '', '', '', 114709.75]);
  });
  const table = await statementFile.readStatementFile(file);
  assert.deepEqual(table.headers, ['Txn Date', 'Particulars', 'Cheque No', 'Withdrawal', 'Deposit', 'Balance']);
  assert.equal(table.rows.length, 6, 'the blank rows are left out, the lines above the header too');
  assert.deepEqual(statementFile.guessMapping(table.headers), { date: 0, description: 1, reference: 2, debit: 3, credit: 4 });
  const { items, skipped } = mapped(table);
  assert.deepEqual(items, [
    { date: '2026-11-04', description: 'Bank charges', reference: '', amount: -575 },
    { date: '2026-11-05', description: 'Deposit by cash', reference: 'DEP-11', amount: 25000.5 },
    { date: '2026-11-06', description: 'Cheque to supplier', reference: 'CHQ 004512', amount: -12000 },
    { date: '2026-11-07', description: 'Customer transfer', reference: 'NPSB-88', amount: 1234.25 },
    { date: '2026-11-08', description: 'Interest', reference: '', amount: 1050 },
  ]);
  assert.deepEqual(skipped, ['Row 6: no date'], 'the closing balance line has no date');
});

test('an XLSX statement with its header in row 1 and one signed amount column', async () => {
  const file = await xlsxFile('city-bank.XLSX', (sheet) => {
    sheet.addRow(['Date', 'Description', 'Reference', 'Amount', 'Balance']);
    sheet.addRow(['2026-11-02', 'POS settlement', 'POS-1', 8450.75, 58450.75]);
    sheet.addRow([]);
    sheet.addRow([46329.5, 'Transfer out', 'TRF-2', -20000, 38450.75]);
    sheet.addRow(['2026-11-04', 'Fee reversal', '', '(150.00)', 38300.75]);
    sheet.addRow(['2026-11-05', 'Nothing moved', '', 0, 38300.75]);
  });
  const table = await statementFile.readStatementFile(file);
  assert.deepEqual(table.headers, ['Date', 'Description', 'Reference', 'Amount', 'Balance']);
  assert.deepEqual(statementFile.guessMapping(table.headers), { date: 0, description: 1, reference: 2, amount: 3 });
  const { items, skipped } = mapped(table);
  assert.deepEqual(items, [
    { date: '2026-11-02', description: 'POS settlement', reference: 'POS-1', amount: 8450.75 },
    { date: '2026-11-03', description: 'Transfer out', reference: 'TRF-2', amount: -20000 },
    { date: '2026-11-04', description: 'Fee reversal', reference: '', amount: -150 },
  ]);
  assert.deepEqual(skipped, ['Row 4: no amount']);
});

test('a CSV statement is read the same way: lines above the header dropped, blank lines skipped', async () => {
  const csv = 'Eastern Bank PLC,,,\nAccount,1011-220,,\n\nDate,Narration,Debit,Credit\n03/11/2026,"Rent, November","15,000.00",\n\n04/11/2026,Sale deposit,,4500\n';
  const table = await statementFile.readStatementFile(new File([csv], 'ebl.csv', { type: 'text/csv' }));
  assert.deepEqual(table.headers, ['Date', 'Narration', 'Debit', 'Credit']);
  assert.deepEqual(mapped(table).items, [
    { date: '2026-11-03', description: 'Rent, November', reference: '', amount: -15000 },
    { date: '2026-11-04', description: 'Sale deposit', reference: '', amount: 4500 },
  ]);
});

test('a file with no rows at all is refused', async () => {
  const file = await xlsxFile('empty.xlsx', (sheet) => {
    sheet.addRow([]);
  });
  await assert.rejects(statementFile.readStatementFile(file), /The file has no rows/);
});
