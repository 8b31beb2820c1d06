import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { DomainError, ruleViolation } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { formatTaka, type Poisha } from '../shared/money';
import type { GlAccountState } from '../accounts/gl-accounts';
import type { GlClassType } from '../accounts/gl-class-types';
import type { PaymentMethodType } from '../accounts/payment-methods';

/**
 * Money that does not exist cannot be spent. A posting that takes money out of a cash or
 * mobile-banking account may not take it below zero; a bank account may go into overdraft only
 * when the user confirmed it (`allowOverdraft`). Other accounts are not held to a balance.
 */
export type MoneyAccountKind = 'cash' | 'mobileBanking' | 'bank' | 'other';

/**
 * What a decision needs to know of an account money leaves: its kind and current balance (poisha,
 * debit side), and, for a posting dated `date`, the lowest balance the account shows at the end of
 * any day from that date on (`lowestFrom`): money taken out on a past day is missing on every day
 * after it, so a back-dated payment may not take any of those days below zero.
 */
export interface AccountFunds {
  kind: MoneyAccountKind;
  balance: Poisha;
  lowestFrom?: { date: string; balance: Poisha };
}

/**
 * Each cash, bank or mobile-banking account has its own funds stream. Every decision that takes
 * money out of one appends to it (and reads it, so the append carries its expected revision): two
 * API processes that both decided on the same balance cannot both land, and the loser re-decides
 * on the balance that includes the winner's posting. This makes "no money below zero" an
 * invariant of the event store, not of one process's memory.
 */
export const ACCOUNT_FUNDS_STREAM_PREFIX = STREAM_NAMES.accountFunds.name;
export const accountFundsStream = (accountId: string) => `${ACCOUNT_FUNDS_STREAM_PREFIX}${accountId}`;

export type AccountFundsSpent = DomainEvent<'AccountFundsSpent', { accountId: string; amount: Poisha; date: string }>;

/** Only the revision of a funds stream matters; the state counts its withdrawals for the record. */
export interface AccountFundsState {
  withdrawals: number;
}
export const initialAccountFundsState: AccountFundsState = { withdrawals: 0 };
export function evolveAccountFunds(state: AccountFundsState, event: DomainEvent): AccountFundsState {
  return event.type === 'AccountFundsSpent' ? { withdrawals: state.withdrawals + 1 } : state;
}

const MOBILE_NAME = /\b(bkash|nagad|rocket|upay|surecash|mobile)\b/i;

/**
 * The kind of an account by its role and links, its name only as a last resort: an Asset account
 * is a bank account when it carries bank details, has the bank role or a Bank payment method; a
 * mobile-banking account by its role, a Mobile Banking payment method or its name; a cash account
 * when it is marked as holding cash (integrationMappings.cashAccount) or has a Cash payment method.
 */
export function moneyAccountKind(account: Pick<GlAccountState, 'systemRole' | 'bankDetails' | 'cashAccount' | 'name'>, classType: GlClassType | string | undefined, paymentMethodTypes: readonly (PaymentMethodType | string)[] = []): MoneyAccountKind {
  if (classType !== 'Asset') return 'other';
  const role = account.systemRole ?? '';
  if (role === 'bank' || account.bankDetails || paymentMethodTypes.includes('Bank')) return 'bank';
  if (role.startsWith('mobileBanking') || paymentMethodTypes.includes('Mobile Banking')) return 'mobileBanking';
  if (!account.cashAccount && !paymentMethodTypes.includes('Cash')) return 'other';
  if (MOBILE_NAME.test(account.name)) return 'mobileBanking';
  return 'cash';
}

/** The request field that confirms a bank overdraft; an overdraft refusal names it in its field errors. */
export const OVERDRAFT_FIELD = 'allowOverdraft';

/**
 * Why money cannot be paid from or moved into `accountId`: it is not a cash, bank or
 * mobile-banking account (told by its class, role, cash mapping, bank details and payment
 * methods, never by its name alone: 5303 Bank Charges is an expense). Null when it is one, or
 * when `funds` does not know the account (a decision that is not given funds is not checked).
 */
export function moneyAccountProblem(
  accountId: string,
  accounts: Readonly<Record<string, GlAccountState>>,
  funds: Readonly<Record<string, AccountFunds>> | undefined,
): string | null {
  if (!funds || !Object.hasOwn(funds, accountId) || funds[accountId].kind !== 'other') return null;
  const account = accounts[accountId];
  return `${account ? `${account.code} ${account.name}` : 'The account'} is not a cash, bank or mobile-banking account`;
}

/**
 * Refuses a decision whose net change (poisha, debit positive) takes a cash or mobile-banking
 * account below zero, or a bank account below zero without the overdraft confirmed, on the
 * posting's date or any day after it. Only accounts the decision takes money from are checked;
 * `funds` lacking an account leaves it unchecked. Answers the events the decision must append to
 * the funds streams of the accounts money leaves (see `accountFundsStream`), with `date` the
 * posting's date.
 */
export function assertFundsAvailable(
  changes: Readonly<Record<string, Poisha>>,
  accounts: Readonly<Record<string, GlAccountState>>,
  funds: Readonly<Record<string, AccountFunds>> | undefined,
  allowOverdraft = false,
  date = '',
): StreamEvents[] {
  if (!funds) return [];
  const guards: StreamEvents[] = [];
  for (const [accountId, change] of Object.entries(changes)) {
    if (change >= 0 || !Object.hasOwn(funds, accountId)) continue;
    const { kind, balance, lowestFrom } = funds[accountId];
    if (kind === 'other') continue;
    guards.push({ stream: accountFundsStream(accountId), events: [{ type: 'AccountFundsSpent', data: { accountId, amount: -change, date: lowestFrom?.date ?? date } } satisfies AccountFundsSpent] });
    const available = lowestFrom && lowestFrom.balance < balance ? lowestFrom.balance : balance;
    const after = available + change;
    if (after >= 0) continue;
    const name = accounts[accountId]?.name ?? 'The account';
    // A back-dated payment: the day it would overdraw is a later one, so say which figure is short.
    const has = available < balance ? `${name} has ${formatTaka(available)} at its lowest from ${lowestFrom!.date} on` : `${name} has ${formatTaka(balance)}`;
    if (kind === 'bank') {
      if (allowOverdraft) continue;
      // Named as the field that would let it through, so a client can ask and resend with it.
      const message = `${has}; this would overdraw the bank account to ${formatTaka(after)}. Confirm the overdraft to proceed.`;
      throw new DomainError(message, 'rule', { [OVERDRAFT_FIELD]: message });
    }
    throw ruleViolation(`${has}; this would take it to ${formatTaka(after)}.`);
  }
  return guards;
}

/** Adds a posting's lines to a map of net changes (debit positive). */
export function addChanges(changes: Record<string, Poisha>, lines: readonly { accountId: string; debit: Poisha; credit: Poisha }[], sign: 1 | -1 = 1): Record<string, Poisha> {
  for (const line of lines) changes[line.accountId] = (changes[line.accountId] ?? 0) + sign * (line.debit - line.credit);
  return changes;
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const ACCOUNT_FUNDS_STREAM_KIND = streamKindOf(STREAM_NAMES.accountFunds, { initialState: initialAccountFundsState, evolve: evolveAccountFunds });
