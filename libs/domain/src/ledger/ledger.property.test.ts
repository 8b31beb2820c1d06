/**
 * Property tests of the books: random sequences of every ledger command (valid or not) against
 * one history, as the command handlers would run them. Whatever happens, the ledger stays sound.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { DomainError } from '../shared/errors';
import type { StreamEvents } from '../shared/events';
import { appended, thenRefused, type History } from '../given-when-then.test-helper';
import type { JournalEntryPostedData, JournalLine } from './journal-entry-posted';
import { accountTotals, trialBalance } from './trial-balance';
import { balanceSheet } from './financial-statements';
import {
  ACCOUNTS,
  allEvents,
  booksOf,
  chartHistory,
  classTypeOf,
  entryOf,
  postedEntries,
  reportAccounts,
  transferOf,
  whenDraftDeleted,
  whenDraftEdited,
  whenDrafted,
  whenDrawingRecorded,
  whenExpenseRecorded,
  whenInvestmentRecorded,
  whenPosted,
  whenPostedDirectly,
  whenProfitTransferReversed,
  whenProfitTransferred,
  whenReversed,
  whenTransferAmended,
  whenTransferRecorded,
  whenTransferVoided,
} from './ledger-fixtures.test-helper';

const ACCOUNT_IDS = Object.values(ACCOUNTS).map((account) => account.id);
const ACTIVE_IDS = ACCOUNT_IDS.filter((id) => id !== ACCOUNTS.dormant.id && id !== ACCOUNTS.closed.id);
const CASH_IDS = [ACCOUNTS.cash.id, ACCOUNTS.bank.id];
const EXPENSE_IDS = [ACCOUNTS.cogs.id, ACCOUNTS.rent.id, ACCOUNTS.utilities.id, ACCOUNTS.bankCharges.id];

/** Mostly usable accounts, now and then a deleted, inactive or unknown one. */
const anyAccount = (usable: readonly string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...usable), weight: 12 }, { arbitrary: fc.constantFrom(...ACCOUNT_IDS, 'acc-unknown'), weight: 1 });
const amount = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 100_000 }), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 1_000_000_000_000 }), weight: 1 }, { arbitrary: fc.constantFrom(0, -5), weight: 1 });
const day = fc.integer({ min: 0, max: 364 });
const pick = fc.nat();
const lineSpecs = fc.record({
  lines: fc.array(fc.record({ accountId: anyAccount(ACTIVE_IDS), onDebit: fc.boolean(), amount: fc.integer({ min: 1, max: 10_000_000_000 }) }), { minLength: 1, maxLength: 6 }),
  balancingAccount: anyAccount(ACTIVE_IDS),
  /** One time in ten the entry is left unbalanced, to be refused. */
  leaveUnbalanced: fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
});
type LineSpecs = typeof lineSpecs extends fc.Arbitrary<infer T> ? T : never;

