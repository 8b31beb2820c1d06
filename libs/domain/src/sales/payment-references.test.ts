import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenRefused, type History } from '../given-when-then.test-helper';
import { invoiceGiven, invoiceOf, issueCommand, receivableOf, salesHistory, whenInvoiceIssued } from './invoice-fixtures.test-helper';
import { addInvoicePayment, issueInvoice, type IssueInvoice } from './invoices';
import { normalizeTransactionId, paymentReferenceStream, paymentReferenceStreams, type PaymentReferenceState } from './payment-references';
import { foldStream } from '../streams';
import { booksOf } from '../ledger/ledger-fixtures.test-helper';

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
