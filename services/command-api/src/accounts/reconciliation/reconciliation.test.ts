import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { expectRefused } from '../../test-support/refusals';
import { daysFrom, purchasingWorld, today, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';

describe('/api/accounts/reconciliation', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let bank: string;
  let deposit: string;
  let cheque: string;
  let reconciliationId: string;
  const statement = () => [
    { date: daysFrom(today(), -2), description: 'Cash deposit', reference: '', amount: 50000 },
    { date: daysFrom(today(), -1), description: 'Cheque 7001 rent', reference: 'CHQ-7001', amount: -12000 },
    { date: today(), description: 'SMS and service charge', reference: '', amount: -115 },
  ];

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 0);
    bank = world.account['1102'];
    const investment = await world.ok('POST', '/api/accounts/owner/investment', { amount: 50000, date: daysFrom(today(), -3), cashAccount: bank, description: 'Capital into the bank' });
    deposit = investment.journalEntry?._id ?? investment.journalEntryId;
    await world.ok('POST', '/api/accounts/expenses', { expenseAccount: world.account['5202'], amount: 12000, date: daysFrom(today(), -1), description: 'Showroom rent by cheque', cashAccount: bank });
    // A cash transaction: never on the bank's statement.
    await world.ok('POST', '/api/accounts/owner/investment', { amount: 700, date: today(), cashAccount: world.account['1101'], description: 'Petty cash' });
  });
  after(async () => app.close());

  it('refuses a statement for a cash account, missing fields, and an unknown account, appending nothing', async () => {
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/start', { body: { accountId: world.account['1101'], statementDate: today(), statementBalance: 0 } }, 400, 'Cash in Hand is not a bank account', { accountId: 'Cash in Hand is not a bank account' });
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/start', { body: { accountId: world.account['4101'], statementDate: today(), statementBalance: 0 } }, 400, 'Sales - Motorcycles is not a bank account');
    const missing = await expectRefused(app, 'POST', '/api/accounts/reconciliation/start', { body: {} }, 400, 'Please select an account!');
    assert.equal(missing.body.errors.statementDate, 'Please select date!');
    assert.equal(missing.body.errors.statementBalance, 'Please enter statement balance!');
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/start', { body: { accountId: randomUUID(), statementDate: today(), statementBalance: 0 } }, 400, 'Account not found');
    assert.equal((await app.request('POST', '/api/accounts/reconciliation/start', { body: { accountId: bank, statementDate: today(), statementBalance: 0 }, token: null })).status, 401);
  });

  it('starts: the book balance, the outstanding bank transactions, and auto-matches that say why', async () => {
    const response = await app.request('POST', '/api/accounts/reconciliation/start', { body: { accountId: bank, statementDate: today(), statementBalance: 37885, statementItems: statement() } });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Reconciliation started successfully!');
    const data = response.body.data;
    reconciliationId = data._id;
    assert.equal(data.status, 'In Progress');
    assert.deepEqual(data.account, { _id: bank, name: 'Bank Account', code: '1102' });
    assert.equal(data.bookBalance, 0);
    assert.equal(data.statementBalance, 37885);
    assert.equal(data.ledgerBalance, 38000);
    assert.deepEqual(data.unreconciledTransactions.map((transaction: any) => [transaction.amount, transaction.type]), [[50000, 'Debit'], [12000, 'Credit']]);
    deposit = data.unreconciledTransactions[0]._id;
    cheque = data.unreconciledTransactions[1]._id;
    assert.deepEqual(data.proposedMatches.map((match: any) => [match.statementIndex, match.transactionId, match.reasons]), [
      [0, deposit, ['same amount ৳50,000.00', '1 day apart']],
      [1, cheque, ['same amount ৳12,000.00', 'same day']],
    ]);
    assert.deepEqual(data.selectedTransactions, [deposit, cheque]);
    assert.equal(data.reconciledBalance, 38000);
    assert.equal(data.difference, -115);
    assert.equal(data.balanced, false);
    assert.equal(data.statementItems[2].type, 'Withdrawal');
  });

  it('one open reconciliation per account: a second start is refused, appending nothing', async () => {
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/start', { body: { accountId: bank, statementDate: today(), statementBalance: 1 } }, 409, 'A reconciliation of Bank Account is already in progress: continue it or cancel it first');
  });

  it('lists the history with its summary, and saves progress the wizard continues from', async () => {
    const list = await app.request('GET', `/api/accounts/reconciliations?page=1&limit=10&status=In%20Progress&account=${bank}&startDate=${daysFrom(today(), -5)}&endDate=${today()}`);
    assert.equal(list.status, 200);
    assert.equal(list.body.data.reconciliations.length, 1);
    assert.equal(list.body.data.reconciliations[0]._id, reconciliationId);
    assert.equal(list.body.data.pagination.total, 1);
    assert.deepEqual(list.body.data.summary, { total: 1, balanced: 0, inProgress: 1, unbalanced: 0 });
    assert.equal((await app.request('GET', '/api/accounts/reconciliations?status=Completed')).body.data.reconciliations.length, 0);
    // Undo the cheque's match, keep the deposit, draft the bank charge.
    const saved = await app.request('POST', `/api/accounts/reconciliations/${reconciliationId}/progress`, {
      body: { matches: [{ statementIndex: 0, transactionId: deposit }], selectedTransactions: [deposit], adjustments: [{ description: 'Bank charges', amount: 115, type: 'Deduction' }], notes: 'draft' },
    });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    const again = (await app.request('GET', `/api/accounts/reconciliations/${reconciliationId}`)).body.data;
    assert.deepEqual(again.proposedMatches.map((match: any) => match.transactionId), [deposit]);
    assert.deepEqual(again.selectedTransactions, [deposit]);
    assert.equal(again.adjustments[0].account, world.account['5303']);
    assert.equal(again.notes, 'draft');
    assert.equal(again.reconciledBalance, 49885);
    const unbalanced = (await app.request('GET', '/api/accounts/reconciliations')).body.data;
    assert.deepEqual(unbalanced.summary, { total: 1, balanced: 0, inProgress: 1, unbalanced: 1 });
    // Issue 23, item 8: the history names both figures: the ledger's balance on the statement date and the last reconciled one.
    assert.deepEqual([unbalanced.reconciliations[0].ledgerBalance, unbalanced.reconciliations[0].bookBalance], [38000, 0]);
    await expectRefused(app, 'POST', `/api/accounts/reconciliations/${reconciliationId}/progress`, { body: { matches: [{ statementIndex: 9, transactionId: deposit }] } }, 400, 'No statement line 10');
    assert.equal((await app.request('GET', `/api/accounts/reconciliations/${randomUUID()}`)).status, 404);
  });

  it('refuses completing unbalanced, a transaction of another account, and an adjustment to a balance-sheet account, appending nothing', async () => {
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/complete', { body: { reconciliationId, reconciledTransactions: [deposit, cheque], adjustments: [] } }, 409,
      'Balance Required to Complete: the reconciled balance ৳38,000.00 differs from the statement balance ৳37,885.00 by ৳115.00');
    const cashEntry = (await app.request('GET', '/api/accounts/transactions?search=Petty')).body.data.transactions[0]._id;
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/complete', { body: { reconciliationId, reconciledTransactions: [cashEntry], adjustments: [] } }, 409, `Transaction ${cashEntry} is not a posted transaction of this account`);
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/complete', { body: { reconciliationId, reconciledTransactions: [deposit, cheque], adjustments: [{ description: 'x', amount: 115, type: 'Deduction', account: world.account['1101'] }] } }, 400,
      'Cash in Hand is not a revenue or expense account');
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/complete', { body: { reconciliationId, reconciledTransactions: [deposit], adjustments: [{ description: '', amount: 0, type: 'Other' }] } }, 400, 'Please enter description');
  });

  it('completes when balanced: the transactions marked reconciled, the bank charge posted Dr Bank Charges / Cr Bank in the same append', async () => {
    const before = await app.eventCount();
    const response = await app.request('POST', '/api/accounts/reconciliation/complete', {
      body: { reconciliationId, reconciledTransactions: [deposit, cheque], adjustments: [{ description: 'Bank charges', amount: 115, type: 'Deduction' }], notes: 'November statement' },
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Reconciliation completed successfully!');
    // One append: the reconciliation, the account's stream (reconciled + closed), the adjustment's entry.
    assert.equal(await app.eventCount(), before + 4);
    const data = response.body.data;
    assert.equal(data.status, 'Completed');
    assert.equal(data.reconciledBalance, 37885);
    assert.equal(data.difference, 0);
    assert.equal(data.balanced, true);
    assert.deepEqual(data.matchedItems.map((item: any) => item._id), [deposit, cheque]);
    assert.equal(data.notes, 'November statement');
    assert.equal(await world.balanceOf('5303'), 115);
    assert.equal(await world.balanceOf('1102'), 37885);
    await world.booksAgree();

    const reconciled = (await app.request('GET', '/api/accounts/transactions?reconciled=true&limit=100')).body.data.transactions;
    assert.deepEqual(new Set(reconciled.map((transaction: any) => transaction._id)), new Set([deposit, cheque, data.adjustments[0].journalEntryId]));
    const unreconciled = (await app.request('GET', '/api/accounts/transactions?reconciled=false&limit=100')).body.data.transactions.map((transaction: any) => transaction._id);
    assert.equal(unreconciled.includes(deposit), false);
    assert.ok(unreconciled.length > 0);
    const list = (await app.request('GET', '/api/accounts/reconciliations')).body.data;
    assert.deepEqual(list.summary, { total: 1, balanced: 1, inProgress: 0, unbalanced: 0 });
    assert.equal(list.reconciliations[0].status, 'Completed');
  });

  it('refuses completing twice and reconciling a transaction a second time, appending nothing; the next starts from the cleared balance', async () => {
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/complete', { body: { reconciliationId, reconciledTransactions: [deposit, cheque], adjustments: [{ description: 'Bank charges', amount: 115, type: 'Deduction' }] } }, 409, 'This reconciliation is already completed');
    const next = await world.ok('POST', '/api/accounts/reconciliation/start', { accountId: bank, statementDate: today(), statementBalance: 87885, statementItems: [] });
    assert.equal(next.bookBalance, 37885);
    assert.equal(next.unreconciledTransactions.length, 0);
    await expectRefused(app, 'POST', '/api/accounts/reconciliation/complete', { body: { reconciliationId: next._id, reconciledTransactions: [deposit], adjustments: [] } }, 409, await alreadyReconciledMessage(app, deposit));
    // Cancelled: the account is free again.
    await world.ok('POST', `/api/accounts/reconciliations/${next._id}/cancel`, {});
    assert.equal((await app.request('GET', `/api/accounts/reconciliations/${next._id}`)).status, 404);
    await world.ok('POST', '/api/accounts/reconciliation/start', { accountId: bank, statementDate: today(), statementBalance: 37885 });
  });

  it('searches the history by account name or code, notes (completed or saved in progress) and who started it', async () => {
    const search = async (text: string) => {
      const answer = await app.request('GET', `/api/accounts/reconciliations?limit=100&search=${encodeURIComponent(text)}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.data.reconciliations as { _id: string; status: string; account: { name: string; code: string }; notes: string; startedBy: { name: string } }[];
    };
    const all = await search('');
    assert.equal(all.length, 2, 'the completed one and the open one');
    const open = all.find((row) => row.status === 'In Progress')!;
    const saved = await app.request('POST', `/api/accounts/reconciliations/${open._id}/progress`, { body: { notes: 'Awaiting the bank letter' } });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));

    assert.deepEqual((await search('NOVEMBER')).map((row) => row.status), ['Completed'], 'the completed one’s notes, case ignored');
    assert.deepEqual((await search('bank letter')).map((row) => row._id), [open._id], 'the notes saved with the work in progress');
    assert.equal((await search(all[0].account.code)).length, 2);
    assert.equal((await search(all[0].account.name.toUpperCase())).length, 2);
    assert.equal((await search(all[0].startedBy.name)).length, 2);
    assert.equal((await search('no reconciliation says this')).length, 0);
    assert.equal((await search('%')).length, 0, 'a % is a character, not a wildcard');
  });
});

/** The refusal names the transaction by its reference (its entry's reference), else its id. */
async function alreadyReconciledMessage(app: TestApp, transactionId: string) {
  const transactions = (await app.request('GET', '/api/accounts/transactions?reconciled=true&limit=100')).body.data.transactions;
  const transaction = transactions.find((candidate: any) => candidate._id === transactionId);
  return `Transaction ${transaction.referenceNumber || transactionId} is already reconciled`;
}
