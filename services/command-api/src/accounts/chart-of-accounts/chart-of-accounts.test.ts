import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { paymentMethodStream, uuidv7 } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('chart of accounts', () => {
  let app: TestApp;
  let accounts: any[];
  before(async () => {
    app = await startTestApp();
  });
  after(async () => app.close());

  it('starts empty and uninitialized', async () => {
    const { status, body } = await app.request('GET', '/api/accounts/chart-of-accounts');
    assert.equal(status, 200);
    assert.equal(body.data.summary.initialized, false);
    assert.deepEqual(body.data.chartOfAccounts, []);
  });

  it('initializes the standard chart of a motorcycle dealer', async () => {
    const { status, body } = await app.request('POST', '/api/accounts/initialize');
    assert.equal(status, 201);
    assert.equal(body.message, 'Chart of Accounts initialized successfully!');
    assert.equal(body.data.classes, 5);
    assert.ok(body.data.accounts >= 40);
    assert.equal(body.data.paymentMethods, 2);

    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    assert.equal(chart.body.data.summary.initialized, true);
    assert.deepEqual(chart.body.data.chartOfAccounts.map((glClass: any) => glClass.type), ['Asset', 'Liability', 'Equity', 'Revenue', 'Expense']);
    accounts = chart.body.data.accounts;
    const byCode = new Map(accounts.map((account) => [account.code, account]));
    assert.equal(byCode.get('1101').name, 'Cash in Hand');
    assert.equal(byCode.get('1101').glClassType, 'Asset');
    assert.equal(byCode.get('1101').integrationMappings.cashAccount, true);
    assert.equal(byCode.get('1102').name, 'Bank Account');
    assert.ok(accounts.some((account) => account.name.includes('Bad Debt') && account.glClassType === 'Expense'));
    for (const name of ['Retained Earnings', "Owner's Capital", "Owner's Drawings"]) {
      assert.equal(accounts.find((account) => account.name === name)?.glClassType, 'Equity', name);
    }
    for (const role of ['accountsReceivable', 'accountsPayable', 'customerDeposits', 'salesDiscounts', 'otherIncome', 'inventoryLoss', 'inventoryGain', 'badDebtExpense', 'retainedEarnings', 'sales.Motorcycle', 'costOfGoodsSold.Spare Parts', 'inventory.Accessories']) {
      assert.equal(accounts.filter((account) => account.systemRole === role).length, 1, role);
    }
    assert.equal(chart.body.data.summary.totalAccounts, accounts.length);
    assert.equal(chart.body.data.summary.totalBalance, 0);
    const groups = chart.body.data.chartOfAccounts.flatMap((glClass: any) => glClass.groups);
    assert.equal(groups.flatMap((group: any) => group.accounts).length, accounts.length);

    const methods = await app.request('GET', '/api/accounts/payment-methods?limit=50');
    const bookingMoney = methods.body.data.paymentMethods.find((method: any) => method.name === 'Booking Money');
    assert.equal(bookingMoney.account.name, 'Customer Deposits');
    const cash = methods.body.data.paymentMethods.find((method: any) => method.name === 'Cash');
    assert.equal(cash.account.code, '1101');
    assert.equal(cash.isDefault, true);
  });

  it('refuses a second initialize with a clear message and appends nothing', async () => {
    const before = await app.eventCount();
    const { status, body } = await app.request('POST', '/api/accounts/initialize');
    assert.equal(status, 409);
    assert.deepEqual(body, { success: false, message: 'The chart of accounts is already initialized' });
    assert.equal(await app.eventCount(), before);
  });

  it('creates a GL account with an opening balance that posts against Opening Balance Equity', async () => {
    const cashGroup = accounts.find((account) => account.code === '1101').glGroup;
    const created = await app.request('POST', '/api/accounts/gl-accounts', {
      body: { name: 'Dutch-Bangla Bank', code: '1102.01', glGroup: cashGroup, openingBalance: 125000.5, description: 'Current account', integrationMappings: { cashAccount: true }, bankDetails: { bankName: 'Dutch-Bangla Bank', accountNumber: '123-456' } },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.balance, 125000.5);
    assert.equal(created.body.data.openingBalance, 125000.5);
    assert.equal(created.body.data.glGroup.glClass.type, 'Asset');
    assert.deepEqual(created.body.data.bankDetails, { bankName: 'Dutch-Bangla Bank', accountNumber: '123-456' });

    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    const equity = chart.body.data.accounts.find((account: any) => account.systemRole === 'openingBalanceEquity');
    assert.equal(equity.balance, 125000.5);
    assert.equal(chart.body.data.summary.byType.Asset.balance, 125000.5);
    assert.equal(chart.body.data.summary.byType.Equity.balance, 125000.5);

    const search = await app.request('GET', '/api/accounts/gl-accounts?search=dutch');
    assert.equal(search.body.data.glAccounts.length, 1);
    assert.deepEqual(search.body.data.pagination, { total: 1, page: 1, limit: 10, pages: 1 });

    const refused = await app.request('DELETE', `/api/accounts/gl-accounts/${created.body.data._id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'Cannot delete an account with a nonzero balance');
  });

  it('refuses a duplicate account code and a system account deletion', async () => {
    const cashGroup = accounts.find((account) => account.code === '1101').glGroup;
    const duplicate = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Another cash', code: '1101', glGroup: cashGroup, openingBalance: 0 } });
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.body.message, 'Account code 1101 is already used');
    const system = accounts.find((account) => account.systemRole === 'retainedEarnings');
    const refused = await app.request('DELETE', `/api/accounts/gl-accounts/${system._id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'Retained Earnings is a system account and cannot be deleted');
  });

  it('creates, renames, lists and deletes classes, groups and accounts', async () => {
    const glClass = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Contra Assets', type: 'Asset' } });
    assert.equal(glClass.status, 201);
    const group = await app.request('POST', '/api/accounts/gl-groups', { body: { name: 'Depreciation', code: '19', glClass: glClass.body.data._id, section: 'fixed' } });
    assert.equal(group.status, 201);
    assert.equal(group.body.data.glClass.name, 'Contra Assets');
    const account = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'Accumulated Depreciation', code: '1901', glGroup: group.body.data._id, openingBalance: 0 } });
    assert.equal(account.status, 201);
    assert.equal(account.body.data.balance, 0);

    const classInUse = await app.request('DELETE', `/api/accounts/gl-classes/${glClass.body.data._id}`);
    assert.equal(classInUse.status, 409);
    assert.equal(classInUse.body.message, 'Cannot delete a GL class that still has groups');
    const groupInUse = await app.request('DELETE', `/api/accounts/gl-groups/${group.body.data._id}`);
    assert.equal(groupInUse.body.message, 'Cannot delete a GL group that still has accounts');

    const renamed = await app.request('PUT', `/api/accounts/gl-accounts/${account.body.data._id}`, { body: { name: 'Accumulated Depreciation - Equipment', code: '1902', glGroup: group.body.data._id, status: false } });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.data.code, '1902');
    assert.equal(renamed.body.data.status, false);
    // The old code is free again once the account moved off it.
    const groupsOfClass = await app.request('GET', `/api/accounts/gl-groups?glClass=${glClass.body.data._id}`);
    assert.equal(groupsOfClass.body.data.glGroups[0].accountCount, 1);

    assert.equal((await app.request('DELETE', `/api/accounts/gl-accounts/${account.body.data._id}`)).status, 200);
    assert.equal((await app.request('GET', `/api/accounts/gl-accounts/${account.body.data._id}`)).status, 404);
    assert.equal((await app.request('DELETE', `/api/accounts/gl-groups/${group.body.data._id}`)).status, 200);
    assert.equal((await app.request('DELETE', `/api/accounts/gl-classes/${glClass.body.data._id}`)).status, 200);
    const classes = await app.request('GET', '/api/accounts/gl-classes?search=contra');
    assert.equal(classes.body.data.pagination.total, 0);
  });

  it('validates GL forms with the spec messages', async () => {
    const account = await app.request('POST', '/api/accounts/gl-accounts', { body: { code: '', glGroup: 'nope', openingBalance: 'x' } });
    assert.equal(account.status, 400);
    assert.equal(account.body.errors.name, 'Please input the name!');
    assert.equal(account.body.errors.code, 'Please input the code!');
    assert.equal(account.body.errors.glGroup, 'Please select a GL Group!');
    assert.equal(account.body.errors.openingBalance, 'Please input the opening balance!');
    const threeDecimals = await app.request('POST', '/api/accounts/gl-accounts', { body: { name: 'x', code: '9999', glGroup: accounts[0].glGroup, openingBalance: 1.005 } });
    assert.equal(threeDecimals.status, 400);
    const glClass = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'X', type: 'Asset ' } });
    assert.equal(glClass.status, 400);
    assert.equal(glClass.body.errors.type, 'Please select the type!');
  });

  it('manages payment methods with details by type and a bounded processing fee', async () => {
    const bkash = accounts.find((account) => account.code === '1103');
    const fees = accounts.find((account) => account.systemRole === 'processingFees');
    const missingDetails = await app.request('POST', '/api/accounts/payment-methods', { body: { name: 'bKash', paymentAccount: 'bKash Merchant', account: bkash._id, type: 'Mobile Banking' } });
    assert.equal(missingDetails.status, 400);
    assert.equal(missingDetails.body.errors['details.mobileProvider'], 'Mobile provider must be one of bKash, Nagad, Rocket, Upay, SureCash');
    for (const processingFee of [100.01, -0.01]) {
      const refused = await app.request('POST', '/api/accounts/payment-methods', { body: { name: 'bKash', paymentAccount: 'bKash Merchant', account: bkash._id, type: 'Cash', processingFee } });
      assert.equal(refused.status, 400, String(processingFee));
      assert.equal(refused.body.errors.processingFee, 'Processing fee must be between 0 and 100 percent');
    }
    const events = await app.eventCount();
    const threeDecimals = await app.request('POST', '/api/accounts/payment-methods', { body: { name: 'bKash', paymentAccount: 'bKash Merchant', account: bkash._id, type: 'Cash', processingFee: 1.855 } });
    assert.equal(threeDecimals.status, 400);
    assert.equal(threeDecimals.body.errors.processingFee, 'Processing fee must be a percent with at most 2 decimals (e.g. 1.85)');
    assert.equal(await app.eventCount(), events, 'nothing appended');
    const created = await app.request('POST', '/api/accounts/payment-methods', {
      body: { name: 'bKash', paymentAccount: 'bKash Merchant 01711', account: bkash._id, type: 'Mobile Banking', processingFee: 1.85, processingFeeAccount: fees._id, details: { mobileProvider: 'bKash', accountNumber: '01711000000' } },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.processingFee, 1.85);
    assert.equal((await app.request('GET', `/api/accounts/payment-methods/${created.body.data._id}`)).body.data.processingFee, 1.85, '1.85 round-trips exactly');
    const updated = await app.request('PUT', `/api/accounts/payment-methods/${created.body.data._id}`, {
      body: { name: 'bKash', paymentAccount: 'bKash Merchant 01711', account: bkash._id, type: 'Mobile Banking', processingFee: 100, processingFeeAccount: fees._id, details: { mobileProvider: 'bKash', accountNumber: '01711000000' } },
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.data.processingFee, 100);
    const back = await app.request('PUT', `/api/accounts/payment-methods/${created.body.data._id}`, {
      body: { name: 'bKash', paymentAccount: 'bKash Merchant 01711', account: bkash._id, type: 'Mobile Banking', processingFee: 0.07, processingFeeAccount: fees._id, details: { mobileProvider: 'bKash', accountNumber: '01711000000' } },
    });
    assert.equal(back.body.data.processingFee, 0.07);
    assert.deepEqual(created.body.data.details, { mobileProvider: 'bKash', accountNumber: '01711000000' });
    assert.equal(created.body.data.processingFeeAccount.name, 'Payment Processing Fees');

    const card = await app.request('POST', '/api/accounts/payment-methods', { body: { name: 'City Bank POS', paymentAccount: 'POS', account: accounts.find((account) => account.code === '1105')._id, type: 'Card', details: { cardType: 'Visa' }, isDefault: true } });
    assert.equal(card.status, 201);
    const list = await app.request('GET', '/api/accounts/payment-methods');
    assert.equal(list.body.data.paymentMethods.filter((method: any) => method.isDefault).length, 1);
    assert.equal(list.body.data.paymentMethods[0].name, 'City Bank POS');

    const bookingMoney = list.body.data.paymentMethods.find((method: any) => method.name === 'Booking Money');
    const refused = await app.request('DELETE', `/api/accounts/payment-methods/${bookingMoney._id}`);
    assert.equal(refused.status, 409);
    const usedAccount = await app.request('DELETE', `/api/accounts/gl-accounts/${bkash._id}`);
    assert.equal(usedAccount.status, 409);
    assert.equal(usedAccount.body.message, 'bKash Account is a system account and cannot be deleted');
    assert.equal((await app.request('DELETE', `/api/accounts/payment-methods/${created.body.data._id}`)).status, 200);
  });

  it('reads a payment method written with the fee in tenths (schema version 1) as hundredths', async () => {
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const cash = accounts.find((account) => account.code === '1101');
    const paymentMethodId = uuidv7();
    const metadata = { userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
    const data = { paymentMethodId, name: 'Old Nagad', paymentAccount: 'Nagad', accountId: cash._id, type: 'Other', status: 'active', processingFeeTenths: 15, processingFeeAccountId: null, isDefault: false, details: {} };
    await store.append([{ stream: paymentMethodStream(paymentMethodId), expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: 'PaymentMethodCreated', data, metadata }] }]);
    let read: any;
    for (let attempt = 0; attempt < 100 && read?.status !== 200; attempt += 1) {
      read = await app.request('GET', `/api/accounts/payment-methods/${paymentMethodId}`);
      if (read.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(read.status, 200);
    assert.equal(read.body.data.processingFee, 1.5, '15 tenths are 150 hundredths: 1.5%');
    // The command side folds the same upcast event: renaming keeps the fee.
    const renamed = await app.request('PUT', `/api/accounts/payment-methods/${paymentMethodId}`, { body: { name: 'Nagad (old)', paymentAccount: 'Nagad', account: cash._id, type: 'Other', processingFee: 1.5 } });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.data.processingFee, 1.5);
    const events = await store.readStream(paymentMethodStream(paymentMethodId));
    assert.equal(events[0].data.processingFeeHundredths, 150);
    assert.equal(events[1].metadata.schemaVersion, 2, 'new events are written at version 2');
  });

  it('sums each class and says whether Assets = Liabilities + Equity + the profit not yet closed', async () => {
    const code = (value: string) => accounts.find((account) => account.code === value)._id;
    const post = (reference: string, debit: string, credit: string, amount: number) =>
      app.request('POST', '/api/accounts/journal-entries', {
        body: { date: '2026-01-15', reference, description: reference, status: 'Posted', lines: [{ account: code(debit), debit: amount, credit: 0 }, { account: code(credit), debit: 0, credit: amount }] },
      });
    assert.equal((await post('CAPITAL', '1102', '3101', 50000)).status, 201);
    assert.equal((await post('LOAN', '1102', '2501', 20000.5)).status, 201);
    assert.equal((await post('SALE', '1101', '4101', 12000.25)).status, 201);
    assert.equal((await post('RENT', '5202', '1101', 3000)).status, 201);
    const { summary } = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data;
    assert.deepEqual(
      Object.fromEntries(Object.entries(summary.byType).map(([type, totals]: [string, any]) => [type, totals.balance])),
      // The Dutch-Bangla Bank opened above with ৳1,25,000.50 against Opening Balance Equity.
      { Asset: 204001.25, Liability: 20000.5, Equity: 175000.5, Revenue: 12000.25, Expense: 3000 },
    );
    assert.deepEqual(summary.accountingEquation, { assets: 204001.25, liabilities: 20000.5, equity: 175000.5, unclosedProfit: 9000.25, difference: 0, balanced: true });
    assert.equal(summary.totalBalance, 204001.25 + 20000.5 + 175000.5 + 12000.25 + 3000, 'the old sum of every class, which means nothing');
  });
});
