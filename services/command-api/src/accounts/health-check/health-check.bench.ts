/**
 * Measures the health check and both dashboards on books of 1,000,000 journal lines (run by hand:
 * `node services/command-api/dist/accounts/health-check/health-check.bench.js`). The known small
 * history is made through the API; the bulk is cloned into the read models with SQL (the answers
 * read the running totals, so what they cost depends on the tables' sizes, not on the events).
 */
import { performance } from 'node:perf_hooks';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { dashboardHistory } from '../../dashboard/dashboard-history.test-helper';

const ENTRIES = 250_000;
const LINES_PER_ENTRY = 4;
const INVOICES = 100_000;
const PAYABLES = 20_000;
const PRODUCTS = 5_000;
const CUSTOMERS = 50_000;

/** Copies one row of a table `count` times, the generated columns left to PostgreSQL, `sets` overriding columns (`g` is 1..count). */
async function cloneRows(app: TestApp, table: string, where: string, count: number, sets: Record<string, string>) {
  const { rows } = await app.pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'read_models' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const columns = rows.map((row) => row.column_name);
  const values = columns.map((column) => sets[column] ?? `s.${column}`);
  await app.pool.query(
    `insert into read_models.${table} (${columns.join(', ')}) select ${values.join(', ')} from (select * from read_models.${table} where ${where} limit 1) s cross join generate_series(1, ${count}) g`,
  );
}

async function time(app: TestApp, path: string, runs = 30) {
  for (let warm = 0; warm < 3; warm++) await app.request('GET', path);
  const took: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await app.request('GET', path);
    took.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  took.sort((left, right) => left - right);
  return { path, p50: took[Math.floor(runs / 2)].toFixed(1), p95: took[Math.floor(runs * 0.95)].toFixed(1), max: took[runs - 1].toFixed(1) };
}

async function main() {
  const app = await startTestApp();
  try {
    const { world } = await dashboardHistory(app);
    const seeded = performance.now();
    const day = `(current_date - (g % 730))`;
    await cloneRows(app, 'journal_entries', `status = 'Posted'`, ENTRIES, {
      id: 'gen_random_uuid()',
      entry_number: '1000000 + g',
      global_position: 's.global_position',
      date: day,
      source_event_id: 'null',
    });
    await app.pool.query(
      `insert into read_models.journal_lines (id, journal_entry_id, line_number, account_id, debit, credit, description, date)
       select 1000000000 + (e.entry_number - 1000000) * ${LINES_PER_ENTRY} + l, e.id, l, case when l % 2 = 1 then $1::uuid else $2::uuid end,
         case when l % 2 = 1 then 10000 else 0 end, case when l % 2 = 1 then 0 else 10000 end, 'bench', e.date
       from read_models.journal_entries e cross join generate_series(1, ${LINES_PER_ENTRY}) l where e.entry_number > 1000000`,
      [world.account['5202'], world.account['1101']],
    );
    await cloneRows(app, 'invoices', 'voided_at is null', INVOICES, { id: 'gen_random_uuid()', invoice_number: '1000000 + g', invoice_date: day, receivable_id: 'null' });
    await cloneRows(app, 'payables', 'cancelled_at is null', PAYABLES, { id: 'gen_random_uuid()', due_date: day, amount: '0', paid_amount: '0' });
    await cloneRows(app, 'products', 'deleted_at is null', PRODUCTS, { id: 'gen_random_uuid()', stock_value: '0', quantity: '100', sku: `'BENCH-' || g`, barcode: `'B' || g` });
    await cloneRows(app, 'customers', 'deleted_at is null', CUSTOMERS, { id: 'gen_random_uuid()', phone_digits: `'9' || g`, phone: `'9' || g` });
    await app.pool.query('analyze');
    const counts = await app.pool.query(`select (select count(*) from read_models.journal_lines) as lines, (select count(*) from read_models.journal_entries) as entries, (select count(*) from read_models.invoices) as invoices`);
    console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s:`, counts.rows[0]);
    for (const path of ['/api/accounts/health-check', '/api/accounts/dashboard', '/api/accounts/dashboard?period=365', '/api/dashboard/overview', '/api/dashboard/overview?period=this_year', '/api/dashboard/overview?period=last_year']) {
      console.log(await time(app, path));
    }
  } finally {
    await app.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
