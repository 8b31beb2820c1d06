/**
 * The bundle's `verify.mjs`: a standalone verifier that needs nothing but Node (only `node:`
 * modules). It recomputes the hash chain from the anchor exactly as libs/event-store's
 * chain/hash-chain.ts does for the PostgreSQL store, whose data and metadata texts are jsonb's
 * output (keys shorter first, then by bytes; ", " and ": " between members; numbers as stored),
 * and rebuilds the end trial balance from the start one plus the period's JournalEntryPosted
 * events. Kept as text (String.raw: no backticks or template holes inside) so the bundle carries
 * it as is; verify-script.test.ts runs it on real events against `chainHash`.
 */
export const VERIFY_SCRIPT = String.raw`#!/usr/bin/env node
// Verifies this audit bundle with nothing but Node (18 or later): node verify.mjs [bundle folder]
// 1. The hash chain: from anchor.json's hash, every event of events.jsonl is linked as
//      hash = sha256(previous hash | int64 position | field(event id) | field(stream) | int64 revision
//                    | field(type) | field(data text) | field(metadata text))
//    field(text) = its UTF-8 byte length as a big-endian int32, then its bytes; the data and metadata
//    texts are PostgreSQL's jsonb output (object keys shorter first, then by bytes; ", " and ": "
//    between members; strings escaped as JSON; numbers exactly as written in events.jsonl).
// 2. The trial balance: trial-balance-start.json plus the lines of every JournalEntryPosted event of
//    the period must give trial-balance-end.json, account by account, to the poisha.
// Prints "holds" with the figures, or the first position (or account) that does not, and exits 1.
// --print-hashes prints each event's position and recomputed hash instead.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv.slice(2).find((argument) => !argument.startsWith('--')) || new URL('.', import.meta.url).pathname;
const printHashes = process.argv.includes('--print-hashes');

// A JSON parser that keeps numbers as the text they were written in (jsonb's text is hashed as stored).
function parseJson(text) {
  let at = 0;
  const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
  const fail = (what) => { throw new Error('not JSON (' + what + ') at character ' + at); };
  const space = () => { while (at < text.length && ' \t\n\r'.includes(text[at])) at += 1; };
  const string = () => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) fail('an unterminated string');
    at += 1;
    return JSON.parse(text.slice(start, at));
  };
  const members = (close, member) => {
    const items = [];
    at += 1;
    space();
    if (text[at] === close) { at += 1; return items; }
    for (;;) {
      items.push(member());
      space();
      if (text[at] === ',') { at += 1; continue; }
      if (text[at] === close) { at += 1; return items; }
      fail('a missing , or ' + close);
    }
  };
  const value = () => {
    space();
    const character = text[at];
    if (character === '{') {
      return { kind: 'object', entries: members('}', () => {
        space();
        if (text[at] !== '"') fail('a key');
        const key = string();
        space();
        if (text[at] !== ':') fail('a missing :');
        at += 1;
        return [key, value()];
      }) };
    }
    if (character === '[') return { kind: 'array', items: members(']', value) };
    if (character === '"') return { kind: 'string', value: string() };
    for (const word of ['true', 'false', 'null']) if (text.startsWith(word, at)) { at += word.length; return { kind: 'literal', text: word }; }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(text);
    if (!number) fail('a value');
    at += number[0].length;
    return { kind: 'number', text: number[0] };
  };
  const result = value();
  space();
  if (at !== text.length) fail('text after the value');
  return result;
}

const byteLength = (text) => Buffer.byteLength(text, 'utf8');
const jsonbKeyOrder = ([a], [b]) => byteLength(a) - byteLength(b) || Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

// PostgreSQL's jsonb output of a parsed value: the text the chain hashed.
function jsonbText(node) {
  if (node.kind === 'object') {
    const unique = new Map(node.entries);
    return '{' + [...unique].sort(jsonbKeyOrder).map(([key, value]) => JSON.stringify(key) + ': ' + jsonbText(value)).join(', ') + '}';
  }
  if (node.kind === 'array') return '[' + node.items.map(jsonbText).join(', ') + ']';
  if (node.kind === 'string') return JSON.stringify(node.value);
  return node.text;
}

// Plain JavaScript value of a parsed node (numbers as their text).
function plain(node) {
  if (node.kind === 'object') return Object.fromEntries(node.entries.map(([key, value]) => [key, plain(value)]));
  if (node.kind === 'array') return node.items.map(plain);
  if (node.kind === 'string') return node.value;
  if (node.kind === 'number') return node.text;
  return JSON.parse(node.text);
}

const field = (text) => {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
};
const int64 = (value) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64BE(BigInt(value));
  return bytes;
};

function chainHash(previous, event) {
  const hash = createHash('sha256');
  hash.update(previous);
  hash.update(int64(event.position));
  hash.update(field(event.id));
  hash.update(field(event.stream));
  hash.update(int64(event.revision));
  hash.update(field(event.type));
  hash.update(field(event.dataText));
  hash.update(field(event.metadataText));
  return hash.digest();
}

const read = (name) => readFileSync(join(folder, name), 'utf8');
const taka = (poisha) => {
  const sign = poisha < 0n ? '-' : '';
  const magnitude = poisha < 0n ? -poisha : poisha;
  return sign + (magnitude / 100n).toString() + '.' + (magnitude % 100n).toString().padStart(2, '0');
};

function doesNotHold(message) {
  console.log('does not hold: ' + message);
  process.exit(1);
}

function totalsOf(trialBalance) {
  const totals = new Map();
  for (const account of trialBalance.accounts) totals.set(account.accountId, { debit: BigInt(account.totalDebitPoisha), credit: BigInt(account.totalCreditPoisha) });
  return totals;
}

const anchor = JSON.parse(read('anchor.json'));
const start = JSON.parse(read('trial-balance-start.json'));
const end = JSON.parse(read('trial-balance-end.json'));
const rebuilt = totalsOf(start);
let previous = Buffer.from(anchor.hash, 'hex');
let previousPosition = anchor.position === null ? 0n : BigInt(anchor.position);
let events = 0;
let entries = 0;
let firstPosition = null;

for (const line of read('events.jsonl').split('\n')) {
  if (line.trim() === '') continue;
  let event;
  let parsed;
  try {
    parsed = parseJson(line);
    event = plain(parsed);
  } catch (error) {
    doesNotHold('line ' + (events + 1) + ' of events.jsonl is not an event (' + error.message + '), after position ' + previousPosition);
  }
  const members = new Map(parsed.entries);
  const position = BigInt(event.position);
  if (position <= previousPosition) doesNotHold('position ' + position + ' does not follow ' + previousPosition);
  if (event.previousHash !== previous.toString('hex')) doesNotHold('position ' + position + ': its previous hash is not the hash of the event before it');
  const hash = chainHash(previous, {
    position, id: event.id, stream: event.stream, revision: event.revision, type: event.type,
    dataText: jsonbText(members.get('data')), metadataText: jsonbText(members.get('metadata')),
  });
  if (printHashes) console.log(position + ' ' + hash.toString('hex'));
  if (hash.toString('hex') !== event.hash) doesNotHold('position ' + position + ': the event does not match its hash and the link before it (stream ' + event.stream + ', ' + event.type + ')');
  if (event.type === 'JournalEntryPosted') {
    entries += 1;
    for (const journalLine of event.data.lines) {
      const totals = rebuilt.get(journalLine.accountId) || { debit: 0n, credit: 0n };
      rebuilt.set(journalLine.accountId, { debit: totals.debit + BigInt(journalLine.debit), credit: totals.credit + BigInt(journalLine.credit) });
    }
  }
  previous = hash;
  previousPosition = position;
  if (firstPosition === null) firstPosition = position;
  events += 1;
}
if (events !== anchor.eventCount) doesNotHold('events.jsonl holds ' + events + ' events, anchor.json says ' + anchor.eventCount);
if (anchor.headHash && previous.toString('hex') !== anchor.headHash) doesNotHold('the last event does not end at the head hash anchor.json records');
if (printHashes) process.exit(0);

const expected = totalsOf(end);
const names = new Map([...start.accounts, ...end.accounts].map((account) => [account.accountId, (account.code + ' ' + account.name).trim()]));
let debits = 0n;
let credits = 0n;
for (const accountId of new Set([...rebuilt.keys(), ...expected.keys()])) {
  const mine = rebuilt.get(accountId) || { debit: 0n, credit: 0n };
  const theirs = expected.get(accountId) || { debit: 0n, credit: 0n };
  if (mine.debit !== theirs.debit || mine.credit !== theirs.credit) {
    doesNotHold('the end trial balance, account ' + (names.get(accountId) || accountId) + ': the start balance and the period\'s entries give debits ' + taka(mine.debit) + ', credits ' + taka(mine.credit) + '; trial-balance-end.json says ' + taka(theirs.debit) + ', ' + taka(theirs.credit));
  }
  const net = mine.debit - mine.credit;
  if (net > 0n) debits += net;
  else credits -= net;
}
console.log('holds');
console.log('events: ' + events + (events ? ' (positions ' + firstPosition + ' to ' + previousPosition + ')' : ''));
console.log('chain: from ' + anchor.hash + ' to ' + previous.toString('hex'));
console.log('journal entries posted in the period: ' + entries);
console.log('trial balance at the end, rebuilt: ' + expected.size + ' accounts, debits ' + taka(debits) + ' BDT, credits ' + taka(credits) + ' BDT' + (debits === credits ? ' (balanced)' : ' (NOT balanced)'));
`;
