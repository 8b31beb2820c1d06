import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_JOURNAL_REFERENCE_LENGTH } from '@dealer/domain';
import { startTestApp, type TestApp } from '../../test-support/test-app';

/** The DTO and the domain share one limit on a journal entry's reference (the spec states none). */
describe('journal entry reference limit', () => {
  let app: TestApp;
  let lines: { account: string; debit: number; credit: number }[];

  before(async () => {
    app = await startTestApp();
    await app.request('POST', '/api/accounts/initialize');
    const accounts = (await app.request('GET', '/api/accounts/chart-of-accounts')).body.data.accounts as { code: string; _id: string }[];
    const idOf = (code: string) => accounts.find((row) => row.code === code)!._id;
    lines = [
      { account: idOf('5202'), debit: 100, credit: 0 },
      { account: idOf('1102'), debit: 0, credit: 100 },
    ];
  });
  after(async () => app.close());

  const create = (reference: string) =>
    app.request('POST', '/api/accounts/journal-entries', { body: { date: '2026-04-01', reference, description: 'Rent', lines, status: 'Posted' } });

  it(`accepts ${MAX_JOURNAL_REFERENCE_LENGTH} characters`, async () => {
    assert.equal(MAX_JOURNAL_REFERENCE_LENGTH, 50);
    const created = await create('R'.repeat(MAX_JOURNAL_REFERENCE_LENGTH));
    assert.equal(created.status, 201, JSON.stringify(created.body));
  });

  it('refuses one more with 400 and the field message, appending nothing, on create and on edit', async () => {
    const message = `Reference must be at most ${MAX_JOURNAL_REFERENCE_LENGTH} characters`;
    const events = await app.eventCount();
    const tooLong = await create('R'.repeat(MAX_JOURNAL_REFERENCE_LENGTH + 1));
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.message, message);
    assert.deepEqual(tooLong.body.errors, { reference: message });
    const draft = await app.request('POST', '/api/accounts/journal-entries', { body: { date: '2026-04-01', reference: 'OK', description: 'Rent', lines } });
    assert.equal(draft.status, 201);
    const eventsWithDraft = await app.eventCount();
    const edit = await app.request('PUT', `/api/accounts/journal-entries/${draft.body.data._id}`, { body: { reference: 'R'.repeat(MAX_JOURNAL_REFERENCE_LENGTH + 1) } });
    assert.equal(edit.status, 400);
    assert.deepEqual(edit.body.errors, { reference: message });
    assert.ok(eventsWithDraft > events);
    assert.equal(await app.eventCount(), eventsWithDraft, 'the refused requests appended nothing');
  });
});
