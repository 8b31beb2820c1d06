import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, refusalOf, ruleViolation } from '../shared/errors';
import type { DomainEvent } from '../shared/events';
import type { Poisha } from '../shared/money';

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
    throw ruleViolation(`The VAT return for ${period} is submitted: a ${document} with VAT cannot be dated in it; date it in a later month`, refusalOf('vat_period_submitted', { period }));
  }
}

/** Refuses a second submission of the same month. */
export function assertVatPeriodNotSubmitted(state: VatPeriodState, period: string): void {
  if (state.submitted) throw conflict(`The VAT return for ${period} is already submitted`, refusalOf('vat_period_submitted', { period }));
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const VAT_PERIOD_STREAM_KIND = streamKindOf(STREAM_NAMES.vatPeriod, { initialState: initialVatPeriodState, evolve: evolveVatPeriod });
