import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appended, stateOf, type History } from '../given-when-then.test-helper';
import { glAccountStream, type GlAccountEvent } from '../accounts/gl-accounts';
import { GROUPS } from '../ledger/ledger-fixtures.test-helper';
import type { JournalEntryState } from '../ledger/journal-entries';
import { journalEntryStream } from '../ledger/journal-entry-posted';
import { productCommand, whenProductCreated } from '../inventory/inventory-fixtures.test-helper';
import { changeVatSettings, VAT_SETTINGS_STREAM, type VatSettingsFields, type VatSettingsState } from '../vat/vat-settings';
import {
  AR,
  CASH,
  COGS_ACC,
  COGS_MOTO,
  COGS_PARTS,
  DISCOUNTS,
  INV_ACC,
  INV_MOTO,
  INV_PARTS,
  invoiceGiven,
  invoiceOf,
  issueCommand,
  OTHER_INCOME,
  SALES_ACC,
  SALES_MOTO,
  SALES_PARTS,
  salesHistory,
} from './invoice-fixtures.test-helper';
import { issueInvoice, type InvoiceIssued, type IssueInvoice } from './invoices';
import { evolveVatPeriod, initialVatPeriodState, type VatPeriodState } from '../vat/vat-periods';
import type { DomainError } from '../shared/errors';

// Issue 24 item 2: VAT on an invoice, computed by the domain's one `invoiceVat`, posted in the invoice's entry.
const VAT_PAYABLE = 'acc-vat-payable';
const AUTHORIZED = { name: 'Kamal Hossain', designation: 'Proprietor' };

/** The sales fixtures, VAT Payable (2103), a helmet set to 10 % and an exempt product, both with stock. */
function vatHistory(): History {
  let history = salesHistory();
  history[glAccountStream(VAT_PAYABLE)] = [
    {
      type: 'GlAccountOpened',
      data: { glAccountId: VAT_PAYABLE, name: 'VAT Payable', code: '2103', glGroupId: GROUPS.currentLiabilities.id, description: '', isActive: true, cashAccount: false, bankDetails: null, openingBalance: 0, systemRole: 'vatPayable' },
    } satisfies GlAccountEvent,
  ];
  for (const command of [
    productCommand('p-helmet-10', { type: 'Accessories', name: 'Helmet', model: 'Open face', compatibility: undefined, cost: 150_000, salePrice: 350_000, stock: 5, vatRateHundredths: 1000 }),
    productCommand('p-manual', { type: 'Accessories', name: 'Rider manual', model: 'Bangla', compatibility: undefined, cost: 10_000, salePrice: 50_000, stock: 5, vatExempt: true }),
  ]) history = appended(history, whenProductCreated(history, command));
  return history;
}

const withVatSettings = (history: History, fields: VatSettingsFields): History =>
  appended(history, changeVatSettings({ effectiveFrom: '2025-03-01', ...fields, today: '2025-03-01' }, stateOf<VatSettingsState>(history, VAT_SETTINGS_STREAM)));

const registered = (fields: VatSettingsFields = {}) => withVatSettings(vatHistory(), { registered: true, authorizedPerson: AUTHORIZED, ...fields });

/** What the handler loads, the VAT settings stream included. */
const whenIssued = (history: History, command: IssueInvoice) =>
  issueInvoice(command, { ...invoiceGiven(history, command), vatSettings: stateOf<VatSettingsState>(history, VAT_SETTINGS_STREAM) });

const issuedEvent = (decided: ReturnType<typeof whenIssued>) => decided.find((stream) => stream.stream === 'invoice-inv-1')!.events[0] as InvoiceIssued;
const entryOf = (history: History) => stateOf<JournalEntryState>(history, journalEntryStream('je-inv-1'));
/** The entry's net credit (credit − debit) of each account named. */
function netCredits(history: History, accountIds: string[]): Record<string, number> {
  const entry = entryOf(history);
  const debits = entry.lines.reduce((sum, line) => sum + line.debit, 0);
  const credits = entry.lines.reduce((sum, line) => sum + line.credit, 0);
  assert.equal(debits, credits, 'the entry balances');
  return Object.fromEntries(accountIds.map((id) => [id, entry.lines.filter((line) => line.accountId === id).reduce((sum, line) => sum + line.credit - line.debit, 0)]));
}

/** 2 brake pads at ৳1,200 (15 %, their type’s) and a helmet at ৳3,500 (its own 10 %), shipping ৳100, 10 % off, paid ৳5,410 cash. */
const workedExample = (amountPaid = 541_000): IssueInvoice =>
  issueCommand({
    items: [{ productId: 'p-pad', quantity: 2, unitPrice: 120_000 }, { productId: 'p-helmet-10', quantity: 1, unitPrice: 350_000 }],
    shippingCharge: 10_000,
    discountType: 'percentage',
    discountValue: 1000,
    payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-cash', amount: amountPaid }],
  });

