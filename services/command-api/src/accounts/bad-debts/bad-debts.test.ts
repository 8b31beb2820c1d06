import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { daysFrom, purchasingWorld, today, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';
import { receivablesAgree } from '../receivables/receivables.test-helper';

const POSTED_EDIT = 'A posted bad debt cannot be edited: its write-off is in the books. Record a new entry to correct it';
const POSTED_DELETE = 'A posted bad debt cannot be deleted: its write-off is in the books and history is never rewritten';

describe('/api/accounts/bad-debts', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let rahim: string;
  let karim: string;
  let debt: any;
  let badDebtAccount: string;
  let record: any;

  const badDebt = (fields: Record<string, unknown> = {}) => ({
    customer: rahim,
    receivable: debt._id,
    badDebtAccount,
    originalAmount: 20000,
    writeOffAmount: 15000,
    writeOffDate: today(),
    reason: 'Customer Bankruptcy',
    notes: 'Shop closed down',
    ...fields,
  });
  const list = async (query = '') => (await app.request('GET', `/api/accounts/bad-debts?${query}`)).body.data;

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 0);
    badDebtAccount = world.account['5302'];
    rahim = (await world.ok('POST', '/api/customers', { name: 'Rahim Uddin', phone: '01711000001' }))._id;
    karim = (await world.ok('POST', '/api/customers', { name: 'Karim Mia', phone: '01711000002' }))._id;
    debt = await world.ok('POST', '/api/accounts/receivables', { customer: rahim, amount: 20000, openedDate: daysFrom(today(), -60), dueDate: daysFrom(today(), -30), notes: 'Old ledger' });
  });
  after(async () => app.close());

  it("refuses a write-off with the form's messages and rules, appending nothing", async () => {
    await world.refused('POST', '/api/accounts/bad-debts', {}, 400, 'Please select a customer!', {
      customer: 'Please select a customer!',
      receivable: 'Please select the receivable record!',
      badDebtAccount: 'Please select the bad debt account!',
      originalAmount: 'Please enter the original amount!',
      writeOffAmount: 'Please enter the write-off amount!',
      writeOffDate: 'Please select the write-off date!',
      reason: 'Please select a reason!',
    });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ writeOffAmount: 20000.01 }), 400, 'Write-off amount cannot exceed the remaining ৳20,000.00', { writeOffAmount: 'Write-off amount cannot exceed the remaining ৳20,000.00' });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ writeOffAmount: 0 }), 400, 'Write-off amount must be greater than zero', { writeOffAmount: 'Write-off amount must be greater than zero' });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ originalAmount: -1 }), 400, 'Amounts have a minimum of 0', { originalAmount: 'Amounts have a minimum of 0' });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ customer: karim }), 400, "This receivable is not Karim Mia's", { receivable: "This receivable is not Karim Mia's" });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ receivable: randomUUID() }), 400, 'Receivable not found', { receivable: 'Receivable not found' });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ invoice: randomUUID() }), 400, 'This receivable was entered by hand and has no invoice', { invoice: 'This receivable was entered by hand and has no invoice' });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ badDebtAccount: world.account['5202'] }), 400, 'Choose a bad debt or doubtful debts expense account', { badDebtAccount: 'Choose a bad debt or doubtful debts expense account' });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ reason: 'Moved away' }), 400, 'Please select a reason!', { reason: 'Please select a reason!' });
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ writeOffDate: daysFrom(today(), -61) }), 400, 'Write-off date cannot be before the receivable was opened', { writeOffDate: 'Write-off date cannot be before the receivable was opened' });
  });

  it('drafts a write-off: a Draft record, nothing in the books yet', async () => {
    const created = await app.request('POST', '/api/accounts/bad-debts', { body: badDebt() });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.message, 'Bad debt record created successfully!');
    record = created.body.data;
    const { _id, createdAt, updatedAt, ...fields } = record;
    assert.deepEqual(fields, {
      customer: { _id: rahim, name: 'Rahim Uddin', phone: '01711000001' },
      invoice: null,
      receivable: { _id: debt._id, amount: 20000, remainingAmount: 20000, dueDate: daysFrom(today(), -30), status: 'Overdue' },
      badDebtAccount: { _id: badDebtAccount, code: '5302', name: 'Bad Debt Expense' },
      originalAmount: 20000,
      writeOffAmount: 15000,
      postedAmount: 0,
      writeOffDate: today(),
      reason: 'Customer Bankruptcy',
      notes: 'Shop closed down',
      status: 'Draft',
      journalEntry: null,
      approvedAt: null,
      postedAt: null,
    });
    assert.equal(await world.balanceOf('5302'), 0);
    assert.deepEqual((await app.request('GET', `/api/accounts/bad-debts/${_id}`)).body, { success: true, data: record });
  });

  it('a Draft cannot be posted; approving moves it to Approved, and only once', async () => {
    await world.refused('POST', `/api/accounts/bad-debts/${record._id}/post`, undefined, 409, 'Only an approved bad debt can be posted: approve it first');
    const approved = await app.request('POST', `/api/accounts/bad-debts/${record._id}/approve`);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.message, 'Bad debt approved successfully!');
    assert.equal(approved.body.data.status, 'Approved');
    assert.ok(approved.body.data.approvedAt);
    await world.refused('POST', `/api/accounts/bad-debts/${record._id}/approve`, undefined, 409, 'This bad debt is already approved');
    await world.refused('POST', `/api/accounts/bad-debts/${randomUUID()}/approve`, undefined, 404, 'Bad debt record not found');
  });

  it('an edit returns an approved record to Draft', async () => {
    const edited = await app.request('PUT', `/api/accounts/bad-debts/${record._id}`, { body: badDebt({ writeOffAmount: 18000, reason: 'Uncollectible' }) });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.message, 'Bad debt record updated successfully!');
    assert.deepEqual([edited.body.data.status, edited.body.data.writeOffAmount, edited.body.data.reason, edited.body.data.approvedAt], ['Draft', 18000, 'Uncollectible', null]);
    await world.refused('PUT', `/api/accounts/bad-debts/${record._id}`, badDebt({ writeOffAmount: 25000 }), 400, 'Write-off amount cannot exceed the remaining ৳20,000.00');
    await world.ok('POST', `/api/accounts/bad-debts/${record._id}/approve`, undefined, 200);
  });

  it('posting writes off up to what remains: Dr Bad Debt Expense / Cr Accounts Receivable with the receivable, in one append', async () => {
    // A payment came in after the approval: only what remains is written off.
    await world.ok('POST', `/api/accounts/receivables/${debt._id}/payment`, { amount: 5000, paymentMethod: world.method.Cash, paymentDate: today() });
    const before = await app.eventCount();
    const posted = await app.request('POST', `/api/accounts/bad-debts/${record._id}/post`);
    assert.equal(posted.status, 200, JSON.stringify(posted.body));
    assert.equal(posted.body.message, 'Bad debt posted successfully!');
    // The record, the receivable's write-off and the journal entry: three events.
    assert.equal(await app.eventCount(), before + 3);
    const data = posted.body.data;
    assert.deepEqual([data.status, data.writeOffAmount, data.postedAmount, data.receivable.remainingAmount, data.receivable.status], ['Posted', 18000, 15000, 0, 'Written Off']);
    assert.equal(typeof data.journalEntry.entryNumber, 'number');
    assert.ok(data.postedAt);
    assert.equal(await world.balanceOf('5302'), 15000);
    assert.equal(await world.balanceOf('1201'), 0);
    const receivable = (await app.request('GET', `/api/accounts/receivables/${debt._id}`)).body.data;
    assert.deepEqual([receivable.status, receivable.paidAmount, receivable.writtenOffAmount, receivable.remaining], ['Written Off', 5000, 15000, 0]);
    await receivablesAgree(app);
  });

  it('refuses posting twice, editing or deleting a posted record, and further payments on what was written off, appending nothing', async () => {
    await world.refused('POST', `/api/accounts/bad-debts/${record._id}/post`, undefined, 409, 'This bad debt is already posted');
    await world.refused('POST', `/api/accounts/bad-debts/${record._id}/approve`, undefined, 409, 'This bad debt is already posted');
    await world.refused('PUT', `/api/accounts/bad-debts/${record._id}`, badDebt({ notes: 'Later' }), 409, POSTED_EDIT);
    await world.refused('DELETE', `/api/accounts/bad-debts/${record._id}`, undefined, 409, POSTED_DELETE);
    await world.refused('POST', `/api/accounts/receivables/${debt._id}/payment`, { amount: 1, paymentMethod: world.method.Cash, paymentDate: today() }, 409, 'This receivable is fully settled');
    await world.refused('POST', '/api/accounts/bad-debts', badDebt({ writeOffAmount: 1 }), 400, 'Nothing remains to write off on this receivable', { receivable: 'Nothing remains to write off on this receivable' });
  });

  it('refuses posting when nothing remains any more, and deletes a Draft', async () => {
    const other = await world.ok('POST', '/api/accounts/receivables', { customer: karim, amount: 3000, dueDate: daysFrom(today(), 10) });
    const draft = await world.ok('POST', '/api/accounts/bad-debts', badDebt({ customer: karim, receivable: other._id, originalAmount: 3000, writeOffAmount: 3000, reason: 'Disputed', notes: '' }));
    await world.ok('POST', `/api/accounts/bad-debts/${draft._id}/approve`, undefined, 200);
    await world.ok('POST', `/api/accounts/receivables/${other._id}/payment`, { amount: 3000, paymentMethod: world.method.Cash, paymentDate: today() });
    await world.refused('POST', `/api/accounts/bad-debts/${draft._id}/post`, undefined, 409, 'Nothing remains to write off on this receivable');
    const deleted = await app.request('DELETE', `/api/accounts/bad-debts/${draft._id}`);
    assert.deepEqual(deleted.body, { success: true, data: { _id: draft._id }, message: 'Bad debt record deleted successfully!' });
    assert.equal((await app.request('GET', `/api/accounts/bad-debts/${draft._id}`)).status, 404);
    await world.refused('DELETE', `/api/accounts/bad-debts/${draft._id}`, undefined, 404, 'Bad debt record not found');
    await receivablesAgree(app);
  });

  it('lists with status filter, search by customer or notes, and the summary cards', async () => {
    // Opened 60 days ago, so a draft can be dated 40 days back: always another month than this one.
    const owed = await world.ok('POST', '/api/accounts/receivables', { customer: karim, amount: 900, openedDate: daysFrom(today(), -60), dueDate: daysFrom(today(), 10) });
    await world.ok('POST', '/api/accounts/bad-debts', badDebt({ customer: karim, receivable: owed._id, originalAmount: 900, writeOffAmount: 400, reason: 'Other', notes: 'Partial settlement agreed' }));
    await world.ok('POST', '/api/accounts/bad-debts', badDebt({ customer: karim, receivable: owed._id, originalAmount: 900, writeOffAmount: 101, reason: 'Other', notes: '', writeOffDate: daysFrom(today(), -40) }));
    const all = await list();
    assert.deepEqual(all.badDebts.map((row: any) => row.writeOffAmount), [101, 400, 18000]);
    // Total Bad Debts: what each record stands for (the posted amount once posted); This Month: written off this month; the average to the poisha.
    const thisMonth = 15000 + 400;
    assert.deepEqual(all.summary, { totalBadDebts: 15501, thisMonth, totalRecords: 3, averageAmount: 5167 });
    assert.deepEqual((await list('status=Posted')).badDebts.map((row: any) => row._id), [record._id]);
    assert.deepEqual((await list('status=Draft')).summary, { totalBadDebts: 501, thisMonth: thisMonth - 15000, totalRecords: 2, averageAmount: 250.5 });
    assert.deepEqual((await list('search=settlement')).badDebts.map((row: any) => row.writeOffAmount), [400]);
    assert.deepEqual((await list('search=rahim')).badDebts.map((row: any) => row._id), [record._id]);
    assert.deepEqual((await list(`customer=${karim}&sortBy=amount&sortOrder=asc`)).badDebts.map((row: any) => row.writeOffAmount), [101, 400]);
    assert.equal((await list('limit=1&page=2')).badDebts.length, 1);
    await world.refused('GET', '/api/accounts/bad-debts?status=Rejected', undefined, 400, 'status must be one of Draft, Approved, Posted');
    assert.equal((await app.request('GET', '/api/accounts/bad-debts', { token: null })).status, 401);
    await receivablesAgree(app);
  });
});
