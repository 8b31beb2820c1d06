import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConflictException, Logger } from '@nestjs/common';
import { glClassStream, uuidv7, type GlClassState } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { AccountFundsReader } from '../accounts/shared/account-funds';
import { AmendTransfer, AmendTransferHandler } from '../accounts/transfers/transfer.commands';
import { ReverseJournalEntry, ReverseJournalEntryHandler } from '../accounts/journal-entries/journal-entry.commands';
import { CheckpointWaiter } from '../infrastructure/checkpoint-waiter';
import { APP_CONFIG, EVENT_STORE } from '../infrastructure/tokens';
import { startTestApp, type TestApp } from '../test-support/test-app';
import type { CommandContext } from './command-context';
import { CommandPipeline } from './command-pipeline';
import { errorResponse } from './error-filter';

/**
 * Many commands on one record at once, from this process and from another API process (a second
 * CommandPipeline on the same store: its own cache and decision queue), answer 2xx or 409, never
 * 500, and the record ends as one of them decided it.
 */
describe('concurrent commands on one record', () => {
  let app: TestApp;
  let pipeline: CommandPipeline;
  let otherProcess: CommandPipeline;
  let store: EventStore;
  const account: Record<string, string> = {};
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const context = (): CommandContext => ({ userId: uuidv7(), fingerprint: uuidv7(), correlationId: uuidv7() });
  /** The status the API would answer for a command run straight on a pipeline (as the error filter maps it). */
  const statusOf = (outcome: Promise<unknown>) => outcome.then(() => 200, (error: unknown) => errorResponse(error, new Logger('test')).status);

  before(async () => {
    app = await startTestApp();
    const nest = app.running.app;
    pipeline = nest.get(CommandPipeline);
    store = nest.get<EventStore>(EVENT_STORE);
    otherProcess = new CommandPipeline(store, nest.get(CheckpointWaiter), nest.get(APP_CONFIG));
    await app.request('POST', '/api/accounts/initialize');
    const chart = await app.request('GET', '/api/accounts/chart-of-accounts');
    for (const row of chart.body.data.accounts) account[row.code] = row._id;
    const investment = await app.request('POST', '/api/accounts/owner/investment', { body: { amount: 1_000_000, date: today, cashAccount: account['1101'], description: 'Capital' } });
    assert.equal(investment.status, 201);
  });
  after(async () => app.close());

  it('answers twenty amends of one transfer at once, and twenty more from another process, with 2xx or 409', async () => {
    const created = await app.request('POST', '/api/accounts/transfers', { body: { from: account['1101'], to: account['1102'], amount: 100, date: today } });
    assert.equal(created.status, 201);
    const id = created.body.data._id;
    const elsewhere = new AmendTransferHandler(otherProcess, app.running.app.get(AccountFundsReader));
    const [answers, otherStatuses] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, (_, index) => app.request('PUT', `/api/accounts/transfers/${id}`, { body: { amount: 101 + index } }))),
      Promise.all(Array.from({ length: 20 }, (_, index) => statusOf(elsewhere.execute(new AmendTransfer(context(), id, { amount: 201 + index }))))),
    ]);
    for (const answer of answers) assert.ok(answer.status === 200 || answer.status === 409, `${answer.status} ${JSON.stringify(answer.body)}`);
    for (const status of otherStatuses) assert.ok(status === 200 || status === 409, `the other process answered ${status}`);
    // The transfer is the last amend that landed, posted once: its entry and the account balances agree.
    const transfer = (await app.request('GET', `/api/accounts/transfers/${id}`)).body.data;
    assert.ok((transfer.amount >= 101 && transfer.amount <= 120) || (transfer.amount >= 201 && transfer.amount <= 220), `amount ${transfer.amount}`);
    const entry = (await app.request('GET', `/api/accounts/journal-entries/${transfer.journalEntry._id}`)).body.data;
    assert.equal(entry.status, 'Posted');
    const bank = (await app.request('GET', '/api/accounts/money-accounts')).body.data.moneyAccounts.find((row: { code: string }) => row.code === '1102');
    assert.equal(bank.balance, transfer.amount);
  });

  it('reverses a journal entry once when twenty reversals arrive at once from two processes; the rest answer 409', async () => {
    const posted = await app.request('POST', '/api/accounts/journal-entries', {
      body: { date: today, reference: 'RACE-1', description: 'Reversed at once', status: 'Posted', lines: [{ account: account['1101'], debit: 50, credit: 0 }, { account: account['4101'], debit: 0, credit: 50 }] },
    });
    assert.equal(posted.status, 201);
    const id = posted.body.data._id;
    const elsewhere = new ReverseJournalEntryHandler(otherProcess);
    const [answers, otherStatuses] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => app.request('POST', `/api/accounts/journal-entries/${id}/reverse`, { body: {} }))),
      Promise.all(Array.from({ length: 10 }, () => statusOf(elsewhere.execute(new ReverseJournalEntry(context(), id, {}))))),
    ]);
    const statuses = [...answers.map((answer) => answer.status), ...otherStatuses];
    assert.deepEqual(statuses.filter((status) => status !== 200 && status !== 409), [], JSON.stringify(answers.map((answer) => answer.body.message)));
    assert.equal(statuses.filter((status) => status === 200).length, 1);
    const reversals = await app.pool.query("select count(*)::int as count from events where type = 'JournalEntryReversed' and stream_name = $1", [`journal-entry-${id}`]);
    assert.equal(reversals.rows[0].count, 1);
  });

  it('answers 409, not the refusal, when the state a refusal was decided on keeps moving', async () => {
    const created = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Moving class', type: 'Asset' } });
    const id = created.body.data._id;
    let decisions = 0;
    const refusal = pipeline.run(context(), {
      result: {},
      decide: async (read) => {
        const state = await read<GlClassState>(glClassStream(id));
        decisions += 1;
        // Another process renames the class each time: the state this refusal saw is never the store's.
        const revision = (await store.readStreams([glClassStream(id)])).get(glClassStream(id))!.length - 1;
        await store.append([{
          stream: glClassStream(id),
          expectedRevision: revision,
          events: [{ id: uuidv7(), type: 'GlClassUpdated', data: { glClassId: id, name: `Moving class ${decisions}`, type: state.type }, metadata: { userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
        }]);
        throw new Error(`a refusal decided on revision ${revision}, already stale`);
      },
    });
    await assert.rejects(refusal, (error) => error instanceof ConflictException);
    assert.ok(decisions > 1, 'the refusal was re-decided on fresh state before it gave up');
  });

  it('never decides on a state another decision replaced in the cache meanwhile', async () => {
    const created = await app.request('POST', '/api/accounts/gl-classes', { body: { name: 'Overlap', type: 'Asset' } });
    const id = created.body.data._id;
    const stream = glClassStream(id);
    const rename = (name: string) => [{ stream, events: [{ type: 'GlClassUpdated', data: { glClassId: id, name, type: 'Asset' } }] }];
    let derived: Promise<unknown> | undefined;
    // Slower than the queue's patience (2 s) the first time: the decision after it runs meanwhile, on the same state.
    const slow = pipeline.run(context(), {
      result: {},
      decide: async (read) => {
        await read<GlClassState>(stream);
        if (derived) return rename('Slow');
        await new Promise((resolve) => setTimeout(resolve, 2_300));
        // Decided once this decision has advanced the cache, before its append (which conflicts) is answered.
        derived = new Promise((resolve) => setImmediate(resolve)).then(() =>
          pipeline.run(context(), { result: {}, decide: async (readAgain) => rename(`${(await readAgain<GlClassState>(stream)).name} then derived`) }),
        );
        return rename('Slow');
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pipeline.run(context(), { result: {}, decide: async (read) => (await read<GlClassState>(stream), rename('Quick')) });
    assert.equal(await statusOf(slow), 200);
    assert.equal(await statusOf(derived!), 200);
    const names = (await store.readStreams([stream])).get(stream)!.map((event) => (event.data as { name: string }).name);
    // Every rename landed once, and the derived one from the name the store held just before it.
    const at = names.findIndex((name) => name.endsWith(' then derived'));
    assert.equal(names[at], `${names[at - 1]} then derived`, names.join(' → '));
    assert.deepEqual([...names].sort(), ['Overlap', 'Quick', 'Slow', names[at]].sort(), names.join(' → '));
  });
});
