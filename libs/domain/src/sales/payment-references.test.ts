import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, thenRefused, type History } from '../given-when-then.test-helper';
import { at, by, entryStateOf, systemAccountsOf } from '../inventory/inventory-fixtures.test-helper';
import { paymentMethodStream, type PaymentMethodState } from '../accounts/payment-methods';
import type { StreamEvents } from '../shared/events';
import { bookingOf, customerOf, invoiceGiven, invoiceOf, issueCommand, KARIM, receivableOf, salesHistory, TODAY, whenInvoiceIssued, whenInvoiceVoided } from './invoice-fixtures.test-helper';
import { addInvoicePayment, issueInvoice, type IssueInvoice } from './invoices';
import { createBooking, refundBooking, updateBooking, type CreateBooking, type RefundBooking, type UpdateBooking } from './bookings';
import { normalizeTransactionId, paymentReferenceStream, paymentReferenceStreams, releasePaymentReferences, type PaymentReferenceState } from './payment-references';
import { foldStream } from '../streams';
import { accountStates, accountTypes, booksOf } from '../ledger/ledger-fixtures.test-helper';

const world = salesHistory();
const referencesOf = (history: History, command: Pick<IssueInvoice, 'payments'>) =>
  Object.fromEntries(paymentReferenceStreams(command.payments ?? []).map((stream) => [stream, foldStream(stream, history[stream] ?? []) as PaymentReferenceState]));
/** Issued as the handler does it: the setting on, each row's reference stream read. */
const whenIssued = (history: History, command: IssueInvoice) =>
  issueInvoice(command, { ...invoiceGiven(history, command), transactionIdRequired: true, paymentReferences: referencesOf(history, command) });
const byNagad = (invoiceId: string, transactionId: string | undefined, methodId = 'pm-nagad') =>
  issueCommand({ invoiceId, journalEntryId: `je-${invoiceId}`, receivableId: `rcv-${invoiceId}`, payments: [{ paymentId: `pay-${invoiceId}`, paymentMethodId: methodId, amount: 180_000, transactionId }] });

