import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import { csvCell, csvFixed, csvLine, type CsvValue } from '@dealer/domain';
import {
  EXPORT_CONTENT_TYPES,
  inventorySummary,
  lowStockRows,
  movementCount,
  movementPages,
  performanceQuery,
  performanceView,
  REPORT_PRODUCT_TYPES,
  type InventoryExportJobData,
  type InventoryExportResult,
  type InventoryReportFilters,
  type InventorySummary,
  type MovementRow,
  type PerformanceRecord,
  type PerformanceRow,
  type ReportPeriod,
} from '@dealer/read-models';
import { ExportFileWriter } from './export-file-store';

/** docs/api/inventory.md, StockMovement.typeLabel. */
const MOVEMENT_LABELS: Record<string, string> = {
  opening: 'Opening Stock',
  stock_in: 'Stock Increase',
  stock_out: 'Stock Decrease',
  adjustment: 'Manual Adjustment',
  damaged: 'Damaged Goods',
  revaluation: 'Revaluation',
  purchase: 'Purchase',
  purchase_reversal: 'Purchase Reversal',
  sale: 'Sale',
  sale_return: 'Sale Return',
};

/** A column of a sheet or CSV section: its header, its width, and whether it is money (2 decimals). */
interface Column {
  header: string;
  width: number;
  money?: boolean;
}

const SUMMARY_COLUMNS: Column[] = [
  { header: 'Figure', width: 28 },
  { header: 'Value', width: 18, money: true },
  { header: 'Products', width: 12 },
  { header: 'Stock', width: 12 },
];

const PRODUCT_COLUMNS: Column[] = [
  { header: 'Name', width: 32 },
  { header: 'Model', width: 18 },
  { header: 'SKU', width: 16 },
  { header: 'Type', width: 14 },
  { header: 'Stock', width: 10 },
  { header: 'Reorder Level', width: 14 },
  { header: 'Reorder Quantity', width: 16 },
  { header: 'Low Stock', width: 10 },
  { header: 'Cost (average)', width: 14, money: true },
  { header: 'Last Purchase Price', width: 18, money: true },
  { header: 'Sale Price', width: 14, money: true },
  { header: 'Inventory Value', width: 16, money: true },
  { header: 'Profit Margin %', width: 15 },
  { header: 'Units In', width: 10 },
  { header: 'Units Out', width: 10 },
  { header: 'Turnover Rate', width: 14 },
];

const MOVEMENT_COLUMNS: Column[] = [
  { header: 'Date', width: 12 },
  { header: 'Product', width: 32 },
  { header: 'Model', width: 18 },
  { header: 'SKU', width: 16 },
  { header: 'Movement', width: 12 },
  { header: 'Type', width: 18 },
  { header: 'Quantity Change', width: 16 },
  { header: 'Value Impact', width: 16, money: true },
  { header: 'Reference', width: 20 },
  { header: 'Reason', width: 32 },
];

const LOW_STOCK_COLUMNS: Column[] = [
  { header: 'Name', width: 32 },
  { header: 'Model', width: 18 },
  { header: 'SKU', width: 16 },
  { header: 'Type', width: 14 },
  { header: 'Supplier', width: 24 },
  { header: 'Stock', width: 10 },
  { header: 'Reorder Level', width: 14 },
  { header: 'Suggested Order', width: 16 },
  { header: 'Cost (average)', width: 14, money: true },
  { header: 'Estimated Cost', width: 16, money: true },
];

type Cell = string | number | boolean | null;

/** Where rows go: an XLSX workbook's sheets or a CSV's sections. */
interface TableSink {
  /** Starts a sheet (XLSX) or a titled section (CSV). */
  table(title: string, columns: Column[]): Promise<void>;
  row(cells: Cell[]): Promise<void>;
  end(): Promise<void>;
}

const MONEY_FORMAT = '#,##0.00';
/** Excel's limit is 1,048,576 rows a sheet: a longer table goes on in 'Movements (2)'. */
const MAX_SHEET_ROWS = 1_000_000;

