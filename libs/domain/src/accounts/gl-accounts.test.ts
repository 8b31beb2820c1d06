import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GlClassType } from './gl-class-types';
import { glClassStream, type GlClassEvent, type GlClassState } from './gl-classes';
import { glGroupStream, type GlGroupEvent, type GlGroupState } from './gl-groups';
import {
  deleteGlAccount,
  GL_ACCOUNT_CODE_SCOPE,
  glAccountStream,
  openGlAccount,
  updateGlAccount,
  type GlAccountEvent,
  type GlAccountFields,
  type GlAccountState,
  type OpenGlAccount,
} from './gl-accounts';
import { journalEntryStream, type JournalEntryPosted, type JournalLine } from '../ledger/journal-entry-posted';
import { MoneyError } from '../shared/money';
import { uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from '../shared/uniqueness';
import type { StreamEvents } from '../shared/events';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const ASSETS = 'class-assets';
const LIABILITIES = 'class-liabilities';
const EQUITY = 'class-equity';
const EXPENSES = 'class-expenses';
const OPERATING_EXPENSES = 'group-operating-expenses';
const CASH_AND_BANK = 'group-cash-and-bank';
const RECEIVABLES = 'group-receivables';
const CURRENT_LIABILITIES = 'group-current-liabilities';
const OWNERS_EQUITY = 'group-owners-equity';
const OBE = 'account-opening-balance-equity';
const CASH_BOX = 'account-cash-box';
const LOAN = 'account-loan';

const codeStream = (code: string) => uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, code);
const classCreated = (glClassId: string, name: string, type: GlClassType): GlClassEvent => ({ type: 'GlClassCreated', data: { glClassId, name, type } });
const groupCreated = (glGroupId: string, name: string, code: string, glClassId: string, section: string): GlGroupEvent => ({
  type: 'GlGroupCreated',
  data: { glGroupId, name, code, glClassId, section },
});
const accountLinked = (glGroupId: string, glAccountId: string): GlGroupEvent => ({ type: 'GlGroupAccountLinked', data: { glGroupId, glAccountId } });
const accountUnlinked = (glGroupId: string, glAccountId: string): GlGroupEvent => ({ type: 'GlGroupAccountUnlinked', data: { glGroupId, glAccountId } });
const codeClaimed = (value: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueClaimed', data: { scope: GL_ACCOUNT_CODE_SCOPE, value, ownerId } });
const codeReleased = (value: string, ownerId: string): UniqueValueEvent => ({ type: 'UniqueValueReleased', data: { scope: GL_ACCOUNT_CODE_SCOPE, value, ownerId } });

interface Opened {
  glAccountId: string;
  name: string;
  code: string;
  glGroupId: string;
  openingBalance?: number;
  systemRole?: string | null;
  description?: string;
  cashAccount?: boolean;
  bankDetails?: { bankName: string; accountNumber: string } | null;
}
const accountOpened = (a: Opened): GlAccountEvent => ({
  type: 'GlAccountOpened',
  data: {
    glAccountId: a.glAccountId,
    name: a.name,
    code: a.code,
    glGroupId: a.glGroupId,
    description: a.description ?? '',
    isActive: true,
    cashAccount: a.cashAccount ?? false,
    bankDetails: a.bankDetails ?? null,
    openingBalance: a.openingBalance ?? 0,
    systemRole: a.systemRole ?? null,
  },
});
/** An account as stored: opened, linked to its group, its code claimed. */
const stored = (a: Opened): StreamEvents[] => [
  { stream: glAccountStream(a.glAccountId), events: [accountOpened(a)] },
  { stream: glGroupStream(a.glGroupId), events: [accountLinked(a.glGroupId, a.glAccountId)] },
  { stream: codeStream(a.code), events: [codeClaimed(a.code.toLowerCase(), a.glAccountId)] },
];

/** Classes and groups, no accounts. */
const chartWithoutAccounts: History = {
  [glClassStream(ASSETS)]: [classCreated(ASSETS, 'Assets', 'Asset')],
  [glClassStream(LIABILITIES)]: [classCreated(LIABILITIES, 'Liabilities', 'Liability')],
  [glClassStream(EQUITY)]: [classCreated(EQUITY, 'Equity', 'Equity')],
  [glClassStream(EXPENSES)]: [classCreated(EXPENSES, 'Expenses', 'Expense')],
  [glGroupStream(OPERATING_EXPENSES)]: [groupCreated(OPERATING_EXPENSES, 'Operating Expenses', '52', EXPENSES, 'operating')],
  [glGroupStream(CASH_AND_BANK)]: [groupCreated(CASH_AND_BANK, 'Cash and Bank', '11', ASSETS, 'current')],
  [glGroupStream(RECEIVABLES)]: [groupCreated(RECEIVABLES, 'Receivables', '12', ASSETS, 'current')],
  [glGroupStream(CURRENT_LIABILITIES)]: [groupCreated(CURRENT_LIABILITIES, 'Current Liabilities', '21', LIABILITIES, 'current')],
  [glGroupStream(OWNERS_EQUITY)]: [groupCreated(OWNERS_EQUITY, "Owner's Equity", '31', EQUITY, 'equity')],
};
/** ...plus the Opening Balance Equity system account. */
const chart = appended(chartWithoutAccounts, stored({ glAccountId: OBE, name: 'Opening Balance Equity', code: '3301', glGroupId: OWNERS_EQUITY, systemRole: 'openingBalanceEquity' }));
/** ...plus Cash Box (1110) in Cash and Bank. */
const withCashBox = appended(chart, stored({ glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK }));

const OPENING_ENTRY = { journalEntryId: 'je-open-1', date: '2025-01-01', postedBy: 'user-admin', postedAt: '2025-01-01T09:00:00.000Z' };

const whenOpened = (history: History, command: Omit<OpenGlAccount, 'openingEntry'>) => {
  const group = stateOf<GlGroupState>(history, glGroupStream(command.glGroupId));
  const openingBalanceEquity = history[glAccountStream(OBE)] ? stateOf<GlAccountState>(history, glAccountStream(OBE)) : null;
  return openGlAccount({ ...command, openingEntry: OPENING_ENTRY }, {
    account: stateOf<GlAccountState>(history, glAccountStream(command.glAccountId)),
    group,
    glClass: stateOf<GlClassState>(history, glClassStream(group.glClassId)),
    code: stateOf<UniqueValueState>(history, codeStream(command.code)),
    openingBalanceEquity,
  });
};
const classTypeOfGroup = (history: History, glGroupId: string) =>
  stateOf<GlClassState>(history, glClassStream(stateOf<GlGroupState>(history, glGroupStream(glGroupId)).glClassId)).type;
const whenUpdated = (history: History, command: GlAccountFields & { glAccountId: string }, balance = 0) => {
  const account = stateOf<GlAccountState>(history, glAccountStream(command.glAccountId));
  return updateGlAccount({ ...command, balance }, {
    account,
    group: stateOf<GlGroupState>(history, glGroupStream(command.glGroupId)),
    code: stateOf<UniqueValueState>(history, codeStream(command.code)),
    previousClassType: classTypeOfGroup(history, account.glGroupId),
    newClassType: classTypeOfGroup(history, command.glGroupId),
  });
};
const whenDeleted = (history: History, glAccountId: string, balance = 0, usedByPaymentMethod: string | null = null) =>
  deleteGlAccount({ glAccountId, balance, usedByPaymentMethod }, { account: stateOf<GlAccountState>(history, glAccountStream(glAccountId)) });

const openingEntry = (decided: StreamEvents[]) => {
  const found = decided.find(({ stream }) => stream === journalEntryStream(OPENING_ENTRY.journalEntryId));
  assert.ok(found, 'an opening journal entry');
  assert.equal(found.events.length, 1);
  return found.events[0] as JournalEntryPosted;
};
const line = (accountId: string, debit: number, credit: number, name: string): JournalLine => ({ accountId, debit, credit, description: `Opening balance of ${name}` });

describe('GL account: open', () => {
  it('given a group, when opened without an opening balance, then opened, linked to the group, its code claimed, nothing posted', () => {
    thenEvents(whenOpened(chart, { glAccountId: CASH_BOX, name: ' Cash Box ', code: ' 1110 ', glGroupId: CASH_AND_BANK, openingBalance: 0, cashAccount: true, description: ' Counter ' }), [
      { stream: 'gl-account-account-cash-box', events: [accountOpened({ glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, cashAccount: true, description: 'Counter' })] },
      { stream: 'gl-group-group-cash-and-bank', events: [accountLinked(CASH_AND_BANK, CASH_BOX)] },
      { stream: 'unique-gl-account-code-1110', events: [codeClaimed('1110', CASH_BOX)] },
    ]);
  });

  it('keeps bank details trimmed, and none when both are blank', () => {
    const bank = whenOpened(chart, { glAccountId: 'account-dbbl', name: 'DBBL', code: '1120', glGroupId: CASH_AND_BANK, openingBalance: 0, bankDetails: { bankName: ' Dutch-Bangla Bank ', accountNumber: ' 101.110.4242 ' } });
    assert.deepStrictEqual((bank[0].events[0] as GlAccountEvent & { type: 'GlAccountOpened' }).data.bankDetails, { bankName: 'Dutch-Bangla Bank', accountNumber: '101.110.4242' });
    const blank = whenOpened(chart, { glAccountId: 'account-blank', name: 'Blank', code: '1121', glGroupId: CASH_AND_BANK, openingBalance: 0, bankDetails: { bankName: ' ', accountNumber: '' } });
    assert.equal((blank[0].events[0] as GlAccountEvent & { type: 'GlAccountOpened' }).data.bankDetails, null);
  });

  it('given an Asset account, when opened with ৳5,000, then the account is debited and Opening Balance Equity credited', () => {
    const decided = whenOpened(chart, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 500_000 });
    thenEvents(decided, [
      { stream: glAccountStream(CASH_BOX), events: [accountOpened({ glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 500_000 })] },
      { stream: glGroupStream(CASH_AND_BANK), events: [accountLinked(CASH_AND_BANK, CASH_BOX)] },
      { stream: codeStream('1110'), events: [codeClaimed('1110', CASH_BOX)] },
      {
        stream: 'journal-entry-je-open-1',
        events: [
          {
            type: 'JournalEntryPosted',
            data: {
              journalEntryId: 'je-open-1',
              date: '2025-01-01',
              reference: 'OPEN-1110',
              description: 'Opening balance ৳5,000.00 for 1110 Cash Box',
              lines: [line(CASH_BOX, 500_000, 0, 'Cash Box'), line(OBE, 0, 500_000, 'Cash Box')],
              source: { kind: 'opening-balance', stream: 'gl-account-account-cash-box' },
              postedBy: 'user-admin',
              postedAt: '2025-01-01T09:00:00.000Z',
            },
          },
        ],
      },
    ]);
  });

  it('given an Asset account, when opened with a negative balance (overdrawn), then the account is credited and equity debited', () => {
    const entry = openingEntry(whenOpened(chart, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: -123_450 }));
    assert.deepStrictEqual(entry.data.lines, [line(CASH_BOX, 0, 123_450, 'Cash Box'), line(OBE, 123_450, 0, 'Cash Box')]);
    assert.equal(entry.data.description, 'Opening balance -৳1,234.50 for 1110 Cash Box');
  });

  it('given a Liability account, when opened with ৳10,00,000, then the account is credited and equity debited', () => {
    const entry = openingEntry(whenOpened(chart, { glAccountId: LOAN, name: 'Bank Loan', code: '2105', glGroupId: CURRENT_LIABILITIES, openingBalance: 100_000_000 }));
    assert.deepStrictEqual(entry.data.lines, [line(LOAN, 0, 100_000_000, 'Bank Loan'), line(OBE, 100_000_000, 0, 'Bank Loan')]);
    assert.equal(entry.data.description, 'Opening balance ৳10,00,000.00 for 2105 Bank Loan');
    assert.equal(entry.data.reference, 'OPEN-2105');
  });

  it('given a Liability account, when opened with a negative balance, then the account is debited and equity credited', () => {
    const entry = openingEntry(whenOpened(chart, { glAccountId: LOAN, name: 'Bank Loan', code: '2105', glGroupId: CURRENT_LIABILITIES, openingBalance: -7_500 }));
    assert.deepStrictEqual(entry.data.lines, [line(LOAN, 7_500, 0, 'Bank Loan'), line(OBE, 0, 7_500, 'Bank Loan')]);
  });

  it('given an Expense account, when opened with a balance, then the account is debited (debit-normal) and equity credited', () => {
    const entry = openingEntry(whenOpened(chart, { glAccountId: LOAN, name: 'Showroom Rent', code: '5202', glGroupId: OPERATING_EXPENSES, openingBalance: 2_500_000 }));
    assert.deepStrictEqual(entry.data.lines, [line(LOAN, 2_500_000, 0, 'Showroom Rent'), line(OBE, 0, 2_500_000, 'Showroom Rent')]);
  });

  it('every opening entry balances against Opening Balance Equity', () => {
    for (const [glGroupId, openingBalance] of [[CASH_AND_BANK, 1], [CASH_AND_BANK, -99_999], [CURRENT_LIABILITIES, 42], [CURRENT_LIABILITIES, -1]] as const) {
      const { lines } = openingEntry(whenOpened(chart, { glAccountId: LOAN, name: 'X', code: 'X1', glGroupId, openingBalance })).data;
      assert.equal(lines.reduce((sum, l) => sum + l.debit, 0), Math.abs(openingBalance));
      assert.equal(lines.reduce((sum, l) => sum + l.credit, 0), Math.abs(openingBalance));
      assert.deepStrictEqual(lines.map((l) => l.accountId), [LOAN, OBE]);
    }
  });

  it('given no Opening Balance Equity account, when opened with a balance, then refused', () => {
    thenRefused(() => whenOpened(chartWithoutAccounts, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 500_000 }), {
      kind: 'rule',
      message: 'An opening balance needs the Opening Balance Equity account: initialize the chart of accounts first',
    });
    assert.equal(whenOpened(chartWithoutAccounts, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 0 }).length, 3);
  });

  it('given Opening Balance Equity was deleted, when opened with a balance, then refused', () => {
    const history = appended(chart, [{ stream: glAccountStream(OBE), events: [{ type: 'GlAccountDeleted', data: { glAccountId: OBE } }] }]);
    thenRefused(() => whenOpened(history, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 100 }), {
      kind: 'rule',
      message: 'An opening balance needs the Opening Balance Equity account: initialize the chart of accounts first',
    });
  });

  it('refuses an opening balance that is not whole poisha', () => {
    assert.throws(() => whenOpened(chart, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 10.5 }), (error: unknown) => {
      assert.ok(error instanceof MoneyError);
      assert.equal(error.message, 'opening balance must be a whole number of poisha');
      return true;
    });
  });

  it('refuses invalid fields with the spec messages', () => {
    const base = { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 0 };
    thenRefused(() => whenOpened(chart, { ...base, name: '', code: '' }), {
      kind: 'validation',
      message: 'Please input the name!',
      fieldErrors: { name: 'Please input the name!', code: 'Please input the code!' },
    });
    thenRefused(() => whenOpened(chart, { ...base, name: 'N'.repeat(121) }), {
      kind: 'validation',
      message: 'Name must be at most 120 characters',
      fieldErrors: { name: 'Name must be at most 120 characters' },
    });
    thenRefused(() => whenOpened(chart, { ...base, code: '11 10' }), {
      kind: 'validation',
      message: 'Code may use letters, digits, dots and dashes (at most 20)',
      fieldErrors: { code: 'Code may use letters, digits, dots and dashes (at most 20)' },
    });
    thenRefused(() => whenOpened(chart, { ...base, description: 'd'.repeat(501) }), {
      kind: 'validation',
      message: 'Description must be at most 500 characters',
      fieldErrors: { description: 'Description must be at most 500 characters' },
    });
  });

  it('given no such group, when opened in it, then a validation error on glGroup', () => {
    thenRefused(() => whenOpened(chart, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: 'group-missing', openingBalance: 0 }), {
      kind: 'validation',
      message: 'GL group not found',
      fieldErrors: { glGroup: 'Please select a GL Group!' },
    });
  });

  it('given the code claimed by another account, when opened, then a conflict and nothing posted', () => {
    thenRefused(() => whenOpened(withCashBox, { glAccountId: 'account-2', name: 'Other', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 500 }), {
      kind: 'conflict',
      message: 'Account code 1110 is already used',
    });
  });

  it('given the account exists, when opened again, then a conflict', () => {
    thenRefused(() => whenOpened(withCashBox, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 0 }), {
      kind: 'conflict',
      message: 'GL account already exists',
    });
  });
});

