import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';
import { glAccountStream } from '../accounts/gl-accounts';
import { BOOKS_CLOSING_STREAM, type BooksClosed } from './books';
import type { JournalEntryPosted } from './journal-entry-posted';
import { MAX_JOURNAL_LINES, type JournalEntryState } from './journal-entries';
import {
  ACCOUNTS,
  BANK,
  CAPITAL,
  CASH,
  chartHistory,
  credit,
  debit,
  entryOf,
  RENT,
  whenDraftDeleted,
  whenDraftEdited,
  whenDrafted,
  whenPosted,
  whenPostedDirectly,
  whenReversed,
  whenTransferRecorded,
} from './ledger-fixtures.test-helper';

const chart = chartHistory();
const DRAFTED_AT = '2025-03-01T09:00:00.000Z';
const fields = {
  date: '2025-03-01',
  reference: 'JE-0001',
  description: 'Owner invests cash',
  lines: [debit(CASH, 500_000, 'Cash counted'), credit(CAPITAL, 500_000)],
};
const draftCommand = { journalEntryId: 'je-1', ...fields, draftedBy: 'user-accountant', draftedAt: DRAFTED_AT };
const drafted = { type: 'JournalEntryDrafted' as const, data: draftCommand };
const withDraft = appended(chart, whenDrafted(chart, draftCommand));
const withPosted = appended(withDraft, whenPosted(withDraft, 'je-1'));
const closedThrough = (history: History, date: string) =>
  appended(history, [{ stream: BOOKS_CLOSING_STREAM, events: [{ type: 'BooksClosed', data: { closedThrough: date, profitTransferId: 'pt-1', closedBy: 'u', closedAt: 't' } } satisfies BooksClosed] }]);
const validation = (fieldErrors: Record<string, string>) => ({ kind: 'validation' as const, message: Object.values(fieldErrors)[0], fieldErrors });

