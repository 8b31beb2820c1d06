// Browser end-to-end support: the real app started as `npm start` starts it (separate API and
// projector processes) on a scratch database, and Debian's Chromium driven by playwright-core.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SCREENSHOTS = join(root, 'screenshots');
export const ADMIN = { email: 'counter@dealer.test', password: 'e2e password for the counter' };
/** Where the web app keeps its session token (localStorage). */
export const TOKEN_KEY = 'dealer.auth.token';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** The app on a scratch database; its console output goes to screenshots/<name>-server.log on stop. */
export async function startApp(name = 'e2e') {
  const database = `dealer_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const port = await freePort();
  const output = [];
  const child = spawn(process.execPath, [join(root, 'scripts/start.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${database}`),
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_KEY_PREFIX: `dealer-e2e-${randomBytes(3).toString('hex')}:`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      // An app that did not answer in time must not outlive the suite (it would run on, unseen, beside the others).
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      throw new Error(`the app did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output,
    async stop() {
      mkdirSync(SCREENSHOTS, { recursive: true });
      writeFileSync(join(SCREENSHOTS, `${name}-server.log`), output.join(''));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}

export async function startBrowser() {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A session that ends unexpectedly (every later call 401) is hard to trace after the fact: name the first calls refused.
  let refusals = 0;
  page.on('response', (response) => {
    if (response.status() === 401 && !response.url().endsWith('/api/auth/login') && refusals++ < 5) {
      console.error(`[e2e] 401 at ${new Date().toISOString()} from ${response.request().method()} ${response.url()}`);
    }
  });
  return { browser, page };
}

/** Picks an option of an antd Select by its visible text. */
/** No select dropdown open or still closing (a slow machine animates slowly). */
const noOpenDropdown = (page, timeout) =>
  page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'), undefined, timeout ? { timeout } : {});

/**
 * Picks an option of an antd Select. Waits for any other dropdown to be gone first (one still
 * closing would be taken for this one), and clicks the option again if the dropdown stays open:
 * on a loaded machine a click that lands while the dropdown is still opening selects nothing.
 */
export async function choose(page, selectTestId, optionText) {
  await noOpenDropdown(page);
  await page.getByTestId(selectTestId).click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: optionText }).first();
  for (let attempt = 1; ; attempt += 1) {
    await option.click();
    try {
      await noOpenDropdown(page, 3_000);
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/**
 * Clicks and expects a toast: the wait starts before the click, so a toast that comes and goes
 * while the page is busy is still seen.
 */
export async function clickExpectingToast(page, locator, text) {
  const toast = page.getByText(text).first().waitFor();
  await locator.click();
  await toast;
}

/**
 * Calls the API from the page with its session token, as the app does (a fresh Idempotency-Key each
 * call): `{ status, body }`, the body parsed as JSON or null.
 */
export async function api(page, url, method, path, body) {
  return page.evaluate(
    async ({ url: base, method: verb, path: target, body: payload, key }) => {
      const response = await fetch(`${base}/api${target}`, {
        method: verb,
        headers: { Authorization: `Bearer ${localStorage.getItem(key)}`, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url, method, path, body, key: TOKEN_KEY },
  );
}

/** `api` that must succeed (200 or 201): answers the response's `data`, or fails naming the call and its answer. */
export const apiCaller = (page, url) => async (method, path, body) => {
  const answer = await api(page, url, method, path, body);
  if (![200, 201].includes(answer.status)) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** Signs in as the admin on the login page and waits for the home page. */
export async function signIn(page, url) {
  await page.goto(`${url}/login`);
  await page.getByTestId('login-email').fill(ADMIN.email);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${url}/`);
}

/** Signs in and initializes the standard chart of accounts: where the books' browser tests start. */
export async function signInWithChart(app, page) {
  await signIn(page, app.url);
  await page.goto(`${app.url}/accounts/chartofaccounts`);
  await clickExpectingToast(page, page.getByTestId('initialize-chart'), 'Chart of Accounts initialized successfully!');
}

export const screenshot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

/**
 * Waits until no modal or drawer is still animating in or out: a click on a modal that is still
 * zooming in can be lost on a loaded machine, and a page printed then has no text.
 */
export const animationsSettled = (page) => page.waitForFunction(() => !document.querySelector('[class*="ant-zoom-"], [class*="ant-fade-"], [class*="ant-move-"]'));