/** exceljs' streaming writer: rows are committed as they come, so memory stays flat however long the file. */
class XlsxSink implements TableSink {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet | undefined;
  private columns: Column[] = [];
  private title = '';
  private sheetRows = 0;
  private part = 1;

  constructor(stream: Writable) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    this.workbook.creator = 'Dealer back office';
    this.workbook.created = new Date();
  }

  async table(title: string, columns: Column[]): Promise<void> {
    this.title = title;
    this.columns = columns;
    this.part = 1;
    this.openSheet(title);
  }

  private openSheet(name: string): void {
    this.sheet?.commit();
    const sheet = this.workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = this.columns.map((column, index) => ({ key: String(index), width: column.width, style: column.money ? { numFmt: MONEY_FORMAT } : {} }));
    const header = sheet.addRow(this.columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    this.sheet = sheet;
    this.sheetRows = 1;
  }

  async row(cells: Cell[]): Promise<void> {
    if (this.sheetRows >= MAX_SHEET_ROWS) {
      this.part += 1;
      this.openSheet(`${this.title} (${this.part})`);
    }
    this.sheet!.addRow(cells).commit();
    this.sheetRows += 1;
  }

  async end(): Promise<void> {
    this.sheet?.commit();
    await this.workbook.commit();
  }
}

/** A cell of a CSV line: money with 2 decimals; text neutralised by the one CSV writer (csvCell). */
const csvValue = (value: Cell, money = false): CsvValue => (money && typeof value === 'number' ? csvFixed(value) : value);

/** CSV: a UTF-8 byte-order mark first (Excel then reads Bengali names as UTF-8); sections separated by a blank line. */
class CsvSink implements TableSink {
  private columns: Column[] = [];
  private buffered: string[] = [];
  private sections = 0;

  constructor(private readonly stream: Writable) {
    this.buffered.push('\uFEFF');
  }

  async table(title: string, columns: Column[]): Promise<void> {
    this.columns = columns;
    if (this.sections > 0) this.buffered.push('\n');
    this.sections += 1;
    this.buffered.push(`${csvCell(title)}\n`, `${csvLine(columns.map((column) => column.header))}\n`);
  }

  async row(cells: Cell[]): Promise<void> {
    this.buffered.push(`${csvLine(cells.map((cell, index) => csvValue(cell, this.columns[index]?.money)))}\n`);
    if (this.buffered.length >= 2000) await this.flush();
  }

  private async flush(): Promise<void> {
    const text = this.buffered.join('');
    this.buffered = [];
    if (!this.stream.write(text, 'utf8')) await once(this.stream, 'drain');
  }

  async end(): Promise<void> {
    await this.flush();
  }
}

export type ProgressReporter = (percent: number) => Promise<void>;

/** Reports progress at most once a whole percent, never backwards, never 100 before the file is stored. */
function progressOf(report: ProgressReporter) {
  let last = -1;
  return async (done: number, total: number, from: number, to: number) => {
    const percent = Math.min(99, Math.floor(from + ((to - from) * (total > 0 ? done / total : 1))));
    if (percent <= last) return;
    last = percent;
    await report(percent);
  };
}

type Progress = ReturnType<typeof progressOf>;

/**
 * Writes one inventory export (docs/api/inventory.md, Exports) into `exports.export_files`:
 * `comprehensive` the Summary, Products (PerformanceRow columns) and Movements (the period's);
 * `lowstock` the products at or below their reorder level and what ordering them costs.
 */
export async function writeInventoryExport(db: Knex, jobId: string, data: InventoryExportJobData, report: ProgressReporter): Promise<InventoryExportResult> {
  const file = new ExportFileWriter(db, jobId);
  await file.reset();
  const finished = once(file, 'finish');
  // An error of the stream (an insert that failed) surfaces through `finished` or the next write.
  file.on('error', () => undefined);
  const sink: TableSink = data.format === 'xlsx' ? new XlsxSink(file) : new CsvSink(file);
  const progress = progressOf(report);
  const filters: InventoryReportFilters = { type: data.filters.type, supplier: data.filters.supplier, productId: data.filters.productId };

  await progress(0, 1, 0, 1);
  const rows = data.type === 'lowstock' ? await writeLowStock(db, sink, filters, progress) : await writeComprehensive(db, sink, data, filters, progress);
  await sink.end();
  // exceljs ends the stream as it commits the workbook; the CSV is ended here.
  if (!file.writableEnded) file.end();
  await finished;

  const fileName = `inventory-${data.type}-${data.requestedOn}.${data.format}`;
  const contentType = EXPORT_CONTENT_TYPES[data.format];
  await file.publish({ fileName, contentType, createdBy: data.userId });
  return { fileName, contentType, byteSize: file.byteSize, rows };
}

