import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHART_OF_ACCOUNTS_STREAM,
  initialChartOfAccountsState,
  initializeChartOfAccounts,
  standardChartUniqueStreams,
  type ChartOfAccountsState,
} from './chart-of-accounts';
import { STANDARD_CHART, STANDARD_PAYMENT_METHODS } from './standard-chart';
import { GL_CLASS_NAME_SCOPE, type GlClassEvent, type GlClassState } from './gl-classes';
import { GL_GROUP_CODE_SCOPE, type GlGroupEvent, type GlGroupState } from './gl-groups';
import { GL_ACCOUNT_CODE_SCOPE, type GlAccountEvent, type GlAccountState } from './gl-accounts';
import { PAYMENT_METHOD_NAME_SCOPE, type PaymentMethodEvent } from './payment-methods';
import { SECTIONS_BY_CLASS_TYPE } from './gl-class-types';
import { uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from '../shared/uniqueness';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { foldStream } from '../streams';
import { appended, stateOf, thenRefused } from '../given-when-then.test-helper';

const ids = () => {
  let next = 0;
  return () => `00000000-0000-7000-8000-${String((next += 1)).padStart(12, '0')}`;
};
const BY = 'user-admin';
const AT = '2025-01-01T00:00:00.000Z';
const initialize = (uniqueValues: Record<string, UniqueValueState> = {}, chart: ChartOfAccountsState = initialChartOfAccountsState) =>
  initializeChartOfAccounts({ newId: ids(), initializedBy: BY, initializedAt: AT }, { chart, uniqueValues });

const STANDARD_ACCOUNTS = STANDARD_CHART.flatMap((c) => c.groups.flatMap((g) => g.accounts));
const STANDARD_GROUPS = STANDARD_CHART.flatMap((c) => c.groups);

/** Every event of one type in the decision, with the stream it lands on. */
function eventsOfType<E extends DomainEvent>(decided: StreamEvents[], type: E['type']): (E & { stream: string })[] {
  return decided.flatMap(({ stream, events }) => events.filter((e) => e.type === type).map((e) => ({ ...(e as E), stream })));
}
const streamsWithPrefix = (decided: StreamEvents[], prefix: string) => decided.map(({ stream }) => stream).filter((s) => s.startsWith(prefix));

describe('chart of accounts: initialize on an empty store', () => {
  const decided = initialize();
  const opened = eventsOfType<GlAccountEvent & { type: 'GlAccountOpened' }>(decided, 'GlAccountOpened');
  const accountByRole = (role: string) => {
    const found = opened.filter((e) => e.data.systemRole === role);
    assert.equal(found.length, 1, `one account with role ${role}`);
    return found[0].data;
  };
  const accountNamed = (name: string) => {
    const found = opened.find((e) => e.data.name === name);
    assert.ok(found, `an account named ${name}`);
    return found.data;
  };
  const classTypeOfAccount = (account: { glGroupId: string }) => {
    const group = foldStream<GlGroupState>(`gl-group-${account.glGroupId}`, decided.find((s) => s.stream === `gl-group-${account.glGroupId}`)!.events);
    return foldStream<GlClassState>(`gl-class-${group.glClassId}`, decided.find((s) => s.stream === `gl-class-${group.glClassId}`)!.events).type;
  };

  it('then one ChartOfAccountsInitialized, first, with the counts', () => {
    assert.deepStrictEqual(decided[0], {
      stream: 'chart-of-accounts',
      events: [{ type: 'ChartOfAccountsInitialized', data: { initializedBy: BY, initializedAt: AT, classes: 5, groups: 12, accounts: 46, paymentMethods: 2 } }],
    });
    assert.equal(eventsOfType(decided, 'ChartOfAccountsInitialized').length, 1);
  });

  it('then each stream appears once, for an atomic append with one expected revision per stream', () => {
    const streams = decided.map(({ stream }) => stream);
    assert.equal(new Set(streams).size, streams.length);
    assert.equal(streams.length, 1 + 5 + 12 + 46 + 2 + 65);
    assert.equal(streamsWithPrefix(decided, 'gl-class-').length, 5);
    assert.equal(streamsWithPrefix(decided, 'gl-group-').length, 12);
    assert.equal(streamsWithPrefix(decided, 'gl-account-').length, 46);
    assert.equal(streamsWithPrefix(decided, 'payment-method-').length, 2);
    assert.equal(streamsWithPrefix(decided, 'unique-').length, 65);
    assert.equal(eventsOfType(decided, 'JournalEntryPosted').length, 0);
  });

  it('then the five classes, each created once with its groups linked', () => {
    const created = eventsOfType<GlClassEvent & { type: 'GlClassCreated' }>(decided, 'GlClassCreated');
    assert.deepStrictEqual(
      created.map((e) => [e.data.name, e.data.type]),
      [['Assets', 'Asset'], ['Liabilities', 'Liability'], ['Equity', 'Equity'], ['Revenue', 'Revenue'], ['Expenses', 'Expense']],
    );
    for (const [index, standardClass] of STANDARD_CHART.entries()) {
      const { stream, data } = created[index];
      const events = decided.find((s) => s.stream === stream)!.events;
      assert.equal(events[0].type, 'GlClassCreated');
      const state = foldStream<GlClassState>(stream, events);
      assert.equal(state.status, 'active');
      assert.equal(state.glGroupIds.length, standardClass.groups.length, standardClass.name);
      for (const glGroupId of state.glGroupIds) {
        const group = foldStream<GlGroupState>(`gl-group-${glGroupId}`, decided.find((s) => s.stream === `gl-group-${glGroupId}`)!.events);
        assert.equal(group.glClassId, data.glClassId);
        assert.ok(SECTIONS_BY_CLASS_TYPE[state.type].includes(group.section), `${group.name} in section ${group.section}`);
      }
    }
  });

  it('then the twelve groups with their codes, names and sections, each with its accounts linked', () => {
    const created = eventsOfType<GlGroupEvent & { type: 'GlGroupCreated' }>(decided, 'GlGroupCreated');
    assert.deepStrictEqual(
      created.map((e) => [e.data.code, e.data.name, e.data.section]),
      STANDARD_GROUPS.map((g) => [g.code, g.name, g.section]),
    );
    for (const [index, standardGroup] of STANDARD_GROUPS.entries()) {
      const group = foldStream<GlGroupState>(created[index].stream, decided.find((s) => s.stream === created[index].stream)!.events);
      const codes = group.glAccountIds.map((id) => foldStream<GlAccountState>(`gl-account-${id}`, decided.find((s) => s.stream === `gl-account-${id}`)!.events).code);
      assert.deepStrictEqual(codes, standardGroup.accounts.map((a) => a.code));
    }
  });

  it('then every standard account opened once with no opening balance', () => {
    assert.deepStrictEqual(opened.map((e) => e.data.code), STANDARD_ACCOUNTS.map((a) => a.code));
    for (const [index, standard] of STANDARD_ACCOUNTS.entries()) {
      const { data } = opened[index];
      assert.deepStrictEqual([data.name, data.openingBalance, data.systemRole, data.cashAccount, data.description, data.isActive, data.bankDetails], [
        standard.name,
        0,
        standard.systemRole ?? null,
        standard.cashAccount ?? false,
        standard.description ?? '',
        true,
        null,
      ]);
    }
  });

  it('then every standard class name, group code, account code and method name claimed exactly once, by its owner', () => {
    const claims = eventsOfType<UniqueValueEvent>(decided, 'UniqueValueClaimed');
    for (const unique of streamsWithPrefix(decided, 'unique-')) {
      const events = decided.find((s) => s.stream === unique)!.events;
      assert.equal(events.length, 1, unique);
      assert.equal(events[0].type, 'UniqueValueClaimed');
    }
    const claimedIn = (scope: string) => claims.filter((c) => c.data.scope === scope).map((c) => c.data.value);
    assert.deepStrictEqual(claimedIn(GL_CLASS_NAME_SCOPE), ['assets', 'liabilities', 'equity', 'revenue', 'expenses']);
    assert.deepStrictEqual(claimedIn(GL_GROUP_CODE_SCOPE), STANDARD_GROUPS.map((g) => g.code));
    assert.deepStrictEqual(claimedIn(GL_ACCOUNT_CODE_SCOPE), STANDARD_ACCOUNTS.map((a) => a.code));
    assert.deepStrictEqual(claimedIn(PAYMENT_METHOD_NAME_SCOPE), ['cash', 'booking money']);
    const ownerStreams = new Set(decided.map(({ stream }) => stream));
    const ownerPrefix: Record<string, string> = {
      [GL_CLASS_NAME_SCOPE]: 'gl-class-',
      [GL_GROUP_CODE_SCOPE]: 'gl-group-',
      [GL_ACCOUNT_CODE_SCOPE]: 'gl-account-',
      [PAYMENT_METHOD_NAME_SCOPE]: 'payment-method-',
    };
    for (const claim of claims) assert.ok(ownerStreams.has(ownerPrefix[claim.data.scope] + claim.data.ownerId), `${claim.stream} owned by a stream of the decision`);
    assert.equal(new Set(STANDARD_ACCOUNTS.map((a) => a.code)).size, STANDARD_ACCOUNTS.length);
  });

  it('then cash accounts are coded 1101… and bank 1102…, all cash accounts in Cash and Bank', () => {
    assert.deepStrictEqual([accountByRole('cash').code, accountByRole('cash').name, accountByRole('cash').cashAccount], ['1101', 'Cash in Hand', true]);
    assert.deepStrictEqual([accountByRole('bank').code, accountByRole('bank').name, accountByRole('bank').cashAccount], ['1102', 'Bank Account', true]);
    const cashAndBank = eventsOfType<GlGroupEvent & { type: 'GlGroupCreated' }>(decided, 'GlGroupCreated').find((e) => e.data.code === '11')!.data.glGroupId;
    for (const { data } of opened.filter((e) => e.data.cashAccount)) {
      assert.equal(data.glGroupId, cashAndBank, data.name);
      assert.ok(data.code.startsWith('11'), data.code);
    }
    for (const { data } of opened.filter((e) => /^110[12]/.test(e.data.code))) assert.equal(data.cashAccount, true, data.name);
    assert.equal(accountNamed('Petty Cash').code, '1101.01');
  });

  it('then a Bad Debt expense account', () => {
    const badDebt = opened.filter((e) => e.data.name.includes('Bad Debt'));
    assert.equal(badDebt.length, 1);
    assert.deepStrictEqual([badDebt[0].data.name, badDebt[0].data.systemRole, classTypeOfAccount(badDebt[0].data)], ['Bad Debt Expense', 'badDebtExpense', 'Expense']);
  });

  it("then Retained Earnings, Owner's Capital and Owner's Drawings in Equity with their system roles", () => {
    for (const [name, role] of [['Retained Earnings', 'retainedEarnings'], ["Owner's Capital", 'ownersCapital'], ["Owner's Drawings", 'ownersDrawings'], ['Opening Balance Equity', 'openingBalanceEquity']]) {
      const account = accountNamed(name);
      assert.equal(account.systemRole, role, name);
      assert.equal(classTypeOfAccount(account), 'Equity', name);
    }
  });

  it('then every account the posting rules (DESIGN §5) resolve, once, in a class of the right type', () => {
    const expected: Record<string, string> = {
      cash: 'Asset',
      bank: 'Asset',
      cardSettlement: 'Asset',
      cashOverAndShort: 'Expense',
      'mobileBanking.bKash': 'Asset',
      'mobileBanking.Nagad': 'Asset',
      accountsReceivable: 'Asset',
      vatInputCredit: 'Asset',
      'inventory.Motorcycle': 'Asset',
      'inventory.Spare Parts': 'Asset',
      'inventory.Accessories': 'Asset',
      accountsPayable: 'Liability',
      customerDeposits: 'Liability',
      vatPayable: 'Liability',
      ownersCapital: 'Equity',
      ownersDrawings: 'Equity',
      retainedEarnings: 'Equity',
      openingBalanceEquity: 'Equity',
      'sales.Motorcycle': 'Revenue',
      'sales.Spare Parts': 'Revenue',
      'sales.Accessories': 'Revenue',
      salesDiscounts: 'Revenue',
      otherIncome: 'Revenue',
      inventoryGain: 'Revenue',
      'costOfGoodsSold.Motorcycle': 'Expense',
      'costOfGoodsSold.Spare Parts': 'Expense',
      'costOfGoodsSold.Accessories': 'Expense',
      processingFees: 'Expense',
      inventoryLoss: 'Expense',
      badDebtExpense: 'Expense',
    };
    for (const [role, type] of Object.entries(expected)) assert.equal(classTypeOfAccount(accountByRole(role)), type, role);
    const roles = opened.map((e) => e.data.systemRole).filter((r): r is string => r !== null);
    assert.deepStrictEqual([...roles].sort(), Object.keys(expected).sort());
  });

  it("then payment methods Cash (Cash in Hand) and 'Booking Money' (Customer Deposits)", () => {
    const methods = eventsOfType<PaymentMethodEvent & { type: 'PaymentMethodCreated' }>(decided, 'PaymentMethodCreated');
    assert.deepStrictEqual(
      methods.map(({ data }) => ({ ...data, paymentMethodId: undefined })),
      [
        { paymentMethodId: undefined, name: 'Cash', paymentAccount: 'Cash in Hand', accountId: accountByRole('cash').glAccountId, type: 'Cash', status: 'active', processingFeeHundredths: 0, processingFeeAccountId: null, isDefault: true, details: {} },
        {
          paymentMethodId: undefined,
          name: 'Booking Money',
          paymentAccount: 'Customer Deposits',
          accountId: accountByRole('customerDeposits').glAccountId,
          type: 'Other',
          status: 'active',
          processingFeeHundredths: 0,
          processingFeeAccountId: null,
          isDefault: false,
          details: {},
        },
      ],
    );
    assert.equal(accountByRole('customerDeposits').name, 'Customer Deposits');
    for (const { stream, data } of methods) assert.equal(stream, `payment-method-${data.paymentMethodId}`);
    assert.equal(STANDARD_PAYMENT_METHODS.length, methods.length);
  });

  it('is deterministic for the same ids', () => {
    assert.deepStrictEqual(initialize(), decided);
  });
});

describe('chart of accounts: initialize refused', () => {
  it('given the chart initialized, when initialized again, then a conflict', () => {
    const history = appended({}, initialize());
    const chart = stateOf<ChartOfAccountsState>(history, CHART_OF_ACCOUNTS_STREAM);
    assert.deepStrictEqual(chart, { initialized: true });
    thenRefused(() => initialize({}, chart), { kind: 'conflict', message: 'The chart of accounts is already initialized' });
  });

  it('given a standard account code claimed by someone else, when initialized, then a conflict and no events', () => {
    let decided: StreamEvents[] | undefined;
    thenRefused(
      () => (decided = initialize({ [uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, '5302')]: { ownerId: 'account-somebody-else' } })),
      { kind: 'conflict', message: 'Account code 5302 is already used' },
    );
    assert.equal(decided, undefined);
  });

  it('given a group code, class name or method name claimed by someone else, when initialized, then a conflict', () => {
    thenRefused(() => initialize({ [uniqueValueStream(GL_GROUP_CODE_SCOPE, '13')]: { ownerId: 'group-x' } }), { kind: 'conflict', message: 'GL group code 13 is already used' });
    thenRefused(() => initialize({ [uniqueValueStream(GL_CLASS_NAME_SCOPE, 'Revenue')]: { ownerId: 'class-x' } }), { kind: 'conflict', message: 'A GL class named "Revenue" already exists' });
    thenRefused(() => initialize({ [uniqueValueStream(PAYMENT_METHOD_NAME_SCOPE, 'Booking Money')]: { ownerId: 'pm-x' } }), {
      kind: 'conflict',
      message: 'A payment method named "Booking Money" already exists',
    });
  });

  it('given a standard code that was claimed and released, when initialized, then it is claimed', () => {
    const released = initialize({ [uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, '1101')]: { ownerId: null } });
    assert.deepStrictEqual(released.find((s) => s.stream === 'unique-gl-account-code-1101')!.events.map((e) => e.type), ['UniqueValueClaimed']);
  });
});

describe('standardChartUniqueStreams', () => {
  it('lists every reservation stream the initialize decision claims, each once', () => {
    const listed = standardChartUniqueStreams();
    assert.equal(new Set(listed).size, listed.length);
    assert.deepStrictEqual([...listed].sort(), streamsWithPrefix(initialize(), 'unique-').sort());
    assert.ok(listed.includes('unique-gl-account-code-1101'));
    assert.ok(listed.includes('unique-payment-method-name-booking%20money'));
  });
});
