import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { journalEntryPosted, journalEntryStream, uuidv7 } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('exporting the books', () => {
  let app: TestApp;
  const account: Record<string, string> = {};
  const POSTED = 1_050;

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    // More posted entries than one page of the transactions list: a day's cash sales each.
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const metadata = { userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
    const requests = Array.from({ length: POSTED }, (_, index) => {
      const journalEntryId = uuidv7();
      const date = new Date(Date.UTC(2025, 0, 1) + (index % 365) * 86_400_000).toISOString().slice(0, 10);
      const event = journalEntryPosted({
        journalEntryId, date, reference: `SALE-${index}`, description: 'Counter sales', source: { kind: 'manual' }, postedBy: metadata.userId, postedAt: metadata.occurredAt,
        lines: [{ accountId: account['1101'], debit: 100 + index, credit: 0 }, { accountId: account['4101'], debit: 0, credit: 100 + index }],
      });
      return { stream: journalEntryStream(journalEntryId), expectedRevision: 'no_stream' as const, events: [{ id: uuidv7(), type: event.type, data: event.data, metadata }] };
    });
    const { position } = await store.append(requests);
    assert.equal(await app.running.projector!.waitForPosition(position), true);
    const draft = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: '2025-06-01', reference: 'DRAFT-1', description: 'Not yet posted', lines: [{ account: account['5202'], debit: 10, credit: 0 }, { account: account['1101'], debit: 0, credit: 10 }] },
    });
    assert.equal(draft.status, 201);
  });
  after(async () => app.close());

  it('carries every posted transaction of the period, oldest first, and no drafts', async () => {
    const json = await app.request('GET', '/api/accounts/export?format=json&includeTransactions=true&startDate=2025-01-01&endDate=2025-12-31');
    assert.equal(json.status, 200);
    const { transactions } = json.body.data;
    assert.equal(transactions.length, POSTED);
    assert.ok(transactions.every((row: any) => row.status === 'Posted'));
    const dates = transactions.map((row: any) => row.date);
    assert.deepEqual(dates, [...dates].sort());
    assert.equal(new Set(transactions.map((row: any) => row._id)).size, POSTED);
    // The poisha of every exported line add up to the books' revenue for the year.
    const exportedRevenue = transactions.reduce((sum: number, row: any) => sum + Math.round(row.totalCredit * 100), 0);
    assert.equal(exportedRevenue, Math.round(json.body.data.incomeStatement.revenue.total * 100));
  });

  it('writes one csv line per journal line', async () => {
    const csv = await app.request('GET', '/api/accounts/export?format=csv&includeTransactions=true&startDate=2025-01-01&endDate=2025-12-31');
    assert.equal(csv.status, 200);
    const lines = (csv.body as string).trimEnd().split('\n');
    const header = lines.indexOf('Date,Number,Reference,Description,Account code,Account,Debit,Credit');
    assert.ok(header > 0);
    assert.equal(lines.length - header - 1, POSTED * 2);
    assert.doesNotMatch(csv.body, /DRAFT-1/);
  });

  it('starts the csv with a UTF-8 byte-order mark, so Bengali names open in Excel', async () => {
    // fetch's text() drops a BOM: read the bytes.
    const response = await fetch(`${app.url}/api/accounts/export?format=csv&startDate=2025-01-01&endDate=2025-12-31`, { headers: { authorization: `Bearer ${app.token}` } });
    assert.equal(response.status, 200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.equal(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3, 22)), 'Trial balance as of');
  });
});