const step = fc.oneof(
  fc.record({ kind: fc.constant('draft' as const), entry: lineSpecs, day }),
  fc.record({ kind: fc.constant('postDirectly' as const), entry: lineSpecs, day }),
  fc.record({ kind: fc.constant('edit' as const), pick, entry: lineSpecs, day }),
  fc.record({ kind: fc.constant('post' as const), pick }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('reverse' as const), pick, daysLater: fc.integer({ min: -3, max: 60 }) }),
  fc.record({ kind: fc.constant('transfer' as const), from: anyAccount(ACTIVE_IDS), to: anyAccount(ACTIVE_IDS), amount, day }),
  fc.record({ kind: fc.constant('amendTransfer' as const), pick, to: fc.option(anyAccount(ACTIVE_IDS), { nil: undefined }), amount: fc.option(amount, { nil: undefined }), day: fc.option(day, { nil: undefined }) }),
  fc.record({ kind: fc.constant('voidTransfer' as const), pick, daysLater: fc.integer({ min: -3, max: 60 }) }),
  fc.record({ kind: fc.constant('expense' as const), expenseAccount: anyAccount(EXPENSE_IDS), cashAccount: anyAccount(CASH_IDS), amount, day }),
  fc.record({ kind: fc.constant('investment' as const), cashAccount: anyAccount(CASH_IDS), amount, day }),
  fc.record({ kind: fc.constant('drawing' as const), cashAccount: anyAccount(CASH_IDS), amount, day }),
  fc.record({ kind: fc.constant('profitTransfer' as const), day }),
  fc.record({ kind: fc.constant('reverseClosing' as const), pick, reason: fc.constantFrom('Closed too early', '', 'Late supplier bill') }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const dateOf = (dayOfYear: number) => new Date(Date.UTC(2025, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
const daysAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function linesOf({ lines, balancingAccount, leaveUnbalanced }: LineSpecs): JournalLine[] {
  const built = lines.map(({ accountId, onDebit, amount: value }) => ({ accountId, debit: onDebit ? value : 0, credit: onDebit ? 0 : value }));
  const difference = built.reduce((total, line) => total + line.debit - line.credit, 0);
  if (!leaveUnbalanced && difference !== 0) built.push({ accountId: balancingAccount, debit: difference < 0 ? -difference : 0, credit: difference > 0 ? difference : 0 });
  return built;
}

/** A ledger under test: the history, the ids made so far, and every closing with its date. */
class Ledger {
  history: History = chartHistory();
  manualEntryIds: string[] = [];
  transferIds: string[] = [];
  closings: string[] = [];
  /** Every profit transfer that closed the books, reversed or not. */
  profitTransferIds: string[] = [];
  closingReversals = 0;
  refusals = 0;
  private sequence = 0;

  newId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence}`;
  }

  /** Runs one decision; a refusal is a DomainError and changes nothing, anything else fails the test. */
  decide(decision: () => StreamEvents[]): StreamEvents[] | null {
    let decided: StreamEvents[];
    try {
      decided = decision();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.refusals += 1;
      return null;
    }
    // Nothing posts into a period closed both before and after the decision (a closing posts on
    // its own new closing date, the reversal of a closing on the date it reopens).
    const before = booksOf(this.history).closedThrough;
    const after = booksOf(appended(this.history, decided)).closedThrough;
    const closedThrough = before === null || after === null ? null : before < after ? before : after;
    for (const { events } of decided) {
      for (const event of events) {
        if (event.type !== 'JournalEntryPosted') continue;
        const data = event.data as JournalEntryPostedData;
        assert.ok(closedThrough === null || data.date > closedThrough, `posted ${data.journalEntryId} on ${data.date} in books closed through ${closedThrough}`);
      }
    }
    this.history = appended(this.history, decided);
    return decided;
  }

  run(command: Step): void {
    const at = (list: string[], index: number) => (list.length ? list[index % list.length] : 'missing');
    // Recorded after every day a command may be dated (a year of days, reversals up to 60 days on): none is in the future.
    const user = { by: 'user-property', at: '2026-03-31T23:59:59.000Z' };
    switch (command.kind) {
      case 'draft': {
        const journalEntryId = this.newId('je');
        const drafted = this.decide(() => whenDrafted(this.history, { journalEntryId, date: dateOf(command.day), reference: journalEntryId, description: 'Random entry', lines: linesOf(command.entry), draftedBy: user.by, draftedAt: user.at }));
        if (drafted) this.manualEntryIds.push(journalEntryId);
        return;
      }
      case 'postDirectly': {
        const journalEntryId = this.newId('je');
        const posted = this.decide(() => whenPostedDirectly(this.history, { journalEntryId, date: dateOf(command.day), reference: journalEntryId, description: 'Random entry', lines: linesOf(command.entry), postedBy: user.by, postedAt: user.at }));
        if (posted) this.manualEntryIds.push(journalEntryId);
        return;
      }
      case 'edit':
        this.decide(() => whenDraftEdited(this.history, { journalEntryId: at(this.manualEntryIds, command.pick), date: dateOf(command.day), lines: linesOf(command.entry), editedBy: user.by, editedAt: user.at }));
        return;
      case 'post':
        this.decide(() => whenPosted(this.history, at(this.manualEntryIds, command.pick), user.at));
        return;
      case 'delete':
        this.decide(() => whenDraftDeleted(this.history, at(this.manualEntryIds, command.pick)));
        return;
      case 'reverse': {
        const journalEntryId = at(this.manualEntryIds, command.pick);
        const original = entryOf(this.history, journalEntryId);
        const reversalEntryId = this.newId('je-rev');
        const reversed = this.decide(() => whenReversed(this.history, journalEntryId, reversalEntryId, daysAfter(original.date || '2025-01-01', command.daysLater), undefined, user.at));
        if (reversed) this.manualEntryIds.push(reversalEntryId);
        return;
      }
      case 'transfer': {
        const transferId = this.newId('trf');
        const recorded = this.decide(() => whenTransferRecorded(this.history, {
          transferId, journalEntryId: this.newId('je-trf'), fromAccountId: command.from, toAccountId: command.to, amount: command.amount, date: dateOf(command.day), remarks: '', recordedBy: user.by, recordedAt: user.at,
        }));
        if (recorded) this.transferIds.push(transferId);
        return;
      }
      case 'amendTransfer': {
        const transferId = at(this.transferIds, command.pick);
        if (transferOf(this.history, transferId).status === 'absent') return;
        this.decide(() => whenTransferAmended(this.history, {
          transferId, reversalEntryId: this.newId('je-trf-rev'), journalEntryId: this.newId('je-trf'),
          toAccountId: command.to, amount: command.amount, date: command.day === undefined ? undefined : dateOf(command.day), amendedBy: user.by, amendedAt: user.at,
        }));
        return;
      }
      case 'voidTransfer': {
        const transferId = at(this.transferIds, command.pick);
        const transfer = transferOf(this.history, transferId);
        if (transfer.status === 'absent') return;
        const date = daysAfter(entryOf(this.history, transfer.journalEntryId).date, command.daysLater);
        this.decide(() => whenTransferVoided(this.history, { transferId, reversalEntryId: this.newId('je-trf-void'), date, voidedBy: user.by, voidedAt: user.at }));
        return;
      }
      case 'expense':
        this.decide(() => whenExpenseRecorded(this.history, {
          expenseId: this.newId('exp'), journalEntryId: this.newId('je-exp'), expenseAccountId: command.expenseAccount, cashAccountId: command.cashAccount, amount: command.amount, date: dateOf(command.day), description: 'Random expense', recordedBy: user.by, recordedAt: user.at,
        }));
        return;
      case 'investment':
      case 'drawing': {
        const when = command.kind === 'investment' ? whenInvestmentRecorded : whenDrawingRecorded;
        this.decide(() => when(this.history, {
          ownerTransactionId: this.newId('own'), journalEntryId: this.newId('je-own'), cashAccountId: command.cashAccount, amount: command.amount, date: dateOf(command.day), description: 'Owner', recordedBy: user.by, recordedAt: user.at,
        }));
        return;
      }
      case 'profitTransfer': {
        const transferDate = dateOf(command.day);
        const profitTransferId = this.newId('pt');
        const transferred = this.decide(() => whenProfitTransferred(this.history, { profitTransferId, journalEntryId: this.newId('je-close'), transferDate, transferredBy: user.by, transferredAt: user.at }));
        if (transferred) {
          this.profitTransferIds.push(profitTransferId);
          this.closings.push(transferDate);
          this.assertClosedThrough(transferDate);
        }
        return;
      }
      case 'reverseClosing': {
        const profitTransferId = at(this.profitTransferIds, command.pick);
        const latest = booksOf(this.history).closings?.at(-1)?.profitTransferId;
        const reversed = this.decide(() => whenProfitTransferReversed(this.history, { profitTransferId, reversalEntryId: this.newId('je-close-rev'), reason: command.reason, reversedBy: user.by, reversedAt: user.at }));
        if (reversed) {
          // Only the latest closing can go, and the books reopen back to the one before it.
          assert.equal(profitTransferId, latest);
          assert.notEqual(command.reason, '');
          this.closings.pop();
          this.closingReversals += 1;
          assert.equal(booksOf(this.history).closedThrough, this.closings.at(-1) ?? null);
        }
        return;
      }
    }
  }

  /** Revenue and expense balances up to the closing are zero and the balance sheet balances. */
  assertClosedThrough(date: string): void {
    const totals = accountTotals(allEvents(this.history), { through: date });
    for (const [accountId, { debit, credit }] of Object.entries(totals)) {
      const classType = classTypeOf(this.history, accountId);
      if (classType === 'Revenue' || classType === 'Expense') assert.equal(debit, credit, `${accountId} still has a balance through ${date}`);
    }
    const sheet = balanceSheet(totals, reportAccounts(this.history));
    assert.equal(sheet.isBalanced, true, `balance sheet through ${date}`);
    assert.equal(sheet.unclosedNetIncome, 0);
  }

  assertSound(): void {
    const entries = postedEntries(this.history);
    const totals = accountTotals(allEvents(this.history));

    // Every account's totals are the sums of its own lines, counted here independently.
    const sums = new Map<string, { debit: bigint; credit: bigint }>();
    let allDebits = 0n;
    let allCredits = 0n;
    for (const entry of entries) {
      for (const line of entry.lines) {
        const sum = sums.get(line.accountId) ?? { debit: 0n, credit: 0n };
        sum.debit += BigInt(line.debit);
        sum.credit += BigInt(line.credit);
        sums.set(line.accountId, sum);
        allDebits += BigInt(line.debit);
        allCredits += BigInt(line.credit);
      }
    }
    assert.equal(allDebits, allCredits, 'every posted debit has its credit');
    assert.deepStrictEqual(Object.keys(totals).sort(), [...sums.keys()].sort());
    for (const [accountId, sum] of sums) {
      assert.equal(BigInt(totals[accountId].debit), sum.debit, accountId);
      assert.equal(BigInt(totals[accountId].credit), sum.credit, accountId);
    }

    // The trial balance balances to the poisha, and each row is its account's lines.
    const balance = trialBalance(totals, reportAccounts(this.history));
    assert.equal(balance.isBalanced, true);
    assert.equal(balance.totalDebits, balance.totalCredits);
    for (const row of balance.rows) {
      const sum = sums.get(row.accountId)!;
      assert.equal(BigInt(row.debitBalance - row.creditBalance), sum.debit - sum.credit, row.accountId);
    }

    // Assets = liabilities + equity + what is not yet transferred to Retained Earnings, always.
    const sheet = balanceSheet(totals, reportAccounts(this.history));
    assert.equal(sheet.assets.total, sheet.totalLiabilitiesAndEquity + sheet.unclosedNetIncome);
    assert.equal(sheet.totalLiabilitiesEquityAndUnclosedNetIncome, sheet.totalLiabilitiesAndEquity + sheet.unclosedNetIncome);
    assert.equal(sheet.assets.total, sheet.totalLiabilitiesEquityAndUnclosedNetIncome, 'assets = liabilities + equity + unclosed net income');
    assert.equal(sheet.isBalanced, sheet.unclosedNetIncome === 0, 'Unbalanced exactly while net income is unclosed');
    if (this.closings.length) this.assertClosedThrough(this.closings.at(-1)!);
    // The books are closed through the latest closing still in force (reversed ones reopened theirs).
    assert.equal(booksOf(this.history).closedThrough, this.closings.at(-1) ?? null);

    // A reversal is never reversed, a reversed entry never twice, and each pair nets to zero.
    for (const entry of entries) {
      if (!entry.reversalOf) continue;
      thenRefused(() => whenReversed(this.history, entry.journalEntryId, 'je-never', '2099-12-31'), { kind: 'rule', message: 'A reversal cannot be reversed' });
      const original = entryOf(this.history, entry.reversalOf);
      assert.equal(original.status, 'reversed');
      assert.equal(original.reversalEntryId, entry.journalEntryId);
      if (original.source?.kind === 'manual') {
        thenRefused(() => whenReversed(this.history, original.journalEntryId, 'je-never', '2099-12-31'), { kind: 'rule', message: 'This journal entry is already reversed' });
      }
      const net = new Map<string, number>();
      for (const line of [...original.lines, ...entry.lines]) net.set(line.accountId, (net.get(line.accountId) ?? 0) + line.debit - line.credit);
      for (const [accountId, value] of net) assert.equal(value, 0, `${entry.journalEntryId} does not cancel ${original.journalEntryId} on ${accountId}`);
    }

    // Each transfer's current entry carries it; a voided one's entry is reversed.
    for (const transferId of this.transferIds) {
      const transfer = transferOf(this.history, transferId);
      const entry = entryOf(this.history, transfer.journalEntryId);
      if (transfer.status === 'voided') {
        assert.equal(entry.status, 'reversed');
        continue;
      }
      assert.equal(entry.status, 'posted');
      assert.deepStrictEqual(entry.lines, [
        { accountId: transfer.toAccountId, debit: transfer.amount, credit: 0 },
        { accountId: transfer.fromAccountId, debit: 0, credit: transfer.amount },
      ]);
      assert.equal(entry.date, transfer.date);
    }
  }
}

describe('the books, over random histories of every ledger command', () => {
  it('stay sound: balanced to the poisha, accounts equal their lines, reversals final, closed periods closed', () => {
    let steps = 0;
    let refusals = 0;
    let closings = 0;
    let closingReversals = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60, size: 'medium' }), (commands) => {
        const ledger = new Ledger();
        for (const command of commands) ledger.run(command);
        ledger.assertSound();
        steps += commands.length;
        refusals += ledger.refusals;
        closings += ledger.closings.length;
        closingReversals += ledger.closingReversals;
      }),
      { numRuns: 200 },
    );
    // The generators reach both outcomes: most commands decide, some are refused, some close the books.
    assert.ok(refusals > 0 && refusals < steps, `${refusals} of ${steps} refused`);
    assert.ok(closings > 0, 'some profit transfers happened');
    assert.ok(closingReversals > 0, 'some closings were reversed');
  });

  it('a reversal of a reversal is refused, for any entry and any dates', () => {
    fc.assert(
      fc.property(lineSpecs.filter((specs) => !specs.leaveUnbalanced), day, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (specs, entryDay, firstLater, secondLater) => {
        const ledger = new Ledger();
        const lines = linesOf(specs).map((line) => ({ ...line, accountId: ACTIVE_IDS.includes(line.accountId) ? line.accountId : ACCOUNTS.cash.id }));
        fc.pre(lines.length >= 2);
        const date = dateOf(entryDay);
        ledger.history = appended(ledger.history, whenPostedDirectly(ledger.history, { journalEntryId: 'je-1', date, reference: 'R', description: 'D', lines, postedBy: 'u', postedAt: 't' }));
        const later = '2028-01-01T00:00:00.000Z'; // after every date drawn: the reversals are not in the future
        ledger.history = appended(ledger.history, whenReversed(ledger.history, 'je-1', 'je-2', daysAfter(date, firstLater), undefined, later));
        thenRefused(() => whenReversed(ledger.history, 'je-2', 'je-3', daysAfter(date, firstLater + secondLater), undefined, later), { kind: 'rule', message: 'A reversal cannot be reversed' });
        thenRefused(() => whenReversed(ledger.history, 'je-1', 'je-3', daysAfter(date, firstLater + secondLater), undefined, later), { kind: 'rule', message: 'This journal entry is already reversed' });
        ledger.assertSound();
      }),
      { numRuns: 100 },
    );
  });
});
