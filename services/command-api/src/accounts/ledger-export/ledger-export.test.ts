import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInUser } from '../../users/role-users';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { daysFrom, today } from '../../inventory/purchases/purchasing.test-helper';
import { hledgerBalances, runTool, smallHistory, trialBalanceByCode } from './ledger-history.test-helper';
import { amountText, beancountAccountName, hledgerAccountName } from './ledger-formats';

/** Issue 28, item 1: the books as plain-text accounting, checked by hledger and beancount, engines we did not write. */
describe('the ledger export for hledger and beancount', () => {
  let app: TestApp;
  let folder: string;
  let periodStart: string;
  const exported = async (format: string, startDate: string, endDate = today()) => {
    const response = await fetch(`${app.url}/api/accounts/export/ledger?format=${format}&startDate=${startDate}&endDate=${endDate}`, { headers: { authorization: `Bearer ${app.token}` } });
    assert.equal(response.status, 200, await response.clone().text());
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`^attachment; filename="books-${startDate}-to-${endDate}\\.(journal|beancount)"$`));
    const file = join(folder, `books-${format}-${startDate}.${format === 'hledger' ? 'journal' : 'beancount'}`);
    writeFileSync(file, await response.text());
    return file;
  };

  before(async () => {
    app = await startTestApp();
    folder = mkdtempSync(join(tmpdir(), 'ledger-export-'));
    ({ periodStart } = await smallHistory(app));
  });
  after(async () => {
    rmSync(folder, { recursive: true, force: true });
    await app.close();
  });

  it('names accounts as a hierarchy each tool accepts, and writes amounts to the poisha', () => {
    const drawer = { code: '1101.70', name: 'ক্যাশ ড্রয়ার (কাউন্টার): দোকান', classType: 'Asset' as const, groupName: 'Cash and Bank' };
    assert.equal(hledgerAccountName({ code: '1101', name: 'Cash in Hand', classType: 'Asset', groupName: 'Cash and Bank' }), 'Assets:Cash and Bank:1101 Cash in Hand');
    assert.equal(beancountAccountName({ code: '1101', name: 'Cash in Hand', classType: 'Asset', groupName: 'Cash and Bank' }), 'Assets:Cash-And-Bank:A1101-Cash-In-Hand');
    assert.equal(hledgerAccountName(drawer), 'Assets:Cash and Bank:1101.70 ক্যাশ ড্রয়ার কাউন্টার দোকান');
    assert.equal(beancountAccountName(drawer), 'Assets:Cash-And-Bank:A1101-70');
    assert.equal(beancountAccountName({ code: '4101', name: 'sales  of bikes', classType: 'Revenue', groupName: 'বিক্রয়' }), 'Income:Group:A4101-Sales-Of-Bikes');
    assert.equal(amountText(123456), '1234.56 BDT');
    assert.equal(amountText(-5), '-0.05 BDT');
    assert.equal(amountText(999_999_999_999_999n), '9999999999999.99 BDT');
  });

  it('gives an hledger journal whose balances are the trial balance account by account, opening balances and assertions included', async () => {
    const file = await exported('hledger', periodStart);
    const balances = hledgerBalances(file);
    const trial = await trialBalanceByCode(app, today());
    assert.ok(trial.size >= 6, `a history that moves many accounts (${trial.size})`);
    assert.equal(balances.get('opening') ?? 0, 0, 'the opening balances balance on their own');
    balances.delete('opening');
    assert.deepEqual(new Map([...balances].sort()), new Map([...trial].sort()));
    // The whole history from its first day, with no opening transaction, agrees too.
    assert.deepEqual(new Map([...hledgerBalances(await exported('hledger', '2000-01-01'))].sort()), new Map([...trial].sort()));
  });

  it('carries each posted entry with its number, description and reference as a tag, and the balances before the period as one opening transaction', async () => {
    const text = readFileSync(await exported('hledger', periodStart), 'utf8');
    assert.match(text, new RegExp(`^${periodStart} \\* Opening balances as of ${periodStart}`, 'm'));
    assert.equal(text.match(/Opening balances as of/g)!.length, 1);
    assert.match(text, /^\d{4}-\d{2}-\d{2} \* \(JE-\d{6}\) .*; entry:JE-\d{6}, reference:INV-\d+/m);
    assert.match(text, /; entry:JE-\d{6}, reference:REV-ADJ "old"/, 'the reversal of the back-dated entry, its reference a tag (no ; or , inside)');
    assert.doesNotMatch(text, /Float for the counter drawer/, 'the back-dated entry is before the period: in the opening balances only');
    const opening = hledgerBalances(await exported('hledger', '2000-01-01', daysFrom(periodStart, -1)));
    assert.equal(opening.get('1101.70'), 250_050, 'the drawer held the back-dated float before the period');
    // A balance assertion for every account at the end: hledger refuses a journal whose figures differ.
    const broken = join(folder, 'broken.journal');
    writeFileSync(broken, text.replace(/(1101 Cash in Hand +0\.00 BDT = )(-?\d+)/, (_all, head: string, whole: string) => `${head}${Number(whole) + 1}`));
    assert.notEqual(runTool('hledger', ['-f', broken, 'balance']).status, 0);
  });

  it('gives a beancount file that bean-check accepts with its balance assertions, and refuses when one is wrong', async () => {
    const file = await exported('beancount', periodStart);
    const checked = runTool('bean-check', [file]);
    assert.equal(checked.status, 0, `bean-check refused the export:\n${checked.stdout}${checked.stderr}`);
    const text = readFileSync(file, 'utf8');
    assert.match(text, new RegExp(`^${daysFrom(today(), 1)} balance Assets:Cash-And-Bank:A1101-Cash-In-Hand  -?\\d+\\.\\d{2} BDT$`, 'm'));
    assert.match(text, /^\d{4}-\d{2}-\d{2} \* "JE-\d{6}" ".*" #INV-\d+$/m);
    const broken = join(folder, 'broken.beancount');
    writeFileSync(broken, text.replace(/(balance Assets:Cash-And-Bank:A1101-Cash-In-Hand  )(-?\d+)/, (_all, head: string, whole: string) => `${head}${Number(whole) + 1}`));
    assert.notEqual(runTool('bean-check', [broken]).status, 0);
  });

  it('lets the accountant and the auditor export, refuses a salesperson (403), a stranger (401) and an unknown format (400)', async () => {
    const path = `/api/accounts/export/ledger?format=beancount&startDate=${periodStart}`;
    for (const role of ['Accountant', 'Auditor'] as const) {
      const user = await signedInUser(app, role);
      assert.equal((await app.request('GET', path, { token: user.token })).status, 200, role);
    }
    const sales = await signedInUser(app, 'Sales');
    assert.equal((await app.request('GET', path, { token: sales.token })).status, 403);
    assert.equal((await app.request('GET', path, { token: null })).status, 401);
    const unknown = await app.request('GET', '/api/accounts/export/ledger?format=ledger');
    assert.equal(unknown.status, 400);
    assert.match(JSON.stringify(unknown.body), /format must be hledger or beancount/);
    assert.equal((await app.request('GET', `/api/accounts/export/ledger?startDate=${today()}&endDate=${periodStart}`)).status, 400);
  });
});
