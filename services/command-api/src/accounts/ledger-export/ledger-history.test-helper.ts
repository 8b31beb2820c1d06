import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import type { TestApp } from '../../test-support/test-app';
import { daysFrom, purchasingWorld, today, type PurchasingWorld } from '../../inventory/purchases/purchasing.test-helper';

/**
 * Test support for the auditor's pack (issue 28): a small history through the API (the chart,
 * capital, an account with a Bengali name, a product with stock, an invoice with a due and a
 * payment on it, an expense, a transfer, a back-dated entry and a reversal), and the external
 * tools that check the exports.
 */
export async function smallHistory(app: TestApp): Promise<PurchasingWorld & { periodStart: string }> {
  const world = await purchasingWorld(app, 500_000);
  const { account, ok } = world;
  const groupOfCash = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts.find((row: any) => row.code === '1101').glGroup;
  const drawer = (await ok('POST', '/api/accounts/gl-accounts', { name: 'ক্যাশ ড্রয়ার (কাউন্টার): দোকান', code: '1101.70', glGroup: groupOfCash, openingBalance: 0 }))._id;
  // Before the period: a back-dated entry, which the opening transaction carries.
  await ok('POST', '/api/accounts/journal-entries', {
    date: daysFrom(today(), -40), reference: 'FLOAT-1', description: 'Float for the counter drawer\nsecond line', status: 'Posted',
    lines: [{ account: drawer, debit: 2500.5, credit: 0 }, { account: account['3101'], debit: 0, credit: 2500.5 }],
  });
  // In the period: an entry and its reversal, an expense, a transfer, an invoice and a payment on it.
  const adjustment = await ok('POST', '/api/accounts/journal-entries', {
    date: daysFrom(today(), -6), reference: 'ADJ; "old"', description: 'Drawer top-up', status: 'Posted',
    lines: [{ account: drawer, debit: 100, credit: 0 }, { account: account['3101'], debit: 0, credit: 100 }],
  });
  await ok('POST', `/api/accounts/journal-entries/${adjustment._id}/reverse`, { date: daysFrom(today(), -3) }, 200);
  await ok('POST', '/api/accounts/expenses', { expenseAccount: account['5203'], amount: 123.45, date: today(), description: 'Tea: for the staff', cashAccount: account['1101'] });
  await ok('POST', '/api/accounts/transfers', { from: account['1101'], to: account['1102'], amount: 10_000.01, date: today() });
  const customer = (await ok('POST', '/api/customers', { name: 'Karim Uddin', phone: '01711000001', address: 'Mirpur, Dhaka' }))._id;
  const helmet = await world.product({ name: 'Helmet', type: 'Accessories', salePrice: 3500, cost: 2500, stock: 4 });
  const invoice = await ok('POST', '/api/invoices', { customer, items: [{ product: helmet, quantity: 2, unitPrice: 3500, total: 7000 }], payments: [{ method: world.method.Cash, amount: 3000 }] });
  await ok('POST', `/api/invoices/${invoice._id}/payments`, { payments: [{ method: world.method.Cash, amount: 1999.99 }] });
  return { ...world, periodStart: daysFrom(today(), -10) };
}

/** Runs an external checker; a missing one fails the test with how to install it (never a silent skip). */
export function runTool(command: string, args: string[], cwd?: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd, maxBuffer: 64 * 1024 * 1024 });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    assert.fail(`${command} is not installed: install Debian's hledger and beancount (apt-get install -y hledger beancount; .ci/run does it)`);
  }
  assert.ifError(result.error);
  return result;
}

/** `hledger balance` as poisha by account code (the leaf of `Root:Group:<code> <name>`); asserts the journal and its balance assertions hold. */
export function hledgerBalances(file: string): Map<string, number> {
  const result = runTool('hledger', ['-f', file, 'balance', '--flat', '-N', '-O', 'csv']);
  assert.equal(result.status, 0, `hledger refused the journal:\n${result.stderr}`);
  const balances = new Map<string, number>();
  for (const line of result.stdout.trim().split('\n').slice(1)) {
    const [name, amount] = JSON.parse(`[${line}]`) as [string, string];
    const leaf = name.split(':').at(-1)!;
    const poisha = Math.round(Number(amount.replace(/ BDT$/, '').replace(/,/g, '')) * 100);
    balances.set(name.startsWith('Equity:Opening-Balances') ? 'opening' : leaf.split(' ')[0], poisha);
  }
  return balances;
}

/** The app's trial balance as of a day: net debit in poisha by account code, accounts with a balance only. */
export async function trialBalanceByCode(app: TestApp, asOfDate: string): Promise<Map<string, number>> {
  const trial = await app.request('GET', `/api/accounts/reports/trial-balance?asOfDate=${asOfDate}`);
  assert.equal(trial.status, 200);
  assert.equal(trial.body.data.isBalanced, true);
  return new Map(trial.body.data.rows.map((row: any) => [row.code, Math.round(row.debitBalance * 100) - Math.round(row.creditBalance * 100)]));
}
