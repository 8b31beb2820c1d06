import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { daysFrom, purchasingWorld, today, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';

describe('/api/accounts/payables', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let rangs: string;
  let walton: string;
  let helmet: string;
  let cash: string;
  let rentBill: any;

  const bill = (fields: Record<string, unknown> = {}) => ({ supplier: rangs, billNumber: `B-${randomUUID().slice(0, 8)}`, amount: 1000, dueDate: daysFrom(today(), 30), account: world.account['5202'], ...fields });
  const payment = (fields: Record<string, unknown> = {}) => ({ amount: 1000, paymentMethod: cash, paymentDate: today(), ...fields });
  const supplierRow = async (id: string) => (await app.request('GET', `/api/suppliers/${id}`)).body.data;

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 12_000);
    cash = world.method.Cash;
    rangs = await world.supplier('Rangs Motors');
    walton = await world.supplier('Walton Parts');
    helmet = await world.product({ name: 'Helmet', model: 'Full face', type: 'Accessories', salePrice: 3500 });
  });
  after(async () => app.close());

  it('enters a supplier bill: Dr the account / Cr Accounts Payable, answered as projected', async () => {
    const response = await app.request('POST', '/api/accounts/payables', { body: { supplier: rangs, billNumber: ' INV-2231 ', amount: 12500, dueDate: daysFrom(today(), 15), account: world.account['5202'], notes: 'November rent' } });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.message, 'Bill added successfully');
    rentBill = response.body.data;
    const { _id, createdAt, updatedAt, journalEntry, ...fields } = rentBill;
    assert.deepEqual(fields, {
      supplier: { _id: rangs, name: 'Rangs Motors' },
      billNumber: 'INV-2231',
      source: 'bill',
      purchaseId: null,
      purchase: null,
      account: { _id: world.account['5202'], code: '5202', name: 'Showroom Rent' },
      amount: 12500,
      paidAmount: 0,
      remaining: 12500,
      remainingAmount: 12500,
      billDate: today(),
      dueDate: daysFrom(today(), 15),
      status: 'Pending',
      notes: 'November rent',
    });
    assert.equal(typeof journalEntry.entryNumber, 'number');
    assert.equal(await world.balanceOf('5202'), 12500);
    assert.equal(await world.balanceOf('2101'), -12500);
    assert.deepEqual((await app.request('GET', `/api/accounts/payables/${_id}`)).body, { success: true, data: rentBill });
    assert.equal((await supplierRow(rangs)).openPayableCount, 1);
    await world.booksAgree();
  });

  it('refuses a bill with the contract messages, appending nothing', async () => {
    await world.refused('POST', '/api/accounts/payables', {}, 400, 'Please select a supplier!', {
      supplier: 'Please select a supplier!',
      billNumber: 'Please enter a bill number!',
      amount: 'Please enter amount!',
      dueDate: 'Please select a due date!',
      account: 'Please select an account!',
    });
    await world.refused('POST', '/api/accounts/payables', bill({ amount: 0 }), 400, 'Amount must be greater than 0!', { amount: 'Amount must be greater than 0!' });
    await world.refused('POST', '/api/accounts/payables', bill({ account: world.account['1301'] }), 400, 'Stock enters through a purchase; choose another account', { account: 'Stock enters through a purchase; choose another account' });
    await world.refused('POST', '/api/accounts/payables', bill({ account: world.account['1101'] }), 400, 'Select an expense or asset account', { account: 'Select an expense or asset account' });
    await world.refused('POST', '/api/accounts/payables', bill({ account: world.account['4101'] }), 400, 'Select an expense or asset account', { account: 'Select an expense or asset account' });
    await world.refused('POST', '/api/accounts/payables', bill({ account: randomUUID() }), 400, 'Account not found', { account: 'Account not found' });
    await world.refused('POST', '/api/accounts/payables', bill({ billDate: today(), dueDate: daysFrom(today(), -1) }), 400, 'Due date cannot be before the bill date', { dueDate: 'Due date cannot be before the bill date' });
    await world.refused('POST', '/api/accounts/payables', bill({ billNumber: 'inv-2231' }), 409, 'Bill number inv-2231 is already used for Rangs Motors', { billNumber: 'Bill number inv-2231 is already used for Rangs Motors' });
    // Another supplier may use the same number.
    await world.ok('POST', '/api/accounts/payables', bill({ supplier: walton, billNumber: 'INV-2231' }));
  });

  it('memo and bill numbers are one series per supplier: a bill cannot take a purchase memo, nor a purchase a bill number', async () => {
    await world.ok('POST', '/api/purchases', { supplier: rangs, memoNumber: 'M-77', purchaseDate: today(), items: [{ product: helmet, quantity: 1, purchasePrice: 2000, salePrice: 3000 }], purchasePaymentMethod: cash });
    await world.refused('POST', '/api/accounts/payables', bill({ billNumber: 'm-77' }), 409, 'Bill number m-77 is already used for Rangs Motors', { billNumber: 'Bill number m-77 is already used for Rangs Motors' });
    await world.refused(
      'POST',
      '/api/purchases',
      { supplier: rangs, memoNumber: 'INV-2231', purchaseDate: today(), items: [{ product: helmet, quantity: 1, purchasePrice: 2000, salePrice: 3000 }], purchasePaymentMethod: cash },
      409,
      'Memo number INV-2231 is already used for Rangs Motors',
      { memoNumber: 'Memo number INV-2231 is already used for Rangs Motors' },
    );
  });

  it('pays part of a bill from a chosen cash account, refusing what the contract refuses', async () => {
    const path = `/api/accounts/payables/${rentBill._id}/payment`;
    await world.refused('POST', path, payment({ amount: 12500.01 }), 400, 'Amount must be between ৳0.01 and ৳12,500.00', { amount: 'Amount must be between ৳0.01 and ৳12,500.00' });
    await world.refused('POST', path, payment({ amount: 0 }), 400, 'Amount must be between ৳0.01 and ৳12,500.00');
    await world.refused('POST', path, {}, 400, 'Please enter amount!', { amount: 'Please enter amount!', paymentMethod: 'Please select a payment method!', paymentDate: 'Please select a payment date!' });
    await world.refused('POST', path, payment({ cashAccount: world.account['5202'] }), 400, 'Select a cash or bank account', { cashAccount: 'Select a cash or bank account' });
    await world.refused('POST', path, payment({ cashAccount: world.account['1201'] }), 400, 'Select a cash or bank account', { cashAccount: 'Select a cash or bank account' });
    await world.refused('POST', path, payment({ payableId: randomUUID() }), 400, 'The payable in the body is not the one in the path', { payableId: 'The payable in the body is not the one in the path' });
    await world.refused('POST', path, payment({ amount: 12500, cashAccount: world.account['1101'] }), 409, 'Cash in Hand has ৳12,000.00; this would take it to -৳500.00.');
    await world.refused('POST', `/api/accounts/payables/${randomUUID()}/payment`, payment(), 404, 'Payable not found');

    const paid = await app.request('POST', path, { body: payment({ amount: 5000, cashAccount: world.account['1101'], notes: 'First half', payableId: rentBill._id }) });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    assert.equal(paid.body.message, 'Payment processed successfully');
    const { payment: made, payable } = paid.body.data;
    assert.deepEqual({ ...made, _id: undefined, createdAt: undefined, journalEntry: undefined }, {
      _id: undefined,
      payableId: rentBill._id,
      amount: 5000,
      paymentDate: today(),
      paymentMethod: { _id: cash, name: 'Cash' },
      cashAccount: { _id: world.account['1101'], code: '1101', name: 'Cash in Hand' },
      notes: 'First half',
      transactionId: null,
      journalEntry: undefined,
      createdAt: undefined,
    });
    assert.equal(typeof made.journalEntry.entryNumber, 'number');
    assert.deepEqual([payable.status, payable.paidAmount, payable.remaining], ['Partial', 5000, 7500]);
    await world.booksAgree();
  });

  it('refuses changing or deleting a bill with payments; lists its payments newest first', async () => {
    await world.refused('PUT', `/api/accounts/payables/${rentBill._id}`, bill({ billNumber: 'INV-2231', amount: 13000 }), 409, 'A bill with payments cannot be changed');
    await world.refused('DELETE', `/api/accounts/payables/${rentBill._id}`, undefined, 409, 'A bill with payments cannot be deleted');
    await world.ok('POST', `/api/accounts/payables/${rentBill._id}/payment`, payment({ amount: 2500 }));
    const history = (await app.request('GET', `/api/accounts/payables/${rentBill._id}/payments`)).body.data;
    assert.deepEqual(history.payments.map((row: any) => row.amount), [2500, 5000]);
    assert.deepEqual(history.pagination, { total: 2, page: 1, limit: 10, pages: 1 });
    assert.equal(history.payable.remaining, 5000);
    const second = (await app.request('GET', `/api/accounts/payables/${rentBill._id}/payments?page=2&limit=1`)).body.data;
    assert.deepEqual(second.payments.map((row: any) => row.amount), [5000]);
    assert.equal((await app.request('GET', `/api/accounts/payables/${randomUUID()}/payments`)).status, 404);
  });

  it('pays a bill in full: Paid, and a further payment is refused', async () => {
    // Cash in Hand holds ৳4,500.00: the rest goes out of the bank, into overdraft once confirmed.
    const overdraft = await app.request('POST', `/api/accounts/payables/${rentBill._id}/payment`, { body: payment({ amount: 5000, cashAccount: world.account['1102'] }) });
    assert.equal(overdraft.status, 409);
    assert.deepEqual(Object.keys(overdraft.body.errors), ['allowOverdraft']);
    const paid = await world.ok('POST', `/api/accounts/payables/${rentBill._id}/payment`, payment({ amount: 5000, cashAccount: world.account['1102'], allowOverdraft: true }));
    assert.deepEqual([paid.payable.status, paid.payable.remaining], ['Paid', 0]);
    await world.refused('POST', `/api/accounts/payables/${rentBill._id}/payment`, payment({ amount: 1 }), 409, 'This payable is already paid');
    assert.equal((await supplierRow(rangs)).openPayableCount, 1, "the purchase's payable is still open; the paid bill is not");
    await world.booksAgree();
  });

  it('corrects and deletes a bill without payments, reversing its posting', async () => {
    const entered = await world.ok('POST', '/api/accounts/payables', bill({ supplier: walton, billNumber: 'W-9', amount: 800, account: world.account['5205'] }));
    const corrected = await world.ok('PUT', `/api/accounts/payables/${entered._id}`, bill({ supplier: walton, billNumber: 'W-9A', amount: 950, account: world.account['5207'], notes: 'Corrected' }));
    assert.deepEqual([corrected.billNumber, corrected.amount, corrected.account.code, corrected.notes], ['W-9A', 950, '5207', 'Corrected']);
    assert.notEqual(corrected.journalEntry._id, entered.journalEntry._id);
    assert.equal(await world.balanceOf('5205'), 0);
    assert.equal(await world.balanceOf('5207'), 950);
    const openBefore = (await supplierRow(walton)).openPayableCount;
    const deleted = await app.request('DELETE', `/api/accounts/payables/${entered._id}`);
    assert.deepEqual(deleted.body, { success: true, data: { _id: entered._id }, message: 'Bill deleted successfully' });
    assert.equal(await world.balanceOf('5207'), 0);
    assert.equal((await app.request('GET', `/api/accounts/payables/${entered._id}`)).status, 404);
    assert.equal((await supplierRow(walton)).openPayableCount, openBefore - 1);
    // Its number is free again.
    await world.ok('POST', '/api/accounts/payables', bill({ supplier: walton, billNumber: 'W-9A', amount: 10 }));
    await world.booksAgree();
  });

  it("sends a purchase's payable to its purchase", async () => {
    const purchasePayable = (await app.request('GET', '/api/accounts/payables?search=M-77')).body.data.payables[0];
    assert.equal(purchasePayable.source, 'purchase');
    const number = purchasePayable.purchase.purchaseNumber;
    assert.match(number, /^PUR-\d{6}$/);
    await world.refused('PUT', `/api/accounts/payables/${purchasePayable._id}`, bill({ billNumber: 'M-77' }), 409, `This payable belongs to purchase ${number}; change the purchase`);
    await world.refused('DELETE', `/api/accounts/payables/${purchasePayable._id}`, undefined, 409, `This payable belongs to purchase ${number}; change the purchase`);
  });

  it('lists with status computed against today (Overdue past due while something remains), filters, search, sort and a summary', async () => {
    const late = await world.ok('POST', '/api/accounts/payables', bill({ supplier: walton, billNumber: 'LATE-1', amount: 300, billDate: daysFrom(today(), -40), dueDate: daysFrom(today(), -10), notes: 'Transport' }));
    assert.equal(late.status, 'Overdue');
    const list = async (query: string) => (await app.request('GET', `/api/accounts/payables?${query}`)).body.data;
    const overdue = await list('status=Overdue');
    assert.deepEqual(overdue.payables.map((row: any) => row.billNumber), ['LATE-1']);
    assert.deepEqual(overdue.summary, { totalAmount: 300, totalPaid: 0, totalRemaining: 300, totalOverdue: 300, totalBilled: 300, totalBilledPaid: 0, totalPaidAtPurchase: 0 });
    assert.deepEqual((await list('status=Paid')).payables.map((row: any) => row.billNumber), ['INV-2231']);
    assert.ok((await list('status=Pending')).payables.every((row: any) => row.status === 'Pending'));
    assert.deepEqual((await list('search=transport')).payables.map((row: any) => row.billNumber), ['LATE-1']);
    assert.ok((await list(`supplier=${walton}`)).payables.every((row: any) => row.supplier._id === walton));
    const byAmount = (await list('sortBy=amount&sortOrder=desc')).payables.map((row: any) => row.amount);
    assert.deepEqual(byAmount, [...byAmount].sort((a, b) => b - a));
    assert.deepEqual((await list(`startDate=${daysFrom(today(), -11)}&endDate=${daysFrom(today(), -9)}`)).payables.map((row: any) => row.billNumber), ['LATE-1']);
    const all = await list('limit=100');
    assert.equal(all.summary.totalRemaining, Math.round(all.payables.reduce((sum: number, row: any) => sum + row.remaining * 100, 0)) / 100);
    await world.refused('GET', '/api/accounts/payables?status=Open', undefined, 400, 'status must be one of Pending, Partial, Paid, Overdue');
    await world.booksAgree();
  });

  it('names billed, paid and due in the summary: a purchase paid in part at once counts whole as billed, its part paid as paid', async () => {
    const summary = async (query = '') => (await app.request('GET', `/api/accounts/payables${query}`)).body.data.summary;
    const before = await summary();
    assert.equal(before.totalBilled - before.totalBilledPaid, before.totalRemaining);
    // ৳4,74,663 billed, ৳2,00,000 paid at the counter: the payable opens for ৳2,74,663.
    await world.ok('POST', '/api/accounts/owner/investment', { amount: 200000, date: today(), cashAccount: world.account['1101'], description: 'Capital for the Walton order' });
    await world.ok('POST', '/api/purchases', {
      supplier: walton,
      memoNumber: 'W-PART-1',
      purchaseDate: today(),
      items: [{ product: helmet, quantity: 1, purchasePrice: 474663, salePrice: 500000 }],
      purchasePaymentMethod: cash,
      paidAmount: 200000,
    });
    const after = await summary();
    const moved = (field: string) => Math.round((after[field] - before[field]) * 100) / 100;
    assert.deepEqual(
      { billed: moved('totalBilled'), paid: moved('totalBilledPaid'), paidAtPurchase: moved('totalPaidAtPurchase'), due: moved('totalRemaining'), payablesAmount: moved('totalAmount') },
      { billed: 474663, paid: 200000, paidAtPurchase: 200000, due: 274663, payablesAmount: 274663 },
    );
    // Filtered (summed in SQL over the rows) it says the same as the projector's totals.
    const searched = await summary('?search=W-PART-1');
    assert.deepEqual([searched.totalBilled, searched.totalBilledPaid, searched.totalPaidAtPurchase, searched.totalRemaining], [474663, 200000, 200000, 274663]);
    const all = await summary('?limit=100&sortBy=amount');
    assert.deepEqual([all.totalBilled, all.totalBilledPaid, all.totalRemaining], [after.totalBilled, after.totalBilledPaid, after.totalRemaining]);
  });
});
