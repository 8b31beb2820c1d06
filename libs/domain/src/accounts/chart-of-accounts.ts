import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { fold } from '../shared/decider';
import { evolveUniqueValue, initialUniqueValueState, uniqueValueStream, type UniqueValueEvent, type UniqueValueState } from '../shared/uniqueness';
import { createGlClass, evolveGlClass, GL_CLASS_NAME_SCOPE, glClassStream, initialGlClassState, type GlClassEvent } from './gl-classes';
import { createGlGroup, evolveGlGroup, GL_GROUP_CODE_SCOPE, glGroupStream, initialGlGroupState, type GlGroupEvent } from './gl-groups';
import { evolveGlAccount, GL_ACCOUNT_CODE_SCOPE, glAccountStream, initialGlAccountState, openGlAccount, type GlAccountEvent } from './gl-accounts';
import { createPaymentMethod, initialPaymentMethodState, PAYMENT_METHOD_NAME_SCOPE } from './payment-methods';
import { STANDARD_CHART, STANDARD_PAYMENT_METHODS, type StandardAccount } from './standard-chart';

export const CHART_OF_ACCOUNTS_STREAM = STREAM_NAMES.chartOfAccounts.name;

export type ChartOfAccountsEvent = DomainEvent<
  'ChartOfAccountsInitialized',
  { initializedBy: string; initializedAt: string; classes: number; groups: number; accounts: number; paymentMethods: number }
>;

export interface ChartOfAccountsState {
  initialized: boolean;
}

export const initialChartOfAccountsState: ChartOfAccountsState = { initialized: false };

export const evolveChartOfAccounts = (state: ChartOfAccountsState, event: ChartOfAccountsEvent): ChartOfAccountsState =>
  event.type === 'ChartOfAccountsInitialized' ? { initialized: true } : state;

/** Every reservation stream the standard chart claims: the handler loads these before deciding. */
export function standardChartUniqueStreams(): string[] {
  const streams: string[] = [];
  for (const glClass of STANDARD_CHART) {
    streams.push(uniqueValueStream(GL_CLASS_NAME_SCOPE, glClass.name));
    for (const group of glClass.groups) {
      streams.push(uniqueValueStream(GL_GROUP_CODE_SCOPE, group.code));
      for (const account of group.accounts) streams.push(uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, account.code));
    }
  }
  for (const method of STANDARD_PAYMENT_METHODS) streams.push(uniqueValueStream(PAYMENT_METHOD_NAME_SCOPE, method.name));
  return streams;
}

/**
 * Creates the standard chart and payment methods in one decision, built from the same
 * create functions a person's single commands use, so every rule and reservation applies.
 */
export function initializeChartOfAccounts(
  command: { newId: () => string; initializedBy: string; initializedAt: string },
  given: { chart: ChartOfAccountsState; uniqueValues: Record<string, UniqueValueState> },
): StreamEvents[] {
  if (given.chart.initialized) throw conflict('The chart of accounts is already initialized');
  const decision = new ChartDecision(given.uniqueValues);
  const accountIdByRole = new Map<string, string>();
  let classes = 0;
  let groups = 0;
  let accounts = 0;
  for (const standardClass of STANDARD_CHART) {
    const glClassId = command.newId();
    decision.record(createGlClass({ glClassId, name: standardClass.name, type: standardClass.type }, {
      glClass: initialGlClassState,
      name: decision.uniqueState(uniqueValueStream(GL_CLASS_NAME_SCOPE, standardClass.name)),
    }));
    classes += 1;
    for (const standardGroup of standardClass.groups) {
      const glGroupId = command.newId();
      decision.record(createGlGroup({ glGroupId, glClassId, name: standardGroup.name, code: standardGroup.code, section: standardGroup.section }, {
        glGroup: initialGlGroupState,
        glClass: decision.classState(glClassId),
        code: decision.uniqueState(uniqueValueStream(GL_GROUP_CODE_SCOPE, standardGroup.code)),
      }));
      groups += 1;
      for (const standardAccount of standardGroup.accounts) {
        const glAccountId = openStandardAccount(decision, command, standardAccount, glGroupId, glClassId);
        if (standardAccount.systemRole) accountIdByRole.set(standardAccount.systemRole, glAccountId);
        accounts += 1;
      }
    }
  }
  for (const method of STANDARD_PAYMENT_METHODS) {
    const accountId = accountIdByRole.get(method.accountRole);
    if (!accountId) throw new Error(`Standard chart lacks the ${method.accountRole} account`);
    decision.record(createPaymentMethod({ paymentMethodId: command.newId(), name: method.name, paymentAccount: method.paymentAccount, accountId, type: method.type, isDefault: method.isDefault }, {
      paymentMethod: initialPaymentMethodState,
      account: decision.accountState(accountId),
      feeAccount: null,
      name: decision.uniqueState(uniqueValueStream(PAYMENT_METHOD_NAME_SCOPE, method.name)),
    }));
  }
  const initialized: ChartOfAccountsEvent = {
    type: 'ChartOfAccountsInitialized',
    data: { initializedBy: command.initializedBy, initializedAt: command.initializedAt, classes, groups, accounts, paymentMethods: STANDARD_PAYMENT_METHODS.length },
  };
  return [{ stream: CHART_OF_ACCOUNTS_STREAM, events: [initialized] }, ...decision.streamEvents()];
}

