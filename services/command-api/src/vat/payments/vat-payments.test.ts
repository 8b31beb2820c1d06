import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signedInUser } from '../../users/role-users';
import { months, vatWorld, type VatWorld } from '../vat-world.test-helper';

// Issue 24 item 4: VAT paid to the treasury (Dr VAT Payable / Cr the paying account), listed, and who may do it.
describe('/api/vat/payments', () => {
  let vat: VatWorld;
  let sales: string;
  let auditor: string;
  let accountant: string;
  const { previous, saleDay, today } = months();
  const payment = (fields: Record<string, unknown> = {}) => ({ period: previous, amount: 312.78, date: today, treasuryChallanNumber: 'TC-2026-00123', cashAccount: vat.world.account['1101'], ...fields });

  before(async () => {
    vat = await vatWorld(10);
    await vat.sell(saleDay); // VAT ৳312.78
    sales = (await signedInUser(vat.app, 'Sales')).token;
    auditor = (await signedInUser(vat.app, 'Auditor')).token;
    accountant = (await signedInUser(vat.app, 'Accountant')).token;
  });
  after(async () => vat.app.close());

  it("refuses a payment with the form's messages, and one the cash does not cover, appending nothing", async () => {
    await vat.world.refused('POST', '/api/vat/payments', {}, 400, 'Please select the month paid for', {
      period: 'Please select the month paid for',
      amount: 'Please enter amount',
      date: 'Please select date',
      treasuryChallanNumber: 'Please enter the treasury challan number',
      cashAccount: 'Please select the account paid from',
    });
    const balance = await vat.world.balanceOf('1101');
    const refused = await vat.world.refused('POST', '/api/vat/payments', payment({ amount: balance + 0.01 }), 409, `Cash in Hand has ৳${balance.toLocaleString('en-IN', { minimumFractionDigits: 2 })}; this would take it to -৳0.01.`);
    assert.ok(refused);
    await vat.world.refused('POST', '/api/vat/payments', payment({ period: '2026-13' }), 400, 'The VAT period must be a month written YYYY-MM (2026-11)', { period: 'The VAT period must be a month written YYYY-MM (2026-11)' });
    await vat.world.refused('POST', '/api/vat/payments', payment({ cashAccount: vat.world.account['5202'] }), 400, 'Showroom Rent is not an Asset account', { cashAccount: 'Showroom Rent is not an Asset account' });
  });

  it('records a payment: Dr VAT Payable / Cr Cash in Hand with its challan, listed (paged) and counted as paid in the return', async () => {
    const paid = await vat.world.ok('POST', '/api/vat/payments', payment());
    const { _id, createdAt, journalEntry, ...fields } = paid;
    assert.deepEqual(fields, { period: previous, date: today, amount: 312.78, treasuryChallanNumber: 'TC-2026-00123', cashAccount: { _id: vat.world.account['1101'], code: '1101', name: 'Cash in Hand' } });
    assert.deepEqual(await vat.entryLines(journalEntry._id), [['2103', 312.78, 0], ['1101', 0, 312.78]]);
    const list = (await vat.app.request('GET', '/api/vat/payments?limit=10')).body.data;
    assert.deepEqual([list.rows.length, list.rows[0]._id, list.pagination.total, list.totalAmount], [1, _id, 1, 312.78]);
    const figures = (await vat.app.request('GET', `/api/vat/returns/${previous}`)).body.data;
    assert.deepEqual([figures.netPayable, figures.paid, figures.balanceDue], [312.78, 312.78, 0]);
    assert.equal((await vat.world.balanceOf('2103')), 0, 'VAT Payable is cleared');
  });

  it('the health check finds VAT Payable and VAT Input Credit agreeing with the registers, returns and payments', async () => {
    const report = (await vat.app.request('GET', '/api/accounts/health-check')).body.data;
    const check = report.checks.find((entry: any) => entry.type === 'VAT Accounts');
    assert.equal(check.severity, 'High');
    assert.equal(check.passed, true, JSON.stringify(check));
    assert.equal(check.description, 'VAT accounts agree with the registers');
    assert.deepEqual([check.details.vatPayable, check.details.registerOutputVat, check.details.paid], [0, 312.78, 312.78]);
  });

  it('Accountants record payments; the Auditor reads only; Sales neither', async () => {
    const byAccountant = await vat.app.request('POST', '/api/vat/payments', { token: accountant, body: payment({ amount: 10, treasuryChallanNumber: 'TC-2' }) });
    assert.equal(byAccountant.status, 201, JSON.stringify(byAccountant.body));
    assert.equal((await vat.app.request('GET', '/api/vat/payments', { token: auditor })).body.data.pagination.total, 2);
    assert.equal((await vat.app.request('POST', '/api/vat/payments', { token: auditor, body: payment() })).status, 403);
    assert.equal((await vat.app.request('GET', '/api/vat/payments', { token: sales })).status, 403);
    assert.equal((await vat.app.request('POST', '/api/vat/payments', { token: sales, body: payment() })).status, 403);
  });
});
