import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { foldStream } from '../streams';
import {
  AR,
  at,
  BAD_DEBT,
  badDebtOf,
  by,
  credit,
  debit,
  DOUBTFUL,
  entryStateOf,
  KARIM,
  RAHIM,
  RENT,
  receivableOf,
  receivablesHistory,
  whenBadDebtApproved,
  whenBadDebtDeleted,
  whenBadDebtDrafted,
  whenBadDebtPosted,
  whenBadDebtUpdated,
  whenManualReceivableRecorded,
  whenReceivablePaymentRecorded,
} from './receivables-fixtures.test-helper';
import { badDebtStream, initialBadDebtState, type BadDebtInput } from './bad-debts';
import { openInvoiceReceivable, receivableRemaining, receivableStatus, receivableStream } from './receivables';

const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });
const chart = receivablesHistory();
const owed: History = appended(chart, whenManualReceivableRecorded(chart, {
  receivableId: 'rcv-1', journalEntryId: 'je-rcv-1', customerId: RAHIM, amount: 2_000_000, openedDate: '2025-03-01', dueDate: '2025-03-31', recordedBy: by, recordedAt: at,
}));
const fields = (overrides: BadDebtInput = {}): BadDebtInput & { badDebtId: string } => ({
  badDebtId: 'bd-1',
  customerId: RAHIM,
  invoiceId: null,
  receivableId: 'rcv-1',
  badDebtAccountId: BAD_DEBT,
  originalAmount: 2_000_000,
  writeOffAmount: 1_500_000,
  writeOffDate: '2025-04-01',
  reason: 'Customer Bankruptcy',
  notes: ' Shop closed ',
  ...overrides,
});
const drafted = appended(owed, whenBadDebtDrafted(owed, fields()));
const approved = appended(drafted, whenBadDebtApproved(drafted, 'bd-1'));

describe('bad debt: drafting', () => {
  it('given a receivable, when a write-off is drafted, then a Draft record and nothing in the books', () => {
    thenEvents(whenBadDebtDrafted(owed, fields()), [{
      stream: 'bad-debt-bd-1',
      events: [{
        type: 'BadDebtDrafted',
        data: {
          badDebtId: 'bd-1', customerId: RAHIM, invoiceId: null, receivableId: 'rcv-1', badDebtAccountId: BAD_DEBT, originalAmount: 2_000_000, writeOffAmount: 1_500_000,
          writeOffDate: '2025-04-01', reason: 'Customer Bankruptcy', notes: 'Shop closed', draftedBy: 'user-accountant', draftedAt: '2025-04-01T10:00:00.000Z',
        },
      }],
    }]);
    assert.equal(badDebtOf(drafted, 'bd-1').status, 'Draft');
  });

  it("refuses with the spec's messages: every field missing", () => {
    thenRefused(() => whenBadDebtDrafted(owed, { badDebtId: 'bd-2' }), validation({
      customer: 'Please select a customer!',
      receivable: 'Please select the receivable record!',
      badDebtAccount: 'Please select the bad debt account!',
      originalAmount: 'Please enter the original amount!',
      writeOffAmount: 'Please enter the write-off amount!',
      writeOffDate: 'Please select the write-off date!',
      reason: 'Please select a reason!',
    }));
  });

  it('refuses writing off more than remains, another customer’s receivable, a wrong invoice, and an account that is not for bad debts', () => {
    thenRefused(() => whenBadDebtDrafted(owed, fields({ writeOffAmount: 2_000_001 })), validation({ writeOffAmount: 'Write-off amount cannot exceed the remaining ৳20,000.00' }));
    thenRefused(() => whenBadDebtDrafted(owed, fields({ writeOffAmount: 0, originalAmount: -1 })), validation({ originalAmount: 'Original amount cannot be negative', writeOffAmount: 'Write-off amount must be greater than zero' }));
    thenRefused(() => whenBadDebtDrafted(owed, fields({ customerId: KARIM })), validation({ receivable: "This receivable is not Karim Mia's" }));
    thenRefused(() => whenBadDebtDrafted(owed, fields({ receivableId: 'rcv-nothing' })), validation({ receivable: 'Receivable not found' }));
    thenRefused(() => whenBadDebtDrafted(owed, fields({ invoiceId: 'inv-1' })), validation({ invoice: 'This receivable was entered by hand and has no invoice' }));
    thenRefused(() => whenBadDebtDrafted(owed, fields({ badDebtAccountId: RENT })), validation({ badDebtAccount: 'Choose a bad debt or doubtful debts expense account' }));
    thenRefused(() => whenBadDebtDrafted(owed, fields({ reason: 'Lost interest' })), validation({ reason: 'Please select a reason!' }));
    thenRefused(() => whenBadDebtDrafted(owed, fields({ writeOffDate: '2025-02-01' })), validation({ writeOffDate: 'Write-off date cannot be before the receivable was opened' }));
    // A doubtful-debts account is a bad debt account too.
    assert.equal(whenBadDebtDrafted(owed, fields({ badDebtAccountId: DOUBTFUL })).length, 1);
  });

  it("an invoice's receivable needs its invoice", () => {
    const withInvoice = appended(chart, [{
      stream: receivableStream('rcv-inv'),
      events: [openInvoiceReceivable({ receivableId: 'rcv-inv', invoiceId: 'inv-1', customerId: KARIM, amount: 800_000, openedDate: '2025-03-01', dueDate: '2025-03-31', openedBy: by, openedAt: at })],
    }]);
    const invoiceDebt = fields({ customerId: KARIM, receivableId: 'rcv-inv', invoiceId: undefined, originalAmount: 800_000, writeOffAmount: 800_000 });
    thenRefused(() => whenBadDebtDrafted(withInvoice, invoiceDebt), validation({ invoice: 'Please select an invoice!' }));
    thenRefused(() => whenBadDebtDrafted(withInvoice, { ...invoiceDebt, invoiceId: 'inv-2' }), validation({ invoice: 'This receivable is not of the invoice selected' }));
    assert.equal(whenBadDebtDrafted(withInvoice, { ...invoiceDebt, invoiceId: 'inv-1' }).length, 1);
  });
});