describe('GL account: update', () => {
  const cashBox = { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK };
  const profile = { description: '', isActive: true, cashAccount: false, bankDetails: null };

  it('given an account, when nothing changes, then no events', () => {
    thenEvents(whenUpdated(withCashBox, cashBox, 500_000), []);
  });

  it('given an account, when recoded, then updated, the new code claimed and the old released', () => {
    thenEvents(whenUpdated(withCashBox, { ...cashBox, code: '1111' }), [
      { stream: glAccountStream(CASH_BOX), events: [{ type: 'GlAccountUpdated', data: { ...cashBox, code: '1111', ...profile } }] },
      { stream: codeStream('1111'), events: [codeClaimed('1111', CASH_BOX)] },
      { stream: codeStream('1110'), events: [codeReleased('1110', CASH_BOX)] },
    ]);
  });

  it('given another account holds the code, when recoded to it, then a conflict', () => {
    thenRefused(() => whenUpdated(withCashBox, { ...cashBox, code: '3301' }), { kind: 'conflict', message: 'Account code 3301 is already used' });
  });

  it('given an account, when deactivated, then GlAccountUpdated only', () => {
    thenEvents(whenUpdated(withCashBox, { ...cashBox, isActive: false }), [
      { stream: glAccountStream(CASH_BOX), events: [{ type: 'GlAccountUpdated', data: { ...cashBox, ...profile, isActive: false } }] },
    ]);
  });

  it('given an account with a balance, when moved to a group of the same class type, then updated, unlinked and linked', () => {
    thenEvents(whenUpdated(withCashBox, { ...cashBox, glGroupId: RECEIVABLES }, 500_000), [
      { stream: glAccountStream(CASH_BOX), events: [{ type: 'GlAccountUpdated', data: { ...cashBox, glGroupId: RECEIVABLES, ...profile } }] },
      { stream: glGroupStream(CASH_AND_BANK), events: [accountUnlinked(CASH_AND_BANK, CASH_BOX)] },
      { stream: glGroupStream(RECEIVABLES), events: [accountLinked(RECEIVABLES, CASH_BOX)] },
    ]);
  });

  it('given an account with a balance, when moved to a group of another class type, then refused', () => {
    thenRefused(() => whenUpdated(withCashBox, { ...cashBox, glGroupId: CURRENT_LIABILITIES }, 500_000), {
      kind: 'rule',
      message: 'Cannot move an account with a balance to a group of another class type',
    });
    thenRefused(() => whenUpdated(withCashBox, { ...cashBox, glGroupId: CURRENT_LIABILITIES }, -1), {
      kind: 'rule',
      message: 'Cannot move an account with a balance to a group of another class type',
    });
  });

  it('given an account with no balance, when moved to a group of another class type, then moved', () => {
    assert.deepStrictEqual(
      whenUpdated(withCashBox, { ...cashBox, glGroupId: CURRENT_LIABILITIES }, 0).map(({ stream }) => stream),
      [glAccountStream(CASH_BOX), glGroupStream(CASH_AND_BANK), glGroupStream(CURRENT_LIABILITIES)],
    );
  });

  it('given a system account, when moved to a group of another class type, then refused even with no balance', () => {
    thenRefused(() => whenUpdated(chart, { glAccountId: OBE, name: 'Opening Balance Equity', code: '3301', glGroupId: CURRENT_LIABILITIES }, 0), {
      kind: 'rule',
      message: 'A system account cannot change its class type',
    });
  });

  it('given no such account, when updated, then not found', () => {
    thenRefused(() => whenUpdated(chart, cashBox), { kind: 'not_found', message: 'GL account not found' });
  });

  it('validates on update too', () => {
    thenRefused(() => whenUpdated(withCashBox, { ...cashBox, glGroupId: 'group-missing' }), {
      kind: 'validation',
      message: 'GL group not found',
      fieldErrors: { glGroup: 'Please select a GL Group!' },
    });
  });
});

