/**
 * A bank statement file read in the browser: CSV with papaparse, XLSX with exceljs (loaded only
 * when an XLSX is chosen), into rows of text; then a column mapping turns the rows into
 * statement lines. The mapping is remembered per account (localStorage).
 */
export type StatementColumn = 'date' | 'description' | 'reference' | 'debit' | 'credit' | 'amount';

export interface ColumnMapping {
  date?: number;
  description?: number;
  reference?: number;
  /** Withdrawals (money out) and deposits (money in) in two columns, or one signed amount. */
  debit?: number;
  credit?: number;
  amount?: number;
}

export interface StatementTable {
  headers: string[];
  rows: string[][];
}

export async function readStatementFile(file: File): Promise<StatementTable> {
  const name = file.name.toLowerCase();
  const rows = name.endsWith('.xlsx') ? await readXlsx(file) : await readCsv(file);
  return statementTable(rows);
}

/** How far down a header row is looked for (banks print their name, the account and the period above it). */
const HEADER_SEARCH_ROWS = 20;

/**
 * The header row and the rows under it, blank rows left out. The header is the first row naming
 * a date column and an amount column (debit, credit, withdrawal, deposit or amount); the lines a
 * bank prints above it (its name, the account, the period) are dropped. With no such row, the
 * first row is the header.
 */
export function statementTable(rows: string[][]): StatementTable {
  const nonEmpty = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (nonEmpty.length === 0) throw new Error('The file has no rows');
  const found = nonEmpty.slice(0, HEADER_SEARCH_ROWS).findIndex(isHeaderRow);
  const start = found < 0 ? 0 : found;
  const [headers, ...body] = nonEmpty.slice(start);
  const width = Math.max(headers.length, ...body.map((row) => row.length));
  return { headers: Array.from({ length: width }, (_, index) => (headers[index] ?? '').trim() || `Column ${index + 1}`), rows: body };
}

const isHeaderRow = (row: string[]) =>
  row.some((cell) => /date/i.test(cell) && cell.trim().length <= 40) && row.some((cell) => /debit|credit|withdraw|deposit|amount|paid (in|out)/i.test(cell) && cell.trim().length <= 40);

async function readCsv(file: File): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '')));
}

async function readXlsx(file: File): Promise<string[][]> {
  // A CommonJS package: its classes are on the namespace or only on its default export, by bundler.
  const loaded = await import('exceljs');
  const ExcelJS = ('Workbook' in loaded ? loaded : (loaded as unknown as { default: typeof loaded }).default) as typeof loaded;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      const value = row.getCell(column).value;
      cells.push(cellText(value));
    }
    rows.push(cells);
  });
  return rows;
}

/** An XLSX cell as text: a date cell as YYYY-MM-DD, a formula as its result, rich text joined; an error cell empty. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('result' in value) return cellText((value as { result: unknown }).result);
  if ('richText' in value) return (value as { richText: { text: string }[] }).richText.map((part) => part.text).join('');
  if ('text' in value) return cellText((value as { text: unknown }).text);
  return '';
}

const GUESSES: [StatementColumn, RegExp][] = [
  ['date', /date/i],
  ['description', /desc|narration|particular|details/i],
  ['reference', /ref|cheque|chq|instrument/i],
  ['debit', /debit|withdraw|paid out|dr\b/i],
  ['credit', /credit|deposit|paid in|cr\b/i],
  ['amount', /amount/i],
];

/** A first mapping from the headers' names. */
export function guessMapping(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  for (const [column, pattern] of GUESSES) {
    const index = headers.findIndex((header, position) => !used.has(position) && pattern.test(header));
    if (index >= 0) {
      mapping[column] = index;
      used.add(index);
    }
  }
  if (mapping.debit !== undefined || mapping.credit !== undefined) delete mapping.amount;
  return mapping;
}

const MAPPING_KEY = (accountId: string) => `dealer.reconciliation.mapping.${accountId}`;

export function rememberedMapping(accountId: string): ColumnMapping | null {
  try {
    const stored = localStorage.getItem(MAPPING_KEY(accountId));
    return stored ? (JSON.parse(stored) as ColumnMapping) : null;
  } catch {
    return null;
  }
}

export function rememberMapping(accountId: string, mapping: ColumnMapping): void {
  localStorage.setItem(MAPPING_KEY(accountId), JSON.stringify(mapping));
}

/** Text to a number of taka: thousands separators, a currency sign, brackets for negative. */
export function parseAmount(text: string | undefined): number {
  if (!text) return 0;
  const cleaned = text.replace(/[৳,\s]|Tk\.?|BDT/gi, '');
  const negative = /^\(.*\)$/.test(cleaned) || cleaned.startsWith('-');
  const value = Number(cleaned.replace(/[()+-]/g, ''));
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round(value * 100) / 100 * (negative ? -1 : 1);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Day 0 of Excel's (1900) date serials: 1899-12-30, so that serial 1 is 1900-01-01 as Excel counts it past its 1900 leap day. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A statement date to YYYY-MM-DD: ISO, DD/MM/YYYY (as Bangladeshi banks print), 05-Nov-2026, or
 * an Excel date serial (a date cell saved without a date format: 46330 is 2026-11-04).
 */
export function parseStatementDate(text: string | undefined): string | null {
  const value = (text ?? '').trim();
  if (/^\d{5}(\.\d+)?$/.test(value) && Number(value) >= 20000 && Number(value) < 80000) {
    return new Date(EXCEL_EPOCH + Math.floor(Number(value)) * 86_400_000).toISOString().slice(0, 10);
  }
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  if (match) return `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match) return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  match = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-](\d{4})$/.exec(value);
  if (match && MONTHS.includes(match[2].toLowerCase())) return `${match[3]}-${String(MONTHS.indexOf(match[2].toLowerCase()) + 1).padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return null;
}

export interface MappedStatement {
  items: { date: string; description: string; reference: string; amount: number }[];
  /** Rows left out, with why (1-based row numbers after the header). */
  skipped: string[];
}

/** The statement lines of the table under a mapping: a deposit positive, a withdrawal negative. */
export function mapStatement(table: StatementTable, mapping: ColumnMapping): MappedStatement {
  const items: MappedStatement['items'] = [];
  const skipped: string[] = [];
  table.rows.forEach((row, index) => {
    const cell = (column: number | undefined) => (column === undefined ? '' : (row[column] ?? '').trim());
    const date = parseStatementDate(cell(mapping.date));
    const amount = mapping.amount !== undefined ? parseAmount(cell(mapping.amount)) : parseAmount(cell(mapping.credit)) - parseAmount(cell(mapping.debit));
    if (!date) skipped.push(`Row ${index + 1}: no date`);
    else if (!Number.isFinite(amount) || amount === 0) skipped.push(`Row ${index + 1}: no amount`);
    else items.push({ date, description: cell(mapping.description).slice(0, 500), reference: cell(mapping.reference).slice(0, 100), amount: Math.round(amount * 100) / 100 });
  });
  return { items, skipped };
}

export const mappingIsUsable = (mapping: ColumnMapping) => mapping.date !== undefined && (mapping.amount !== undefined || mapping.debit !== undefined || mapping.credit !== undefined);
