import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, refusalOf, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { assertPoisha, type Poisha } from '../shared/money';
import { assertBooksOpen, type BooksState } from '../ledger/books';
import { journalEntryPosted, journalEntryStream } from '../ledger/journal-entry-posted';
import type { SystemAccounts } from '../inventory/inventory-postings';

/**
 * A month's VAT return (Mushak-9.1; issue 24 item 4, DESIGN §10). Submitting it posts the offset
 * (Dr VAT Payable / Cr VAT Input Credit by the lesser) on the month's last day and closes the month
 * for VAT-bearing documents: an invoice, purchase, credit or debit note carrying VAT and dated in it
 * is refused (corrections go in a later month, as the law does). Every document decider that carries
 * VAT reads its month's stream and calls `assertVatPeriodOpen`.
 */
export const VAT_PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-11` of a date `2026-11-28`. */
export const vatPeriodOf = (date: string): string => date.slice(0, 7);
export const vatPeriodStream = (period: string): string => `${STREAM_NAMES.vatPeriod.name}${period}`;

/** The month's last day, YYYY-MM-DD. */
export function lastDayOfPeriod(period: string): string {
  const match = VAT_PERIOD_PATTERN.exec(period);
  if (!match) throw new Error(`not a period: ${period}`);
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0));
  return day.toISOString().slice(0, 10);
}

export type VatReturnSubmitted = DomainEvent<'VatReturnSubmitted', {
  period: string;
  outputVat: Poisha;
  inputVat: Poisha;
  /** The offset posted on the month's last day: the lesser of the two. */
  offset: Poisha;
  netPayable: Poisha;
  /** Input credit left from the months submitted before (absent on none). */
  carriedForward?: Poisha;
  journalEntryId: string | null;
  submittedBy: string;
  submittedAt: string;
}>;
export type VatPeriodEvent = VatReturnSubmitted;

export interface VatPeriodState {
  submitted: { submittedAt: string; submittedBy: string; netPayable: Poisha } | null;
}

export const initialVatPeriodState: VatPeriodState = { submitted: null };

export function evolveVatPeriod(state: VatPeriodState, event: VatPeriodEvent): VatPeriodState {
  switch (event.type) {
    case 'VatReturnSubmitted':
      return { submitted: { submittedAt: event.data.submittedAt, submittedBy: event.data.submittedBy, netPayable: event.data.netPayable } };
    default:
      return state;
  }
}

/** Refuses a VAT-bearing document dated in a month whose return is submitted. `period` is the document's month. */
export function assertVatPeriodOpen(state: VatPeriodState | undefined, period: string, document = 'document'): void {
  if (state?.submitted) {
    const article = /^[aeiou]/i.test(document) ? 'an' : 'a';
    throw ruleViolation(`The VAT return for ${period} is submitted: ${article} ${document} with VAT cannot be dated in it; date it in a later month`, refusalOf('vat_period_submitted', { period }));
  }
}

/** Refuses a second submission of the same month. */
export function assertVatPeriodNotSubmitted(state: VatPeriodState, period: string): void {
  if (state.submitted) throw conflict(`The VAT return for ${period} is already submitted`, refusalOf('vat_period_submitted', { period }));
}

/** A period as the API takes it: YYYY-MM of a month within the books' years (2000 to 2099). */
export function vatPeriodProblem(period: unknown): string | null {
  if (typeof period !== 'string' || !VAT_PERIOD_PATTERN.test(period)) return `The VAT period must be a month written YYYY-MM (2026-11), not ${JSON.stringify(period)}`;
  return period < '2000-01' || period > '2099-12' ? `The VAT period ${period} is outside the books' years (2000-01 to 2099-12)` : null;
}

/**
 * The month's figures as the return reads them (poisha). `carriedForward` is the input credit the
 * months submitted before left unused. The offset is the lesser of the output VAT and the credit
 * available (the month's input credit and what was carried forward); the net payable is what
 * output VAT is left, the credit to carry what input credit is left.
 */
