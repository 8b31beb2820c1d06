// `npm run bench -- reconciliation` (issue 14, item 4): the bank reconciliation's auto-match of a
// 2,000-line statement against 20,000 outstanding transactions, in process (libs/domain, built).
'use strict';
const { autoMatch } = require('../libs/domain/dist/reconciliation/auto-match');

/** A small seeded generator (mulberry32): the same statement every run. */
function seededRandom(seed) {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (offset) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** 20,000 transactions over a year, amounts from a few hundred round figures (many equal), and a statement of 2,000 of them (dates moved up to 2 days, a quarter with references). */
function world(transactions = 20_000, lines = 2_000) {
  const random = seededRandom(14);
  const outstanding = Array.from({ length: transactions }, (_, index) => ({
    transactionId: `je-${String(index).padStart(6, '0')}`,
    date: day(Math.floor(random() * 365)),
    reference: `REF-${index}`,
    description: `Transaction ${index}`,
    // Round amounts repeat: the worst case for an index by amount.
    amount: (random() < 0.5 ? -1 : 1) * (Math.floor(random() * 400) + 1) * 500_00,
  }));
  const statement = Array.from({ length: lines }, (_, index) => {
    const source = outstanding[Math.floor(random() * transactions)];
    const shift = Math.floor(random() * 5) - 2;
    return { date: day(Math.round(Date.parse(`${source.date}T00:00:00Z`) / 86_400_000) - Math.round(Date.UTC(2026, 0, 1) / 86_400_000) + shift), description: `Line ${index}`, reference: random() < 0.25 ? source.reference : '', amount: source.amount };
  });
  return { outstanding, statement };
}

async function benchReconciliation() {
  const { outstanding, statement } = world();
  autoMatch(statement.slice(0, 50), outstanding); // warm up
  const runs = [];
  let matched = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = process.hrtime.bigint();
    matched = autoMatch(statement, outstanding).length;
    runs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  runs.sort((a, b) => a - b);
  console.log(`\nBank reconciliation auto-match: ${statement.length} statement lines against ${outstanding.length} outstanding transactions`);
  console.log(`  ${matched} matched; median ${runs[2].toFixed(1)} ms, worst of 5 ${runs[4].toFixed(1)} ms (target under 1000 ms)`);
}

module.exports = { benchReconciliation };
if (require.main === module) benchReconciliation();
