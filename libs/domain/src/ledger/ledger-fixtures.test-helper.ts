/**
 * Test support for the ledger tests (not exported from index): a small dealer chart as stored
 * events, and `when…` functions that load exactly what a command handler loads before deciding.
 */
import type { DomainEvent } from '../shared/events';
import type { GlClassType } from '../accounts/gl-class-types';
import { glClassStream, type GlClassEvent, type GlClassState } from '../accounts/gl-classes';
import { glGroupStream, type GlGroupEvent, type GlGroupState } from '../accounts/gl-groups';
import { glAccountStream, type GlAccountEvent, type GlAccountState } from '../accounts/gl-accounts';
import { paymentMethodStream, type PaymentMethodEvent, type PaymentMethodState } from '../accounts/payment-methods';
import { stateOf, type History } from '../given-when-then.test-helper';
import { BOOKS_CLOSING_STREAM, type BooksState } from './books';
import { journalEntryStream, type JournalEntryPostedData, type JournalLine } from './journal-entry-posted';
import {
  deleteJournalEntryDraft,
  draftJournalEntry,
  editJournalEntryDraft,
  postJournalEntry,
  postJournalEntryDirectly,
  reverseJournalEntry,
  type DraftJournalEntry,
  type EditJournalEntryDraft,
  type JournalEntryState,
  type PostJournalEntryDirectly,
} from './journal-entries';
import { amendTransfer, recordTransfer, transferStream, voidTransfer, type AmendTransfer, type RecordTransfer, type TransferState } from './transfers';
import { expenseStream, recordExpense, type ExpenseState, type RecordExpense } from './expenses';
import { ownerEquityStream, recordOwnerDrawing, recordOwnerInvestment, type OwnerEquityState, type RecordOwnerTransaction } from './owner-equity';
import {
  profitTransferStream,
  reverseProfitTransfer,
  transferProfit,
  type ProfitAndLossBalance,
  type ProfitTransferState,
  type ReverseProfitTransfer,
  type TransferProfit,
} from './profit-transfer';
import { accountTotals } from './trial-balance';
import type { ReportAccount } from './financial-statements';

interface FixtureGroup {
  id: string;
  name: string;
  code: string;
  classType: GlClassType;
  section: string;
}

export const GROUPS = {
  cashAndBank: { id: 'group-cash-and-bank', name: 'Cash and Bank', code: '11', classType: 'Asset', section: 'current' },
  receivables: { id: 'group-receivables', name: 'Receivables', code: '12', classType: 'Asset', section: 'current' },
  fixedAssets: { id: 'group-fixed-assets', name: 'Fixed Assets', code: '15', classType: 'Asset', section: 'fixed' },
  currentLiabilities: { id: 'group-current-liabilities', name: 'Current Liabilities', code: '21', classType: 'Liability', section: 'current' },
  longTermLiabilities: { id: 'group-long-term-liabilities', name: 'Long-term Liabilities', code: '25', classType: 'Liability', section: 'longTerm' },
  ownersEquity: { id: 'group-owners-equity', name: "Owner's Equity", code: '31', classType: 'Equity', section: 'equity' },
  salesRevenue: { id: 'group-sales-revenue', name: 'Sales Revenue', code: '41', classType: 'Revenue', section: 'operating' },
  otherIncome: { id: 'group-other-income', name: 'Other Income', code: '42', classType: 'Revenue', section: 'other' },
  costOfGoodsSold: { id: 'group-cogs', name: 'Cost of Goods Sold', code: '51', classType: 'Expense', section: 'cogs' },
  operatingExpenses: { id: 'group-operating-expenses', name: 'Operating Expenses', code: '52', classType: 'Expense', section: 'operating' },
  otherExpenses: { id: 'group-other-expenses', name: 'Other Expenses', code: '53', classType: 'Expense', section: 'other' },
} satisfies Record<string, FixtureGroup>;

interface FixtureAccount {
  id: string;
  code: string;
  name: string;
  group: FixtureGroup;
  systemRole?: string;
  isActive?: boolean;
}