describe('GL account: delete', () => {
  it('given an account with no balance, when deleted, then deleted, unlinked from its group and its code released', () => {
    thenEvents(whenDeleted(withCashBox, CASH_BOX), [
      { stream: glAccountStream(CASH_BOX), events: [{ type: 'GlAccountDeleted', data: { glAccountId: CASH_BOX } }] },
      { stream: glGroupStream(CASH_AND_BANK), events: [accountUnlinked(CASH_AND_BANK, CASH_BOX)] },
      { stream: codeStream('1110'), events: [codeReleased('1110', CASH_BOX)] },
    ]);
  });

  it('given an account with a balance, when deleted, then refused', () => {
    thenRefused(() => whenDeleted(withCashBox, CASH_BOX, 1), { kind: 'rule', message: 'Cannot delete an account with a nonzero balance' });
    thenRefused(() => whenDeleted(withCashBox, CASH_BOX, -500), { kind: 'rule', message: 'Cannot delete an account with a nonzero balance' });
  });

  it('given an account with postings that net to zero, when deleted, then refused: history is never lost from the chart', () => {
    thenRefused(
      () => deleteGlAccount({ glAccountId: CASH_BOX, balance: 0, usedByPaymentMethod: null, hasPostings: true }, { account: stateOf<GlAccountState>(withCashBox, glAccountStream(CASH_BOX)) }),
      { kind: 'rule', message: 'This account has postings; deactivate it instead.' },
    );
  });

  it('given a system account, when deleted, then refused', () => {
    thenRefused(() => whenDeleted(chart, OBE), { kind: 'rule', message: 'Opening Balance Equity is a system account and cannot be deleted' });
  });

  it('given an account a payment method uses, when deleted, then refused', () => {
    thenRefused(() => whenDeleted(withCashBox, CASH_BOX, 0, 'Cash'), { kind: 'rule', message: 'Cannot delete an account used by payment method Cash' });
  });

  it('given a deleted account, when deleted again, then not found; the group and code are free', () => {
    const history = appended(withCashBox, whenDeleted(withCashBox, CASH_BOX));
    thenRefused(() => whenDeleted(history, CASH_BOX), { kind: 'not_found', message: 'GL account not found' });
    assert.deepStrictEqual(stateOf<GlGroupState>(history, glGroupStream(CASH_AND_BANK)).glAccountIds, []);
    assert.deepStrictEqual(stateOf<UniqueValueState>(history, codeStream('1110')), { ownerId: null });
  });
});

