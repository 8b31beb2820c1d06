// `npm run bench -- dashboard` (issue 14): the business dashboard's reads over a store of 100,000
// invoices over two years (the sales bench's store): the overview for a year, a month and today,
// and the period metrics, timed one request at a time. BENCH_INVOICES sets the store's size,
// BENCH_SAMPLES the requests per figure; BENCH_KEEP_DATABASE=1 keeps the database (to run
// `node services/projector/dist/main.js rebuild --verify` on it, say).
'use strict';
const { seedSalesStore } = require('./bench-sales');

async function benchDashboard({ scratchDatabase, startBenchApp, untilProjected, timeReads }, { invoices = Number(process.env.BENCH_INVOICES) || 100_000, samples = Number(process.env.BENCH_SAMPLES) || 60 } = {}) {
  const database = await scratchDatabase('dealer_bench_dashboard');
  try {
    const seeded = await seedSalesStore(database.url, invoices);
    const projectionStarted = process.hrtime.bigint();
    const { running, call } = await startBenchApp(database.url);
    try {
      await untilProjected(call);
      const projectionSeconds = Number(process.hrtime.bigint() - projectionStarted) / 1e9;
      const time = (paths) => timeReads(call, paths, samples);
      const year = (await call('GET', '/api/dashboard/overview?period=this_year')).body.data;
      const reads = async () => ({
        thisYear: await time(['/api/dashboard/overview?period=this_year']),
        lastYear: await time(['/api/dashboard/overview?period=last_year']),
        thisMonth: await time(['/api/dashboard/overview?period=this_month']),
        today: await time(['/api/dashboard/overview?period=today']),
        metrics: await time(['/api/dashboard/metrics/revenue?period=this_year', '/api/dashboard/metrics/sales?period=this_year']),
        widgets: await time(['/api/dashboard/widgets']),
      });
      const fresh = await reads();
      // This machine's PostgreSQL runs with autovacuum off (its CI settings): the read models are
      // never analysed, so the planner guesses. Timed again after the VACUUM (ANALYZE) that
      // autovacuum makes where it is on (as the sales bench does).
      const { Client } = require('pg');
      const owner = new Client({ connectionString: database.url });
      await owner.connect();
      const { rows: tables } = await owner.query(`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables where schemaname = 'read_models'`);
      await owner.query(`VACUUM (ANALYZE) ${tables.map((table) => table.name).join(', ')}`);
      await owner.end();
      return { invoices: seeded.invoices, yearInvoices: year.quickStats.totalInvoices, projectionSeconds, fresh, vacuumed: await reads() };
    } finally {
      await running.close();
    }
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept: ${database.url}`);
    else await database.drop();
  }
}

/** `npm run bench -- dashboard`: runs and prints. */
async function printDashboardBench(kit) {
  const result = await benchDashboard(kit);
  const line = (label, key) => {
    const { p50, p99 } = result.fresh[key];
    const after = result.vacuumed[key];
    console.log(`  ${label}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; after VACUUM (ANALYZE) p50 ${after.p50.toFixed(1)} ms, p99 ${after.p99.toFixed(1)} ms`);
  };
  console.log(`\nBusiness dashboard over ${result.invoices} invoices (${result.yearInvoices} this year), projected in ${result.projectionSeconds.toFixed(1)} s`);
  line('overview, this year', 'thisYear');
  line('overview, last year', 'lastYear');
  line('overview, this month', 'thisMonth');
  line('overview, today', 'today');
  line('metrics revenue and sales, this year', 'metrics');
  line('widgets', 'widgets');
}

module.exports = { benchDashboard: printDashboardBench };