/** The events decided so far, by stream: each next create decides on the states they leave (a group on its new class...). */
class ChartDecision {
  private readonly decided = new Map<string, DomainEvent[]>();

  constructor(private readonly uniqueValues: Record<string, UniqueValueState>) {}

  record(streamEvents: StreamEvents[]): void {
    for (const { stream, events } of streamEvents) this.decided.set(stream, [...(this.decided.get(stream) ?? []), ...events]);
  }

  private eventsOf<E>(stream: string) {
    return (this.decided.get(stream) ?? []) as unknown as E[];
  }

  uniqueState(stream: string): UniqueValueState {
    return fold(evolveUniqueValue, this.uniqueValues[stream] ?? initialUniqueValueState, this.eventsOf<UniqueValueEvent>(stream));
  }

  classState(id: string) {
    return fold(evolveGlClass, initialGlClassState, this.eventsOf<GlClassEvent>(glClassStream(id)));
  }

  groupState(id: string) {
    return fold(evolveGlGroup, initialGlGroupState, this.eventsOf<GlGroupEvent>(glGroupStream(id)));
  }

  accountState(id: string) {
    return fold(evolveGlAccount, initialGlAccountState, this.eventsOf<GlAccountEvent>(glAccountStream(id)));
  }

  streamEvents(): StreamEvents[] {
    return [...this.decided].map(([stream, events]) => ({ stream, events }));
  }
}

/** Opens one of the standard chart's accounts, with no opening balance, in its new group; answers its id. */
function openStandardAccount(
  decision: ChartDecision,
  command: { newId: () => string; initializedBy: string; initializedAt: string },
  standardAccount: StandardAccount,
  glGroupId: string,
  glClassId: string,
): string {
  const glAccountId = command.newId();
  decision.record(openGlAccount({
    glAccountId,
    name: standardAccount.name,
    code: standardAccount.code,
    glGroupId,
    description: standardAccount.description ?? '',
    cashAccount: standardAccount.cashAccount ?? false,
    openingBalance: 0,
    systemRole: standardAccount.systemRole ?? null,
    openingEntry: { journalEntryId: '', date: '', postedBy: command.initializedBy, postedAt: command.initializedAt },
  }, {
    account: initialGlAccountState,
    group: decision.groupState(glGroupId),
    glClass: decision.classState(glClassId),
    code: decision.uniqueState(uniqueValueStream(GL_ACCOUNT_CODE_SCOPE, standardAccount.code)),
    openingBalanceEquity: null,
  }));
  return glAccountId;
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const CHART_OF_ACCOUNTS_STREAM_KIND = streamKindOf(STREAM_NAMES.chartOfAccounts, { initialState: initialChartOfAccountsState, evolve: evolveChartOfAccounts });
