import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN, startTestApp, type TestApp } from '../../test-support/test-app';

/** The books over HTTP: every call of the accounting spec's table, the refusals, and the reports. */
describe('the books', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
  });
  after(async () => app.close());

  const trialBalance = async (asOfDate = today) => (await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=${asOfDate}`)).body.data;
  const balanceOf = async (code: string) => {
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    return chart.body.data.accounts.find((row: any) => row.code === code).balance;
  };

  it('drafts, edits, posts and reverses a journal entry; balances follow', async () => {
    const draft = await app.request('POST', '/api/accounts/journal-entries', {
      body: {
        date: '2026-01-15',
        reference: 'ADJ-1',
        description: 'Showroom rent paid from the bank',
        lines: [
          { account: account['5202'], debit: 30000, credit: 0, description: 'January rent' },
          { account: account['1102'], debit: 0, credit: 30000 },
        ],
      },
    });
    assert.equal(draft.status, 201);
    assert.equal(draft.body.data.status, 'Draft');
    assert.equal(draft.body.data.entryNumber, null);
    assert.equal(draft.body.data.source.kind, 'manual');
    assert.equal(draft.body.data.date, '2026-01-15', 'a books date is a calendar day, whatever the server zone');
    assert.equal(await balanceOf('5202'), 0, 'a draft moves no balance');

    const edited = await app.request('PUT', `/api/accounts/journal-entries/${draft.body.data._id}`, {
      body: { lines: [{ account: account['5202'], debit: 32500.5, credit: 0 }, { account: account['1102'], debit: 0, credit: 32500.5 }] },
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.totalDebit, 32500.5);

    const posted = await app.request('POST', `/api/accounts/journal-entries/${draft.body.data._id}/post`);
    assert.equal(posted.status, 200);
    assert.equal(posted.body.data.status, 'Posted');
    assert.equal(typeof posted.body.data.entryNumber, 'number');
    // Who made and posted it, by name, in the answer and in the list.
    assert.equal(posted.body.data.createdBy.email, ADMIN.email);
    assert.equal(posted.body.data.postedBy.email, ADMIN.email);
    const listed = (await app.request('GET', '/api/accounts/journal-entries?search=ADJ-1')).body.data.journalEntries[0];
    assert.deepEqual(listed.postedBy, posted.body.data.postedBy);
    assert.equal(typeof listed.postedBy.name, 'string');
    assert.equal(await balanceOf('5202'), 32500.5);
    assert.equal(await balanceOf('1102'), -32500.5);

    const editPosted = await app.request('PUT', `/api/accounts/journal-entries/${draft.body.data._id}`, { body: { reference: 'ADJ-1b' } });
    assert.equal(editPosted.status, 409);
    assert.equal(editPosted.body.message, 'Only draft journal entries can be edited');
    const deletePosted = await app.request('DELETE', `/api/accounts/journal-entries/${draft.body.data._id}`);
    assert.equal(deletePosted.status, 409);
    assert.equal(deletePosted.body.message, 'Only draft journal entries can be deleted');

    const reversed = await app.request('POST', `/api/accounts/journal-entries/${draft.body.data._id}/reverse`, { body: { date: '2026-01-20' } });
    assert.equal(reversed.status, 200);
    assert.equal(reversed.body.data.original.status, 'Reversed');
    assert.equal(reversed.body.data.reversal.reversalOf, draft.body.data._id);
    assert.equal(reversed.body.data.reversal.entryNumber, posted.body.data.entryNumber + 1);
    assert.equal(await balanceOf('5202'), 0);
    assert.equal(await balanceOf('1102'), 0);

    const again = await app.request('POST', `/api/accounts/journal-entries/${draft.body.data._id}/reverse`, { body: {} });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'This journal entry is already reversed');
    const reversalOfReversal = await app.request('POST', `/api/accounts/journal-entries/${reversed.body.data.reversal._id}/reverse`, { body: {} });
    assert.equal(reversalOfReversal.status, 409);
    assert.equal(reversalOfReversal.body.message, 'A reversal cannot be reversed');
  });

  it('refuses unbalanced, one-line and negative entries with nothing appended', async () => {
    const before = await app.eventCount();
    const unbalanced = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: today, reference: 'BAD-1', description: 'Unbalanced', status: 'Posted', lines: [{ account: account['1101'], debit: 100, credit: 0 }, { account: account['4101'], debit: 0, credit: 99.99 }] },
    });
    assert.equal(unbalanced.status, 400);
    assert.equal(unbalanced.body.message, 'Total debits must equal total credits');
    const oneLine = await app.request('POST', '/api/accounts/journal-entries', { body: { date: today, reference: 'BAD-2', description: 'One line', lines: [{ account: account['1101'], debit: 100, credit: 0 }] } });
    assert.equal(oneLine.status, 400);
    assert.equal(oneLine.body.message, 'At least two journal lines are required');
    const negative = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: today, reference: 'BAD-3', description: 'Negative', lines: [{ account: account['1101'], debit: -5, credit: 0 }, { account: account['4101'], debit: 0, credit: -5 }] },
    });
    assert.equal(negative.status, 400);
    const missing = await app.request('POST', '/api/accounts/journal-entries', { body: { lines: [] } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors.date, 'Please select date');
    assert.equal(missing.body.errors.reference, 'Please enter reference');
    assert.equal(missing.body.errors.description, 'Please enter description');
    assert.equal(await app.eventCount(), before);
  });

  it('records a transfer, corrects it by reversal, refuses one to the same account', async () => {
    const same = await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: account['1101'], amount: 100, date: today } });
    assert.equal(same.status, 400);
    assert.equal(same.body.message, 'Cannot transfer to the same account');
    const negative = await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: account['1102'], amount: -100, date: today } });
    assert.equal(negative.status, 400);

    const transfer = await app.request('POST', '/api/accounts/transfers', { body: { from: account['1102'], to: account['1101'], amount: 5000, date: today, remarks: 'Cash for the counter', allowOverdraft: true } });
    assert.equal(transfer.status, 201);
    assert.equal(transfer.body.data.status, 'Posted');
    assert.equal(await balanceOf('1101'), 5000);
    const amended = await app.request('PUT', `/api/accounts/transfers/${transfer.body.data._id}`, { body: { amount: 4000 } });
    assert.equal(amended.status, 200);
    assert.equal(amended.body.data.amount, 4000);
    assert.notEqual(amended.body.data.journalEntry._id, transfer.body.data.journalEntry._id);
    assert.equal(await balanceOf('1101'), 4000);
    const voided = await app.request('DELETE', `/api/accounts/transfers/${transfer.body.data._id}`);
    assert.equal(voided.status, 200);
    assert.equal(voided.body.data.status, 'Voided');
    assert.equal(await balanceOf('1101'), 0);
    const list = await app.request('GET', '/api/accounts/transfers?search=counter');
    assert.equal(list.body.data.transfers.length, 1);
  });

  it('records an investment, an expense and a drawing; equity totals follow', async () => {
    const investment = await app.request('POST', '/api/accounts/owner/investment', { body: { amount: 100000, date: '2026-02-01', cashAccount: account['1101'], description: 'Capital for the showroom' } });
    assert.equal(investment.status, 201);
    assert.equal(investment.body.message, "Owner's investment recorded successfully");
    const expense = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: 2500.75, date: '2026-02-03', description: 'Electricity bill', cashAccount: account['1101'] } });
    assert.equal(expense.status, 201);
    assert.equal(expense.body.data.expenseAccount.name, 'Utilities');
    const wrongAccount = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['1102'], amount: 10, date: today, description: 'Not an expense', cashAccount: account['1101'] } });
    assert.equal(wrongAccount.status, 400);
    const drawing = await app.request('POST', '/api/accounts/owner/drawing', { body: { amount: 10000, date: '2026-02-05', cashAccount: account['1101'], description: 'Owner took cash' } });
    assert.equal(drawing.status, 201);

    const totals = (await app.request('GET', '/api/accounts/owner/equity-totals')).body.data;
    assert.equal(totals.totalInvestments, 100000);
    assert.equal(totals.totalDrawings, 10000);
    assert.deepEqual(totals.transactionHistory.map((row: any) => [row.type, row.amount]), [['Drawing', -10000], ['Investment', 100000]]);
    assert.equal(await balanceOf('1101'), 100000 - 2500.75 - 10000);

    const expenses = (await app.request('GET', '/api/accounts/expenses?startDate=2026-02-01&endDate=2026-02-28')).body.data;
    assert.equal(expenses.expenses.length, 1);
    assert.equal(expenses.pagination.total, 1);
    assert.equal(expenses.totalAmount, 2500.75);
  });

  it('keeps the trial balance balanced, shows the ledger with a running balance, and closes profit', async () => {
    const trial = await trialBalance();
    assert.equal(trial.isBalanced, true);
    assert.equal(trial.totals.totalDebits, trial.totals.totalCredits);
    assert.ok(trial.rows.length > 0);
    // As of a past date: only what was posted up to it.
    const january = await trialBalance('2026-01-31');
    assert.deepEqual(january.rows, []);

    const ledger = (await app.request('GET', `/api/accounts/ledger/${account['1101']}?startDate=2026-02-02`)).body.data;
    assert.equal(ledger.openingBalance, 100000);
    assert.deepEqual(ledger.entries.slice(0, 2).map((row: any) => row.balance), [97499.25, 87499.25]);

    const report = (await app.request('GET', '/api/accounts/reports/financial?startDate=2026-01-01&endDate=2026-12-31')).body.data;
    assert.equal(report.incomeStatement.netIncome, -2500.75);
    assert.equal(report.incomeStatement.label, 'Loss');
    // The loss not yet closed is its own line under Equity: Unbalanced until it is transferred, which is offered.
    assert.equal(report.balanceSheet.equity.unclosedNetIncome, -2500.75);
    assert.equal(report.balanceSheet.status, 'Unbalanced');
    assert.equal(report.balanceSheet.canTransferProfit, true);

    const closed = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate: '2026-02-28' } });
    assert.equal(closed.status, 201);
    assert.equal(closed.body.data.summary.netIncome, -2500.75);
    assert.equal(closed.body.message, 'Loss of ৳2,500.75 transferred to Retained Earnings');
    const afterClose = (await app.request('GET', '/api/accounts/reports/financial?startDate=2026-01-01&endDate=2026-12-31')).body.data;
    assert.equal(afterClose.balanceSheet.status, 'Balanced');
    assert.equal(afterClose.balanceSheet.equity.unclosedNetIncome, 0);
    assert.equal(afterClose.balanceSheet.canTransferProfit, false);
    assert.equal(afterClose.incomeStatement.netIncome, -2500.75, 'the closing entry is not income');
    const nothing = await app.request('POST', '/api/accounts/profit-transfer', { body: { transferDate: '2026-03-31' } });
    assert.equal(nothing.status, 409);
    assert.equal(nothing.body.message, 'No profit to transfer at this time');
    const closedPeriod = await app.request('POST', '/api/accounts/expenses', { body: { expenseAccount: account['5203'], amount: 10, date: '2026-02-10', description: 'Late bill', cashAccount: account['1101'] } });
    assert.equal(closedPeriod.status, 409);
    assert.equal(closedPeriod.body.message, 'The books are closed through 2026-02-28; post in an open period');
  });

  it('lists accounting transactions with entries, sources and filters', async () => {
    const all = (await app.request('GET', '/api/accounts/transactions?limit=100')).body.data;
    assert.ok(all.transactions.length >= 8);
    const transfers = (await app.request('GET', '/api/accounts/transactions?account=Transfer')).body.data;
    assert.ok(transfers.transactions.every((row: any) => row.source === 'Transfer'));
    const payments = (await app.request('GET', '/api/accounts/transactions?account=Payment')).body.data;
    assert.deepEqual(payments.transactions.map((row: any) => row.tags[0]).sort(), ['expense', 'owner', 'owner']);
    const reversed = all.transactions.find((row: any) => row.referenceNumber === 'ADJ-1');
    assert.equal(reversed.voided, true);
    assert.equal(reversed.entries.length, 2);
    assert.match(reversed.transactionNumber, /^JE-\d{6}$/);
    const journal = (await app.request('GET', '/api/accounts/journal-entries?status=Reversed')).body.data;
    // ADJ-1 by hand, and the transfer's first two postings reversed by its correction and its void.
    assert.deepEqual(journal.journalEntries.map((entry: any) => entry.source.kind).sort(), ['manual', 'transfer', 'transfer']);
    assert.equal(journal.pagination.limit, 20);
  });

  it('exports the reports as json and csv', async () => {
    const json = await app.request('GET', '/api/accounts/export?format=json&includeTransactions=true&startDate=2026-01-01&endDate=2026-12-31');
    assert.equal(json.status, 200);
    assert.equal(json.body.data.trialBalance.isBalanced, true);
    assert.ok(json.body.data.transactions.length > 0);
    const csv = await app.request('GET', '/api/accounts/export?format=csv&startDate=2026-01-01&endDate=2026-12-31');
    assert.equal(csv.status, 200);
    assert.match(csv.body, /^Trial balance as of,2026-12-31\nCode,Account,Type,Debit,Credit\n/);
  });
});
