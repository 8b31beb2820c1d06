import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, historyOf, stateOf, thenRefused, type History } from '../given-when-then.test-helper';
import { uniqueValueStream, type UniqueValueState } from '../shared/uniqueness';
import type { DomainEvent } from '../shared/events';
import { addedSystemAccountStreams, addMissingSystemAccounts } from './added-system-accounts';
import { CHART_OF_ACCOUNTS_STREAM, initializeChartOfAccounts, standardChartUniqueStreams, type ChartOfAccountsState } from './chart-of-accounts';
import { GL_ACCOUNT_CODE_SCOPE, glAccountStream, type GlAccountState } from './gl-accounts';
import type { GlClassState } from './gl-classes';
import { glGroupStream, type GlGroupState } from './gl-groups';
import { glClassStream } from './gl-classes';
import { STANDARD_CHART, SYSTEM_ACCOUNTS_ADDED_LATER } from './standard-chart';

const ids = (prefix: string) => {
  let next = 0;
  return () => `${prefix}-${(next += 1)}`;
};

/** Runs the command on a history, reading its streams as the handler does. */
function whenAdded(history: History, prefix = 'added') {
  const { codes, groupCodes } = addedSystemAccountStreams();
  const groups: Record<string, { group: GlGroupState; glClass: GlClassState }> = {};
  for (const [groupCode, stream] of Object.entries(groupCodes)) {
    const owner = stateOf<UniqueValueState>(history, stream).ownerId;
    if (!owner) continue;
    const group = stateOf<GlGroupState>(history, glGroupStream(owner));
    groups[groupCode] = { group, glClass: stateOf<GlClassState>(history, glClassStream(group.glClassId)) };
  }
  return addMissingSystemAccounts(
    { newId: ids(prefix), addedBy: 'system', addedAt: '2026-11-28T00:00:00.000Z' },
    {
      chart: stateOf<ChartOfAccountsState>(history, CHART_OF_ACCOUNTS_STREAM),
      codes: Object.fromEntries(Object.entries(codes).map(([code, stream]) => [code, stateOf<UniqueValueState>(history, stream)])),
      groups,
    },
  );
}

const initialized = () =>
  historyOf(initializeChartOfAccounts({ newId: ids('init'), initializedBy: 'admin', initializedAt: '2025-01-01T00:00:00.000Z' }, { chart: { initialized: false }, uniqueValues: {} }));

/** A chart initialized before the added accounts joined the standard chart: the same history without them. */
function initializedBefore(): History {
  const history = initialized();
  const removed = new Set<string>();
  for (const [stream, events] of Object.entries(history)) {
    if (events.some((event) => event.type === 'GlAccountOpened' && SYSTEM_ACCOUNTS_ADDED_LATER.includes((event.data as GlAccountState).code))) removed.add(stream);
  }
  const without: History = {};
  for (const [stream, events] of Object.entries(history)) {
    if (removed.has(stream)) continue;
    const code = SYSTEM_ACCOUNTS_ADDED_LATER.find((added) => stream === uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, added));
    if (code) continue;
    without[stream] = events.filter((event) => !(event.type === 'GlGroupAccountLinked' && removed.has(glAccountStream((event.data as { glAccountId: string }).glAccountId))));
  }
  return without;
}

const openedCodes = (events: { events: DomainEvent[] }[]) =>
  events.flatMap(({ events: list }) => list.filter((event) => event.type === 'GlAccountOpened').map((event) => (event.data as GlAccountState).code));

describe('system accounts added after a chart exists (DESIGN §14)', () => {
  it('names accounts of the standard chart, among them 5305 Cash Over and Short in Other Expenses', () => {
    const other = STANDARD_CHART.flatMap((glClass) => glClass.groups).find((group) => group.code === '53')!;
    assert.deepStrictEqual(other.accounts.find((account) => account.code === '5305'), {
      code: '5305', name: 'Cash Over and Short', systemRole: 'cashOverAndShort', description: "Differences found when the cash drawer is counted at the day's end",
    });
    assert.ok(SYSTEM_ACCOUNTS_ADDED_LATER.includes('5305'));
    assert.ok(standardChartUniqueStreams().includes(uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, '5305')));
  });

  it('names 1204 VAT Input Credit, a current asset among the receivables (issue 24, DESIGN §10)', () => {
    const assets = STANDARD_CHART.find((glClass) => glClass.groups.some((group) => group.code === '12'))!;
    const receivables = assets.groups.find((group) => group.code === '12')!;
    assert.equal(receivables.section, 'current');
    const account = receivables.accounts.find((candidate) => candidate.code === '1204');
    assert.deepStrictEqual([account?.name, account?.systemRole], ['VAT Input Credit', 'vatInputCredit']);
    assert.ok(SYSTEM_ACCOUNTS_ADDED_LATER.includes('1204'));
    assert.ok(standardChartUniqueStreams().includes(uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, '1204')));
  });

  it('given a fresh chart, it already has them and the command adds nothing', () => {
    const history = initialized();
    const codes = openedCodes(Object.entries(history).map(([, events]) => ({ events })));
    assert.ok(codes.includes('5305') && codes.includes('1204'));
    assert.deepStrictEqual(whenAdded(history), []);
  });

  it('given a chart initialized before them, when run twice, then each account is opened once, in its standard group, with its role', () => {
    const before = initializedBefore();
    const first = whenAdded(before);
    assert.deepStrictEqual(openedCodes(first).sort(), [...SYSTEM_ACCOUNTS_ADDED_LATER].sort());
    const after = appended(before, first);
    assert.deepStrictEqual(whenAdded(after, 'again'), []);
    const openedAccount = (code: string) => {
      const openedEvent = first.flatMap(({ events }) => events).find((event) => event.type === 'GlAccountOpened' && (event.data as GlAccountState).code === code)!;
      const opened = stateOf<GlAccountState>(after, glAccountStream((openedEvent.data as GlAccountState).glAccountId));
      const group = stateOf<GlGroupState>(after, glGroupStream(opened.glGroupId));
      assert.ok(group.glAccountIds.includes(opened.glAccountId));
      return [opened.status, opened.name, opened.systemRole, group.code];
    };
    assert.deepStrictEqual(openedAccount('5305'), ['active', 'Cash Over and Short', 'cashOverAndShort', '53']);
    assert.deepStrictEqual(openedAccount('1204'), ['active', 'VAT Input Credit', 'vatInputCredit', '12']);
  });

  it('given no chart yet, refused (initializing opens every account), so a decision on unread states is checked against the store', () => {
    thenRefused(() => whenAdded({}), { kind: 'rule', message: 'Initialize the chart of accounts first' });
  });
});