describe('GL account: an opening balance never lands in a closed period', () => {
  const opening = { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, openingBalance: 500_000 };
  const openWithBooks = (closedThrough: string | null, openingBalance = 500_000) => {
    const group = stateOf<GlGroupState>(chart, glGroupStream(CASH_AND_BANK));
    return openGlAccount({ ...opening, openingBalance, openingEntry: OPENING_ENTRY }, {
      account: stateOf<GlAccountState>(chart, glAccountStream(CASH_BOX)),
      group,
      glClass: stateOf<GlClassState>(chart, glClassStream(group.glClassId)),
      code: stateOf<UniqueValueState>(chart, codeStream('1110')),
      openingBalanceEquity: stateOf<GlAccountState>(chart, glAccountStream(OBE)),
      books: { closedThrough },
    });
  };

  it('given the books closed through the opening date or later, when opened with a balance, then refused with the reason', () => {
    thenRefused(() => openWithBooks('2025-01-01'), { kind: 'rule', message: 'The books are closed through 2025-01-01; an opening balance cannot be posted into a closed period.' });
    thenRefused(() => openWithBooks('2025-03-31'), { kind: 'rule', message: 'The books are closed through 2025-03-31; an opening balance cannot be posted into a closed period.' });
  });

  it('given the books closed before the opening date, or a zero opening balance, when opened, then opened', () => {
    assert.equal(openWithBooks('2024-12-31').length, 4);
    assert.equal(openWithBooks('2025-03-31', 0).length, 3);
  });
});

