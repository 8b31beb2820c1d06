import type { AccessArea } from './users/roles';

/**
 * How one kind of stream is named, and who reads its History. `name`: a prefix ending in `-`
 * names a kind of entity (`customer-<id>`), any other name one stream (`books-closing`). `area`:
 * the access area whose read permission shows its History; 'audit' keeps it the audit trail's.
 */
export interface StreamName {
  readonly name: string;
  readonly area: AccessArea;
}

/**
 * THE list of the kinds of stream, each declared once here by its name and area. This file has
 * no dependency, so the web's History (web/src/shared/history/history-access.tsx) reads the same
 * list as the API's role policy (`streamReadArea`). Each feature's file folds its own kind
 * (`streamKindOf(STREAM_NAMES.customer, { initialState, evolve })`) and names its streams from it;
 * `STREAM_KINDS` in streams.ts must hold a fold for every key (the compiler says which is missing).
 */
export const STREAM_NAMES = {
  chartOfAccounts: { name: 'chart-of-accounts', area: 'accounting' },
  /** Reservations of unique values (`unique-{scope}-{value}`): the audit trail's. */
  unique: { name: 'unique-', area: 'audit' },
  glClass: { name: 'gl-class-', area: 'accounting' },
  glGroup: { name: 'gl-group-', area: 'accounting' },
  glAccount: { name: 'gl-account-', area: 'accounting' },
  paymentMethod: { name: 'payment-method-', area: 'payment-methods' },
  usersBootstrap: { name: 'users-bootstrap', area: 'audit' },
  user: { name: 'user-', area: 'users' },
  booksClosing: { name: 'books-closing', area: 'accounting' },
  journalEntry: { name: 'journal-entry-', area: 'accounting' },
  transfer: { name: 'transfer-', area: 'accounting' },
  expense: { name: 'expense-', area: 'accounting' },
  ownerEquity: { name: 'owner-equity-', area: 'accounting' },
  profitTransfer: { name: 'profit-transfer-', area: 'accounting' },
  vehicle: { name: 'vehicle-', area: 'inventory' },
  supplier: { name: 'supplier-', area: 'inventory' },
  product: { name: 'product-', area: 'inventory' },
  motorcycle: { name: 'motorcycle-', area: 'inventory' },
  purchase: { name: 'purchase-', area: 'inventory' },
  requisition: { name: 'requisition-', area: 'inventory' },
  payable: { name: 'payable-', area: 'accounting' },
  customer: { name: 'customer-', area: 'sales' },
  businessSettings: { name: 'settings-business', area: 'settings' },
  receivable: { name: 'receivable-', area: 'accounting' },
  badDebt: { name: 'bad-debt-', area: 'accounting' },
  booking: { name: 'booking-', area: 'sales' },
  invoice: { name: 'invoice-', area: 'sales' },
  /** A payment's transaction ID on one method (`payment-reference-{methodId}-{id}`), claimed once: the audit trail's. */
  paymentReference: { name: 'payment-reference-', area: 'audit' },
  reconciliation: { name: 'reconciliation-', area: 'accounting' },
  reconciledAccount: { name: 'reconciled-account-', area: 'accounting' },
  /** An account's running funds, for the overdraft check: the audit trail's. */
  accountFunds: { name: 'account-funds-', area: 'audit' },
  /** The day's cash count of one cash account (`cash-count-{accountId}-{date}`): counted at the counter. */
  cashCount: { name: 'cash-count-', area: 'sales' },
  /** A Sales user's void or big discount waiting for an Administrator or Accountant (issue 23, item 11). */
  approval: { name: 'approval-', area: 'sales' },
  /** Whether and how the business charges VAT, every version with the date it applies from (issue 24). */
  vatSettings: { name: 'settings-vat', area: 'settings' },
  /** One month's VAT return (`vat-period-2026-11`): submitted once, then the month takes no VAT-bearing document. */
  vatPeriod: { name: 'vat-period-', area: 'accounting' },
  /** VAT paid to the treasury for a month, with its challan (`vat-payment-{id}`). */
  vatPayment: { name: 'vat-payment-', area: 'accounting' },
} as const satisfies Record<string, StreamName>;

export type StreamKindKey = keyof typeof STREAM_NAMES;

/** A kind of stream: its name and area (from STREAM_NAMES) and how to fold one of its streams. */
export type StreamKind<Name extends StreamName = StreamName> = Name & {
  readonly initialState: unknown;
  readonly evolve: (state: any, event: any) => unknown;
};

/** A feature's kind of stream: its declared name and area with its fold. */
export function streamKindOf<Name extends StreamName, State, Event>(
  declared: Name,
  fold: { initialState: State; evolve: (state: State, event: Event) => State },
): StreamKind<Name> & { readonly initialState: State; readonly evolve: (state: State, event: Event) => State } {
  return { ...declared, initialState: fold.initialState, evolve: fold.evolve };
}

/** A kind's name names `<prefix><id>` (not the bare prefix); any other name only its one stream. */
const namesStream = (name: string, stream: string) => (name.endsWith('-') ? stream.length > name.length && stream.startsWith(name) : stream === name);

/**
 * The area whose read permission lets a user see a stream's history: its kind's (the longest name
 * that names it), else the audit trail's (idempotency claims, anything of no kind).
 */
export function streamReadArea(stream: string): AccessArea {
  let found: StreamName | undefined;
  for (const declared of Object.values(STREAM_NAMES) as StreamName[]) {
    if (namesStream(declared.name, stream) && (!found || declared.name.length > found.name.length)) found = declared;
  }
  return found?.area ?? 'audit';
}