export const ACCOUNTS = {
  cash: { id: 'acc-cash', code: '1101', name: 'Cash in Hand', group: GROUPS.cashAndBank, systemRole: 'cash' },
  bank: { id: 'acc-bank', code: '1102', name: 'Bank Account', group: GROUPS.cashAndBank, systemRole: 'bank' },
  receivable: { id: 'acc-receivable', code: '1201', name: 'Accounts Receivable', group: GROUPS.receivables, systemRole: 'accountsReceivable' },
  furniture: { id: 'acc-furniture', code: '1501', name: 'Furniture and Fixtures', group: GROUPS.fixedAssets },
  payable: { id: 'acc-payable', code: '2101', name: 'Accounts Payable', group: GROUPS.currentLiabilities, systemRole: 'accountsPayable' },
  loan: { id: 'acc-loan', code: '2501', name: 'Long-term Loans', group: GROUPS.longTermLiabilities },
  capital: { id: 'acc-capital', code: '3101', name: "Owner's Capital", group: GROUPS.ownersEquity, systemRole: 'ownersCapital' },
  drawings: { id: 'acc-drawings', code: '3102', name: "Owner's Drawings", group: GROUPS.ownersEquity, systemRole: 'ownersDrawings' },
  retainedEarnings: { id: 'acc-retained-earnings', code: '3201', name: 'Retained Earnings', group: GROUPS.ownersEquity, systemRole: 'retainedEarnings' },
  sales: { id: 'acc-sales', code: '4101', name: 'Sales - Motorcycles', group: GROUPS.salesRevenue, systemRole: 'sales.Motorcycle' },
  discounts: { id: 'acc-discounts', code: '4190', name: 'Sales Discounts', group: GROUPS.salesRevenue, systemRole: 'salesDiscounts' },
  otherIncome: { id: 'acc-other-income', code: '4201', name: 'Other Income', group: GROUPS.otherIncome, systemRole: 'otherIncome' },
  cogs: { id: 'acc-cogs', code: '5101', name: 'Cost of Goods Sold - Motorcycles', group: GROUPS.costOfGoodsSold },
  rent: { id: 'acc-rent', code: '5202', name: 'Showroom Rent', group: GROUPS.operatingExpenses },
  utilities: { id: 'acc-utilities', code: '5203', name: 'Utilities', group: GROUPS.operatingExpenses },
  bankCharges: { id: 'acc-bank-charges', code: '5303', name: 'Bank Charges', group: GROUPS.otherExpenses },
  dormant: { id: 'acc-dormant', code: '1199', name: 'Old Petty Cash', group: GROUPS.cashAndBank, isActive: false },
  closed: { id: 'acc-closed', code: '5299', name: 'Closed Expense', group: GROUPS.operatingExpenses },
} satisfies Record<string, FixtureAccount>;

export const CASH = ACCOUNTS.cash.id;
export const BANK = ACCOUNTS.bank.id;
export const RENT = ACCOUNTS.rent.id;
export const SALES = ACCOUNTS.sales.id;
export const CAPITAL = ACCOUNTS.capital.id;
export const DRAWINGS = ACCOUNTS.drawings.id;
export const RETAINED_EARNINGS = ACCOUNTS.retainedEarnings.id;

const classIdOf = (classType: GlClassType) => `class-${classType.toLowerCase()}`;

/** Classes, groups and accounts as stored events; `acc-closed` is deleted, `acc-dormant` inactive. */
export function chartHistory(): History {
  const history: History = {};
  for (const classType of ['Asset', 'Liability', 'Equity', 'Revenue', 'Expense'] as const) {
    history[glClassStream(classIdOf(classType))] = [{ type: 'GlClassCreated', data: { glClassId: classIdOf(classType), name: `${classType} class`, type: classType } } satisfies GlClassEvent];
  }
  for (const group of Object.values(GROUPS) as FixtureGroup[]) {
    history[glGroupStream(group.id)] = [
      { type: 'GlGroupCreated', data: { glGroupId: group.id, name: group.name, code: group.code, glClassId: classIdOf(group.classType), section: group.section } } satisfies GlGroupEvent,
    ];
  }
  for (const account of Object.values(ACCOUNTS) as FixtureAccount[]) {
    const events: GlAccountEvent[] = [
      {
        type: 'GlAccountOpened',
        data: {
          glAccountId: account.id,
          name: account.name,
          code: account.code,
          glGroupId: account.group.id,
          description: '',
          isActive: account.isActive ?? true,
          cashAccount: account.group === GROUPS.cashAndBank,
          bankDetails: null,
          openingBalance: 0,
          systemRole: account.systemRole ?? null,
        },
      },
    ];
    if (account === ACCOUNTS.closed) events.push({ type: 'GlAccountDeleted', data: { glAccountId: account.id } });
    history[glAccountStream(account.id)] = events;
  }
  history[paymentMethodStream('pm-cash')] = [
    {
      type: 'PaymentMethodCreated',
      data: { paymentMethodId: 'pm-cash', name: 'Cash', paymentAccount: 'Cash in Hand', accountId: CASH, type: 'Cash', status: 'active', processingFeeHundredths: 0, processingFeeAccountId: null, isDefault: true, details: {} },
    } satisfies PaymentMethodEvent,
  ];
  return history;
}

