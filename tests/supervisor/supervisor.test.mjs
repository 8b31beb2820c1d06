// scripts/supervisor.js, as `npm start` runs the API and the projector under it: a child that dies
// is started again with a bounded backoff, and the other children keep running meanwhile.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { once } from 'node:events';
import http from 'node:http';

const { supervise, restartDelayMs } = createRequire(import.meta.url)('../../scripts/supervisor.js');
const quiet = { error() {}, log() {} };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the npm start supervisor', () => {
  const running = [];
  after(async () => Promise.all(running.map((supervisor) => supervisor.stop())));

  it('waits longer after each quick death, up to a ceiling', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => restartDelayMs(failures)), [500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('restarts a child that keeps dying, with growing delays, until stopped', async () => {
    const delays = [];
    let starts = 0;
    const supervisor = supervise('dies at once', {
      args: ['-e', 'process.exit(3)'],
      stdio: 'ignore',
      firstDelayMs: 40,
      maxDelayMs: 160,
      log: quiet,
      onStart: () => (starts += 1),
      onExit: (code, _signal, delay) => delays.push([code, delay]),
    });
    running.push(supervisor);
    while (delays.length < 5) await sleep(20);
    await supervisor.stop();
    assert.deepEqual(delays.slice(0, 5), [[3, 40], [3, 80], [3, 160], [3, 160], [3, 160]]);
    const startsWhenStopped = starts;
    await sleep(400);
    assert.equal(starts, startsWhenStopped, 'a stopped supervisor starts nothing');
  });

  it('keeps the other service answering while it restarts the one that died', async () => {
    // The "API": answers on a port it reports; the "projector": killed from outside, twice.
    const ports = [];
    const api = supervise('api', {
      args: ['-e', "require('http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { process.send(this.address().port); })"],
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      log: quiet,
      onStart: (child) => child.on('message', (port) => ports.push(port)),
    });
    const projectorStarts = [];
    const projector = supervise('projector', {
      args: ['-e', 'setInterval(() => {}, 1000)'],
      stdio: 'ignore',
      firstDelayMs: 100,
      log: quiet,
      onStart: (child) => projectorStarts.push(child.pid),
    });
    running.push(api, projector);
    while (ports.length === 0) await sleep(20);
    const get = () =>
      new Promise((resolve, reject) => http.get({ host: '127.0.0.1', port: ports[0], path: '/' }, (response) => resolve(response.statusCode)).on('error', reject));

    for (let kill = 1; kill <= 2; kill += 1) {
      const child = projector.child;
      child.kill('SIGKILL');
      await once(child, 'exit');
      // While the projector is down, the API answers.
      assert.equal(await get(), 200);
      while (projectorStarts.length < kill + 1) await sleep(20);
    }
    assert.equal(new Set(projectorStarts).size, 3, 'the projector ran three times');
    assert.equal(projector.child.exitCode, null, 'the projector is running again');
    assert.equal(ports.length, 1, 'the API was never restarted');
    assert.equal(await get(), 200);
  });
});