describe('invoice VAT: the worked example (issue 24 item 2)', () => {
  it('prices include VAT: taxable 2,200.68 and 3,209.32, VAT 287.05 and 291.76 kept on the lines, 578.81 on the invoice; the total stays 5,410.00', () => {
    const history = registered();
    const decided = whenIssued(history, workedExample());
    const issued = issuedEvent(decided).data;
    assert.deepStrictEqual(issued.items.map((item) => [item.vatRateHundredths, item.taxableValue, item.vat]), [[1500, 220_068, 28_705], [1000, 320_932, 29_176]]);
    assert.deepStrictEqual([issued.vatTotal, issued.pricesIncludeVat, issued.total], [57_881, true, 541_000]);
    const after = appended(history, decided);
    assert.deepStrictEqual([invoiceOf(after, 'inv-1').paymentStatus, invoiceOf(after, 'inv-1').due], ['Paid', 0]);
    const net = netCredits(after, [CASH, VAT_PAYABLE, SALES_PARTS, SALES_ACC, OTHER_INCOME, DISCOUNTS, COGS_PARTS, INV_PARTS, COGS_ACC, INV_ACC]);
    assert.equal(net[VAT_PAYABLE], 57_881);
    assert.equal(net[CASH], -541_000);
    assert.equal(net[SALES_PARTS] + net[SALES_ACC] + net[OTHER_INCOME] + net[DISCOUNTS], 483_119);
    assert.deepStrictEqual([net[SALES_PARTS], net[SALES_ACC], net[OTHER_INCOME], net[DISCOUNTS]], [208_696, 318_181, 8_930, -52_688]);
    assert.deepStrictEqual([net[COGS_PARTS], net[INV_PARTS], net[COGS_ACC], net[INV_ACC]], [-120_000, 120_000, -150_000, 150_000]);
  });

  it('prices without VAT: VAT 330.10 and 320.93 is added, the total is 6,061.03; paid 5,410 leaves 651.03 due; the accounts keep their gross figures', () => {
    const history = registered({ pricesIncludeVat: false });
    const decided = whenIssued(history, workedExample());
    const issued = issuedEvent(decided).data;
    assert.deepStrictEqual(issued.items.map((item) => item.vat), [33_010, 32_093]);
    assert.deepStrictEqual([issued.vatTotal, issued.pricesIncludeVat, issued.total], [65_103, false, 606_103]);
    const after = appended(history, decided);
    const invoice = invoiceOf(after, 'inv-1');
    assert.deepStrictEqual([invoice.paymentStatus, invoice.paidAmount, invoice.due], ['Partial', 541_000, 65_103]);
    const net = netCredits(after, [AR, VAT_PAYABLE, SALES_PARTS, SALES_ACC, OTHER_INCOME, DISCOUNTS]);
    assert.deepStrictEqual([net[AR], net[VAT_PAYABLE], net[SALES_PARTS], net[SALES_ACC], net[OTHER_INCOME], net[DISCOUNTS]], [-65_103, 65_103, 240_000, 350_000, 10_000, -59_000]);
  });

  it('refuses payments above the total with VAT added', () => {
    const history = registered({ pricesIncludeVat: false });
    assert.throws(() => whenIssued(history, workedExample(606_104)), (error: { fieldErrors?: Record<string, string> }) => /exceeds the invoice amount ৳6,061\.03/.test(error.fieldErrors?.payments ?? ''));
    assert.doesNotThrow(() => whenIssued(history, workedExample(606_103)));
  });
});

