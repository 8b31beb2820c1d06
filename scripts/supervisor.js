'use strict';
// Keeps a child process running (scripts/start.js runs the API and the projector under it): when it
// dies it is started again after a delay that doubles with each quick death, up to a ceiling, and
// goes back to the shortest once a run lasted long enough. The other processes keep running: the
// API keeps answering (reads, and commands answered 202 while the read models are behind) while
// the projector restarts.
const { spawn } = require('node:child_process');

/** The delay before restart number `failures` (1, 2, ...): first, doubling, at most `max`. */
function restartDelayMs(failures, { first = 500, max = 30_000 } = {}) {
  return Math.min(max, first * 2 ** Math.max(0, failures - 1));
}

/**
 * Runs `node script` (or `command` with `args`), restarting it whenever it exits until `stop()`.
 * A run that lasted `healthyAfterMs` resets the backoff. `onExit(code, signal, delay)` and
 * `onStart(child)` let a caller (or a test) watch.
 */
function supervise(name, { command = process.execPath, args = [], cwd, env, stdio = 'inherit', firstDelayMs = 500, maxDelayMs = 30_000, healthyAfterMs = 60_000, log = console, onStart, onExit } = {}) {
  let child;
  let stopping = false;
  let failures = 0;
  let restartTimer;
  let startedAt = 0;

  const start = () => {
    startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio });
    onStart?.(child);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      failures = Date.now() - startedAt >= healthyAfterMs ? 1 : failures + 1;
      const delay = restartDelayMs(failures, { first: firstDelayMs, max: maxDelayMs });
      log.error(`${name} stopped (${signal || code}); restarting it in ${(delay / 1000).toFixed(1)} s`);
      onExit?.(code, signal, delay);
      restartTimer = setTimeout(start, delay);
    });
  };
  start();

  return {
    get child() {
      return child;
    },
    /** Stops restarting and ends the running child (SIGTERM, then SIGKILL after `graceMs`). */
    async stop(graceMs = 1500) {
      stopping = true;
      clearTimeout(restartTimer);
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

module.exports = { supervise, restartDelayMs };