export const accountState = (history: History, accountId: string) => stateOf<GlAccountState>(history, glAccountStream(accountId));

/** What a handler loads for the accounts a command names: each one's state, when it has a stream. */
export function accountStates(history: History, accountIds: readonly string[]): Record<string, GlAccountState> {
  const states: Record<string, GlAccountState> = {};
  for (const accountId of accountIds) if (history[glAccountStream(accountId)]) states[accountId] = accountState(history, accountId);
  return states;
}

export function classTypeOf(history: History, accountId: string): GlClassType {
  const group = stateOf<GlGroupState>(history, glGroupStream(accountState(history, accountId).glGroupId));
  return stateOf<GlClassState>(history, glClassStream(group.glClassId)).type;
}

export function accountTypes(history: History, accountIds: readonly string[]): Record<string, GlClassType> {
  const types: Record<string, GlClassType> = {};
  for (const accountId of accountIds) if (history[glAccountStream(accountId)]) types[accountId] = classTypeOf(history, accountId);
  return types;
}

/** Every account of the chart with its class type and group, as the reports need them. */
export function reportAccounts(history: History): Record<string, ReportAccount> {
  const accounts: Record<string, ReportAccount> = {};
  for (const stream of Object.keys(history)) {
    if (!stream.startsWith('gl-account-')) continue;
    const account = stateOf<GlAccountState>(history, stream);
    const group = stateOf<GlGroupState>(history, glGroupStream(account.glGroupId));
    accounts[account.glAccountId] = {
      code: account.code,
      name: account.name,
      classType: classTypeOf(history, account.glAccountId),
      section: group.section,
      groupId: group.glGroupId,
      groupCode: group.code,
      groupName: group.name,
    };
  }
  return accounts;
}

export const booksOf = (history: History) => stateOf<BooksState>(history, BOOKS_CLOSING_STREAM);
export const entryOf = (history: History, journalEntryId: string) => stateOf<JournalEntryState>(history, journalEntryStream(journalEntryId));
export const transferOf = (history: History, transferId: string) => stateOf<TransferState>(history, transferStream(transferId));

/** Every stored event (the totals do not depend on the order of streams). */
export const allEvents = (history: History): DomainEvent[] => Object.values(history).flat();

export const postedEntries = (history: History): JournalEntryPostedData[] =>
  allEvents(history).filter((event) => event.type === 'JournalEntryPosted').map((event) => event.data as JournalEntryPostedData);

export const debit = (accountId: string, amount: number, description?: string): JournalLine => ({ accountId, debit: amount, credit: 0, ...(description ? { description } : {}) });
export const credit = (accountId: string, amount: number, description?: string): JournalLine => ({ accountId, debit: 0, credit: amount, ...(description ? { description } : {}) });

const lineAccountIds = (lines: readonly JournalLine[] | undefined) => (Array.isArray(lines) ? lines.map((line) => line?.accountId).filter((id): id is string => typeof id === 'string') : []);

export const whenDrafted = (history: History, command: DraftJournalEntry) =>
  draftJournalEntry(command, { entry: entryOf(history, command.journalEntryId), accounts: accountStates(history, lineAccountIds(command.lines)) });

export const whenDraftEdited = (history: History, command: EditJournalEntryDraft) => {
  const entry = entryOf(history, command.journalEntryId);
  return editJournalEntryDraft(command, { entry, accounts: accountStates(history, lineAccountIds(command.lines ?? entry.lines)) });
};

export const whenDraftDeleted = (history: History, journalEntryId: string) =>
  deleteJournalEntryDraft({ journalEntryId, deletedBy: 'user-accountant', deletedAt: '2025-03-01T10:00:00.000Z' }, { entry: entryOf(history, journalEntryId) });

export const whenPosted = (history: History, journalEntryId: string, postedAt = '2025-03-02T10:00:00.000Z') => {
  const entry = entryOf(history, journalEntryId);
  return postJournalEntry({ journalEntryId, postedBy: 'user-accountant', postedAt }, { entry, accounts: accountStates(history, lineAccountIds(entry.lines)), books: booksOf(history) });
};

export const whenPostedDirectly = (history: History, command: PostJournalEntryDirectly) =>
  postJournalEntryDirectly(command, { entry: entryOf(history, command.journalEntryId), accounts: accountStates(history, lineAccountIds(command.lines)), books: booksOf(history) });

