import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { foldStream, STREAM_KINDS, streamKind } from './streams';
import { STREAM_NAMES, streamReadArea } from './stream-names';
import { customerStream } from './sales/customers';
import { accountFundsStream } from './ledger/funds';
import { CHART_OF_ACCOUNTS_STREAM, initialChartOfAccountsState } from './accounts/chart-of-accounts';
import { glClassStream, initialGlClassState } from './accounts/gl-classes';
import { glGroupStream, initialGlGroupState } from './accounts/gl-groups';
import { glAccountStream, initialGlAccountState } from './accounts/gl-accounts';
import { initialPaymentMethodState, paymentMethodStream } from './accounts/payment-methods';
import { initialUsersBootstrapState, initialUserState, USERS_BOOTSTRAP_STREAM, userStream } from './users/users';
import { initialUniqueValueState, uniqueValueStream } from './shared/uniqueness';
import type { DomainEvent } from './shared/events';

describe('foldStream', () => {
  it('folds the chart-of-accounts stream', () => {
    const events: DomainEvent[] = [{ type: 'ChartOfAccountsInitialized', data: { initializedBy: 'u', initializedAt: 't', classes: 5, groups: 12, accounts: 44, paymentMethods: 2 } }];
    assert.deepStrictEqual(foldStream(CHART_OF_ACCOUNTS_STREAM, events), { initialized: true });
  });

  it('folds reservation streams, including those whose scope names another aggregate', () => {
    for (const stream of [uniqueValueStream('user-email', 'a@b.co'), uniqueValueStream('gl-class-name', 'Assets'), uniqueValueStream('payment-method-name', 'Cash')]) {
      assert.deepStrictEqual(foldStream(stream, [{ type: 'UniqueValueClaimed', data: { scope: 's', value: 'v', ownerId: 'owner-1' } }]), { ownerId: 'owner-1' }, stream);
    }
  });

  it('folds a GL class stream', () => {
    assert.deepStrictEqual(
      foldStream(glClassStream('c1'), [
        { type: 'GlClassCreated', data: { glClassId: 'c1', name: 'Assets', type: 'Asset' } },
        { type: 'GlClassGroupLinked', data: { glClassId: 'c1', glGroupId: 'g1' } },
      ]),
      { status: 'active', glClassId: 'c1', name: 'Assets', type: 'Asset', glGroupIds: ['g1'] },
    );
  });

  it('folds a GL group stream', () => {
    assert.deepStrictEqual(
      foldStream(glGroupStream('g1'), [
        { type: 'GlGroupCreated', data: { glGroupId: 'g1', name: 'Cash and Bank', code: '11', glClassId: 'c1', section: 'current' } },
        { type: 'GlGroupAccountLinked', data: { glGroupId: 'g1', glAccountId: 'a1' } },
        { type: 'GlGroupAccountLinked', data: { glGroupId: 'g1', glAccountId: 'a2' } },
        { type: 'GlGroupAccountUnlinked', data: { glGroupId: 'g1', glAccountId: 'a1' } },
      ]),
      { status: 'active', glGroupId: 'g1', name: 'Cash and Bank', code: '11', glClassId: 'c1', section: 'current', glAccountIds: ['a2'] },
    );
  });

  it('folds a GL account stream', () => {
    const profile = { name: 'Cash in Hand', code: '1101', glGroupId: 'g1', description: '', isActive: true, cashAccount: true, bankDetails: null };
    assert.deepStrictEqual(
      foldStream(glAccountStream('a1'), [
        { type: 'GlAccountOpened', data: { glAccountId: 'a1', ...profile, openingBalance: 500, systemRole: 'cash' } },
        { type: 'GlAccountUpdated', data: { glAccountId: 'a1', ...profile, name: 'Cash' } },
        { type: 'GlAccountDeleted', data: { glAccountId: 'a1' } },
      ]),
      { status: 'deleted', glAccountId: 'a1', ...profile, name: 'Cash', openingBalance: 500, systemRole: 'cash' },
    );
  });

  it('folds a payment method stream', () => {
    const profile = { name: 'Cash', paymentAccount: 'Cash in Hand', accountId: 'a1', type: 'Cash', status: 'active', processingFeeHundredths: 0, processingFeeAccountId: null, isDefault: true, details: {} };
    assert.deepStrictEqual(foldStream(paymentMethodStream('p1'), [{ type: 'PaymentMethodCreated', data: { paymentMethodId: 'p1', ...profile } }]), {
      lifecycle: 'active',
      paymentMethodId: 'p1',
      ...profile,
    });
  });

  it('folds a user stream', () => {
    assert.deepStrictEqual(foldStream(userStream('u1'), [{ type: 'UserRegistered', data: { userId: 'u1', email: 'a@b.co', name: 'A', role: 'Sales', credentialId: 'c1' } }]), {
      registered: true,
      userId: 'u1',
      email: 'a@b.co',
      name: 'A',
      role: 'Sales',
      isActive: true,
      credentialId: 'c1',
    });
  });

  it('folds the users-bootstrap stream with its own evolve, not the user one', () => {
    assert.deepStrictEqual(foldStream(USERS_BOOTSTRAP_STREAM, [{ type: 'FirstAdministratorRegistered', data: { userId: 'u1', email: 'a@b.co' } }]), { done: true });
  });

  it('gives each kind its initial state when the stream is empty', () => {
    assert.deepStrictEqual(foldStream(CHART_OF_ACCOUNTS_STREAM, []), initialChartOfAccountsState);
    assert.deepStrictEqual(foldStream(uniqueValueStream('gl-account-code', '1101'), []), initialUniqueValueState);
    assert.deepStrictEqual(foldStream(glClassStream('x'), []), initialGlClassState);
    assert.deepStrictEqual(foldStream(glGroupStream('x'), []), initialGlGroupState);
    assert.deepStrictEqual(foldStream(glAccountStream('x'), []), initialGlAccountState);
    assert.deepStrictEqual(foldStream(paymentMethodStream('x'), []), initialPaymentMethodState);
    assert.deepStrictEqual(foldStream(userStream('x'), []), initialUserState);
    assert.deepStrictEqual(foldStream(USERS_BOOTSTRAP_STREAM, []), initialUsersBootstrapState);
  });

  it('ignores event types a stream kind does not know', () => {
    assert.deepStrictEqual(foldStream(glClassStream('x'), [{ type: 'SomethingElseHappened', data: {} }]), initialGlClassState);
  });

  it('refuses a stream of no registered kind', () => {
    assert.throws(() => streamKind('warranty-claim-7'), { message: 'No stream kind registered for warranty-claim-7' });
    assert.throws(() => foldStream('warranty-claim-1', []), { message: 'No stream kind registered for warranty-claim-1' });
  });
});

