import { STREAM_NAMES } from '../stream-names';
import { ruleViolation } from '../shared/errors';
import type { DomainEvent } from '../shared/events';
import { assertPoisha, type Poisha } from '../shared/money';

export interface JournalLine {
  accountId: string;
  /** Poisha; exactly one of debit and credit is above zero. */
  debit: Poisha;
  credit: Poisha;
  description?: string;
}

/** What caused a posting: a person by hand, or another stream's event. */
export interface PostingSource {
  kind:
    | 'manual'
    | 'opening-balance'
    | 'transfer'
    | 'expense'
    | 'owner-investment'
    | 'owner-drawing'
    | 'profit-transfer'
    | 'reversal'
    // Stock and purchasing (inventory/inventory-postings.ts).
    | 'opening-stock'
    | 'stock-adjustment'
    | 'motorcycle-unit'
    | 'purchase'
    | 'supplier-bill'
    | 'payable-payment'
    // Receivables and bad debts (receivables/).
    | 'opening-receivable'
    | 'receivable-payment'
    | 'bad-debt'
    // Bookings (sales/bookings.ts): the deposit (and its correction), a refund.
    | 'booking'
    | 'booking-refund'
    // Invoices (sales/invoices.ts): the sale, a later payment on it.
    | 'invoice'
    | 'invoice-payment'
    // Bank reconciliation (reconciliation/): an adjustment (bank charges, interest).
    | 'bank-reconciliation'
    // The day's cash count (accounts/cash-counts.ts): a drawer over or short.
    | 'cash-count'
    // VAT (vat/): the month's offset of input credit against output VAT, a payment to the treasury.
    | 'vat-return'
    | 'vat-payment';
  stream?: string;
  eventId?: string;
}

export interface JournalEntryPostedData {
  journalEntryId: string;
  date: string;
  reference: string;
  description: string;
  lines: JournalLine[];
  source: PostingSource;
  postedBy: string;
  postedAt: string;
  /** Set on a reversal entry: the entry whose lines it mirrors. */
  reversalOf?: string;
}

export type JournalEntryPosted = DomainEvent<'JournalEntryPosted', JournalEntryPostedData>;

export const journalEntryStream = (journalEntryId: string) => `${STREAM_NAMES.journalEntry.name}${journalEntryId}`;

/** Refuses an entry that does not balance to the poisha, or has a line that is not one-sided and positive. */
export function assertBalanced(lines: readonly JournalLine[]): void {
  if (lines.length < 2) throw ruleViolation('At least two journal lines are required');
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    assertPoisha(line.debit, 'debit');
    assertPoisha(line.credit, 'credit');
    const oneSided = (line.debit > 0 && line.credit === 0) || (line.credit > 0 && line.debit === 0);
    if (!oneSided) throw ruleViolation('Each journal line needs a debit or a credit above zero, not both');
    debits += line.debit;
    credits += line.credit;
  }
  if (debits !== credits) throw ruleViolation('Total debits must equal total credits');
}

export function journalEntryPosted(data: JournalEntryPostedData): JournalEntryPosted {
  assertBalanced(data.lines);
  return { type: 'JournalEntryPosted', data };
}