describe('invoice VAT: schemes, exemptions and dates', () => {
  it('Trade at 5 %: a motorcycle at ৳2,85,000, prices inclusive, carries ৳13,571.43; Sales takes the rest', () => {
    const history = registered({ scheme: 'Trade' });
    const decided = whenIssued(history, issueCommand({ invoiceType: 'Motorcycle', items: [{ motorcycleId: 'mc-1', unitPrice: 28_500_000 }], payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-cash', amount: 28_500_000 }] }));
    const issued = issuedEvent(decided).data;
    assert.deepStrictEqual([issued.items[0].vatRateHundredths, issued.items[0].vat, issued.vatTotal, issued.total], [500, 1_357_143, 1_357_143, 28_500_000]);
    const net = netCredits(appended(history, decided), [VAT_PAYABLE, SALES_MOTO, COGS_MOTO, INV_MOTO]);
    assert.deepStrictEqual([net[VAT_PAYABLE], net[SALES_MOTO], net[COGS_MOTO], net[INV_MOTO]], [1_357_143, 27_142_857, -18_000_000, 18_000_000]);
  });

  it('an exempt product carries no VAT (rate null) beside a taxed line; the invoice’s VAT is the taxed line’s alone', () => {
    const history = registered();
    const decided = whenIssued(history, issueCommand({
      items: [{ productId: 'p-manual', quantity: 1, unitPrice: 50_000 }, { productId: 'p-pad', quantity: 1, unitPrice: 115_000 }],
      payments: [{ paymentId: 'pay-1', paymentMethodId: 'pm-cash', amount: 165_000 }],
    }));
    const issued = issuedEvent(decided).data;
    assert.deepStrictEqual(issued.items.map((item) => [item.vatRateHundredths, item.taxableValue, item.vat]), [[null, 50_000, 0], [1500, 115_000, 15_000]]);
    assert.equal(issued.vatTotal, 15_000);
    const net = netCredits(appended(history, decided), [VAT_PAYABLE, SALES_ACC, SALES_PARTS]);
    assert.deepStrictEqual([net[VAT_PAYABLE], net[SALES_ACC], net[SALES_PARTS]], [15_000, 50_000, 100_000]);
  });

  it('a settings change after the invoice does not alter it; a change dated after the invoice’s date does not apply to it', () => {
    let history = registered();
    history = appended(history, whenIssued(history, workedExample()));
    const before = invoiceOf(history, 'inv-1');
    history = withVatSettings(history, { registered: false, effectiveFrom: '2025-03-11' });
    history = withVatSettings(history, { registered: true, ratesByType: { 'Spare Parts': 5 }, effectiveFrom: '2025-03-12' });
    assert.deepStrictEqual(invoiceOf(history, 'inv-1'), before);
    assert.equal(before.vatTotal, 57_881);
    // Dated the 10th, a second sale still takes the settings of the 10th (15 %), not those from the 12th.
    const second = whenIssued(history, { ...workedExample(), invoiceId: 'inv-1b' }).find((stream) => stream.stream === 'invoice-inv-1b')!.events[0] as InvoiceIssued;
    assert.equal(second.data.vatTotal, 57_881);
    const onTwelfth = whenIssued(history, { ...workedExample(), invoiceId: 'inv-2', date: '2025-03-12', today: '2025-03-12' });
    const twelfth = onTwelfth.find((stream) => stream.stream === 'invoice-inv-2')!.events[0] as InvoiceIssued;
    assert.deepStrictEqual(twelfth.data.items.map((item) => item.vatRateHundredths), [500, 1000]);
  });

  it('not registered (the default): the event has no VAT fields and the entry no VAT Payable line, exactly as before', () => {
    const history = vatHistory();
    const decided = whenIssued(history, workedExample());
    const issued = issuedEvent(decided).data;
    assert.ok(!('vatTotal' in issued) && !('pricesIncludeVat' in issued));
    assert.ok(issued.items.every((item) => !('vat' in item) && !('taxableValue' in item) && !('vatRateHundredths' in item)));
    assert.equal(issued.total, 541_000);
    const entry = entryOf(appended(history, decided));
    assert.ok(entry.lines.every((line) => line.accountId !== VAT_PAYABLE));
    const net = netCredits(appended(history, decided), [SALES_PARTS, SALES_ACC, OTHER_INCOME, DISCOUNTS]);
    assert.deepStrictEqual([net[SALES_PARTS], net[SALES_ACC], net[OTHER_INCOME], net[DISCOUNTS]], [240_000, 350_000, 10_000, -59_000]);
  });
});

describe('invoice VAT: a submitted month (issue 24 item 4)', () => {
  const submittedMonth = evolveVatPeriod(initialVatPeriodState, {
    type: 'VatReturnSubmitted',
    data: { period: '2025-03', outputVat: 0, inputVat: 0, offset: 0, netPayable: 0, journalEntryId: null, submittedBy: 'user', submittedAt: '2025-04-02T10:00:00.000Z' },
  });
  const issuedIn = (history: History, vatPeriod: VatPeriodState, command: IssueInvoice) =>
    issueInvoice(command, { ...invoiceGiven(history, command), vatSettings: stateOf<VatSettingsState>(history, VAT_SETTINGS_STREAM), vatPeriod });

  it('given the return for 2025-03 submitted, an invoice with VAT dated in it is refused, naming the month; in an open month it is issued', () => {
    assert.throws(() => issuedIn(registered(), submittedMonth, workedExample()), (error: DomainError) => error.message === 'The VAT return for 2025-03 is submitted: an invoice with VAT cannot be dated in it; date it in a later month' && error.code === 'vat_period_submitted');
    assert.doesNotThrow(() => issuedIn(registered(), initialVatPeriodState, workedExample()));
  });

  it('not registered, the month does not matter: the invoice carries no VAT and is issued', () => {
    assert.doesNotThrow(() => issuedIn(vatHistory(), submittedMonth, workedExample()));
  });
});
