import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { assertPoisha, formatTaka, type Poisha } from '../shared/money';
import { claimUniqueValue, releaseUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import { journalEntryPosted, journalEntryStream, type JournalLine } from '../ledger/journal-entry-posted';
import { isInClosedPeriod, type BooksState } from '../ledger/books';
import { isDebitNormal } from './gl-class-types';
import type { GlClassState } from './gl-classes';
import { CODE_PATTERN, glGroupStream, type GlGroupState } from './gl-groups';

export interface BankDetails {
  bankName: string;
  accountNumber: string;
}

export interface GlAccountProfile {
  name: string;
  code: string;
  glGroupId: string;
  description: string;
  isActive: boolean;
  /** The account holds cash or bank money (offered where a cash account is picked). */
  cashAccount: boolean;
  bankDetails: BankDetails | null;
}

export type GlAccountEvent =
  | DomainEvent<'GlAccountOpened', GlAccountProfile & { glAccountId: string; openingBalance: Poisha; systemRole: string | null }>
  | DomainEvent<'GlAccountUpdated', GlAccountProfile & { glAccountId: string }>
  | DomainEvent<'GlAccountDeleted', { glAccountId: string }>;

export interface GlAccountState extends GlAccountProfile {
  status: 'absent' | 'active' | 'deleted';
  glAccountId: string;
  openingBalance: Poisha;
  systemRole: string | null;
}

export const initialGlAccountState: GlAccountState = {
  status: 'absent',
  glAccountId: '',
  name: '',
  code: '',
  glGroupId: '',
  description: '',
  isActive: true,
  cashAccount: false,
  bankDetails: null,
  openingBalance: 0,
  systemRole: null,
};
export const glAccountStream = (glAccountId: string) => `${STREAM_NAMES.glAccount.name}${glAccountId}`;
export const GL_ACCOUNT_CODE_SCOPE = 'gl-account-code';

export function evolveGlAccount(state: GlAccountState, event: GlAccountEvent): GlAccountState {
  switch (event.type) {
    case 'GlAccountOpened':
      return { status: 'active', ...event.data };
    case 'GlAccountUpdated':
      return { ...state, ...event.data };
    case 'GlAccountDeleted':
      return { ...state, status: 'deleted' };
    default:
      return state;
  }
}

export type GlAccountFields = Omit<GlAccountProfile, 'description' | 'isActive' | 'cashAccount' | 'bankDetails'> &
  Partial<Pick<GlAccountProfile, 'description' | 'isActive' | 'cashAccount' | 'bankDetails'>>;

function validatedProfile(fields: GlAccountFields, group: GlGroupState): GlAccountProfile {
  const name = fields.name?.trim() ?? '';
  const code = fields.code?.trim() ?? '';
  const errors: Record<string, string> = {};
  if (!name) errors.name = 'Please input the name!';
  else if (name.length > 120) errors.name = 'Name must be at most 120 characters';
  if (!code) errors.code = 'Please input the code!';
  else if (!CODE_PATTERN.test(code)) errors.code = 'Code may use letters, digits, dots and dashes (at most 20)';
  if ((fields.description ?? '').length > 500) errors.description = 'Description must be at most 500 characters';
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  if (group.status !== 'active') throw validationError('GL group not found', { glGroup: 'Please select a GL Group!' });
  const bankDetails = fields.bankDetails && (fields.bankDetails.bankName?.trim() || fields.bankDetails.accountNumber?.trim())
    ? { bankName: fields.bankDetails.bankName?.trim() ?? '', accountNumber: fields.bankDetails.accountNumber?.trim() ?? '' }
    : null;
  return {
    name,
    code,
    glGroupId: group.glGroupId,
    description: fields.description?.trim() ?? '',
    isActive: fields.isActive ?? true,
    cashAccount: fields.cashAccount ?? false,
    bankDetails,
  };
}

export function requireActiveGlAccount(state: GlAccountState): GlAccountState {
  if (state.status !== 'active') throw notFound('GL account not found');
  return state;
}

export interface OpenGlAccount extends GlAccountFields {
  glAccountId: string;
  openingBalance: Poisha;
  systemRole?: string | null;
  /** Used only when the opening balance is not zero. */
  openingEntry: { journalEntryId: string; date: string; postedBy: string; postedAt: string };
}

/**
 * Opens an account. A nonzero opening balance is real money in the books, so it posts a
 * balanced entry against Opening Balance Equity in the same append.
 */
export function openGlAccount(
  command: OpenGlAccount,
  given: { account: GlAccountState; group: GlGroupState; glClass: GlClassState; code: UniqueValueState; openingBalanceEquity: GlAccountState | null; books?: BooksState },
): StreamEvents[] {
  const profile = validatedProfile(command, given.group);
  assertPoisha(command.openingBalance, 'opening balance');
  if (given.account.status !== 'absent') throw conflict('GL account already exists');
  const { glAccountId, openingBalance } = command;
  const opened: GlAccountEvent = {
    type: 'GlAccountOpened',
    data: { glAccountId, ...profile, openingBalance, systemRole: command.systemRole ?? null },
  };
  const decided: StreamEvents[] = [
    { stream: glAccountStream(glAccountId), events: [opened] },
    { stream: glGroupStream(profile.glGroupId), events: [{ type: 'GlGroupAccountLinked', data: { glGroupId: profile.glGroupId, glAccountId } }] },
    ...claimUniqueValue(GL_ACCOUNT_CODE_SCOPE, profile.code, glAccountId, given.code, `Account code ${profile.code} is already used`),
  ];
  if (openingBalance !== 0) {
    const equity = given.openingBalanceEquity;
    if (!equity || equity.status !== 'active') {
      throw ruleViolation('An opening balance needs the Opening Balance Equity account: initialize the chart of accounts first');
    }
    const entry = command.openingEntry;
    // An opening balance is never posted into a closed period.
    if (given.books && isInClosedPeriod(given.books, entry.date)) {
      throw ruleViolation(`The books are closed through ${given.books.closedThrough}; an opening balance cannot be posted into a closed period.`);
    }
    // A positive opening balance sits on the account's normal side.
    const accountOnDebit = isDebitNormal(given.glClass.type) === openingBalance > 0;
    const amount = Math.abs(openingBalance);
    const lines: JournalLine[] = [
      { accountId: glAccountId, debit: accountOnDebit ? amount : 0, credit: accountOnDebit ? 0 : amount, description: `Opening balance of ${profile.name}` },
      { accountId: equity.glAccountId, debit: accountOnDebit ? 0 : amount, credit: accountOnDebit ? amount : 0, description: `Opening balance of ${profile.name}` },
    ];
    decided.push({
      stream: journalEntryStream(entry.journalEntryId),
      events: [
        journalEntryPosted({
          journalEntryId: entry.journalEntryId,
          date: entry.date,
          reference: `OPEN-${profile.code}`,
          description: `Opening balance ${formatTaka(openingBalance)} for ${profile.code} ${profile.name}`,
          lines,
          source: { kind: 'opening-balance', stream: glAccountStream(glAccountId) },
          postedBy: entry.postedBy,
          postedAt: entry.postedAt,
        }),
      ],
    });
  }
  return decided;
}

/** `balance` is the account's current ledger balance (from the read model). */
export function updateGlAccount(
  command: GlAccountFields & { glAccountId: string; balance: Poisha },
  given: { account: GlAccountState; group: GlGroupState; code: UniqueValueState; previousClassType: string; newClassType: string },
): StreamEvents[] {
  const current = requireActiveGlAccount(given.account);
  // Fields left out keep their current values, so a form that edits a few never wipes the rest.
  const profile = validatedProfile({
    ...command,
    description: command.description ?? current.description,
    isActive: command.isActive ?? current.isActive,
    cashAccount: command.cashAccount ?? current.cashAccount,
    bankDetails: command.bankDetails === undefined ? current.bankDetails : command.bankDetails,
  }, given.group);
  const movesGroup = profile.glGroupId !== current.glGroupId;
  if (movesGroup && given.previousClassType !== given.newClassType && command.balance !== 0) {
    throw ruleViolation('Cannot move an account with a balance to a group of another class type');
  }
  if (current.systemRole && given.previousClassType !== given.newClassType) {
    throw ruleViolation('A system account cannot change its class type');
  }
  const unchanged = (Object.keys(profile) as (keyof GlAccountProfile)[]).every((key) => JSON.stringify(profile[key]) === JSON.stringify(current[key]));
  if (unchanged) return [];
  const { glAccountId } = current;
  const recoded = profile.code.toLowerCase() !== current.code.toLowerCase();
  return [
    { stream: glAccountStream(glAccountId), events: [{ type: 'GlAccountUpdated', data: { glAccountId, ...profile } }] },
    ...(movesGroup
      ? [
          { stream: glGroupStream(current.glGroupId), events: [{ type: 'GlGroupAccountUnlinked', data: { glGroupId: current.glGroupId, glAccountId } }] },
          { stream: glGroupStream(profile.glGroupId), events: [{ type: 'GlGroupAccountLinked', data: { glGroupId: profile.glGroupId, glAccountId } }] },
        ]
      : []),
    ...(recoded
      ? [...claimUniqueValue(GL_ACCOUNT_CODE_SCOPE, profile.code, glAccountId, given.code, `Account code ${profile.code} is already used`), releaseUniqueValue(GL_ACCOUNT_CODE_SCOPE, current.code, glAccountId)]
      : []),
  ];
}

/**
 * History is never lost from the chart: an account with any posted line (`hasPostings`, from the
 * read model's totals) cannot be deleted, whatever its balance; it is deactivated instead.
 */
export function deleteGlAccount(
  command: { glAccountId: string; balance: Poisha; usedByPaymentMethod: string | null; hasPostings?: boolean },
  given: { account: GlAccountState },
): StreamEvents[] {
  const current = requireActiveGlAccount(given.account);
  if (current.systemRole) throw ruleViolation(`${current.name} is a system account and cannot be deleted`);
  if (command.balance !== 0) throw ruleViolation('Cannot delete an account with a nonzero balance');
  if (command.hasPostings) throw ruleViolation('This account has postings; deactivate it instead.');
  if (command.usedByPaymentMethod) throw ruleViolation(`Cannot delete an account used by payment method ${command.usedByPaymentMethod}`);
  const { glAccountId, glGroupId, code } = current;
  return [
    { stream: glAccountStream(glAccountId), events: [{ type: 'GlAccountDeleted', data: { glAccountId } }] },
    { stream: glGroupStream(glGroupId), events: [{ type: 'GlGroupAccountUnlinked', data: { glGroupId, glAccountId } }] },
    releaseUniqueValue(GL_ACCOUNT_CODE_SCOPE, code, glAccountId),
  ];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const GL_ACCOUNT_STREAM_KIND = streamKindOf(STREAM_NAMES.glAccount, { initialState: initialGlAccountState, evolve: evolveGlAccount });
