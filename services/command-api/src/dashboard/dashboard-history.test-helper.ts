import type { TestApp } from '../test-support/test-app';
import { daysFrom, purchasingWorld, today, type PurchasingWorld } from '../inventory/purchases/purchasing.test-helper';

export interface DashboardHistory {
  world: PurchasingWorld;
  karim: string;
  rahim: string;
  helmet: string;
  brakePad: string;
  chainLube: string;
}

/**
 * A small known day of business, all dated today: ৳500,000 of capital in cash; three products
 * brought in as opening stock (Chain Lube under its reorder level); Karim buys 2 helmets for
 * ৳7,000 paid in cash, Rahim a brake pad for ৳1,200 paying ৳200 (৳1,000 due); Karim books a
 * motorcycle with ৳10,000; a ৳12,500 rent bill due in 3 days; one draft journal entry.
 */
export async function dashboardHistory(app: TestApp): Promise<DashboardHistory> {
  const world = await purchasingWorld(app, 500_000);
  const cash = world.method.Cash;
  const customer = async (name: string, phone: string) => (await world.ok('POST', '/api/customers', { name, phone }))._id as string;
  const karim = await customer('Karim Uddin', '01711000001');
  const rahim = await customer('Rahim Mia', '01811000002');
  const vehicle = await world.vehicle('Yamaha FZ-S');
  const product = async (name: string, type: 'Spare Parts' | 'Accessories', salePrice: number, cost: number, stock: number, reorderLevel: number) =>
    (await world.ok('POST', '/api/products', { name, model: 'Standard', type, salePrice, cost, stock, reorderLevel, ...(type === 'Spare Parts' ? { compatibility: [vehicle] } : {}) }))._id as string;
  const helmet = await product('Helmet', 'Accessories', 3500, 2500, 4, 1);
  const brakePad = await product('Brake Pad', 'Spare Parts', 1200, 800, 10, 2);
  const chainLube = await product('Chain Lube', 'Accessories', 500, 300, 2, 5);
  await world.ok('POST', '/api/invoices', { customer: karim, items: [{ product: helmet, quantity: 2, unitPrice: 3500, total: 7000 }], payments: [{ method: cash, amount: 7000 }] });
  await world.ok('POST', '/api/invoices', { customer: rahim, items: [{ product: brakePad, quantity: 1, unitPrice: 1200, total: 1200 }], payments: [{ method: cash, amount: 200 }] });
  await world.ok('POST', '/api/bookings', { customer: karim, amount: 10000, method: cash, description: 'Motorcycle reservation', status: 'Confirmed' });
  const supplier = await world.supplier('Rangs Properties');
  await world.ok('POST', '/api/accounts/payables', { supplier, billNumber: 'RENT-11', amount: 12500, dueDate: daysFrom(today(), 3), account: world.account['5202'] });
  await world.ok('POST', '/api/accounts/journal-entries', {
    date: today(),
    reference: 'ADJ-1',
    description: 'Rent accrual to review',
    lines: [
      { account: world.account['5202'], debit: 100, credit: 0 },
      { account: world.account['1101'], debit: 0, credit: 100 },
    ],
  });
  return { world, karim, rahim, helmet, brakePad, chainLube };
}
