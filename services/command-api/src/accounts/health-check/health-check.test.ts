import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { dashboardHistory } from '../../dashboard/dashboard-history.test-helper';

const ACCOUNTS = 'read_models.gl_accounts';

/** Each way of breaking the books, written straight into the read models, and how to undo it. */
const BREAKS: { type: string; severity: string; link: string; breakIt: string; undo: string }[] = [
  {
    type: 'Trial Balance',
    severity: 'Critical',
    link: '/accounts/financial-reports',
    breakIt: `update ${ACCOUNTS} set debit_total = debit_total + 10000 where code = '5202'`,
    undo: `update ${ACCOUNTS} set debit_total = debit_total - 10000 where code = '5202'`,
  },
  // A control account that disagrees, the trial balance still balanced (the other side in Opening Balance Equity).
  ...(
    [
      ['Accounts Receivable', '1201', 'debit', '/accounts/receivables'],
      ['Accounts Payable', '2101', 'credit', '/accounts/payables'],
      ['Customer Deposits', '2102', 'credit', '/sales/bookings'],
      ['Inventory - Motorcycle', '1301', 'debit', '/products/reports'],
      ['Inventory - Spare Parts', '1302', 'debit', '/products/reports'],
      ['Inventory - Accessories', '1303', 'debit', '/products/reports'],
    ] as const
  ).map(([type, code, side, link]) => {
    const other = side === 'debit' ? 'credit' : 'debit';
    const move = (sign: string) => `update ${ACCOUNTS} set ${side}_total = ${side}_total ${sign} 10000 where code = '${code}'; update ${ACCOUNTS} set ${other}_total = ${other}_total ${sign} 10000 where code = '3301'`;
    return { type, severity: 'High', link, breakIt: move('+'), undo: move('-') };
  }),
  {
    // VAT Payable credited by hand (issue 24 item 4): it no longer holds the registers' output VAT less offsets and payments.
    type: 'VAT Accounts',
    severity: 'High',
    link: '/vat?tab=return',
    breakIt: `update ${ACCOUNTS} set credit_total = credit_total + 10000 where code = '2103'; update ${ACCOUNTS} set debit_total = debit_total + 10000 where code = '3301'`,
    undo: `update ${ACCOUNTS} set credit_total = credit_total - 10000 where code = '2103'; update ${ACCOUNTS} set debit_total = debit_total - 10000 where code = '3301'`,
  },
  {
    type: 'Projector',
    severity: 'Medium',
    link: '/settings',
    breakIt: `update read_models.projection_checkpoint set position = position - 1`,
    undo: `update read_models.projection_checkpoint set position = position + 1`,
  },
  {
    // What the projector records when it cannot apply the event after its checkpoint.
    type: 'Read Models',
    severity: 'Critical',
    link: '/settings',
    breakIt: `update read_models.projection_checkpoint set failure = jsonb_build_object('position', (position + 1)::text, 'stream', 'purchase-1', 'type', 'PurchaseRecorded', 'eventId', '019a0000-0000-7000-8000-000000000001', 'error', 'time zone displacement out of range: "+010000-01"', 'since', now())`,
    undo: `update read_models.projection_checkpoint set failure = null`,
  },
  {
    type: 'Stale Drafts',
    severity: 'Low',
    link: '/accounts/journal-entries?status=Draft',
    breakIt: `update read_models.journal_entries set created_at = created_at - interval '31 days' where status = 'Draft'`,
    undo: `update read_models.journal_entries set created_at = created_at + interval '31 days' where status = 'Draft'`,
  },
  {
    type: 'Cash Accounts',
    severity: 'Critical',
    link: '/accounts/chartofaccounts',
    breakIt: `update ${ACCOUNTS} set credit_total = credit_total + 10000 where code = '1102'; update ${ACCOUNTS} set debit_total = debit_total + 10000 where code = '5202'`,
    undo: `update ${ACCOUNTS} set credit_total = credit_total - 10000 where code = '1102'; update ${ACCOUNTS} set debit_total = debit_total - 10000 where code = '5202'`,
  },
  {
    type: 'Overdue Payables',
    severity: 'Medium',
    link: '/accounts/payables?status=Overdue',
    breakIt: `update read_models.payables set due_date = due_date - 40`,
    undo: `update read_models.payables set due_date = due_date + 40`,
  },
  {
    type: 'Overdue Receivables',
    severity: 'Medium',
    link: '/accounts/receivables?status=Overdue',
    breakIt: `update read_models.receivables_due_totals set due_date = due_date - 400`,
    undo: `update read_models.receivables_due_totals set due_date = due_date + 400`,
  },
];

