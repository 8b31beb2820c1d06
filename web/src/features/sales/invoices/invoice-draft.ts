/**
 * An invoice being typed, kept in the browser (localStorage) so a reload, a crash or a wrong click
 * does not lose it: one draft per user and per form (a booking's invoice its own), offered on the
 * next visit and removed once the invoice is saved.
 */
export interface InvoiceDraft {
  /** When it was last written (ISO). */
  savedAt: string;
  /** The form's values, the date as YYYY-MM-DD. */
  values: Record<string, unknown>;
}

const DRAFT_KEY_PREFIX = 'dealer.invoice-draft';

/** 'dealer.invoice-draft:{user}:{form}' (':{booking}' for an invoice made from a booking). */
export const invoiceDraftKey = (userId: string, formName: string, bookingId?: string | null): string =>
  [DRAFT_KEY_PREFIX, userId, formName, ...(bookingId ? [bookingId] : [])].join(':');

/** A date field's value (a Dayjs) as its calendar day; everything else as typed. */
const storedValue = (value: unknown): unknown => (value && typeof value === 'object' && 'format' in value && typeof (value as { format: unknown }).format === 'function' ? (value as { format: (pattern: string) => string }).format('YYYY-MM-DD') : value);

export function draftText(values: Record<string, unknown>, savedAt: Date): string {
  const stored = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, storedValue(value)]));
  return JSON.stringify({ savedAt: savedAt.toISOString(), values: stored } satisfies InvoiceDraft);
}

/** The draft written by draftText; null for nothing, or for what is not one (another version's, a damaged one). */
export function draftOf(text: string | null): InvoiceDraft | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<InvoiceDraft> | null;
    if (!parsed || typeof parsed.savedAt !== 'string' || Number.isNaN(Date.parse(parsed.savedAt))) return null;
    if (!parsed.values || typeof parsed.values !== 'object' || Array.isArray(parsed.values)) return null;
    return { savedAt: parsed.savedAt, values: parsed.values };
  } catch {
    return null;
  }
}

const dhakaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });
const dhakaTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit', hour12: false });
const dhakaDate = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', month: 'short', day: '2-digit' });

/** When the draft was saved, as the counter reads it (Dhaka time): '14:05' today, 'Nov 27, 14:05' another day. */
export function draftTimeLabel(savedAt: string, now: Date = new Date()): string {
  const saved = new Date(savedAt);
  const time = dhakaTime.format(saved);
  return dhakaDay.format(saved) === dhakaDay.format(now) ? time : `${dhakaDate.format(saved)}, ${time}`;
}

export const restoreDraftQuestion = (savedAt: string, now?: Date) => `Restore the unsaved invoice from ${draftTimeLabel(savedAt, now)}?`;
