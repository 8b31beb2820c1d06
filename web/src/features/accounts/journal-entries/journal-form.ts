import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../shared/api/api-error';
import { toPoisha } from './journal-format';
import type { JournalEntry, JournalEntryBody } from './types';

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

export const LINES_REQUIRED_MESSAGE = 'At least two journal lines are required';
export const UNBALANCED_MESSAGE = 'Total debits must equal total credits';

export const emptyLine = (): JournalLineValues => ({ account: undefined, description: '', debit: null, credit: null });

export function toJournalFormValues(entry: JournalEntry | null): JournalEntryFormValues {
  if (!entry) return { date: dayjs(), reference: '', description: '', lines: [emptyLine(), emptyLine()] };
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
  return !line.account && !line.description?.trim() && toPoisha(line.debit) === 0 && toPoisha(line.credit) === 0;
}

/** A line that can be posted: an account and an amount above zero on one side. */
export function isCompleteLine(line: JournalLineValues | undefined): boolean {
  return Boolean(line?.account) && (toPoisha(line?.debit) > 0 || toPoisha(line?.credit) > 0);
}

export interface JournalTotals {
  debitPoisha: number;
  creditPoisha: number;
  differencePoisha: number;
  completeLines: number;
  balanced: boolean;
  /** The rule the lines break, if any (spec §5 texts). */
  problem: string | null;
}

export function journalTotals(lines: (JournalLineValues | undefined)[] | undefined): JournalTotals {
  const given = lines ?? [];
  const debitPoisha = given.reduce((sum, line) => sum + toPoisha(line?.debit), 0);
  const creditPoisha = given.reduce((sum, line) => sum + toPoisha(line?.credit), 0);
  const differencePoisha = debitPoisha - creditPoisha;
  const completeLines = given.filter(isCompleteLine).length;
  const balanced = Math.abs(differencePoisha) < BALANCE_TOLERANCE_POISHA;
  let problem: string | null = null;
  if (completeLines < 2) problem = LINES_REQUIRED_MESSAGE;
  else if (!balanced) problem = UNBALANCED_MESSAGE;
  return { debitPoisha, creditPoisha, differencePoisha, completeLines, balanced, problem };
}

const roundTaka = (amount: number | null | undefined) => toPoisha(amount) / 100;

export function toJournalBody(values: JournalEntryFormValues, status: 'Draft' | 'Posted'): JournalEntryBody {
  const lines = (values.lines ?? []).filter((line): line is JournalLineValues => !isBlankLine(line));
  return {
    date: (values.date ?? dayjs()).format('YYYY-MM-DD'),
    reference: (values.reference ?? '').trim(),
    description: (values.description ?? '').trim(),
    lines: lines.map((line) => {
      const description = line.description?.trim();
      return {
        account: line.account ?? '',
        ...(description ? { description } : {}),
        debit: roundTaka(line.debit),
        credit: roundTaka(line.credit),
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
