/** The bundle's README.md: what each file is and how to check it without trusting the dealer's software. */
export function bundleReadme(
  period: { startDate: string; endDate: string },
  anchor: { position: string | null; hash: string; firstPosition: string | null; lastPosition: string | null; eventCount: number; headHash: string },
): string {
  const positions = anchor.eventCount > 0 ? `positions ${anchor.firstPosition} to ${anchor.lastPosition}` : 'no events';
  return `# Audit bundle: ${period.startDate} to ${period.endDate}

Every event the back office recorded from the start of ${period.startDate} to the end of ${period.endDate}
(Bangladesh time): ${anchor.eventCount} events, ${positions}. Money is in poisha (1/100 taka) in the
events and the trial balances' totals, in taka elsewhere.

## Check it

    node verify.mjs

Needs Node 18 or later and nothing else (no npm install; the script uses only Node's own modules,
read it first). It prints \`holds\` with the figures, or \`does not hold:\` with the first position
(or account) that does not, and exits with 1.

It checks that

1. **the hash chain holds**: starting from the anchor's hash, every event's hash is
   sha256(previous hash, position, event id, stream, revision, type, data, metadata) as the
   script's header spells out, so a changed, removed, inserted or reordered event breaks the chain
   at that event or the one after it; and
2. **the books add up**: the start trial balance plus the lines of every \`JournalEntryPosted\`
   event in \`events.jsonl\` gives the end trial balance, account by account, to the poisha.

The anchor ties this bundle to the rest of the log: compare \`anchor.json\`'s \`hash\` (the hash of
position ${anchor.position ?? '0, none: the log starts here'}) with the \`headHash\` of the bundle of the
period before, or with the chain head the dealer's health check reported at that time. This
bundle's head is \`${anchor.headHash}\`.

## Files

| file | what it is |
|---|---|
| \`events.jsonl\` | one event a line, oldest first: position, id, stream, revision, type, recordedAt, previousHash, hash, data, metadata (data and metadata exactly as stored: PostgreSQL jsonb text) |
| \`anchor.json\` | the position and hash of the event before the period's first one (32 zero bytes when the log starts here), the period's positions, its event count and the head hash |
| \`trial-balance-start.json\` | every account's posted debits and credits from the events recorded before the period (whatever the entries' dates) |
| \`trial-balance-end.json\` | the same through the period's last event |
| \`books.journal\` | the books dated in the period as an hledger journal: opening balances as of ${period.startDate}, every posted entry, a balance assertion for every account at ${period.endDate}. Check it with \`hledger -f books.journal balance\` |
| \`verify.mjs\` | the verifier |

The trial balances follow the log (what had been recorded), the journal follows the entries'
dates (what the books say for the period): an entry recorded in the period but dated before it
moves the first and not the second.
`;
}
