import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../shared/api/api-error';
import { fromPoisha, toPoisha } from '../../../shared/format/taka';
import type { JournalEntry, JournalEntryBody } from './types';
import { dhakaTodayValue } from '../../../shared/format/date';

export interface JournalLineValues {
  account?: string;
  description?: string;
  debit?: number | null;
  credit?: number | null;
}

export interface JournalEntryFormValues {
  date?: Dayjs | null;
  reference?: string;
  description?: string;
  lines?: (JournalLineValues | undefined)[];
}

/** Balance tolerance (accounting spec §9): totals within 0.01 taka count as equal. */
export const BALANCE_TOLERANCE_POISHA = 1;

/** The server's limits (domain MAX_JOURNAL_REFERENCE_LENGTH, line description 200): the inputs stop there rather than be refused on save. */
export const MAX_REFERENCE_LENGTH = 50;
export const MAX_LINE_DESCRIPTION_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 500;

export const LINES_REQUIRED_MESSAGE = 'At least two journal lines are required';
export const UNBALANCED_MESSAGE = 'Total debits must equal total credits';

export const emptyLine = (): JournalLineValues => ({ account: undefined, description: '', debit: null, credit: null });

export function toJournalFormValues(entry: JournalEntry | null): JournalEntryFormValues {
  if (!entry) return { date: dhakaTodayValue(), reference: '', description: '', lines: [emptyLine(), emptyLine()] };
  const lines: JournalLineValues[] = entry.lines.map((line) => ({
    account: line.account?._id,
    description: line.description ?? '',
    debit: line.debit > 0 ? line.debit : null,
    credit: line.credit > 0 ? line.credit : null,
  }));
  while (lines.length < 2) lines.push(emptyLine());
  return { date: entry.date ? dayjs(entry.date) : null, reference: entry.reference, description: entry.description, lines };
}

/** A line the user never touched is ignored rather than refused. */
export function isBlankLine(line: JournalLineValues | undefined): boolean {
  if (!line) return true;
  return !line.account && !line.description?.trim() && !line.debit && !line.credit;
}

/** A line that can be posted: an account and an amount above zero on one side. */
export function isCompleteLine(line: JournalLineValues | undefined): boolean {
  return Boolean(line?.account) && ((line?.debit ?? 0) > 0 || (line?.credit ?? 0) > 0);
}

export interface JournalTotals {
  debit: number;
  credit: number;
  /** Debits less credits. */
  difference: number;
  completeLines: number;
  balanced: boolean;
  /** The rule the lines break, if any (spec §5 texts). */
  problem: string | null;
}

/** Totals in taka; the balance check compares whole poisha, never floats. */
export function journalTotals(lines: (JournalLineValues | undefined)[] | undefined): JournalTotals {
  const given = lines ?? [];
  const debitPoisha = given.reduce((sum, line) => sum + toPoisha(line?.debit), 0);
  const creditPoisha = given.reduce((sum, line) => sum + toPoisha(line?.credit), 0);
  const completeLines = given.filter(isCompleteLine).length;
  const balanced = Math.abs(debitPoisha - creditPoisha) < BALANCE_TOLERANCE_POISHA;
  let problem: string | null = null;
  if (completeLines < 2) problem = LINES_REQUIRED_MESSAGE;
  else if (!balanced) problem = UNBALANCED_MESSAGE;
  const [debit, credit, difference] = [debitPoisha, creditPoisha, debitPoisha - creditPoisha].map(fromPoisha);
  return { debit, credit, difference, completeLines, balanced, problem };
}

export function toJournalBody(values: JournalEntryFormValues, status: 'Draft' | 'Posted'): JournalEntryBody {
  const lines = (values.lines ?? []).filter((line): line is JournalLineValues => !isBlankLine(line));
  return {
    date: (values.date ?? dhakaTodayValue()).format('YYYY-MM-DD'),
    reference: (values.reference ?? '').trim(),
    description: (values.description ?? '').trim(),
    lines: lines.map((line) => {
      const description = line.description?.trim();
      return {
        account: line.account ?? '',
        ...(description ? { description } : {}),
        debit: line.debit ?? 0,
        credit: line.credit ?? 0,
      };
    }),
    status,
  };
}

/**
 * Puts a refused save's field errors on the form. The server names line fields
 * `lines.{i}.account`; antd's list paths need the index as a number. An error about
 * the lines as a whole (`lines`) and a message naming no field are returned for display.
 */
export function applyServerErrors(form: FormInstance<JournalEntryFormValues>, error: unknown): { linesError: string | null; formError: string | null } {
  if (!(error instanceof ApiError)) return { linesError: null, formError: null };
  let linesError: string | null = null;
  const unplaced: string[] = [];
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (field === 'lines') {
      linesError = message;
      continue;
    }
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const known = ['date', 'reference', 'description'].includes(field) || (path[0] === 'lines' && typeof path[1] === 'number' && path.length === 3);
    if (known) fields.push({ name: path, errors: [message] });
    else unplaced.push(message);
  }
  if (fields.length > 0) form.setFields(fields as never);
  const anyField = fields.length > 0 || linesError !== null;
  const formError = unplaced.length > 0 ? unplaced.join(' ') : !anyField && error.fromServer ? error.message : null;
  return { linesError, formError };
}
