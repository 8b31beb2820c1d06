import assert from 'node:assert/strict';
import type { TestApp } from '../../test-support/test-app';

/** The books agree with the register: the trial balance balances and Accounts Receivable is what the open receivables still owe. */
export async function receivablesAgree(app: TestApp) {
  const trial = (await app.request('GET', '/api/accounts/reports/trial-balance')).body.data;
  assert.equal(trial.isBalanced, true, 'the trial balance balances');
  const row = trial.rows.find((candidate: { code: string }) => candidate.code === '1201');
  const accountsReceivable = row ? Math.round((row.debitBalance - row.creditBalance) * 100) : 0;
  const summary = (await app.request('GET', '/api/accounts/receivables?limit=1')).body.data.summary;
  const open = (await app.request('GET', '/api/accounts/receivables/summary')).body.data;
  assert.equal(accountsReceivable, Math.round(summary.totalRemaining * 100), "Accounts Receivable equals the open receivables' remaining");
  assert.equal(open.totalRemaining, summary.totalRemaining);
}