describe('stream kinds, each declared once (STREAM_NAMES)', () => {
  it('folds every declared kind by its own declaration, and nothing else', () => {
    assert.deepStrictEqual(Object.keys(STREAM_KINDS), Object.keys(STREAM_NAMES));
    for (const [key, declared] of Object.entries(STREAM_NAMES)) {
      const kind = STREAM_KINDS[key as keyof typeof STREAM_KINDS];
      assert.deepStrictEqual([kind.name, kind.area], [declared.name, declared.area], key);
      const stream = declared.name.endsWith('-') ? `${declared.name}0190a8f0` : declared.name;
      assert.equal(streamKind(stream), kind, stream);
    }
    assert.throws(() => streamKind('idempotency-abc'), /No stream kind registered for idempotency-abc/);
  });

  it('names each stream’s History area from the same declarations: the longest name that names it, else the audit trail', () => {
    for (const { name, area } of Object.values(STREAM_NAMES)) {
      assert.equal(streamReadArea(name.endsWith('-') ? `${name}x` : name), area, name);
    }
    assert.equal(streamReadArea('reconciled-account-x'), 'accounting');
    assert.equal(streamReadArea('account-funds-x'), 'audit');
    for (const stream of ['customer-', 'chart-of-accounts-x', 'idempotency-abc', '']) assert.equal(streamReadArea(stream), 'audit', stream);
  });

  it('names a feature’s streams with its declared name', () => {
    assert.equal(customerStream('c1'), 'customer-c1');
    assert.equal(accountFundsStream('a1'), 'account-funds-a1');
    assert.equal(uniqueValueStream('user-email', 'A@B.co'), 'unique-user-email-a%40b.co');
  });
});
