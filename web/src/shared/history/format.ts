import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT } from '../format/date';
import { formatTaka, fromPoisha } from '../format/taka';

/** 'GlAccountUpdated' reads 'Gl Account Updated'. */
export const eventLabel = (type: string) => type.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** 'lines.0.accountId' reads 'Lines › 1 › Account': a reference reads as what it refers to, a list counts from 1. */
export const fieldLabel = (field: string) =>
  field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : eventLabel(part.replace(/(.)Ids$/, '$1s').replace(/(.)Id$/, '$1')).replace(/^./, (first) => first.toUpperCase())))
    .join(' › ');

/** When something happened, to the second (an audit trail orders by it). */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '—';
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(`${DISPLAY_DATE_FORMAT} HH:mm:ss`) : '—';
}

/** A recorded value as text: an id as what it stands for (`labels`), lists and objects as compact JSON. */
export function formatValue(value: unknown, labels: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return labels[value.toLowerCase()] ?? value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.map((item) => labels[item.toLowerCase()] ?? item).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Money fields of the domain's states, kept in whole poisha (an amount, a debit, a balance, a price…). */
const MONEY_FIELD = /(amount|debit|credit|balance|price|cost|total|fee|paid|due|discount|value)$/i;

/** A changed field's value as a storekeeper reads it: money (kept in poisha) in taka, an id as its name or number. */
export function formatFieldValue(field: string, value: unknown, labels: Record<string, string> = {}): string {
  const last = field.split('.').at(-1) ?? field;
  if (typeof value === 'number' && Number.isInteger(value) && MONEY_FIELD.test(last)) return formatTaka(fromPoisha(value));
  return formatValue(value, labels);
}
