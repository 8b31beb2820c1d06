import { refusalOf, ruleViolation } from '../shared/errors';
import type { StreamEvents } from '../shared/events';
import { uniqueValueStream, type UniqueValueState } from '../shared/uniqueness';
import type { ChartOfAccountsState } from './chart-of-accounts';
import { GL_ACCOUNT_CODE_SCOPE, initialGlAccountState, openGlAccount } from './gl-accounts';
import type { GlClassState } from './gl-classes';
import { GL_GROUP_CODE_SCOPE, type GlGroupState } from './gl-groups';
import { STANDARD_CHART, SYSTEM_ACCOUNTS_ADDED_LATER, type StandardAccount } from './standard-chart';

/** A system account a chart may lack: its place in STANDARD_CHART. */
export interface AddedSystemAccount {
  account: StandardAccount;
  groupCode: string;
}

/** The accounts SYSTEM_ACCOUNTS_ADDED_LATER names, each with its standard group's code. */
export function systemAccountsAddedLater(): AddedSystemAccount[] {
  const found: AddedSystemAccount[] = [];
  for (const glClass of STANDARD_CHART) {
    for (const group of glClass.groups) {
      for (const account of group.accounts) if (SYSTEM_ACCOUNTS_ADDED_LATER.includes(account.code)) found.push({ account, groupCode: group.code });
    }
  }
  if (found.length !== SYSTEM_ACCOUNTS_ADDED_LATER.length) throw new Error('SYSTEM_ACCOUNTS_ADDED_LATER names a code STANDARD_CHART lacks');
  return found;
}

/** The reservation streams the decision reads: each added account's code and its group's code (whose owner is the group). */
export function addedSystemAccountStreams(): { codes: Record<string, string>; groupCodes: Record<string, string> } {
  const codes: Record<string, string> = {};
  const groupCodes: Record<string, string> = {};
  for (const { account, groupCode } of systemAccountsAddedLater()) {
    codes[account.code] = uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, account.code);
    groupCodes[groupCode] = uniqueValueStream(GL_GROUP_CODE_SCOPE, groupCode);
  }
  return { codes, groupCodes };
}

/**
 * Opens each system account a chart initialized before it lacks (DESIGN §14), in its standard
 * group, as the chart's initialization would have. Idempotent: an account whose code is already
 * taken (added before, or by initialization) is left alone, so running it again appends nothing.
 * Refused before the chart is initialized (initialization opens them all: `chart_not_initialized`)
 * and when the standard group is gone: a refusal, unlike an empty decision, is checked against the
 * store's own state, so a decision on states not yet read is never taken for "nothing to add".
 * `groups`: each standard group code's group and class, when the code has an owner.
 */
export function addMissingSystemAccounts(
  command: { newId: () => string; addedBy: string; addedAt: string },
  given: {
    chart: ChartOfAccountsState;
    codes: Readonly<Record<string, UniqueValueState>>;
    groups: Readonly<Record<string, { group: GlGroupState; glClass: GlClassState } | undefined>>;
  },
): StreamEvents[] {
  if (!given.chart.initialized) throw ruleViolation('Initialize the chart of accounts first', refusalOf('chart_not_initialized'));
  const decided: StreamEvents[] = [];
  for (const { account, groupCode } of systemAccountsAddedLater()) {
    if (given.codes[account.code]?.ownerId) continue;
    const place = given.groups[groupCode];
    if (!place) throw ruleViolation(`The chart has no GL group ${groupCode} for ${account.code} ${account.name}`, refusalOf('system_account_group_missing', { code: account.code, group: groupCode }));
    decided.push(
      ...openGlAccount(
        {
          glAccountId: command.newId(),
          name: account.name,
          code: account.code,
          glGroupId: place.group.glGroupId,
          description: account.description ?? '',
          cashAccount: account.cashAccount ?? false,
          openingBalance: 0,
          systemRole: account.systemRole ?? null,
          openingEntry: { journalEntryId: '', date: '', postedBy: command.addedBy, postedAt: command.addedAt },
        },
        { account: initialGlAccountState, group: place.group, glClass: place.glClass, code: given.codes[account.code] ?? { ownerId: null }, openingBalanceEquity: null },
      ),
    );
  }
  return decided;
}
