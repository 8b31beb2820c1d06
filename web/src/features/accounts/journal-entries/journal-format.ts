import type { ActorReference, JournalEntryStatus } from './types';

/** 12 → "JE-000012"; a number the server already formatted is shown as it came. */
export function formatEntryNumber(entryNumber: number | string | null | undefined): string | null {
  if (entryNumber === null || entryNumber === undefined || entryNumber === '') return null;
  if (typeof entryNumber === 'string' && !/^\d+$/.test(entryNumber)) return entryNumber;
  return `JE-${String(entryNumber).padStart(6, '0')}`;
}

/** The list shows 'Draft' where a draft has no number yet. */
export function entryNumberOrDraft(entryNumber: number | string | null | undefined): string {
  return formatEntryNumber(entryNumber) ?? 'Draft';
}

export const JOURNAL_STATUS_COLORS: Record<JournalEntryStatus, string> = {
  Draft: 'processing',
  Posted: 'green',
  Reversed: 'red',
};

const SOURCE_LABELS: Record<string, string> = {
  manual: 'Manual journal entry',
  openingBalance: 'Opening balance',
  opening_balance: 'Opening balance',
  transfer: 'Transfer',
  expense: 'Expense',
  ownerInvestment: "Owner's investment",
  ownerDrawing: "Owner's drawing",
  profitTransfer: 'Profit transfer',
  reversal: 'Reversal',
  invoice: 'Invoice',
  payment: 'Payment',
};

/** "ownerInvestment" → "Owner's investment"; unknown kinds are split into words. */
export function sourceLabel(kind: string | null | undefined): string {
  if (!kind) return '—';
  if (SOURCE_LABELS[kind]) return SOURCE_LABELS[kind];
  const words = kind.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function actorName(actor: ActorReference | undefined): string | null {
  if (!actor) return null;
  if (typeof actor === 'string') return actor;
  return actor.name ?? actor.email ?? actor._id ?? null;
}