describe('/api/accounts/health-check', () => {
  let app: TestApp;
  let account: Record<string, string>;
  const check = async () => {
    const response = await app.request('GET', '/api/accounts/health-check');
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.data;
  };

  before(async () => {
    app = await startTestApp();
    account = (await dashboardHistory(app)).world.account;
  });
  after(async () => app.close());

  it('answers 401 without a token', async () => {
    assert.equal((await app.request('GET', '/api/accounts/health-check', { token: null })).status, 401);
  });

  it('passes every check on clean books: score 100, Excellent', async () => {
    const report = await check();
    // The hash chain's check reads the last verification (the audit suite breaks it); none has run here.
    assert.deepEqual(report.checks.map((entry: any) => entry.type), [...BREAKS.map((entry) => entry.type), 'Hash Chain']);
    assert.match(report.checks.at(-1).description, /has not been verified yet/);
    assert.deepEqual(report.checks.filter((entry: any) => !entry.passed), []);
    assert.deepEqual(report.issues, []);
    assert.equal(report.score, 100);
    assert.equal(report.status, 'Excellent');
    const receivable = report.checks.find((entry: any) => entry.type === 'Accounts Receivable');
    assert.deepEqual(receivable.details, { ledger: 1000, subledger: 1000, difference: 0 });
    const accessories = report.checks.find((entry: any) => entry.type === 'Inventory - Accessories');
    assert.deepEqual(accessories.details, { ledger: 5600, subledger: 5600, difference: 0 });
  });

  for (const broken of BREAKS) {
    it(`fails ${broken.type} (${broken.severity}) on books made to break it, and only that check`, async () => {
      await app.pool.query(broken.breakIt);
      try {
        const report = await check();
        assert.deepEqual(report.issues.map((issue: any) => issue.type), [broken.type]);
        const [issue] = report.issues;
        assert.equal(issue.severity, broken.severity);
        assert.equal(issue.link, broken.link);
        assert.equal(typeof issue.description, 'string');
        assert.ok(report.score < 100);
        assert.ok(['Excellent', 'Good', 'Fair', 'Poor'].includes(report.status));
      } finally {
        await app.pool.query(broken.undo);
      }
    });
  }

  it('says by how much a control account disagrees, and grades the score Good, Fair and Poor', async () => {
    const [receivables, payables, cash] = ['Accounts Receivable', 'Accounts Payable', 'Cash Accounts'].map((type) => BREAKS.find((entry) => entry.type === type)!);
    await app.pool.query(receivables.breakIt);
    try {
      const one = await check();
      assert.equal(one.issues[0].description, 'Accounts Receivable differs from its subledger by ৳100.00');
      assert.deepEqual(one.issues[0].details, { ledger: 1100, subledger: 1000, difference: 100 });
      assert.deepEqual([one.score, one.status], [85, 'Good']);
      await app.pool.query(payables.breakIt);
      const two = await check();
      assert.deepEqual([two.score, two.status], [70, 'Fair']);
      await app.pool.query(cash.breakIt);
      const three = await check();
      assert.deepEqual(three.issues.map((issue: any) => issue.type), ['Cash Accounts', 'Accounts Receivable', 'Accounts Payable'], 'worst first');
      assert.deepEqual([three.score, three.status], [40, 'Poor']);
    } finally {
      await app.pool.query(receivables.undo);
      await app.pool.query(payables.undo);
      await app.pool.query(cash.undo);
    }
    assert.equal((await check()).score, 100);
  });

  it('counts a draft dated in a month that has ended as stale, however new, naming the month and linking to its drafts; the dashboard alert too', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const [year, month] = today.split('-').map(Number);
    const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    const lastMonthEnd = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${lastMonth}-01T00:00:00Z`));
    const draft = await app.request('POST', '/api/accounts/journal-entries', {
      body: {
        date: `${lastMonth}-20`,
        reference: 'ADJ-LAST-MONTH',
        description: 'Depreciation for last month, typed today',
        lines: [
          { account: account['5202'], debit: 50, credit: 0 },
          { account: account['1101'], debit: 0, credit: 50 },
        ],
      },
    });
    assert.equal(draft.status, 201, JSON.stringify(draft.body));
    const link = `/accounts/journal-entries?status=Draft&startDate=${lastMonth}-01&endDate=${lastMonthEnd}`;
    try {
      const report = await check();
      assert.deepEqual(report.issues.map((issue: any) => issue.type), ['Stale Drafts']);
      const [stale] = report.issues;
      assert.equal(stale.description, `1 draft journal entry is dated in ${monthName}, a month that has ended: its books are unfinished until it is posted or deleted`);
      assert.equal(stale.link, link);
      assert.deepEqual(stale.details, { count: 1, endedMonthDrafts: 1, months: monthName, from: `${lastMonth}-01`, through: lastMonthEnd });
      const { alerts } = (await app.request('GET', '/api/dashboard/overview')).body.data;
      const alert = alerts.find((entry: any) => entry.title === 'Unposted Drafts');
      assert.equal(alert.message, `2 journal entries are still a draft; 1 dated in ${monthName}, a month that has ended: its books are unfinished`);
      assert.deepEqual(alert.action, { label: 'View Drafts', link });
      const financial = (await app.request('GET', '/api/accounts/dashboard')).body.data;
      assert.deepEqual(financial.healthCheck.issues.map((issue: any) => [issue.type, issue.link]), [['Stale Drafts', link]]);
    } finally {
      const removed = await app.request('DELETE', `/api/accounts/journal-entries/${draft.body.data._id}`);
      assert.equal(removed.status, 200, JSON.stringify(removed.body));
    }
    assert.equal((await check()).score, 100);
  });
});