describe('journal entry: draft', () => {
  it('given no entry, when drafted, then JournalEntryDrafted with the trimmed fields', () => {
    thenEvents(whenDrafted(chart, { ...draftCommand, reference: ' JE-0001 ', description: ' Owner invests cash ', lines: [debit(CASH, 500_000, ' Cash counted '), { ...credit(CAPITAL, 500_000), description: '  ' }] }), [
      { stream: 'journal-entry-je-1', events: [drafted] },
    ]);
  });

  it('takes a side left out as zero', () => {
    const decided = whenDrafted(chart, { ...draftCommand, lines: [{ accountId: CASH, debit: 100 } as never, { accountId: CAPITAL, credit: 100 } as never] });
    assert.deepStrictEqual((decided[0].events[0].data as { lines: unknown }).lines, [debit(CASH, 100), credit(CAPITAL, 100)]);
  });

  it('refuses missing date, reference and description with every field error', () => {
    thenRefused(() => whenDrafted(chart, { ...draftCommand, date: '', reference: ' ', description: '' }), validation({
      date: 'Please select date',
      reference: 'Please enter reference',
      description: 'Please enter description',
    }));
  });

  it('refuses a date that is not a calendar day', () => {
    for (const date of ['2025-02-29', '2025-13-01', '01/03/2025', '2025-3-1']) {
      thenRefused(() => whenDrafted(chart, { ...draftCommand, date }), validation({ date: 'Please enter a valid date (YYYY-MM-DD)' }));
    }
    assert.doesNotThrow(() => whenDrafted(chart, { ...draftCommand, date: '2024-02-29' }));
  });

  it('refuses a reference over 50 and a description over 500 characters', () => {
    thenRefused(() => whenDrafted(chart, { ...draftCommand, reference: 'R'.repeat(51), description: 'D'.repeat(501) }), validation({
      reference: 'Reference must be at most 50 characters',
      description: 'Description must be at most 500 characters',
    }));
  });

  it('refuses fewer than two lines', () => {
    thenRefused(() => whenDrafted(chart, { ...draftCommand, lines: [debit(CASH, 100)] }), validation({ lines: 'At least two journal lines are required' }));
    thenRefused(() => whenDrafted(chart, { ...draftCommand, lines: [] }), validation({ lines: 'At least two journal lines are required' }));
  });

  it(`accepts ${MAX_JOURNAL_LINES} lines and refuses one more`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => (index % 2 === 0 ? debit(CASH, 100) : credit(CAPITAL, 100)));
    assert.doesNotThrow(() => whenDrafted(chart, { ...draftCommand, lines: lines(100) }));
    thenRefused(() => whenDrafted(chart, { ...draftCommand, lines: [...lines(100), debit(BANK, 1)] }), validation({ lines: 'A journal entry can have at most 100 lines' }));
  });

  it('refuses unbalanced totals, even by one poisha', () => {
    thenRefused(() => whenDrafted(chart, { ...draftCommand, lines: [debit(CASH, 500_000), credit(CAPITAL, 499_999)] }), validation({ lines: 'Total debits must equal total credits' }));
  });

  it('names the line of a missing, unknown, deleted or inactive account', () => {
    thenRefused(() => whenDrafted(chart, { ...draftCommand, lines: [debit('', 100), credit('acc-nowhere', 100)] }), validation({
      'lines.0.account': 'Please select account',
      'lines.1.account': 'Account not found',
    }));
    thenRefused(() => whenDrafted(chart, { ...draftCommand, lines: [debit(ACCOUNTS.closed.id, 100), credit(ACCOUNTS.dormant.id, 100)] }), validation({
      'lines.0.account': 'Account not found',
      'lines.1.account': 'Account 1199 Old Petty Cash is inactive',
    }));
  });

  it('refuses a line with no amount, both amounts, a negative or a fraction of a poisha', () => {
    thenRefused(() => whenDrafted(chart, { ...draftCommand, lines: [debit(CASH, 0), { accountId: BANK, debit: 5, credit: 5 }, debit(RENT, -5), credit(CAPITAL, 2.5)] }), validation({
      'lines.0.debit': 'Enter a debit or a credit above zero',
      'lines.1.debit': 'A line takes a debit or a credit, not both',
      'lines.2.debit': 'Amount cannot be negative',
      'lines.3.credit': 'Amount must be a whole number of poisha',
    }));
  });

  it('reports the header first when both header and lines are wrong', () => {
    thenRefused(() => whenDrafted(chart, { ...draftCommand, reference: '', lines: [debit(CASH, 100)] }), validation({
      reference: 'Please enter reference',
      lines: 'At least two journal lines are required',
    }));
  });

  it('given an entry with that id, when drafted again, then a conflict', () => {
    thenRefused(() => whenDrafted(withDraft, draftCommand), { kind: 'conflict', message: 'Journal entry already exists' });
  });
});

