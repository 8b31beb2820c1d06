import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import {
  EXPORT_CONTENT_TYPES,
  vatRegisterCount,
  vatRegisterPages,
  type InventoryExportResult,
  type VatRegister,
  type VatRegisterExportJobData,
  type VatRegisterRow,
} from '@dealer/read-models';
import { ExportFileWriter } from './export-file-store';
import type { ProgressReporter } from './inventory-export';

type Cell = string | number | null;

interface Column {
  header: string;
  width: number;
  money?: boolean;
  cell: (row: VatRegisterRow, serial: number) => Cell;
}

const MONEY_FORMAT = '#,##0.00';

const remarks = (row: VatRegisterRow) =>
  [
    { 'invoice-void': 'Invoice voided', 'purchase-amendment': row.reversal ? 'Purchase corrected: reversed' : 'Purchase corrected', 'purchase-deleted': 'Purchase deleted' }[row.documentKind as string] ?? '',
    row.vatRate === null ? 'Exempt' : '',
  ]
    .filter(Boolean)
    .join('; ');

const description = (row: VatRegisterRow) => [row.product.name, row.product.model].filter(Boolean).join(' — ');
const opening: Column[] = [
  { header: 'Opening Stock: Quantity', width: 12, cell: (row) => row.stockBefore.quantity },
  { header: 'Opening Stock: Value (excluding taxes)', width: 18, money: true, cell: (row) => row.stockBefore.value },
];
const goods: Column[] = [
  { header: 'Description of Goods', width: 32, cell: description },
  { header: 'Chassis No.', width: 20, cell: (row) => row.product.chassisNo },
  { header: 'Engine No.', width: 20, cell: (row) => row.product.engineNo },
];
const taxes: Column[] = [
  { header: 'Supplementary Duty', width: 14, money: true, cell: (row) => row.supplementaryDuty },
  { header: 'VAT Rate (%)', width: 10, cell: (row) => row.vatRate },
  { header: 'VAT', width: 16, money: true, cell: (row) => row.vat },
];
const closing: Column[] = [
  { header: 'Closing Stock: Quantity', width: 12, cell: (row) => row.stockAfter.quantity },
  { header: 'Closing Stock: Value (excluding taxes)', width: 18, money: true, cell: (row) => row.stockAfter.value },
];
const party = (who: 'Buyer' | 'Supplier'): Column[] => [
  { header: `${who}: Name`, width: 26, cell: (row) => row.counterparty.name },
  { header: `${who}: Address`, width: 30, cell: (row) => row.counterparty.address },
  { header: `${who}: BIN / NID`, width: 18, cell: (row) => row.counterparty.bin ?? row.counterparty.nid ?? '' },
];
const serialAndDate: Column[] = [
  { header: 'Serial No.', width: 8, cell: (_row, serial) => serial },
  { header: 'Date', width: 12, cell: (row) => row.date },
];

/** Mushak-6.2, the sales register, its columns in the form's order (English headings). */
export const SALES_REGISTER_COLUMNS: Column[] = [
  ...serialAndDate,
  ...opening,
  ...party('Buyer'),
  { header: 'Tax Invoice (Mushak-6.3) No.', width: 16, cell: (row) => row.documentNumber },
  { header: 'Date and Time of Issue', width: 20, cell: (row) => new Date(row.issuedAt).toISOString() },
  ...goods,
  { header: 'Quantity Sold', width: 10, cell: (row) => row.quantity },
  { header: 'Taxable Value', width: 16, money: true, cell: (row) => row.taxableValue },
  ...taxes,
  ...closing,
  { header: 'Remarks', width: 24, cell: remarks },
];

/** Mushak-6.1, the purchase register, its columns in the form's order (English headings). */
export const PURCHASE_REGISTER_COLUMNS: Column[] = [
  ...serialAndDate,
  ...opening,
  { header: 'Invoice (Mushak-6.3) / Bill of Entry No.', width: 20, cell: (row) => row.documentNumber },
  { header: 'Invoice / Bill of Entry Date', width: 14, cell: (row) => row.documentDate ?? row.date },
  ...party('Supplier'),
  ...goods,
  { header: 'Quantity', width: 10, cell: (row) => row.quantity },
  { header: 'Value (excluding taxes)', width: 16, money: true, cell: (row) => row.taxableValue },
  ...taxes,
  { header: 'Input VAT Credited', width: 10, cell: (row) => (row.inputVatCredited ? 'Yes' : 'No') },
  ...closing,
  { header: 'Remarks', width: 24, cell: remarks },
];

export const VAT_REGISTER_TITLES: Record<VatRegister, string> = {
  sales: 'Mushak-6.2 Sales Register',
  purchases: 'Mushak-6.1 Purchase Register',
};

/**
 * Writes a VAT register as XLSX into `exports.export_files`: one sheet titled with the form's
 * number, its first row the title and the period, the second the form's column headings, then one
 * row per register line in date order (exceljs' streaming writer: memory stays flat).
 */
export async function writeVatRegisterExport(db: Knex, jobId: string, data: VatRegisterExportJobData, report: ProgressReporter): Promise<InventoryExportResult> {
  const file = new ExportFileWriter(db, jobId);
  await file.reset();
  const finished = once(file, 'finish');
  file.on('error', () => undefined);
  const period = { startDate: data.startDate, endDate: data.endDate };
  const columns = data.register === 'sales' ? SALES_REGISTER_COLUMNS : PURCHASE_REGISTER_COLUMNS;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Dealer back office';
  const sheet = workbook.addWorksheet(VAT_REGISTER_TITLES[data.register], { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = columns.map((column, index) => ({ key: String(index), width: column.width, style: column.money ? { numFmt: MONEY_FORMAT } : {} }));
  const title = sheet.addRow([`${VAT_REGISTER_TITLES[data.register]}, ${data.startDate} to ${data.endDate}`]);
  title.font = { bold: true, size: 13 };
  title.commit();
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  await report(1);
  const total = await vatRegisterCount(db, data.register, period);
  let rows = 0;
  let last = 1;
  for await (const page of vatRegisterPages(db, data.register, period)) {
    for (const row of page) {
      rows += 1;
      sheet.addRow(columns.map((column) => column.cell(row, rows))).commit();
    }
    const percent = Math.min(99, Math.floor(5 + (90 * rows) / Math.max(total, 1)));
    if (percent > last) await report((last = percent));
  }
  sheet.commit();
  await workbook.commit();
  if (!file.writableEnded) file.end();
  await finished;

  const fileName = `${data.register === 'sales' ? 'mushak-6.2-sales-register' : 'mushak-6.1-purchase-register'}-${data.startDate}-to-${data.endDate}.xlsx`;
  const contentType = EXPORT_CONTENT_TYPES.xlsx;
  await file.publish({ fileName, contentType, createdBy: data.userId });
  return { fileName, contentType, byteSize: file.byteSize, rows };
}
