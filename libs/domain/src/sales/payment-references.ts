import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, refusalOf } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';

/** What a reference's rules read of a payment method (structural: the web imports this file). */
interface MethodKind {
  name: string;
  type: string;
}
type FieldErrors = Record<string, string>;

/**
 * The transaction ID of a payment (a bKash/Nagad/Rocket TrxID, a card slip or approval number).
 * One customer's payment may be recorded once: `payment-reference-{methodId}-{normalisedId}` holds
 * the payment that recorded it, claimed in the same atomic append as the payment, so two concurrent
 * requests (on any API process) can never both record it.
 */
export const TRANSACTION_ID_LIMITS = { min: 3, max: 40 } as const;
const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9-]+$/;

/** The method types whose payments carry a provider's reference (required when the setting says so). */
export const TRANSACTION_ID_METHOD_TYPES: readonly string[] = ['Mobile Banking', 'Card'];

export const transactionIdRequiredFor = (method: Pick<MethodKind, 'type'>): boolean => TRANSACTION_ID_METHOD_TYPES.includes(method.type);

/** As recorded and compared: trimmed, upper case (providers print TrxIDs in capitals; case is no part of the id). */
export const normalizeTransactionId = (value: string): string => value.trim().toUpperCase();

/** The documents a payment belongs to (the refusal names the document holding a reference). */
export type PaymentDocumentKind = 'invoice' | 'booking' | 'payable';

export interface PaymentDocument {
  kind: PaymentDocumentKind;
  id: string;
}

export type PaymentReferenceClaimed = DomainEvent<'PaymentReferenceClaimed', {
  paymentMethodId: string;
  transactionId: string;
  paymentId: string;
  documentKind: PaymentDocumentKind;
  documentId: string;
}>;
/**
 * The claim given up: the document that recorded the payment was voided (an invoice) or gave all
 * its money back (a booking cancelled or refunded in full, a deposit's id corrected), so the same
 * id may be recorded on the corrected document.
 */
export type PaymentReferenceReleased = DomainEvent<'PaymentReferenceReleased', {
  paymentMethodId: string;
  transactionId: string;
  paymentId: string;
  documentKind: PaymentDocumentKind;
  documentId: string;
  reason: PaymentReferenceReleaseReason;
}>;
export type PaymentReferenceReleaseReason = 'invoice voided' | 'booking cancelled' | 'booking refunded' | 'booking corrected';
export type PaymentReferenceEvent = PaymentReferenceClaimed | PaymentReferenceReleased;

export interface PaymentReferenceState {
  claim: { paymentId: string; documentKind: PaymentDocumentKind; documentId: string } | null;
}

export const initialPaymentReferenceState: PaymentReferenceState = { claim: null };

export function evolvePaymentReference(state: PaymentReferenceState, event: PaymentReferenceEvent): PaymentReferenceState {
  switch (event.type) {
    case 'PaymentReferenceClaimed':
      return { claim: { paymentId: event.data.paymentId, documentKind: event.data.documentKind, documentId: event.data.documentId } };
    case 'PaymentReferenceReleased':
      return { claim: null };
    default:
      return state;
  }
}

export const paymentReferenceStream = (paymentMethodId: string, transactionId: string): string =>
  `${STREAM_NAMES.paymentReference.name}${paymentMethodId}-${encodeURIComponent(normalizeTransactionId(transactionId))}`;

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const PAYMENT_REFERENCE_STREAM_KIND = streamKindOf(STREAM_NAMES.paymentReference, { initialState: initialPaymentReferenceState, evolve: evolvePaymentReference });

/** What a payment decision knows of its rows' references: whether they are required, and each one's stream. */
export interface PaymentReferencesGiven {
  /** The business setting (on by default); a decision given none does not require them. */
  transactionIdRequired?: boolean;
  /** `paymentReferenceStream(method, id)` → its state, for every row that carries an id. */
  paymentReferences?: Readonly<Record<string, PaymentReferenceState>>;
}

/**
 * A row's transaction ID checked (a field error under `field('transactionId')`): trimmed, 3–40
 * letters, digits or hyphens, required for Mobile Banking and Card methods when the setting is on.
 * Returns it normalised, null when there is none, undefined when refused.
 */