describe('transaction IDs on payments', () => {
  it('normalises an id: trimmed, in capitals', () => {
    assert.equal(normalizeTransactionId('  8n7x6q5 '), '8N7X6Q5');
    assert.equal(paymentReferenceStream('pm-nagad', ' 8n7x6q5'), paymentReferenceStream('pm-nagad', '8N7X6Q5 '));
  });

  it('requires an id for a Mobile Banking or Card payment when the setting is on, saying for which method', () => {
    thenRefused(() => whenIssued(world, byNagad('inv-1', undefined)), {
      kind: 'validation',
      message: 'Transaction ID is required for Nagad payments',
      fieldErrors: { 'payments.0.transactionId': 'Transaction ID is required for Nagad payments' },
    });
    thenRefused(() => whenIssued(world, byNagad('inv-1', '   ', 'pm-card')), {
      kind: 'validation',
      message: 'Transaction ID is required for Visa Card payments',
      fieldErrors: { 'payments.0.transactionId': 'Transaction ID is required for Visa Card payments' },
    });
  });

  it('does not require one for cash, nor when the setting is off', () => {
    assert.doesNotThrow(() => whenIssued(world, byNagad('inv-1', undefined, 'pm-cash')));
    assert.doesNotThrow(() => whenInvoiceIssued(world, byNagad('inv-1', undefined)));
  });

  it('refuses an id that is too short, too long or holds other characters', () => {
    for (const transactionId of ['AB', 'X'.repeat(41), 'TRX 123', 'TRX#123']) {
      thenRefused(() => whenIssued(world, byNagad('inv-1', transactionId)), {
        kind: 'validation',
        message: 'Transaction ID must be 3–40 letters, digits or hyphens',
        fieldErrors: { 'payments.0.transactionId': 'Transaction ID must be 3–40 letters, digits or hyphens' },
      });
    }
  });

  it('records the id normalised on the payment and claims it on its method in the same decision', () => {
    const decided = whenIssued(world, byNagad('inv-1', ' trx-8n7x6q5 '));
    const history = appended(world, decided);
    assert.equal(invoiceOf(history, 'inv-1').allPayments[0].transactionId, 'TRX-8N7X6Q5');
    assert.deepEqual(decided.find((change) => change.stream === paymentReferenceStream('pm-nagad', 'TRX-8N7X6Q5'))?.events, [{
      type: 'PaymentReferenceClaimed',
      data: { paymentMethodId: 'pm-nagad', transactionId: 'TRX-8N7X6Q5', paymentId: 'pay-inv-1', documentKind: 'invoice', documentId: 'inv-1' },
    }]);
  });

  it('refuses the same id on the same method again, whatever its case, naming the invoice that holds it', () => {
    const history = appended(world, whenIssued(world, byNagad('inv-1', 'TRX8N7X6Q5')));
    thenRefused(() => whenIssued(history, byNagad('inv-2', 'trx8n7x6q5')), { kind: 'conflict', message: 'Transaction ID TRX8N7X6Q5 was already recorded on Nagad' });
    assert.throws(() => whenIssued(history, byNagad('inv-2', 'trx8n7x6q5')), (error: { refusal?: unknown }) => {
      assert.deepEqual(error.refusal, { code: 'transaction_id_taken', params: { transactionId: 'TRX8N7X6Q5', method: 'Nagad', documentKind: 'invoice', documentId: 'inv-1' } });
      return true;
    });
  });

  it('allows the same id on another method', () => {
    const history = appended(world, whenIssued(world, byNagad('inv-1', 'TRX8N7X6Q5')));
    assert.doesNotThrow(() => whenIssued(history, byNagad('inv-2', 'TRX8N7X6Q5', 'pm-card')));
  });

  it('refuses the same id twice on one method within one request', () => {
    const command = issueCommand({
      items: [{ productId: 'p-pad', quantity: 2 }],
      payments: [
        { paymentId: 'a', paymentMethodId: 'pm-nagad', amount: 90_000, transactionId: 'TRX1' },
        { paymentId: 'b', paymentMethodId: 'pm-nagad', amount: 90_000, transactionId: 'trx1' },
      ],
    });
    thenRefused(() => whenIssued(world, command), { kind: 'conflict', message: 'Transaction ID TRX1 was already recorded on Nagad' });
  });

  it('refuses on a later payment an id an earlier invoice recorded', () => {
    let history = appended(world, whenIssued(world, byNagad('inv-1', 'TRX8N7X6Q5')));
    const unpaid = issueCommand({ invoiceId: 'inv-2', journalEntryId: 'je-inv-2', receivableId: 'rcv-inv-2', payments: [] });
    history = appended(history, whenIssued(history, unpaid));
    const payments = [{ paymentId: 'later', paymentMethodId: 'pm-nagad', amount: 1_000, transactionId: 'trx8n7x6q5' }];
    const invoice = invoiceOf(history, 'inv-2');
    const given = invoiceGiven(history, { ...unpaid, payments });
    thenRefused(
      () => addInvoicePayment(
        { invoiceId: 'inv-2', payments, date: '2025-03-10', journalEntryId: 'je-later', receivedBy: 'u', receivedAt: '2025-03-10T10:00:00.000Z' },
        { invoice, receivable: receivableOf(history, invoice.receivableId!), books: booksOf(history), paymentMethods: given.paymentMethods, accounts: given.accounts, accountTypes: given.accountTypes, systemAccounts: given.systemAccounts, transactionIdRequired: true, paymentReferences: referencesOf(history, { payments }) },
      ),
      { kind: 'conflict', message: 'Transaction ID TRX8N7X6Q5 was already recorded on Nagad' },
    );
  });
});

// ---- releases ----------------------------------------------------------------------------------

const referencesFor = (history: History, rows: readonly { paymentMethodId?: unknown; transactionId?: unknown }[]) =>
  Object.fromEntries(paymentReferenceStreams(rows).map((stream) => [stream, stateOf<PaymentReferenceState>(history, stream)]));
const claimOf = (history: History, methodId: string, transactionId: string) => stateOf<PaymentReferenceState>(history, paymentReferenceStream(methodId, transactionId)).claim;
const eventsOn = (decided: readonly StreamEvents[], stream: string) => decided.find((change) => change.stream === stream)?.events ?? [];
const voidCommand = (invoiceId: string) => ({ invoiceId, date: TODAY, reason: 'Wrong customer', voidedBy: by, voidedAt: at });

