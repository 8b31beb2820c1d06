import { ruleViolation } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { MAX_AMOUNT, type Poisha } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import { journalEntryPosted, journalEntryStream, type JournalLine, type PostingSource } from '../ledger/journal-entry-posted';

/**
 * The posting rules of stock and purchases (DESIGN §5). Accounts are resolved at decision time
 * from the standard chart's system roles: the handler finds the account of each role the decision
 * names (`…_ACCOUNT_ROLES`) and passes their states; a role whose account is missing refuses.
 */
export const PRODUCT_TYPES = ['Motorcycle', 'Spare Parts', 'Accessories'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const isProductType = (value: unknown): value is ProductType => typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);

export type InventoryRole = `inventory.${ProductType}`;
export type InventorySystemRole = InventoryRole | 'inventoryGain' | 'inventoryLoss' | 'accountsPayable' | 'openingBalanceEquity' | 'vatInputCredit' | ReceivableSystemRole | BookingSystemRole;
/** The roles receivables and bad debts post to (receivables/). */
export type ReceivableSystemRole = 'accountsReceivable' | 'badDebtExpense';
/** The role booking money is held in until applied or refunded (sales/bookings.ts). */
export type BookingSystemRole = 'customerDeposits';

export const inventoryRole = (type: ProductType): InventoryRole => `inventory.${type}`;
export const INVENTORY_ROLES: readonly InventoryRole[] = PRODUCT_TYPES.map(inventoryRole);

/** The accounts of system roles, by role: each the active account of that role, or null/absent when the chart lacks it. */
export type SystemAccounts = Partial<Record<InventorySystemRole | string, GlAccountState | null>>;

const ROLE_NAMES: Record<InventorySystemRole, string> = {
  'inventory.Motorcycle': 'Inventory - Motorcycles',
  'inventory.Spare Parts': 'Inventory - Spare Parts',
  'inventory.Accessories': 'Inventory - Accessories',
  inventoryGain: 'Inventory Gain',
  inventoryLoss: 'Inventory Loss',
  accountsPayable: 'Accounts Payable',
  vatInputCredit: 'VAT Input Credit',
  openingBalanceEquity: 'Opening Balance Equity',
  accountsReceivable: 'Accounts Receivable',
  badDebtExpense: 'Bad Debt Expense',
  customerDeposits: 'Customer Deposits',
};

/** The account of a system role, or a refusal naming it. */
export function systemAccountId(accounts: SystemAccounts, role: InventorySystemRole): string {
  const account = accounts[role];
  if (!account || account.status !== 'active' || account.systemRole !== role) {
    throw ruleViolation(`The ${ROLE_NAMES[role]} account is missing: initialize the chart of accounts first`);
  }
  if (!account.isActive) throw ruleViolation(`Account ${account.code} ${account.name} is inactive`);
  return account.glAccountId;
}

/**
 * The kinds of posting this area makes: members of `PostingSource['kind']` (ledger); downstream
 * the kind is plain text (the projector's `source_kind`).
 */
export type InventoryPostingKind = Extract<PostingSource['kind'], 'opening-stock' | 'stock-adjustment' | 'motorcycle-unit' | 'purchase' | 'supplier-bill' | 'payable-payment' | 'opening-receivable' | 'receivable-payment' | 'bad-debt' | 'booking' | 'booking-refund'>;

export const postingSource = (kind: InventoryPostingKind, stream: string): PostingSource => ({ kind, stream });

/** Debit and credit amounts by account, merged into one line per account and side, debits first. */
export class EntryLines {
  private readonly debits = new Map<string, Poisha>();
  private readonly credits = new Map<string, Poisha>();

  debit(accountId: string, amount: Poisha): this {
    if (amount > 0) this.debits.set(accountId, (this.debits.get(accountId) ?? 0) + amount);
    else if (amount < 0) this.credit(accountId, -amount);
    return this;
  }

  credit(accountId: string, amount: Poisha): this {
    if (amount > 0) this.credits.set(accountId, (this.credits.get(accountId) ?? 0) + amount);
    else if (amount < 0) this.debit(accountId, -amount);
    return this;
  }

  get isEmpty(): boolean {
    return this.debits.size === 0 && this.credits.size === 0;
  }

  lines(): JournalLine[] {
    return [
      ...[...this.debits].map(([accountId, amount]) => ({ accountId, debit: amount, credit: 0 })),
      ...[...this.credits].map(([accountId, amount]) => ({ accountId, debit: 0, credit: amount })),
    ];
  }
}

export interface EntryHeader {
  journalEntryId: string;
  date: string;
  reference: string;
  description: string;
  source: PostingSource;
  postedBy: string;
  postedAt: string;
}

/** The journal entry stream of a balanced posting (asserted by `journalEntryPosted`), or nothing when no line moves. */
export function postingOf(header: EntryHeader, lines: EntryLines): StreamEvents[] {
  if (lines.isEmpty) return [];
  if (!header.journalEntryId) throw new Error('a posting needs a journal entry id');
  return [{ stream: journalEntryStream(header.journalEntryId), events: [journalEntryPosted({ ...header, lines: lines.lines() })] }];
}

// Input limits: large enough for any dealer, small enough that every sum stays a safe integer.
export const MAX_QUANTITY = 1_000_000;
export const MAX_UNIT_PRICE: Poisha = MAX_AMOUNT; // ৳1,00,00,00,000.00: the books' per-line maximum

/** A whole number of units from 1 to MAX_QUANTITY (or from `min`). */
export function quantityProblem(value: unknown, missing: string, min = 1): string | null {
  if (value === undefined || value === null || value === '') return missing;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Quantity must be a whole number';
  if (value < min) return min === 1 ? 'Quantity must be greater than 0!' : `Quantity must be at least ${min}`;
  return value > MAX_QUANTITY ? `Quantity must be at most ${MAX_QUANTITY}` : null;
}

/** A price in poisha from `min` (0 or 1) to MAX_UNIT_PRICE. */
export function priceProblem(value: unknown, missing: string, min: 0 | 1 = 0): string | null {
  if (value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value))) return missing;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'Price must be a whole number of poisha';
  if (value < min) return min === 1 ? 'Price must be greater than 0!' : 'Price cannot be negative';
  return value > MAX_UNIT_PRICE ? 'Price is too large' : null;
}

/**
 * Gathers the events of a decision that touches many streams, one entry per stream in the order
 * each stream is first touched, and folds the states it needs along the way (a product bought on
 * two lines of one purchase sees the first line's stock on the second).
 */
export class DecisionBuilder {
  private readonly streams = new Map<string, DomainEvent[]>();

  add(decided: readonly StreamEvents[]): this {
    for (const { stream, events } of decided) {
      if (events.length === 0) continue;
      const existing = this.streams.get(stream);
      if (existing) existing.push(...events);
      else this.streams.set(stream, [...events]);
    }
    return this;
  }

  /** Keeps a place for a stream whose events come later, so the decision lists it first. */
  reserve(stream: string): this {
    if (!this.streams.has(stream)) this.streams.set(stream, []);
    return this;
  }

  append(stream: string, ...events: DomainEvent[]): this {
    return this.add([{ stream, events }]);
  }

  eventsOf<E extends DomainEvent>(stream: string): E[] {
    return (this.streams.get(stream) ?? []) as E[];
  }

  result(): StreamEvents[] {
    return [...this.streams].filter(([, events]) => events.length > 0).map(([stream, events]) => ({ stream, events }));
  }
}
