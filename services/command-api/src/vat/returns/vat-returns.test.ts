import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { months, vatWorld, type VatWorld } from '../vat-world.test-helper';

// Issue 24 item 4: the month's return (Mushak-9.1 figures), its tie-out to the ledger, submitting it and the month's lock.
describe('/api/vat/returns', () => {
  let vat: VatWorld;
  const { previous, current, purchaseDay, saleDay, today } = months();
  const returnOf = async (period: string) => {
    const response = await vat.app.request('GET', `/api/vat/returns/${period}`);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.data;
  };

  before(async () => {
    vat = await vatWorld();
    // Input VAT: 4 brake pads at ৳250 with the supplier's Mushak-6.3 showing ৳150 of VAT at 15 %.
    await vat.world.ok('POST', '/api/purchases', {
      supplier: vat.supplier, memoNumber: 'M-1', purchaseDate: purchaseDay, supplierMushakNumber: '0042', supplierMushakDate: purchaseDay,
      items: [{ product: vat.brakePad, quantity: 4, purchasePrice: 250, salePrice: 1199, vatRate: 15, vat: 150 }],
      purchasePaymentMethod: vat.cash, paidAmount: 0,
    });
    // Output VAT: 2 brake pads at ৳1,199, VAT inside: ৳2,398 × 15 / 115 = ৳312.78 (half up), taxable ৳2,085.22.
    await vat.sell(saleDay);
  });
  after(async () => vat.app.close());

  it("answers the month's figures to the poisha after a sale at 15 %, tied out to VAT Payable and VAT Input Credit", async () => {
    const figures = await returnOf(previous);
    assert.deepEqual(
      [figures.period, figures.outputVat, figures.inputVat, figures.carriedForward, figures.offset, figures.netPayable, figures.creditToCarry, figures.paid],
      [previous, 312.78, 150, 0, 150, 162.78, 0, 0],
    );
    assert.deepEqual(figures.salesByRate, [{ ratePercent: 15, taxableValue: 2085.22, vat: 312.78 }]);
    assert.deepEqual([figures.exemptValue, figures.zeroRatedValue, figures.creditNotes, figures.debitNotes, figures.submitted], [0, 0, 0, 0, null]);
    assert.equal(figures.purchases.inputVatCredited, 150);
    assert.deepEqual(figures.tieOut, {
      outputVat: { register: 312.78, ledger: 312.78, difference: 0, agrees: true },
      inputVat: { register: 150, ledger: 150, difference: 0, agrees: true },
    });
    const empty = await returnOf(current);
    assert.deepEqual([empty.outputVat, empty.inputVat, empty.netPayable, empty.salesByRate, empty.ended], [0, 0, 0, [], false]);
  });

  it('refuses a period that is not a month of the books, saying why', async () => {
    for (const [period, message] of [
      ['2026-13', 'The VAT period must be a month written YYYY-MM (2026-11), not "2026-13"'],
      ['9999-01', "The VAT period 9999-01 is outside the books' years (2000-01 to 2099-12)"],
      ['november', 'The VAT period must be a month written YYYY-MM (2026-11), not "november"'],
    ]) {
      const response = await vat.app.request('GET', `/api/vat/returns/${period}`);
      assert.equal(response.status, 400, JSON.stringify(response.body));
      assert.equal(response.body.message, message);
    }
    const submitted = await vat.app.request('POST', '/api/vat/returns/2026-13/submit');
    assert.equal(submitted.status, 400);
  });

  it('refuses submitting a month that has not ended, appending nothing', async () => {
    const events = await vat.app.eventCount();
    const refused = await vat.app.request('POST', `/api/vat/returns/${current}/submit`);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.match(refused.body.message, new RegExp(`^The VAT return for ${current} can be submitted once the month has ended \\(after ${current}-\\d\\d\\); today is ${today}$`));
    assert.equal(await vat.app.eventCount(), events);
  });

  it("submits last month: the offset Dr VAT Payable / Cr VAT Input Credit on its last day; a second submission is 409", async () => {
    const response = await vat.app.request('POST', `/api/vat/returns/${previous}/submit`);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const figures = response.body.data;
    assert.equal(response.body.message, `VAT return for ${previous} submitted`);
    assert.deepEqual([figures.outputVat, figures.inputVat, figures.offset, figures.netPayable], [312.78, 150, 150, 162.78]);
    assert.ok(typeof figures.submitted.submittedBy === 'string' && figures.submitted.submittedBy.length > 0, 'names who submitted');
    assert.ok(!Number.isNaN(Date.parse(figures.submitted.submittedAt)));
    assert.deepEqual(await vat.entryLines(figures.submitted.journalEntryId), [['2103', 150, 0], ['1204', 0, 150]]);
    const entry = (await vat.app.request('GET', `/api/accounts/journal-entries/${figures.submitted.journalEntryId}`)).body.data;
    assert.equal(entry.date, figures.lastDay);
    const again = await vat.app.request('POST', `/api/vat/returns/${previous}/submit`);
    assert.equal(again.status, 409);
    assert.equal(again.body.message, `The VAT return for ${previous} is already submitted`);
    assert.deepEqual((await returnOf(previous)).submitted, figures.submitted);
  });

  it('then refuses an invoice with VAT dated in the submitted month, with the message; one dated this month is issued', async () => {
    const refused = await vat.app.request('POST', '/api/invoices', {
      body: { customer: vat.customer, date: saleDay, items: [{ product: vat.brakePad, quantity: 1, unitPrice: 1199 }], payments: [{ method: vat.cash, amount: 1199 }] },
    });
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.message, `The VAT return for ${previous} is submitted: an invoice with VAT cannot be dated in it; date it in a later month`);
    const sold = await vat.sell(today, 1);
    assert.equal(sold.vatTotal, 156.39);
    const figures = await returnOf(current);
    assert.deepEqual([figures.outputVat, figures.carriedForward, figures.netPayable], [156.39, 0, 156.39]);
    assert.equal((await returnOf(previous)).outputVat, 312.78, 'the submitted month keeps its figures');
  });

  it('the Sales role may not read or submit a return; the Auditor reads it only', async () => {
    const { signedInUser } = await import('../../users/role-users');
    const sales = (await signedInUser(vat.app, 'Sales')).token;
    const auditor = (await signedInUser(vat.app, 'Auditor')).token;
    assert.equal((await vat.app.request('GET', `/api/vat/returns/${previous}`, { token: sales })).status, 403);
    assert.equal((await vat.app.request('GET', `/api/vat/returns/${previous}`, { token: auditor })).status, 200);
    assert.equal((await vat.app.request('POST', `/api/vat/returns/${current}/submit`, { token: auditor })).status, 403);
  });
});