describe('a voided invoice frees its transaction IDs', () => {
  it('releases each payment\'s id in the void\'s own decision, and the corrected invoice records the same id', () => {
    let history = appended(world, whenIssued(world, byNagad('inv-1', 'TRX8N7X6Q5')));
    const voided = whenInvoiceVoided(history, voidCommand('inv-1'));
    assert.deepEqual(eventsOn(voided, paymentReferenceStream('pm-nagad', 'TRX8N7X6Q5')), [{
      type: 'PaymentReferenceReleased',
      data: { paymentMethodId: 'pm-nagad', transactionId: 'TRX8N7X6Q5', paymentId: 'pay-inv-1', documentKind: 'invoice', documentId: 'inv-1', reason: 'invoice voided' },
    }]);
    history = appended(history, voided);
    assert.equal(claimOf(history, 'pm-nagad', 'TRX8N7X6Q5'), null);
    const corrected = whenIssued(history, byNagad('inv-2', 'trx8n7x6q5'));
    assert.equal(eventsOn(corrected, paymentReferenceStream('pm-nagad', 'TRX8N7X6Q5'))[0]?.type, 'PaymentReferenceClaimed');
    history = appended(history, corrected);
    assert.deepEqual(claimOf(history, 'pm-nagad', 'TRX8N7X6Q5'), { paymentId: 'pay-inv-2', documentKind: 'invoice', documentId: 'inv-2' });
  });

  it('still refuses the id once the corrected invoice has claimed it again', () => {
    let history = appended(world, whenIssued(world, byNagad('inv-1', 'TRX8N7X6Q5')));
    history = appended(history, whenInvoiceVoided(history, voidCommand('inv-1')));
    history = appended(history, whenIssued(history, byNagad('inv-2', 'TRX8N7X6Q5')));
    assert.throws(() => whenIssued(history, byNagad('inv-3', 'TRX8N7X6Q5')), (error: { refusal?: { code: string; params: Record<string, unknown> } }) => {
      assert.equal(error.refusal?.code, 'transaction_id_taken');
      assert.equal(error.refusal?.params.documentId, 'inv-2');
      return true;
    });
  });

  it('releases the id of a later payment too, and leaves another invoice\'s claim alone', () => {
    let history = appended(world, whenIssued(world, byNagad('inv-other', 'OTHER-1')));
    const unpaid = issueCommand({ invoiceId: 'inv-2', journalEntryId: 'je-inv-2', receivableId: 'rcv-inv-2', payments: [] });
    history = appended(history, whenIssued(history, unpaid));
    const payments = [{ paymentId: 'later', paymentMethodId: 'pm-nagad', amount: 1_000, transactionId: 'later-1' }];
    const invoice = invoiceOf(history, 'inv-2');
    const given = invoiceGiven(history, { ...unpaid, payments });
    history = appended(history, addInvoicePayment(
      { invoiceId: 'inv-2', payments, date: TODAY, journalEntryId: 'je-later', receivedBy: by, receivedAt: at },
      { invoice, receivable: receivableOf(history, invoice.receivableId!), books: booksOf(history), paymentMethods: given.paymentMethods, accounts: given.accounts, accountTypes: given.accountTypes, systemAccounts: given.systemAccounts, transactionIdRequired: true, paymentReferences: referencesFor(history, payments) },
    ));
    const voided = whenInvoiceVoided(history, voidCommand('inv-2'));
    assert.equal(eventsOn(voided, paymentReferenceStream('pm-nagad', 'LATER-1'))[0]?.type, 'PaymentReferenceReleased');
    assert.deepEqual(eventsOn(voided, paymentReferenceStream('pm-nagad', 'OTHER-1')), []);
    history = appended(history, voided);
    assert.equal(claimOf(history, 'pm-nagad', 'LATER-1'), null);
    assert.equal(claimOf(history, 'pm-nagad', 'OTHER-1')?.documentId, 'inv-other');
  });

  it('appends nothing to reference streams for payments without an id', () => {
    const history = appended(world, whenIssued(world, byNagad('inv-1', undefined, 'pm-cash')));
    const voided = whenInvoiceVoided(history, voidCommand('inv-1'));
    assert.deepEqual(voided.filter((change) => change.stream.startsWith('payment-reference-')), []);
  });

  it('needs the reference state of every payment that carries an id (the release is guarded by the append, never skipped)', () => {
    assert.throws(
      () => releasePaymentReferences([{ paymentId: 'pay-1', paymentMethodId: 'pm-nagad', transactionId: 'TRX8N7X6Q5' }], { kind: 'invoice', id: 'inv-1' }, {}, 'invoice voided'),
      /must be given/,
    );
  });
});

