import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainHash, GENESIS_HASH, type ChainedLog } from '@dealer/event-store';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { signedInUser } from '../../users/role-users';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { daysFrom, today } from '../../inventory/purchases/purchasing.test-helper';
import { hledgerBalances, smallHistory, trialBalanceByCode } from '../../accounts/ledger-export/ledger-history.test-helper';
import { AuditBundle } from './audit-bundle';

/** Issue 28, item 2: the audit bundle, checked by its own standalone verifier (Node alone), also against tampered copies. */
describe('the audit bundle and its verifier', () => {
  let app: TestApp;
  let folder: string;
  let periodStart: string;
  let bundles = 0;

  /** Downloads a bundle and extracts it with the system's tar; answers the bundle's folder. */
  const downloaded = async (query: string, token = app.token) => {
    const response = await fetch(`${app.url}/api/audit/bundle?${query}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(response.headers.get('content-type'), 'application/gzip');
    assert.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="audit-bundle-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
    bundles += 1;
    const target = join(folder, `bundle-${bundles}`);
    mkdirSync(target);
    writeFileSync(join(target, 'bundle.tar.gz'), Buffer.from(await response.arrayBuffer()));
    const extracted = spawnSync('tar', ['-xzf', 'bundle.tar.gz'], { cwd: target, encoding: 'utf8' });
    assert.equal(extracted.status, 0, extracted.stderr);
    const [inner] = readdirSync(target).filter((name) => name.startsWith('audit-bundle-'));
    return join(target, inner);
  };
  /** `node verify.mjs` run from elsewhere, naming the folder (as an auditor would). */
  const verify = (bundle: string, ...options: string[]) => spawnSync(process.execPath, [join(bundle, 'verify.mjs'), bundle, ...options], { encoding: 'utf8' });
  const eventLines = (bundle: string) => readFileSync(join(bundle, 'events.jsonl'), 'utf8').trimEnd().split('\n');

  before(async () => {
    app = await startTestApp();
    folder = mkdtempSync(join(tmpdir(), 'audit-bundle-'));
    ({ periodStart } = await smallHistory(app));
  });
  after(async () => {
    rmSync(folder, { recursive: true, force: true });
    await app.close();
  });

  it('holds the period’s events, the anchor, both trial balances, the books, a README and a verifier that says the bundle holds', async () => {
    const bundle = await downloaded(`startDate=${today()}&endDate=${today()}`);
    assert.deepEqual(readdirSync(bundle).sort(), ['README.md', 'anchor.json', 'books.journal', 'events.jsonl', 'trial-balance-end.json', 'trial-balance-start.json', 'verify.mjs']);
    const lines = eventLines(bundle);
    assert.equal(lines.length, await app.eventCount(), 'every event was recorded today');
    const anchor = JSON.parse(readFileSync(join(bundle, 'anchor.json'), 'utf8'));
    assert.equal(anchor.hash, '0'.repeat(64), 'the log starts in the period: the anchor is the genesis hash');
    assert.equal(anchor.eventCount, lines.length);
    const first = JSON.parse(lines[0]);
    assert.deepEqual(Object.keys(first), ['position', 'id', 'stream', 'revision', 'type', 'recordedAt', 'previousHash', 'hash', 'data', 'metadata']);
    // The verifier imports nothing but Node's own modules.
    const script = readFileSync(join(bundle, 'verify.mjs'), 'utf8');
    for (const [, module] of script.matchAll(/^import .* from '([^']+)';$/gm)) assert.match(module, /^node:/);
    const run = verify(bundle);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^holds\n/);
    assert.match(run.stdout, new RegExp(`events: ${lines.length} \\(positions `));
    assert.match(run.stdout, /journal entries posted in the period: [1-9]\d*\n/);
    // The end trial balance is the app's (every entry of this history was recorded by now, none dated ahead).
    const end = JSON.parse(readFileSync(join(bundle, 'trial-balance-end.json'), 'utf8'));
    const trial = await trialBalanceByCode(app, today());
    const net = new Map<string, number>(end.accounts.map((row: any) => [row.code, Number(row.totalDebitPoisha) - Number(row.totalCreditPoisha)]));
    for (const [code, amount] of net) if (amount === 0) net.delete(code);
    assert.deepEqual(new Map([...net].sort()), new Map([...trial].sort()));
    // books.journal is the hledger export for the period, and hledger accepts it with its balance assertions.
    assert.deepEqual(new Map([...hledgerBalances(join(bundle, 'books.journal'))].filter(([code]) => code !== 'opening').sort()), new Map([...trial].sort()));
    assert.match(readFileSync(join(bundle, 'README.md'), 'utf8'), /node verify\.mjs/);
  });

  it('recomputes each event’s hash as the event store’s chainHash does, on real events', async () => {
    const bundle = await downloaded(`startDate=${periodStart}&endDate=${today()}`);
    const run = verify(bundle, '--print-hashes');
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const printed = new Map(run.stdout.trim().split('\n').map((line) => line.split(' ') as [string, string]));
    const log = app.running.app.get(EVENT_STORE) as unknown as ChainedLog;
    let previous = GENESIS_HASH;
    let compared = 0;
    for await (const batch of log.readChain()) {
      for (const event of batch) {
        const expected = chainHash(previous, event).toString('hex');
        if (printed.has(String(event.position))) {
          assert.equal(printed.get(String(event.position)), expected, `position ${event.position}`);
          compared += 1;
        }
        previous = Buffer.from(expected, 'hex');
      }
    }
    assert.equal(compared, printed.size);
    assert.ok(compared > 20, `many events compared (${compared})`);
  });

  it('names the position of an event whose data lost or gained one byte, and the account of a trial balance that does not add up', async () => {
    const bundle = await downloaded(`startDate=${today()}&endDate=${today()}`);
    const lines = eventLines(bundle);
    const index = lines.findIndex((line, at) => at > lines.length / 2 && line.includes('"type":"JournalEntryPosted"'));
    assert.ok(index > 0);
    const position = JSON.parse(lines[index]).position;
    const tampered = [...lines];
    // One byte of the entry's description, inside its data.
    tampered[index] = lines[index].replace(/("description": ")(.)/, (_all, head: string, character: string) => `${head}${character === 'X' ? 'Y' : 'X'}`);
    assert.notEqual(tampered[index], lines[index]);
    writeFileSync(join(bundle, 'events.jsonl'), tampered.join('\n') + '\n');
    const broken = verify(bundle);
    assert.equal(broken.status, 1, broken.stdout);
    assert.match(broken.stdout, new RegExp(`^does not hold: position ${position}: the event does not match its hash`));

    writeFileSync(join(bundle, 'events.jsonl'), lines.join('\n') + '\n');
    assert.equal(verify(bundle).status, 0);
    const end = JSON.parse(readFileSync(join(bundle, 'trial-balance-end.json'), 'utf8'));
    const cash = end.accounts.find((row: any) => row.code === '1101');
    cash.totalDebitPoisha = String(Number(cash.totalDebitPoisha) + 1);
    writeFileSync(join(bundle, 'trial-balance-end.json'), JSON.stringify(end));
    const unbalanced = verify(bundle);
    assert.equal(unbalanced.status, 1);
    assert.match(unbalanced.stdout, /^does not hold: the end trial balance, account 1101 Cash in Hand/);
  });

  it('anchors a period with no events at the log’s head, and still holds', async () => {
    const tomorrow = daysFrom(today(), 1);
    const bundle = await downloaded(`startDate=${tomorrow}&endDate=${tomorrow}`);
    const anchor = JSON.parse(readFileSync(join(bundle, 'anchor.json'), 'utf8'));
    const { rows } = await app.pool.query(`select global_position::text as position, encode(hash, 'hex') as hash from events order by global_position desc limit 1`);
    assert.equal(anchor.position, rows[0].position);
    assert.equal(anchor.hash, rows[0].hash);
    assert.equal(eventLines(bundle).filter(Boolean).length, 0);
    const run = verify(bundle);
    assert.equal(run.status, 0, run.stdout);
    assert.match(run.stdout, /^holds\nevents: 0\n/);
  });

  it('answers 413 above the events a bundle holds, asking for a shorter period', async () => {
    const bundle = app.running.app.get(AuditBundle);
    const limit = bundle.maxEvents;
    bundle.maxEvents = 5;
    try {
      const refused = await app.request('GET', `/api/audit/bundle?startDate=${today()}&endDate=${today()}`);
      assert.equal(refused.status, 413);
      assert.match(refused.body.message, /holds \d+ events, more than the 5 a bundle answers directly: choose a shorter period/);
    } finally {
      bundle.maxEvents = limit;
    }
  });

  it('is the accountant’s and the auditor’s, refused to a salesperson (403) and to a stranger (401)', async () => {
    for (const role of ['Accountant', 'Auditor'] as const) await downloaded(`startDate=${today()}&endDate=${today()}`, (await signedInUser(app, role)).token);
    const sales = await signedInUser(app, 'Sales');
    assert.equal((await app.request('GET', '/api/audit/bundle', { token: sales.token })).status, 403);
    assert.equal((await app.request('GET', '/api/audit/bundle', { token: null })).status, 401);
  });
});