describe('journal entry: edit and delete a draft', () => {
  const edit = { journalEntryId: 'je-1', editedBy: 'user-reviewer', editedAt: '2025-03-01T11:00:00.000Z' };

  it('given a draft, when edited, then JournalEntryDraftEdited with every field, omitted ones kept', () => {
    thenEvents(whenDraftEdited(withDraft, { ...edit, description: 'Owner invests cash in the bank', lines: [debit(BANK, 500_000), credit(CAPITAL, 500_000)] }), [
      {
        stream: 'journal-entry-je-1',
        events: [{
          type: 'JournalEntryDraftEdited',
          data: { journalEntryId: 'je-1', date: '2025-03-01', reference: 'JE-0001', description: 'Owner invests cash in the bank', lines: [debit(BANK, 500_000), credit(CAPITAL, 500_000)], editedBy: edit.editedBy, editedAt: edit.editedAt },
        }],
      },
    ]);
  });

  it('given a draft, when edited to the same values, then nothing', () => {
    thenEvents(whenDraftEdited(withDraft, { ...edit, reference: ' JE-0001 ' }), []);
  });

  it('given a draft, when edited to break a rule, then refused', () => {
    thenRefused(() => whenDraftEdited(withDraft, { ...edit, lines: [debit(CASH, 1), credit(CAPITAL, 2)] }), validation({ lines: 'Total debits must equal total credits' }));
  });

  it('given a draft, when deleted, then JournalEntryDraftDeleted', () => {
    thenEvents(whenDraftDeleted(withDraft, 'je-1'), [
      { stream: 'journal-entry-je-1', events: [{ type: 'JournalEntryDraftDeleted', data: { journalEntryId: 'je-1', deletedBy: 'user-accountant', deletedAt: '2025-03-01T10:00:00.000Z' } }] },
    ]);
  });

  it('given a posted entry, when edited or deleted, then refused: only drafts', () => {
    thenRefused(() => whenDraftEdited(withPosted, { ...edit, description: 'x' }), { kind: 'rule', message: 'Only draft journal entries can be edited' });
    thenRefused(() => whenDraftDeleted(withPosted, 'je-1'), { kind: 'rule', message: 'Only draft journal entries can be deleted' });
  });

  it('given no entry or a deleted draft, when edited, deleted or posted, then not found', () => {
    const deleted = appended(withDraft, whenDraftDeleted(withDraft, 'je-1'));
    for (const history of [chart, deleted]) {
      thenRefused(() => whenDraftEdited(history, { ...edit, description: 'x' }), { kind: 'not_found', message: 'Journal entry not found' });
      thenRefused(() => whenDraftDeleted(history, 'je-1'), { kind: 'not_found', message: 'Journal entry not found' });
      thenRefused(() => whenPosted(history, 'je-1'), { kind: 'not_found', message: 'Journal entry not found' });
    }
    thenRefused(() => whenDrafted(deleted, draftCommand), { kind: 'conflict', message: 'Journal entry already exists' });
  });
});

describe('journal entry: post', () => {
  const posted: JournalEntryPosted = {
    type: 'JournalEntryPosted',
    data: { journalEntryId: 'je-1', ...fields, source: { kind: 'manual' }, postedBy: 'user-accountant', postedAt: '2025-03-02T10:00:00.000Z' },
  };

  it('given a draft, when posted, then JournalEntryPosted with the draft as drafted, from a manual source', () => {
    thenEvents(whenPosted(withDraft, 'je-1'), [{ stream: 'journal-entry-je-1', events: [posted] }]);
  });

  it('given a posted entry, when posted again, then refused', () => {
    thenRefused(() => whenPosted(withPosted, 'je-1'), { kind: 'rule', message: 'Only draft journal entries can be posted' });
  });

  it('given a draft whose account was deleted since, when posted, then the line is named', () => {
    const history = appended(withDraft, [{ stream: glAccountStream(CAPITAL), events: [{ type: 'GlAccountDeleted', data: { glAccountId: CAPITAL } }] }]);
    thenRefused(() => whenPosted(history, 'je-1'), validation({ 'lines.1.account': 'Account not found' }));
  });

  it('given the books closed through the entry date, when posted, then refused; the day after is open', () => {
    thenRefused(() => whenPosted(closedThrough(withDraft, '2025-03-01'), 'je-1'), { kind: 'rule', message: 'The books are closed through 2025-03-01; post in an open period' });
    thenRefused(() => whenPosted(closedThrough(withDraft, '2025-06-30'), 'je-1'), { kind: 'rule', message: 'The books are closed through 2025-06-30; post in an open period' });
    assert.doesNotThrow(() => whenPosted(closedThrough(withDraft, '2025-02-28'), 'je-1'));
  });

  it('given no entry, when posted directly, then JournalEntryPosted and no draft', () => {
    const command = { journalEntryId: 'je-2', ...fields, postedBy: 'user-accountant', postedAt: '2025-03-02T10:00:00.000Z' };
    thenEvents(whenPostedDirectly(chart, command), [{ stream: 'journal-entry-je-2', events: [{ ...posted, data: { ...posted.data, journalEntryId: 'je-2' } }] }]);
  });

  it('when posted directly, the same rules apply, and the id must be new', () => {
    const command = { journalEntryId: 'je-1', ...fields, postedBy: 'u', postedAt: 't' };
    thenRefused(() => whenPostedDirectly(chart, { ...command, lines: [debit(CASH, 2), credit(CAPITAL, 1)] }), validation({ lines: 'Total debits must equal total credits' }));
    thenRefused(() => whenPostedDirectly(withDraft, command), { kind: 'conflict', message: 'Journal entry already exists' });
    thenRefused(() => whenPostedDirectly(closedThrough(chart, '2025-12-31'), command), { kind: 'rule', message: 'The books are closed through 2025-12-31; post in an open period' });
  });
});

