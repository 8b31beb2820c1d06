import { startTestApp, type TestApp } from '../test-support/test-app';
import { purchasingWorld, today, type PurchasingWorld } from '../inventory/purchases/purchasing.test-helper';

/** The month before today's in Dhaka (YYYY-MM), its fifth and tenth days, and today's month. */
export function months() {
  const now = today();
  const [year, month] = now.split('-').map(Number);
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return { previous, current: now.slice(0, 7), today: now, purchaseDay: `${previous}-05`, saleDay: `${previous}-10` };
}

export interface VatWorld {
  app: TestApp;
  world: PurchasingWorld;
  brakePad: string;
  customer: string;
  supplier: string;
  cash: string;
  /** An invoice of brake pads (15 %) on `date`, paid in cash: ৳1,199 each, VAT inside the price (2: taxable ৳2,085.22, VAT ৳312.78). */
  sell: (date: string, quantity?: number) => Promise<any>;
  entryLines: (journalEntryId: string) => Promise<[string, number, number][]>;
}

/**
 * The chart, ৳5,00,000 of capital, registered for VAT (Standard, prices include VAT) from the
 * first day of last month, a brake pad (Spare Parts, 15 %; `openingStock` of them), a customer and a supplier.
 */
export async function vatWorld(openingStock = 0): Promise<VatWorld> {
  const app = await startTestApp();
  const world = await purchasingWorld(app, 500_000);
  const { previous } = months();
  await world.ok('PUT', '/api/settings/vat', { registered: true, effectiveFrom: `${previous}-01`, authorizedPerson: { name: 'Kamal Hossain', designation: 'Proprietor' } }, 200);
  const vehicle = await world.vehicle('Yamaha FZ-S');
  const brakePad = await world.product({ name: 'Brake Pad', type: 'Spare Parts', salePrice: 1199, cost: 500, stock: openingStock, compatibility: [vehicle] });
  const customer = (await world.ok('POST', '/api/customers', { name: 'Karim Uddin', phone: '01711000001', address: 'Mirpur, Dhaka' }))._id;
  const supplier = await world.supplier('Rangs Parts');
  const cash = world.method.Cash;
  return {
    app,
    world,
    brakePad,
    customer,
    supplier,
    cash,
    sell: (date, quantity = 2) => world.ok('POST', '/api/invoices', { customer, date, items: [{ product: brakePad, quantity, unitPrice: 1199 }], payments: [{ method: cash, amount: 1199 * quantity }] }),
    entryLines: async (journalEntryId) =>
      (await app.request('GET', `/api/accounts/journal-entries/${journalEntryId}`)).body.data.lines.map((line: any) => [line.account.code, line.debit, line.credit]),
  };
}
