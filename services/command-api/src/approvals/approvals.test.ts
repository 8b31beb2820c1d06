import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { purchasingWorld, today, type PurchasingWorld } from '../inventory/purchases/purchasing.test-helper';
import { signedInUser } from '../users/role-users';
import { COST_KEYS } from '../platform/cost-fields';
import { VOID_REQUESTED_MESSAGE } from './approval-gate';

/** Every key anywhere in an answer. */
const keysIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(keysIn) : value && typeof value === 'object' ? Object.entries(value).flatMap(([key, item]) => [key, ...keysIn(item)]) : [];

describe('approvals: the Sales role sees prices not costs; its voids and big discounts wait for an approval (issue 23, item 11)', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let sales: string;
  let accountant: string;
  let customer: string;
  let helmet: string;
  let fz: string;
  let unitId: string;
  let cash: string;

  const as = (token: string | undefined, method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const stockOf = async (id: string) => (await app.request('GET', `/api/products/${id}`)).body.data.stock;
  const invoiceOf = async (id: string) => (await app.request('GET', `/api/invoices/${id}`)).body.data.invoice;
  /** Each account's balance (debit − credit) in poisha, by code. */
  const balances = async () => {
    const trial = (await app.request('GET', '/api/accounts/reports/trial-balance')).body.data;
    assert.equal(trial.isBalanced, true, 'the trial balance balances');
    return Object.fromEntries(trial.rows.map((row: { code: string; debitBalance: number; creditBalance: number }) => [row.code, Math.round((row.debitBalance - row.creditBalance) * 100)]).filter(([, value]: [string, number]) => value !== 0));
  };
  const helmetSale = (fields: Record<string, unknown> = {}) => ({ customer, items: [{ product: helmet, quantity: 1, unitPrice: 3500 }], payments: [{ method: cash, amount: 3500 }], ...fields });
  const issued = async (fields: Record<string, unknown> = {}) => world.ok('POST', '/api/invoices', helmetSale(fields));

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 500_000);
    cash = world.method.Cash;
    sales = (await signedInUser(app, 'Sales')).token;
    accountant = (await signedInUser(app, 'Accountant')).token;
    customer = (await world.ok('POST', '/api/customers', { name: 'Karim Uddin', phone: '01711000001', address: 'Mirpur, Dhaka' }))._id;
    helmet = await world.product({ name: 'Helmet', type: 'Accessories', salePrice: 3500, cost: 2500, stock: 10 });
    fz = await world.product({ name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000 });
    unitId = (await world.ok('POST', '/api/products/motorcycles', { status: 'Available', color: 'Blue', productId: fz, chassisNo: 'CH-AP-1', engineNo: 'EN-AP-1', purchasePrice: 180000 }))._id;
  });
  after(async () => app.close());

  it('answers the Sales role with sale prices and stock but no cost, margin or stock value; refuses it purchases, payables and the cash position', async () => {
    const product = (await as(sales, 'GET', `/api/products/${helmet}`)).body.data;
    assert.equal(product.salePrice, 3500);
    assert.equal(product.stock, 10);
    const answers = [
      product,
      (await as(sales, 'GET', '/api/products?includeInventoryValue=true')).body.data,
      (await as(sales, 'GET', `/api/products/motorcycles/${unitId}`)).body.data,
      (await as(sales, 'GET', '/api/products/motorcycles')).body.data,
      (await as(sales, 'GET', `/api/products/${helmet}/stock-movements`)).body.data,
      (await as(sales, 'GET', '/api/products/reports/inventory')).body.data,
      (await as(sales, 'GET', '/api/dashboard/metrics/inventory')).body.data,
    ];
    for (const answer of answers) assert.deepEqual(keysIn(answer).filter((key) => COST_KEYS.has(key)), [], JSON.stringify(answer));
    const overview = (await as(sales, 'GET', '/api/dashboard/overview')).body.data;
    assert.equal(overview.financial, undefined, 'no cash, receivables or payables');
    assert.ok(overview.inventory.categoryBreakdown.every((row: object) => !('value' in row)), 'no stock value by type');
    for (const path of ['/api/purchases', '/api/accounts/payables', '/api/accounts/money-accounts', '/api/dashboard/metrics/cash', '/api/products/reports/valuation']) {
      assert.equal((await as(sales, 'GET', path)).status, 403, path);
    }
    // The Administrator and the Accountant still see costs.
    assert.equal((await app.request('GET', `/api/products/${helmet}`)).body.data.cost, 2500);
    assert.equal((await as(accountant, 'GET', `/api/products/motorcycles/${unitId}`)).body.data.purchasePrice, 180000);
  });

  it("answers the Sales role a product's price history with its sale price changes only: no cost change, purchase, margin or value", async () => {
    const lube = await world.product({ name: 'Chain Lube', type: 'Accessories', salePrice: 600, cost: 400, stock: 5 });
    const supplier = await world.supplier('Lube House');
    await world.ok('POST', '/api/purchases', {
      supplier, memoNumber: 'M-LUBE-1', purchaseDate: today(), items: [{ product: lube, quantity: 10, purchasePrice: 420, salePrice: 600 }], purchasePaymentMethod: cash, paidAmount: 4200, total: 4200,
    });
    await world.ok('PUT', `/api/products/${lube}`, { salePrice: 650 });
    const full = (await as(accountant, 'GET', `/api/products/${lube}/price-history`)).body.data;
    assert.ok(full.priceHistory.some((row: { priceType: string }) => row.priceType === 'cost'), 'the books see the cost changes');
    assert.equal(full.purchaseHistory.length, 1);
    assert.equal(full.analytics.averagePurchasePrice, 420);

    const answer = await as(sales, 'GET', `/api/products/${lube}/price-history`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const seen = answer.body.data;
    const salePrices = (rows: { priceType: string; price: number }[]) => rows.filter((row) => row.priceType === 'salePrice').map((row) => [row.priceType, row.price]);
    assert.deepEqual(seen.priceHistory.map((row: { priceType: string; price: number }) => [row.priceType, row.price]), salePrices(full.priceHistory));
    assert.ok(seen.priceHistory.some((row: { price: number }) => row.price === 650), JSON.stringify(seen.priceHistory));
    assert.equal(seen.purchaseHistory, undefined, 'no purchase lines');
    assert.deepEqual(seen.analytics, { priceChangeCount: seen.priceHistory.length }, 'no trend, margin, stock value or purchase price');
    assert.deepEqual(Object.keys(seen.product).sort(), ['_id', 'currentSalePrice', 'model', 'name', 'sku', 'stock', 'type']);
    assert.deepEqual(keysIn(seen).filter((key) => COST_KEYS.has(key)), []);
  });

  it("holds a Sales user's void for an approval (202, nothing voided); approving it voids the invoice and takes back every posting to the poisha", async () => {
    const before = await balances();
    const invoice = await issued();
    assert.equal(await stockOf(helmet), 9);
    const requested = await as(sales, 'DELETE', `/api/invoices/${invoice._id}?reason=${encodeURIComponent('Customer changed his mind')}`);
    assert.equal(requested.status, 202, JSON.stringify(requested.body));
    assert.equal(requested.body.message, VOID_REQUESTED_MESSAGE);
    assert.equal(requested.body.data.status, 'Pending');
    const { approvalId } = requested.body.data;
    assert.equal((await invoiceOf(invoice._id)).status, 'Issued', 'nothing voided yet');
    assert.equal(await stockOf(helmet), 9);

    const own = (await as(sales, 'GET', '/api/approvals')).body.data;
    assert.deepEqual(own.approvals.map((row: { _id: string; status: string }) => [row._id, row.status]), [[approvalId, 'Pending']], 'the salesperson reads the request they asked for');
    const onInvoice = (await as(sales, 'GET', `/api/invoices/${invoice._id}/approvals`)).body.data.approvals;
    assert.deepEqual(onInvoice.map((row: { _id: string; status: string }) => [row._id, row.status]), [[approvalId, 'Pending']], 'the salesperson sees the request on the invoice');
    assert.equal((await as(sales, 'POST', `/api/approvals/${approvalId}/approve`)).status, 403);
    const pending = (await as(accountant, 'GET', '/api/approvals?status=Pending')).body.data;
    const listed = pending.approvals.find((row: { _id: string }) => row._id === approvalId);
    assert.equal(listed.kind, 'VoidInvoice');
    assert.equal(listed.reason, 'Customer changed his mind');
    assert.equal(listed.invoice, invoice._id);
    assert.ok(pending.pendingCount >= 1);

    const approved = await as(accountant, 'POST', `/api/approvals/${approvalId}/approve`);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.data.approval.status, 'Approved');
    assert.equal((await invoiceOf(invoice._id)).status, 'Voided');
    assert.equal(await stockOf(helmet), 10);
    assert.deepEqual(await balances(), before, 'the sale, its payment and its cost of goods are all taken back');

    const again = await as(accountant, 'POST', `/api/approvals/${approvalId}/approve`);
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'This request was already approved');
  });

  it('rejecting a void changes nothing but the request, which cannot then be approved', async () => {
    const invoice = await issued();
    const { approvalId } = (await as(sales, 'DELETE', `/api/invoices/${invoice._id}`)).body.data;
    assert.equal((await as(accountant, 'POST', `/api/approvals/${approvalId}/reject`, {})).status, 400, 'a rejection says why');
    const rejected = await as(accountant, 'POST', `/api/approvals/${approvalId}/reject`, { reason: 'The customer took the helmet' });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.data.approval.status, 'Rejected');
    assert.equal(rejected.body.data.approval.rejectReason, 'The customer took the helmet');
    assert.equal((await invoiceOf(invoice._id)).status, 'Issued');
    assert.equal((await as(accountant, 'POST', `/api/approvals/${approvalId}/approve`)).status, 409);
  });

  it("refuses to approve the void of an invoice voided or paid since it was asked for, saying why; an Administrator's own void goes through at once", async () => {
    const invoice = await issued();
    const { approvalId } = (await as(sales, 'DELETE', `/api/invoices/${invoice._id}`)).body.data;
    const voided = await app.request('DELETE', `/api/invoices/${invoice._id}`);
    assert.equal(voided.status, 200, 'the Administrator voids at once');
    assert.equal(voided.body.data.status, 'Voided');
    const refused = await as(accountant, 'POST', `/api/approvals/${approvalId}/approve`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'This invoice is voided');
    assert.equal((await as(accountant, 'GET', `/api/approvals/${approvalId}`)).body.data.approval.status, 'Pending');

    const onCredit = await issued({ payments: [] });
    const second = (await as(sales, 'DELETE', `/api/invoices/${onCredit._id}`)).body.data.approvalId;
    await world.ok('POST', `/api/invoices/${onCredit._id}/payments`, { payments: [{ method: cash, amount: 500 }] });
    const changed = await as(accountant, 'POST', `/api/approvals/${second}/approve`);
    assert.equal(changed.status, 409);
    assert.match(changed.body.message, /changed since the void was asked for/);
  });

  it('lets a Sales user read only the requests they asked for, with their status and the approver\'s reason; the approvers see them all', async () => {
    const other = (await signedInUser(app, 'Sales', { name: 'Other Salesperson' })).token;
    const mine = await issued();
    const theirs = await issued();
    const myVoid = (await as(sales, 'DELETE', `/api/invoices/${mine._id}?reason=${encodeURIComponent('Wrong helmet')}`)).body.data.approvalId;
    const theirVoid = (await as(other, 'DELETE', `/api/invoices/${theirs._id}`)).body.data.approvalId;
    const held = await as(sales, 'POST', '/api/invoices', helmetSale({ discountType: 'percentage', discountValue: 30, payments: [{ method: cash, amount: 2450 }] }));
    assert.equal(held.status, 202, JSON.stringify(held.body));
    const myDiscount = held.body.data.approvalId;
    assert.equal((await as(accountant, 'POST', `/api/approvals/${myVoid}/reject`, { reason: 'The customer kept the helmet' })).status, 200);

    const listOf = async (token: string | undefined, query = '') => (await as(token, 'GET', `/api/approvals${query}`)).body.data;
    const seen = await listOf(sales, '?limit=100');
    const ids = seen.approvals.map((row: { _id: string }) => row._id);
    assert.ok(ids.includes(myVoid) && ids.includes(myDiscount), 'both of their requests, the void and the discount');
    assert.equal(ids.includes(theirVoid), false, "another salesperson's request is not theirs to read");
    assert.ok(seen.approvals.every((row: { requestedBy: { name: string } }) => row.requestedBy.name === 'Sales user'), JSON.stringify(seen.approvals));
    const rejected = seen.approvals.find((row: { _id: string }) => row._id === myVoid);
    assert.deepEqual([rejected.status, rejected.rejectReason, rejected.decidedBy?.name], ['Rejected', 'The customer kept the helmet', 'Accountant user']);
    assert.deepEqual((await listOf(sales, '?status=Pending&limit=100')).approvals.map((row: { _id: string }) => row._id).includes(theirVoid), false);
    assert.equal(seen.pendingCount, (await listOf(sales, '?status=Pending&limit=100')).approvals.length, 'their own pending requests');
    assert.deepEqual((await listOf(other, '?limit=100')).approvals.map((row: { _id: string }) => row._id), [theirVoid]);
    // One request: their own, else not found.
    assert.equal((await as(sales, 'GET', `/api/approvals/${myDiscount}`)).body.data.approval.status, 'Pending');
    assert.equal((await as(sales, 'GET', `/api/approvals/${theirVoid}`)).status, 404);
    // The approvers (and the Auditor) read every request.
    const all = (await listOf(accountant, '?limit=100')).approvals.map((row: { _id: string }) => row._id);
    assert.ok([myVoid, theirVoid, myDiscount].every((id) => all.includes(id)));
    assert.equal((await as(accountant, 'GET', `/api/approvals/${theirVoid}`)).status, 200);
    assert.equal((await as(sales, 'POST', `/api/approvals/${myDiscount}/approve`)).status, 403, 'reading is not deciding');
  });

  it("holds a Sales user's invoice discounted above the settings' limit (202, not issued); approving it issues it as asked; a smaller discount is issued at once", async () => {
    const count = async () => (await app.request('GET', '/api/invoices')).body.data.pagination.total;
    const invoicesBefore = await count();
    const held = await as(sales, 'POST', '/api/invoices', helmetSale({ discountType: 'percentage', discountValue: 15, payments: [{ method: cash, amount: 2975 }] }));
    assert.equal(held.status, 202, JSON.stringify(held.body));
    assert.equal(held.body.data.status, 'Pending');
    assert.equal(await count(), invoicesBefore, 'not issued');
    const request = (await as(accountant, 'GET', `/api/approvals/${held.body.data.approvalId}`)).body.data.approval;
    assert.equal(request.kind, 'IssueInvoice');
    assert.equal(request.discountPercent, 15);
    assert.equal(request.total, 2975);

    const approved = await as(accountant, 'POST', `/api/approvals/${held.body.data.approvalId}/approve`);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const invoice = await invoiceOf(request.invoice);
    assert.equal(invoice.discount, 525);
    assert.equal(invoice.totalAmount, 2975);
    assert.equal(await count(), invoicesBefore + 1);

    const small = await as(sales, 'POST', '/api/invoices', helmetSale({ discountType: 'percentage', discountValue: 5, payments: [{ method: cash, amount: 3325 }] }));
    assert.equal(small.status, 201, JSON.stringify(small.body));
    const adminBig = await app.request('POST', '/api/invoices', { body: helmetSale({ discountType: 'percentage', discountValue: 20, payments: [{ method: cash, amount: 2800 }] }) });
    assert.equal(adminBig.status, 201, "an Administrator's discount is its own approval");

    await world.ok('PUT', '/api/settings', { businessName: 'Dhaka Motors', discountApprovalAbovePercent: 25 }, 200);
    const underNewLimit = await as(sales, 'POST', '/api/invoices', helmetSale({ discountType: 'percentage', discountValue: 20, payments: [{ method: cash, amount: 2800 }] }));
    assert.equal(underNewLimit.status, 201, 'the limit is the settings’');
  });
});