describe('journal entry: its date', () => {
  it('given today in Dhaka is 2025-03-02 (18:30 UTC on the 1st), when posted dated the 2nd, then posted; the 3rd, then refused with the one message', () => {
    const eveningOfTheFirst = '2025-03-01T18:30:00.000Z';
    assert.equal(whenPostedDirectly(chart, { journalEntryId: 'je-2', ...fields, date: '2025-03-02', postedBy: 'u', postedAt: eveningOfTheFirst }).length, 1);
    thenRefused(() => whenPostedDirectly(chart, { journalEntryId: 'je-2', ...fields, date: '2025-03-03', postedBy: 'u', postedAt: eveningOfTheFirst }), validation({
      date: 'The journal entry date 2025-03-03 is in the future: a journal entry is dated today (2025-03-02) at the latest',
    }));
  });

  it('refuses a draft dated after the day it is drafted or edited, and a date outside the books’ range', () => {
    thenRefused(() => whenDrafted(chart, { ...draftCommand, date: '2025-03-02' }), validation({
      date: 'The journal entry date 2025-03-02 is in the future: a journal entry is dated today (2025-03-01) at the latest',
    }));
    thenRefused(() => whenDrafted(chart, { ...draftCommand, date: '1999-12-31' }), validation({ date: 'Date must be between 2000-01-01 and 2099-12-31' }));
    thenRefused(() => whenDraftEdited(withDraft, { journalEntryId: 'je-1', date: '2025-03-02', editedBy: 'u', editedAt: DRAFTED_AT }), validation({
      date: 'The journal entry date 2025-03-02 is in the future: a journal entry is dated today (2025-03-01) at the latest',
    }));
  });

  it('given a posted entry, when reversed on a day after the reversal is recorded, then refused; on its own date, a correction of what the books hold, it is taken', () => {
    thenRefused(() => whenReversed(withPosted, 'je-1', 'je-1-rev', '2025-04-02'), validation({
      date: 'The reversal date 2025-04-02 is in the future: a reversal is dated today (2025-04-01) at the latest',
    }));
    // An entry dated 2025-03-01, reversed by a command recorded a day before it (the books held it from before this rule).
    assert.equal(whenReversed(withPosted, 'je-1', 'je-1-rev', '2025-03-01', undefined, '2025-02-28T10:00:00.000Z').length, 2);
  });
});

