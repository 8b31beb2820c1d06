import assert from 'node:assert/strict';
import type { TestApp } from '../../test-support/test-app';

/**
 * A small known history for the report tests: three products (a spare part and an accessory with
 * opening stock on 2026-01-05, a motorcycle), a purchase on 2026-01-12 (5 brake pads and one
 * motorcycle unit, on credit), and stock adjustments inside the period 2026-01-10..2026-01-31 and
 * one after it (2026-02-05).
 *
 * | product | now | end of period | start | units in | units out (stock_out) | turnover |
 * | Brake Pad (Spare Parts, reorder 5) | 9 | 11 | 10 | 5 | 3 | 3 / 10.5 = 0.29 |
 * | Helmet (Accessories, reorder 5)    | 4 | 4  | 2  | 2 | 0 | 0 |
 * | FZ-S V3 (Motorcycle, reorder 5)    | 1 | 1  | 0  | 1 | 0 | 0 |
 *
 * By value: the motorcycle (250,000), the helmets (6,200), the brake pads (9 at the average of
 * 6,000 + 3,200 over 15, less what left at it).
 */
export const PERIOD = { startDate: '2026-01-10', endDate: '2026-01-31' };

export interface ReportHistory {
  account: Record<string, string>;
  supplier: string;
  pad: string;
  helmet: string;
  bike: string;
}

export async function buildReportHistory(app: TestApp): Promise<ReportHistory> {
  const call = async (method: string, path: string, body: object, status = 201) => {
    const response = await app.request(method, path, { body });
    assert.equal(response.status, status, `${method} ${path}: ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  await call('POST', '/api/accounts/initialize', {});
  const account: Record<string, string> = {};
  for (const row of (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts) account[row.code] = row._id;
  const vehicle = await call('POST', '/api/vehicles', { name: 'Yamaha FZ-S', model: 'V3 ABS', year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '150 cc', fuelType: 'Petrol' });
  const supplier = (await call('POST', '/api/suppliers', { name: 'Rangs Motors', contactPerson: 'Karim Ahmed', phone: '01711000000', email: 'orders@rangs.example', address: 'Tejgaon, Dhaka' }))._id;
  const method = (await call('POST', '/api/accounts/payment-methods', { name: 'Counter Cash', paymentAccount: 'Counter Cash', account: account['1101'], type: 'Cash' }))._id;

  const product = (body: object) => call('POST', '/api/products', { reorderLevel: 5, reorderQuantity: 20, supplier, ...body }).then((data) => data._id as string);
  const pad = await product({ name: 'Brake Pad', model: 'FZ-S Front', type: 'Spare Parts', sku: 'BP-FZ-01', compatibility: [vehicle._id], salePrice: 900, cost: 600, stock: 10, date: '2026-01-05' });
  const helmet = await product({ name: 'Helmet', model: 'Full Face', type: 'Accessories', sku: 'HL-FF-01', salePrice: 2500, cost: 1500, stock: 2, date: '2026-01-05' });
  const bike = await product({ name: 'FZ-S V3', model: 'ABS', type: 'Motorcycle', sku: 'FZS-V3', salePrice: 300000, cost: 0, stock: 0 });

  await call('POST', '/api/purchases', {
    supplier,
    memoNumber: 'M-1',
    purchaseDate: '2026-01-12',
    items: [
      { product: pad, quantity: 5, purchasePrice: 640, salePrice: 900 },
      { product: bike, quantity: 1, purchasePrice: 250000, salePrice: 300000, units: [{ chassisNo: 'CH-0001', engineNo: 'EN-0001', color: 'Blue' }] },
    ],
    purchasePaymentMethod: method,
  });

  const adjust = (id: string, body: object) => call('PATCH', `/api/products/${id}/stock`, body, 200);
  await adjust(pad, { adjustmentType: 'stock_out', stockChange: -3, reason: 'Workshop use', adjustmentDate: '2026-01-15' });
  await adjust(pad, { adjustmentType: 'damaged', stockChange: -1, reason: 'Cracked', adjustmentDate: '2026-01-20' });
  await adjust(helmet, { adjustmentType: 'stock_in', stockChange: 2, unitCost: 1600, reason: 'Restock', reference: 'GRN-7', adjustmentDate: '2026-01-22' });
  await adjust(pad, { adjustmentType: 'stock_out', stockChange: -2, reason: 'Workshop use', adjustmentDate: '2026-02-05' });
  return { account, supplier, pad, helmet, bike };
}

/**
 * The motorcycle's movements in the period, as its own movement history lists them: its unit
 * entering on the purchase (one row), so that these reports are checked against the product's
 * own history.
 */
export async function motorcycleMovementsInPeriod(app: TestApp, bike: string): Promise<number> {
  const response = await app.request('GET', `/api/products/${bike}/stock-movements?startDate=${PERIOD.startDate}&endDate=${PERIOD.endDate}&limit=100`);
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.deepEqual(response.body.data.movements.map((row: { type: string; reference: string }) => [row.type, row.reference]), [['purchase', 'CH-0001']], "the unit's purchase is its movement");
  return response.body.data.pagination.total;
}