export const whenReversed = (history: History, journalEntryId: string, reversalEntryId: string, date: string, description?: string, reversedAt = '2025-04-01T10:00:00.000Z') =>
  reverseJournalEntry(
    { journalEntryId, reversalEntryId, date, ...(description !== undefined ? { description } : {}), reversedBy: 'user-accountant', reversedAt },
    { entry: entryOf(history, journalEntryId), books: booksOf(history) },
  );

export const whenTransferRecorded = (history: History, command: RecordTransfer) =>
  recordTransfer(command, { transfer: transferOf(history, command.transferId), accounts: accountStates(history, [command.fromAccountId, command.toAccountId]), books: booksOf(history) });

export const whenTransferAmended = (history: History, command: AmendTransfer) => {
  const transfer = transferOf(history, command.transferId);
  return amendTransfer(command, {
    transfer,
    postedEntry: entryOf(history, transfer.journalEntryId),
    accounts: accountStates(history, [command.fromAccountId ?? transfer.fromAccountId, command.toAccountId ?? transfer.toAccountId]),
    books: booksOf(history),
  });
};

export const whenTransferVoided = (history: History, command: Parameters<typeof voidTransfer>[0]) => {
  const transfer = transferOf(history, command.transferId);
  return voidTransfer(command, { transfer, postedEntry: entryOf(history, transfer.journalEntryId), books: booksOf(history) });
};

export const whenExpenseRecorded = (history: History, command: RecordExpense) => {
  const ids = [command.expenseAccountId, command.cashAccountId];
  return recordExpense(command, {
    expense: stateOf<ExpenseState>(history, expenseStream(command.expenseId)),
    accounts: accountStates(history, ids),
    accountTypes: accountTypes(history, ids),
    paymentMethod: command.paymentMethodId ? stateOf<PaymentMethodState>(history, paymentMethodStream(command.paymentMethodId)) : null,
    books: booksOf(history),
  });
};

/** The account of a system role, as a handler finds it (null when the chart has none). */
export function systemAccount(history: History, systemRole: string): GlAccountState | null {
  for (const stream of Object.keys(history)) {
    if (!stream.startsWith('gl-account-')) continue;
    const account = stateOf<GlAccountState>(history, stream);
    if (account.systemRole === systemRole && account.status === 'active') return account;
  }
  return null;
}

const ownerGiven = (history: History, command: RecordOwnerTransaction) => ({
  transaction: stateOf<OwnerEquityState>(history, ownerEquityStream(command.ownerTransactionId)),
  accounts: accountStates(history, [command.cashAccountId]),
  accountTypes: accountTypes(history, [command.cashAccountId]),
  books: booksOf(history),
});

export const whenInvestmentRecorded = (history: History, command: RecordOwnerTransaction) =>
  recordOwnerInvestment(command, { ...ownerGiven(history, command), ownersCapital: systemAccount(history, 'ownersCapital') });

export const whenDrawingRecorded = (history: History, command: RecordOwnerTransaction) =>
  recordOwnerDrawing(command, { ...ownerGiven(history, command), ownersDrawings: systemAccount(history, 'ownersDrawings') });

/** The Revenue and Expense balances up to the date, folded from the ledger as the read model keeps them. */
export function profitAndLossBalances(history: History, through: string): ProfitAndLossBalance[] {
  const totals = accountTotals(allEvents(history), { through });
  const balances: ProfitAndLossBalance[] = [];
  for (const [accountId, { debit: debits, credit: credits }] of Object.entries(totals)) {
    const classType = classTypeOf(history, accountId);
    if (classType === 'Revenue' || classType === 'Expense') balances.push({ accountId, classType, debit: debits, credit: credits });
  }
  return balances.sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
}

/** The fixtures' histories run through 2025: unless a test says otherwise, today is the year's last day. */
export const FIXTURE_TODAY = '2025-12-31';

export const whenProfitTransferred = (history: History, command: Omit<TransferProfit, 'today'> & { today?: string }) =>
  transferProfit({ ...command, today: command.today ?? FIXTURE_TODAY }, {
    profitTransfer: stateOf<ProfitTransferState>(history, profitTransferStream(command.profitTransferId)),
    balances: profitAndLossBalances(history, command.transferDate),
    retainedEarnings: systemAccount(history, 'retainedEarnings'),
    books: booksOf(history),
  });

/** Loads what the reversal handler loads: the profit transfer, its closing entry and the books. */
export function whenProfitTransferReversed(history: History, command: ReverseProfitTransfer) {
  const profitTransfer = stateOf<ProfitTransferState>(history, profitTransferStream(command.profitTransferId));
  return reverseProfitTransfer(command, { profitTransfer, closingEntry: entryOf(history, profitTransfer.journalEntryId || 'none'), books: booksOf(history) });
}