describe('journal entry: reverse', () => {
  const reversed = (history: History, date = '2025-03-10') => appended(history, whenReversed(history, 'je-1', 'je-1-rev', date));

  it('given a posted entry, when reversed, then JournalEntryReversed on it and a new entry with its lines mirrored, in one decision', () => {
    thenEvents(whenReversed(withPosted, 'je-1', 'je-1-rev', '2025-03-10'), [
      {
        stream: 'journal-entry-je-1',
        events: [{ type: 'JournalEntryReversed', data: { journalEntryId: 'je-1', reversalEntryId: 'je-1-rev', date: '2025-03-10', reversedBy: 'user-accountant', reversedAt: '2025-04-01T10:00:00.000Z' } }],
      },
      {
        stream: 'journal-entry-je-1-rev',
        events: [{
          type: 'JournalEntryPosted',
          data: {
            journalEntryId: 'je-1-rev',
            date: '2025-03-10',
            reference: 'REV-JE-0001',
            description: 'Reversal of JE-0001: Owner invests cash',
            lines: [credit(CASH, 500_000, 'Cash counted'), debit(CAPITAL, 500_000)],
            source: { kind: 'reversal', stream: 'journal-entry-je-1' },
            postedBy: 'user-accountant',
            postedAt: '2025-04-01T10:00:00.000Z',
            reversalOf: 'je-1',
          },
        }],
      },
    ]);
  });

  it('takes a given description, and the entry date itself', () => {
    const decided = whenReversed(withPosted, 'je-1', 'je-1-rev', '2025-03-01', ' Posted to the wrong account ');
    assert.equal((decided[1].events[0] as JournalEntryPosted).data.description, 'Posted to the wrong account');
  });

  it('folds to Reversed on the original and Posted, a reversal, on the new entry', () => {
    const history = reversed(withPosted);
    assert.deepStrictEqual(entryOf(history, 'je-1'), {
      status: 'reversed', journalEntryId: 'je-1', ...fields, source: { kind: 'manual' }, reversalOf: null, reversalEntryId: 'je-1-rev',
    } satisfies JournalEntryState);
    assert.equal(entryOf(history, 'je-1-rev').status, 'posted');
    assert.equal(entryOf(history, 'je-1-rev').reversalOf, 'je-1');
  });

  it('given a reversal, when reversed, then refused', () => {
    thenRefused(() => whenReversed(reversed(withPosted), 'je-1-rev', 'je-1-rev-rev', '2025-03-11'), { kind: 'rule', message: 'A reversal cannot be reversed' });
  });

  it('given a reversed entry, when reversed again, then refused', () => {
    thenRefused(() => whenReversed(reversed(withPosted), 'je-1', 'je-1-rev-2', '2025-03-11'), { kind: 'rule', message: 'This journal entry is already reversed' });
  });

  it('given a draft or nothing, when reversed, then refused', () => {
    thenRefused(() => whenReversed(withDraft, 'je-1', 'je-1-rev', '2025-03-10'), { kind: 'rule', message: 'Only posted journal entries can be reversed' });
    thenRefused(() => whenReversed(chart, 'je-1', 'je-1-rev', '2025-03-10'), { kind: 'not_found', message: 'Journal entry not found' });
  });

  it('refuses a reversal date before the entry date, or missing', () => {
    thenRefused(() => whenReversed(withPosted, 'je-1', 'je-1-rev', '2025-02-28'), validation({ date: 'The reversal date cannot be before the entry date 2025-03-01' }));
    thenRefused(() => whenReversed(withPosted, 'je-1', 'je-1-rev', ''), validation({ date: 'Please select date' }));
  });

  it('given the books closed through the reversal date, then refused; an entry of a closed period is reversed in an open one', () => {
    const closed = closedThrough(withPosted, '2025-03-31');
    thenRefused(() => whenReversed(closed, 'je-1', 'je-1-rev', '2025-03-10'), { kind: 'rule', message: 'The books are closed through 2025-03-31; post in an open period' });
    assert.equal(whenReversed(closed, 'je-1', 'je-1-rev', '2025-04-01').length, 2);
  });

  it('given an entry a transfer posted, when reversed by hand, then refused: correct it from the transfer', () => {
    const history = appended(chart, whenTransferRecorded(chart, { transferId: 't-1', journalEntryId: 'je-t-1', fromAccountId: CASH, toAccountId: BANK, amount: 100, date: '2025-03-01', remarks: '', recordedBy: 'u', recordedAt: 't' }));
    thenRefused(() => whenReversed(history, 'je-t-1', 'je-t-1-rev', '2025-03-02'), { kind: 'rule', message: 'This entry was posted from its transfer; correct it there' });
  });

  it('a whole life in one history: drafted, edited, posted, reversed', () => {
    let life = withDraft;
    life = appended(life, whenDraftEdited(life, { journalEntryId: 'je-1', description: 'Capital', editedBy: 'u', editedAt: 't' }));
    life = appended(life, whenPosted(life, 'je-1'));
    life = reversed(life);
    assert.deepStrictEqual(life['journal-entry-je-1'].map((event) => event.type), ['JournalEntryDrafted', 'JournalEntryDraftEdited', 'JournalEntryPosted', 'JournalEntryReversed']);
    assert.equal((life['journal-entry-je-1'][2] as JournalEntryPosted).data.description, 'Capital');
  });
});