describe('bad debt: Draft → Approved → Posted', () => {
  it('given an approved record, when posted, then the record Posted, ReceivableWrittenOff and Dr Bad Debt Expense / Cr Accounts Receivable, in one decision', () => {
    thenEvents(whenBadDebtPosted(approved, 'bd-1', 'je-bd-1'), [
      { stream: 'bad-debt-bd-1', events: [{ type: 'BadDebtPosted', data: { badDebtId: 'bd-1', receivableId: 'rcv-1', amount: 1_500_000, journalEntryId: 'je-bd-1', date: '2025-04-01', postedBy: 'user-owner', postedAt: '2025-04-03T10:00:00.000Z' } }] },
      {
        stream: 'receivable-rcv-1',
        events: [{ type: 'ReceivableWrittenOff', data: { receivableId: 'rcv-1', badDebtId: 'bd-1', amount: 1_500_000, journalEntryId: 'je-bd-1', date: '2025-04-01', writtenOffBy: 'user-owner', writtenOffAt: '2025-04-03T10:00:00.000Z' } }],
      },
      {
        stream: 'journal-entry-je-bd-1',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-bd-1',
            date: '2025-04-01',
            reference: 'BD-BD1',
            description: 'Bad debt written off for Rahim Uddin: Customer Bankruptcy (Shop closed)',
            lines: [debit(BAD_DEBT, 1_500_000), credit(AR, 1_500_000)],
            source: { kind: 'bad-debt', stream: 'bad-debt-bd-1' },
            postedBy: 'user-owner',
            postedAt: '2025-04-03T10:00:00.000Z',
          },
        }],
      },
    ]);
    const posted = appended(approved, whenBadDebtPosted(approved, 'bd-1', 'je-bd-1'));
    const receivable = receivableOf(posted, 'rcv-1');
    assert.deepStrictEqual([receivable.writtenOffAmount, receivableRemaining(receivable), receivableStatus(receivable, '2025-03-15')], [1_500_000, 500_000, 'Partial']);
    assert.deepStrictEqual([badDebtOf(posted, 'bd-1').status, badDebtOf(posted, 'bd-1').postedAmount], ['Posted', 1_500_000]);
  });

  it('writes off only what remains when payments came in after it was approved', () => {
    const paid = appended(approved, whenReceivablePaymentRecorded(approved, { receivableId: 'rcv-1', paymentId: 'rp-1', journalEntryId: 'je-rp', amount: 1_200_000, paymentMethodId: 'pm-cash', paymentDate: '2025-04-02', receivedBy: by, receivedAt: at }));
    const posted = appended(paid, whenBadDebtPosted(paid, 'bd-1', 'je-bd-1'));
    assert.deepStrictEqual(entryStateOf(posted, 'je-bd-1').lines, [debit(BAD_DEBT, 800_000), credit(AR, 800_000)]);
    assert.equal(receivableStatus(receivableOf(posted, 'rcv-1'), '2025-04-05'), 'Written Off');
    assert.equal(badDebtOf(posted, 'bd-1').postedAmount, 800_000);
  });

  it('refuses posting a Draft, posting twice, approving twice, and posting when nothing remains', () => {
    thenRefused(() => whenBadDebtPosted(drafted, 'bd-1', 'je'), { kind: 'rule', message: 'Approve this bad debt before posting it' });
    thenRefused(() => whenBadDebtApproved(approved, 'bd-1'), { kind: 'rule', message: 'This bad debt is already approved' });
    const posted = appended(approved, whenBadDebtPosted(approved, 'bd-1', 'je-bd-1'));
    thenRefused(() => whenBadDebtPosted(posted, 'bd-1', 'je-2'), { kind: 'rule', message: 'This bad debt is already posted' });
    thenRefused(() => whenBadDebtApproved(posted, 'bd-1'), { kind: 'rule', message: 'This bad debt is already posted' });
    const settled = appended(approved, whenReceivablePaymentRecorded(approved, { receivableId: 'rcv-1', paymentId: 'rp-1', journalEntryId: 'je-rp', amount: 2_000_000, paymentMethodId: 'pm-cash', paymentDate: '2025-04-02', receivedBy: by, receivedAt: at }));
    thenRefused(() => whenBadDebtPosted(settled, 'bd-1', 'je'), { kind: 'rule', message: 'Nothing remains to write off on this receivable' });
    thenRefused(() => whenBadDebtApproved(chart, 'bd-x'), { kind: 'not_found', message: 'Bad debt record not found' });
  });

  it('a posted record cannot be edited or deleted: its write-off is in the books', () => {
    const posted = appended(approved, whenBadDebtPosted(approved, 'bd-1', 'je-bd-1'));
    thenRefused(() => whenBadDebtUpdated(posted, { badDebtId: 'bd-1', notes: 'later' }), { kind: 'rule', message: 'A posted bad debt cannot be edited: its write-off is in the books. Record a new entry to correct it' });
    thenRefused(() => whenBadDebtDeleted(posted, 'bd-1'), { kind: 'rule', message: 'A posted bad debt cannot be deleted: its write-off is in the books and history is never rewritten' });
  });

  it('an edit returns an approved record to Draft; an edit changing nothing appends nothing; a Draft can be deleted', () => {
    const edited = appended(approved, whenBadDebtUpdated(approved, { badDebtId: 'bd-1', writeOffAmount: 1_000_000, reason: 'Uncollectible' }));
    assert.deepStrictEqual([badDebtOf(edited, 'bd-1').status, badDebtOf(edited, 'bd-1').writeOffAmount, badDebtOf(edited, 'bd-1').notes], ['Draft', 1_000_000, 'Shop closed']);
    assert.deepStrictEqual(whenBadDebtUpdated(edited, { badDebtId: 'bd-1', notes: 'Shop closed' }), []);
    thenRefused(() => whenBadDebtUpdated(edited, { badDebtId: 'bd-1', writeOffAmount: 3_000_000 }), validation({ writeOffAmount: 'Write-off amount cannot exceed the remaining ৳20,000.00' }));
    const deleted = appended(edited, whenBadDebtDeleted(edited, 'bd-1'));
    assert.equal(badDebtOf(deleted, 'bd-1').lifecycle, 'deleted');
    thenRefused(() => whenBadDebtApproved(deleted, 'bd-1'), { kind: 'not_found', message: 'Bad debt record not found' });
  });

  it('folds bad debt streams by their prefix', () => {
    assert.deepStrictEqual(foldStream(badDebtStream('x'), []), initialBadDebtState);
    assert.equal(foldStream<{ status: string }>(badDebtStream('bd-1'), approved['bad-debt-bd-1']).status, 'Approved');
  });
});
