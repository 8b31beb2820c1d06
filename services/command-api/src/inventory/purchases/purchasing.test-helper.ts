import assert from 'node:assert/strict';
import type { TestApp } from '../../test-support/test-app';
import { expectRefused } from '../../test-support/refusals';

/** Today in Asia/Dhaka (the books' day). */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
export const daysFrom = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface PurchasingWorld {
  /** Account ids by code. */
  account: Record<string, string>;
  /** Payment method ids by name. */
  method: Record<string, string>;
  supplier: (name: string, isActive?: boolean) => Promise<string>;
  product: (fields: { name: string; model?: string; type: 'Motorcycle' | 'Spare Parts' | 'Accessories'; salePrice: number; cost?: number; stock?: number; compatibility?: string[] }) => Promise<string>;
  vehicle: (name: string) => Promise<string>;
  /** The books agree with the registers: the trial balance balances, Accounts Payable is the open payables' remaining, the inventory accounts the stock value. */
  booksAgree: () => Promise<{ accountsPayable: number; inventory: number }>;
  /** A refused call: its status, message and field errors, and not one event appended. */
  refused: (method: string, path: string, body: unknown, status: number, message: string, errors?: Record<string, string>) => Promise<any>;
  /** A call that succeeds with `status`; its data. */
  ok: (method: string, path: string, body: unknown, status?: number) => Promise<any>;
  balanceOf: (code: string) => Promise<number>;
}

/** The chart initialized, the owner's capital in cash, and helpers to add suppliers and products. */
export async function purchasingWorld(app: TestApp, capital = 5_000_000): Promise<PurchasingWorld> {
  assert.equal((await app.request('POST', '/api/accounts/initialize')).status, 201);
  const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
  const account: Record<string, string> = {};
  for (const row of chart.body.data.accounts) account[row.code] = row._id;
  const methods = await app.request('GET', '/api/accounts/payment-methods?limit=100');
  const method: Record<string, string> = {};
  for (const row of methods.body.data.paymentMethods) method[row.name] = row._id;
  if (capital > 0) {
    const investment = await app.request('POST', '/api/accounts/owner/investment', { body: { amount: capital, date: today(), cashAccount: account['1101'], description: 'Capital' } });
    assert.equal(investment.status, 201, JSON.stringify(investment.body));
  }
  let serial = 0;
  const ok = async (method: string, path: string, body: unknown, status = method === 'POST' ? 201 : 200) => {
    const response = await app.request(method, path, { body });
    assert.equal(response.status, status, `${method} ${path}: ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  return {
    account,
    method,
    ok,
    async supplier(name, isActive = true) {
      serial += 1;
      const data = await ok('POST', '/api/suppliers', { name, contactPerson: 'Karim Ahmed', phone: `0171100000${serial}`, email: `orders${serial}@supplier.example`, address: 'Tejgaon, Dhaka', isActive });
      return data._id;
    },
    async product(fields) {
      const data = await ok('POST', '/api/products', { model: 'Standard', stock: 0, ...fields });
      return data._id;
    },
    async vehicle(name) {
      serial += 1;
      const data = await ok('POST', '/api/vehicles', { name, model: `V${serial}`, year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '150 cc', fuelType: 'Petrol' });
      return data._id;
    },
    async booksAgree() {
      const trial = (await app.request('GET', '/api/accounts/reports/trial-balance')).body.data;
      assert.equal(trial.isBalanced, true, 'the trial balance balances');
      const balance = (code: string) => {
        const row = trial.rows.find((candidate: { code: string }) => candidate.code === code);
        return row ? Math.round((row.debitBalance - row.creditBalance) * 100) : 0;
      };
      const payables = (await app.request('GET', '/api/accounts/payables?limit=1000')).body.data;
      const accountsPayable = -balance('2101') || 0; // never -0: strict equality tells it from 0
      assert.equal(accountsPayable, Math.round(payables.summary.totalRemaining * 100), "Accounts Payable equals the open payables' remaining");
      const products = (await app.request('GET', '/api/products?includeInventoryValue=true&limit=1000')).body.data;
      const inventory = balance('1301') + balance('1302') + balance('1303');
      assert.equal(inventory, Math.round(products.totals.inventoryValue * 100), 'the inventory accounts equal the stock value');
      return { accountsPayable: accountsPayable / 100, inventory: inventory / 100 };
    },
    refused: (method, path, body, status, message, errors) => expectRefused(app, method, path, { body }, status, message, errors),
    async balanceOf(code) {
      const trial = await app.request('GET', '/api/accounts/reports/trial-balance');
      const row = trial.body.data.rows.find((candidate: { code: string }) => candidate.code === code);
      return row ? Math.round((row.debitBalance - row.creditBalance) * 100) / 100 : 0;
    },
  };
}