describe('GL account: update keeps what the form left out', () => {
  it('given a cash account with bank details, when only the name is sent, then the mapping and details stay', () => {
    const history = appended(chart, stored({ glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK }));
    const detailed = appended(history, whenUpdated(history, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, cashAccount: true, bankDetails: { bankName: 'City Bank', accountNumber: '42' }, description: 'Counter' }));
    thenEvents(whenUpdated(detailed, { glAccountId: CASH_BOX, name: 'Main Cash Box', code: '1110', glGroupId: CASH_AND_BANK }), [
      {
        stream: glAccountStream(CASH_BOX),
        events: [{ type: 'GlAccountUpdated', data: { glAccountId: CASH_BOX, name: 'Main Cash Box', code: '1110', glGroupId: CASH_AND_BANK, description: 'Counter', isActive: true, cashAccount: true, bankDetails: { bankName: 'City Bank', accountNumber: '42' } } }],
      },
    ]);
  });

  it('given bank details, when null is sent, then they are cleared', () => {
    const history = appended(chart, stored({ glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK }));
    const detailed = appended(history, whenUpdated(history, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, bankDetails: { bankName: 'City Bank', accountNumber: '42' } }));
    const [update] = whenUpdated(detailed, { glAccountId: CASH_BOX, name: 'Cash Box', code: '1110', glGroupId: CASH_AND_BANK, bankDetails: null });
    assert.equal((update.events[0].data as { bankDetails: unknown }).bankDetails, null);
  });
});