export function vatReturnFigures(outputVat: Poisha, inputVat: Poisha, carriedForward: Poisha): { offset: Poisha; netPayable: Poisha; creditToCarry: Poisha } {
  const available = inputVat + carriedForward;
  const offset = Math.max(0, Math.min(outputVat, available));
  return { offset, netPayable: outputVat - offset, creditToCarry: available - offset };
}

export interface SubmitVatReturn {
  period: string;
  /** The month's output VAT and input credit (from the registers) and the credit carried in, poisha. */
  outputVat: Poisha;
  inputVat: Poisha;
  carriedForward: Poisha;
  journalEntryId: string;
  /** The business day in Dhaka the command runs on. */
  today: string;
  submittedBy: string;
  submittedAt: string;
}

/** The month's stream, the VAT Payable and VAT Input Credit accounts (`vatPayable`, `vatInputCredit`) and the books. */
export interface SubmitVatReturnGiven {
  vatPeriod: VatPeriodState;
  accounts: SystemAccounts;
  books: BooksState;
}

function vatAccountId(accounts: SystemAccounts, role: 'vatPayable' | 'vatInputCredit'): string {
  const account = accounts[role];
  const name = role === 'vatPayable' ? 'VAT Payable' : 'VAT Input Credit';
  if (!account || account.status !== 'active' || account.systemRole !== role) throw ruleViolation(`The ${name} account is missing: initialize the chart of accounts first`);
  if (!account.isActive) throw ruleViolation(`Account ${account.code} ${account.name} is inactive`);
  return account.glAccountId;
}

/**
 * Submits a month's return (Mushak-9.1): once, and only after the month has ended in Dhaka. Posts
 * the offset (Dr VAT Payable / Cr VAT Input Credit by the lesser of output VAT and the credit
 * available) dated the month's last day, no entry when it is 0, and appends VatReturnSubmitted.
 */
export function submitVatReturn(command: SubmitVatReturn, given: SubmitVatReturnGiven): StreamEvents[] {
  const { period, outputVat, inputVat, carriedForward, journalEntryId, submittedBy, submittedAt } = command;
  const periodError = vatPeriodProblem(period);
  if (periodError) throw validationError(periodError, { period: periodError });
  for (const [label, value] of Object.entries({ outputVat, inputVat, carriedForward })) assertPoisha(value, label);
  assertVatPeriodNotSubmitted(given.vatPeriod, period);
  const lastDay = lastDayOfPeriod(period);
  if (command.today <= lastDay) {
    throw ruleViolation(`The VAT return for ${period} can be submitted once the month has ended (after ${lastDay}); today is ${command.today}`, refusalOf('vat_period_not_ended', { period, lastDay }));
  }
  const { offset, netPayable } = vatReturnFigures(outputVat, inputVat, carriedForward);
  const decided: StreamEvents[] = [];
  if (offset > 0) {
    assertBooksOpen(given.books, lastDay);
    const payable = vatAccountId(given.accounts, 'vatPayable');
    const inputCredit = vatAccountId(given.accounts, 'vatInputCredit');
    decided.push({
      stream: journalEntryStream(journalEntryId),
      events: [journalEntryPosted({
        journalEntryId,
        date: lastDay,
        reference: `VAT-${period}`,
        description: `VAT return ${period}: input credit set off against output VAT`,
        lines: [{ accountId: payable, debit: offset, credit: 0 }, { accountId: inputCredit, debit: 0, credit: offset }],
        source: { kind: 'vat-return', stream: vatPeriodStream(period) },
        postedBy: submittedBy,
        postedAt: submittedAt,
      })],
    });
  }
  const submitted: VatReturnSubmitted = {
    type: 'VatReturnSubmitted',
    data: { period, outputVat, inputVat, offset, netPayable, carriedForward, journalEntryId: offset > 0 ? journalEntryId : null, submittedBy, submittedAt },
  };
  return [{ stream: vatPeriodStream(period), events: [submitted] }, ...decided];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const VAT_PERIOD_STREAM_KIND = streamKindOf(STREAM_NAMES.vatPeriod, { initialState: initialVatPeriodState, evolve: evolveVatPeriod });