/** The `lowstock` export's one table; answers the rows written. */
async function writeLowStock(db: Knex, sink: TableSink, filters: InventoryReportFilters, progress: Progress): Promise<number> {
  const products = await lowStockRows(db, filters);
  await progress(1, 1, 0, 20);
  await sink.table('Low Stock', LOW_STOCK_COLUMNS);
  for (const [index, product] of products.entries()) {
    await sink.row([product.name, product.model, product.sku, product.type, product.supplier, product.stock, product.reorderLevel, product.suggestedOrder, product.averageCost, product.estimatedCost]);
    if (index % 500 === 0) await progress(index, products.length, 20, 95);
  }
  return products.length;
}

/** The `comprehensive` export's Summary, Products and Movements; answers the product and movement rows written. */
async function writeComprehensive(db: Knex, sink: TableSink, data: InventoryExportJobData, filters: InventoryReportFilters, progress: Progress): Promise<number> {
  const [summary, movementTotal] = await Promise.all([inventorySummary(db, filters), movementCount(db, filters, data.period)]);
  const work = summary.productCount + movementTotal;
  await progress(1, 1, 0, 5);

  await sink.table('Summary', SUMMARY_COLUMNS);
  for (const row of summaryRows(summary, data.period)) await sink.row(row);

  let rows = 0;
  await sink.table('Products', PRODUCT_COLUMNS);
  const products: PerformanceRecord[] = await performanceQuery(db, filters, data.period).orderByRaw('r.stock_value DESC, r.id DESC');
  for (const record of products) {
    await sink.row(productCells(performanceView(record)));
    rows += 1;
    if (rows % 500 === 0) await progress(rows, work, 5, 95);
  }
  await progress(rows, work, 5, 95);

  await sink.table('Movements', MOVEMENT_COLUMNS);
  for await (const page of movementPages(db, filters, data.period)) {
    for (const movement of page) await sink.row(movementCells(movement));
    rows += page.length;
    await progress(rows, work, 5, 95);
  }
  return rows;
}

function summaryRows(summary: InventorySummary, period: ReportPeriod): Cell[][] {
  return [
    ['Period', `${period.startDate} to ${period.endDate}`, null, null],
    ['Total Inventory Value', summary.totalInventoryValue, summary.productCount, summary.totalStock],
    ['Low Stock Products', null, summary.lowStockCount, null],
    ['Total Potential Profit', summary.totalPotentialProfit, null, null],
    ...REPORT_PRODUCT_TYPES.map((type): Cell[] => [type, summary.byType[type].totalValue, summary.byType[type].productCount, summary.byType[type].stock]),
  ];
}

/** A Products row, in PRODUCT_COLUMNS' order. */
function productCells(product: PerformanceRow): Cell[] {
  return [
    product.name,
    product.model,
    product.sku,
    product.type,
    product.stock,
    product.reorderLevel,
    product.reorderQuantity,
    product.isLowStock,
    product.averageCost,
    product.cost,
    product.salePrice,
    product.inventoryValue,
    product.profitMargin,
    product.unitsIn,
    product.unitsOut,
    product.turnoverRate,
  ];
}

/** A Movements row, in MOVEMENT_COLUMNS' order. */
function movementCells(movement: MovementRow): Cell[] {
  return [
    movement.date,
    movement.productName,
    movement.product.model,
    movement.product.sku,
    movement.movementType,
    MOVEMENT_LABELS[movement.type] ?? movement.type,
    movement.quantityChange,
    movement.valueImpact,
    movement.reference,
    movement.reason,
  ];
}