/** What the booking handlers read: the booking, its customer and method, their accounts, and the references of the deposit as it was and as it will be. */
function bookingGiven(history: History, bookingId: string, fields: { customerId?: string; paymentMethodId?: string; transactionId?: string | null } = {}) {
  const booking = bookingOf(history, bookingId);
  const paymentMethod = stateOf<PaymentMethodState>(history, paymentMethodStream(fields.paymentMethodId ?? booking.paymentMethodId));
  const accountIds = [paymentMethod.accountId, paymentMethod.processingFeeAccountId, booking.debitAccountId, booking.feeAccountId].filter((id): id is string => Boolean(id));
  return {
    booking,
    customer: customerOf(history, fields.customerId ?? booking.customerId),
    paymentMethod,
    accounts: accountStates(history, accountIds),
    accountTypes: accountTypes(history, accountIds),
    systemAccounts: systemAccountsOf(history),
    postedEntry: booking.journalEntryId ? entryStateOf(history, booking.journalEntryId) : undefined,
    books: booksOf(history),
    transactionIdRequired: true,
    paymentReferences: referencesFor(history, [booking, { paymentMethodId: paymentMethod.paymentMethodId, transactionId: fields.transactionId }]),
  };
}
const takeBooking = (history: History, bookingId: string, transactionId: string) => {
  const command: CreateBooking = { bookingId, customerId: KARIM, amount: 1_000_000, paymentMethodId: 'pm-nagad', transactionId, date: '2025-03-05', journalEntryId: `je-${bookingId}`, createdBy: by, createdAt: at };
  return createBooking(command, bookingGiven(history, bookingId, command));
};
const bookingUpdate = (fields: Partial<UpdateBooking>): UpdateBooking => ({
  bookingId: 'bk-1', reversalEntryId: 'je-bk-1-rev', journalEntryId: 'je-bk-1-b', refundId: 'rf-c', refundJournalEntryId: 'je-rf-c', today: TODAY, updatedBy: by, updatedAt: at, ...fields,
});
const refundOf = (refundId: string, refundAmount: number): RefundBooking => ({
  bookingId: 'bk-1', refundId, journalEntryId: `je-${refundId}`, refundAmount, refundMethodId: 'pm-cash', reason: 'Customer changed his mind', date: TODAY, refundedBy: by, refundedAt: at,
});
const whenRefunded = (history: History, command: RefundBooking) => refundBooking(command, bookingGiven(history, command.bookingId, { paymentMethodId: command.refundMethodId }));
const released = (decided: readonly StreamEvents[], transactionId: string) =>
  eventsOn(decided, paymentReferenceStream('pm-nagad', transactionId)).filter((event) => event.type === 'PaymentReferenceReleased').map((event) => (event.data as { reason: string }).reason);

describe('a booking that gives its deposit back frees the deposit\'s transaction ID', () => {
  const booked = () => appended(world, takeBooking(world, 'bk-1', 'bk-trx-1'));

  it('releases it when the booking is cancelled, so a booking taken anew records the same id', () => {
    let history = booked();
    thenRefused(() => takeBooking(history, 'bk-2', 'BK-TRX-1'), { kind: 'conflict', message: 'Transaction ID BK-TRX-1 was already recorded on Nagad' });
    const cancelled = updateBooking(bookingUpdate({ status: 'Cancelled' }), bookingGiven(history, 'bk-1'));
    assert.deepEqual(released(cancelled, 'BK-TRX-1'), ['booking cancelled']);
    history = appended(history, cancelled);
    assert.equal(claimOf(history, 'pm-nagad', 'BK-TRX-1'), null);
    history = appended(history, takeBooking(history, 'bk-2', 'bk-trx-1'));
    assert.equal(claimOf(history, 'pm-nagad', 'BK-TRX-1')?.documentId, 'bk-2');
  });

  it('keeps it while money remains after a partial refund, and releases it with the refund that empties the booking', () => {
    let history = booked();
    const partly = whenRefunded(history, refundOf('rf-1', 400_000));
    assert.deepEqual(released(partly, 'BK-TRX-1'), []);
    history = appended(history, partly);
    assert.equal(claimOf(history, 'pm-nagad', 'BK-TRX-1')?.documentId, 'bk-1');
    const rest = whenRefunded(history, refundOf('rf-2', 600_000));
    assert.deepEqual(released(rest, 'BK-TRX-1'), ['booking refunded']);
    history = appended(history, rest);
    assert.equal(claimOf(history, 'pm-nagad', 'BK-TRX-1'), null);
  });

  it('releases the id a correction replaces and claims the new one in the same decision', () => {
    let history = booked();
    const corrected = updateBooking(bookingUpdate({ transactionId: 'bk-trx-2' }), bookingGiven(history, 'bk-1', { transactionId: 'bk-trx-2' }));
    assert.deepEqual(released(corrected, 'BK-TRX-1'), ['booking corrected']);
    assert.equal(eventsOn(corrected, paymentReferenceStream('pm-nagad', 'BK-TRX-2'))[0]?.type, 'PaymentReferenceClaimed');
    history = appended(history, corrected);
    assert.equal(claimOf(history, 'pm-nagad', 'BK-TRX-1'), null);
    assert.equal(claimOf(history, 'pm-nagad', 'BK-TRX-2')?.documentId, 'bk-1');
  });

  it('releases nothing when a correction keeps the id', () => {
    const history = booked();
    const corrected = updateBooking(bookingUpdate({ description: 'Motorcycle reservation' }), bookingGiven(history, 'bk-1'));
    assert.deepEqual(released(corrected, 'BK-TRX-1'), []);
    assert.equal(claimOf(appended(history, corrected), 'pm-nagad', 'BK-TRX-1')?.documentId, 'bk-1');
  });
});