export function transactionIdOf(raw: unknown, method: MethodKind, given: PaymentReferencesGiven, errors: FieldErrors, field: (name: string) => string): string | null | undefined {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    errors[field('transactionId')] = 'Transaction ID must be text';
    return undefined;
  }
  if (!text) {
    if (given.transactionIdRequired && transactionIdRequiredFor(method)) {
      errors[field('transactionId')] = `Transaction ID is required for ${method.name} payments`;
      return undefined;
    }
    return null;
  }
  if (text.length < TRANSACTION_ID_LIMITS.min || text.length > TRANSACTION_ID_LIMITS.max || !TRANSACTION_ID_PATTERN.test(text)) {
    errors[field('transactionId')] = `Transaction ID must be ${TRANSACTION_ID_LIMITS.min}–${TRANSACTION_ID_LIMITS.max} letters, digits or hyphens`;
    return undefined;
  }
  return normalizeTransactionId(text);
}

/** The reference streams a set of rows names (for the handler to read, so each guards the append). */
export const paymentReferenceStreams = (rows: readonly { paymentMethodId?: unknown; transactionId?: unknown }[]): string[] =>
  [...new Set(rows.flatMap((row) => (typeof row.paymentMethodId === 'string' && row.paymentMethodId && typeof row.transactionId === 'string' && row.transactionId.trim() ? [paymentReferenceStream(row.paymentMethodId.trim(), row.transactionId)] : [])))];

export const transactionIdTakenMessage = (transactionId: string, methodName: string) => `Transaction ID ${transactionId} was already recorded on ${methodName}`;

/**
 * The claims of the payments that carry a transaction ID, or a conflict naming the document that
 * already recorded one (its code carries the document, for the API to name it by its number). The
 * same id twice on one method within the payments is refused too.
 */
export function claimPaymentReferences(
  payments: readonly { paymentId: string; paymentMethodId: string; methodName: string; transactionId?: string | null }[],
  document: PaymentDocument,
  given: PaymentReferencesGiven,
): StreamEvents<PaymentReferenceEvent>[] {
  const claimed = new Set<string>();
  const claims: StreamEvents<PaymentReferenceEvent>[] = [];
  for (const payment of payments) {
    if (!payment.transactionId) continue;
    const stream = paymentReferenceStream(payment.paymentMethodId, payment.transactionId);
    const held = given.paymentReferences?.[stream]?.claim ?? null;
    // A document's own claim (a booking corrected without changing its deposit's id) stays its own.
    if (held && held.documentKind === document.kind && held.documentId === document.id && held.paymentId === payment.paymentId) continue;
    const holder = held ?? (claimed.has(stream) ? { documentKind: document.kind, documentId: document.id } : null);
    if (holder) {
      throw conflict(
        transactionIdTakenMessage(payment.transactionId, payment.methodName),
        refusalOf('transaction_id_taken', { transactionId: payment.transactionId, method: payment.methodName, documentKind: holder.documentKind, documentId: holder.documentId }),
      );
    }
    claimed.add(stream);
    claims.push({
      stream,
      events: [{ type: 'PaymentReferenceClaimed', data: { paymentMethodId: payment.paymentMethodId, transactionId: payment.transactionId, paymentId: payment.paymentId, documentKind: document.kind, documentId: document.id } }],
    });
  }
  return claims;
}

/**
 * The claims a document's payments hold, released in the decision that takes the payments back (a
 * void, a cancellation, a refund in full), so the cashier can record the same id on the corrected
 * document. Only a claim this document and payment hold is released (an id recorded before claims
 * existed, or held elsewhere, is left as it is). Each payment's reference state must be given: the
 * release is guarded by the append like the claim.
 */
export function releasePaymentReferences(
  payments: readonly { paymentId: string; paymentMethodId: string; transactionId?: string | null }[],
  document: PaymentDocument,
  given: PaymentReferencesGiven,
  reason: PaymentReferenceReleaseReason,
): StreamEvents<PaymentReferenceEvent>[] {
  const releases: StreamEvents<PaymentReferenceEvent>[] = [];
  for (const payment of payments) {
    if (!payment.transactionId) continue;
    const stream = paymentReferenceStream(payment.paymentMethodId, payment.transactionId);
    const state = given.paymentReferences?.[stream];
    if (!state) throw new Error(`the state of ${stream} must be given`);
    const held = state.claim;
    if (!held || held.documentKind !== document.kind || held.documentId !== document.id || held.paymentId !== payment.paymentId) continue;
    releases.push({
      stream,
      events: [{ type: 'PaymentReferenceReleased', data: { paymentMethodId: payment.paymentMethodId, transactionId: normalizeTransactionId(payment.transactionId), paymentId: payment.paymentId, documentKind: document.kind, documentId: document.id, reason } }],
    });
  }
  return releases;
}
