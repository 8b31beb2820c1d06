import type { GlClassType } from '@dealer/domain';

/**
 * The books as plain-text accounting (hledger, beancount): pure text from figures in poisha.
 * Debits are positive amounts, credits negative, as both tools count them.
 */
export type LedgerFormat = 'hledger' | 'beancount';

export const LEDGER_FORMATS: readonly LedgerFormat[] = ['hledger', 'beancount'];

/** An account of the chart with what its plain-text name is made of. */
export interface LedgerAccount {
  code: string;
  name: string;
  /** Null for an account whose class is unknown (it is written under Equity:Unclassified). */
  classType: GlClassType | null;
  groupName: string;
}

export interface LedgerLine {
  accountId: string;
  /** Poisha. */
  debit: number;
  credit: number;
  description: string | null;
}

export interface LedgerTransaction {
  date: string;
  /** JE-000012 */
  entryNumber: string;
  reference: string;
  description: string;
  sourceKind: string | null;
  lines: LedgerLine[];
}

/** The five roots both tools know (beancount requires exactly these). */
const ROOT_BY_CLASS: Record<GlClassType, string> = { Asset: 'Assets', Liability: 'Liabilities', Equity: 'Equity', Revenue: 'Income', Expense: 'Expenses' };

export const OPENING_BALANCES_ACCOUNT = 'Equity:Opening-Balances';
export const CURRENCY = 'BDT';

/** Poisha as `1234.56 BDT` (exact for any integer, negative with a leading minus). */
export function amountText(poisha: number | bigint): string {
  const value = BigInt(poisha);
  const magnitude = value < 0n ? -value : value;
  const sign = value < 0n ? '-' : '';
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')} ${CURRENCY}`;
}

/** The day after a YYYY-MM-DD day (beancount's balance directive checks at the start of its day). */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One line of free text: no line breaks, no runs of spaces (hledger ends a name at two spaces). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** hledger: `Assets:Cash and Bank:1101 Cash in Hand`; no colon inside a component, no bracket that would make a virtual posting. */
function hledgerComponent(text: string): string {
  return oneLine(text.replace(/[:;()[\]]/g, ' ')) || '-';
}

/** beancount: capitalised ASCII words joined by hyphens (`Cash-And-Bank`); empty when nothing ASCII is left. */
function beancountWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('-');
}

const rootOf = (account: LedgerAccount) => (account.classType ? ROOT_BY_CLASS[account.classType] : 'Equity');
const groupOf = (account: LedgerAccount) => (account.classType ? account.groupName : 'Unclassified');

export function hledgerAccountName(account: LedgerAccount): string {
  return [rootOf(account), hledgerComponent(groupOf(account)), hledgerComponent(`${account.code} ${account.name}`)].join(':');
}

/** `Assets:Cash-And-Bank:A1101-Cash-In-Hand`: the code (prefixed A) keeps it unique whatever the name's script. */
export function beancountAccountName(account: LedgerAccount): string {
  const group = beancountWords(groupOf(account)) || 'Group';
  const code = beancountWords(account.code);
  const leaf = ['A' + (code || 'X'), beancountWords(account.name)].filter(Boolean).join('-');
  return [rootOf(account), /^[A-Z0-9]/.test(group) ? group : `G-${group}`, leaf].join(':');
}

/**
 * Names for every account id, unique per format: a clash (two accounts with the same code and
 * name) takes the account id's first characters as well.
 */
export function accountNames(accounts: ReadonlyMap<string, LedgerAccount>, format: LedgerFormat): Map<string, string> {
  const namer = format === 'hledger' ? hledgerAccountName : beancountAccountName;
  const names = new Map<string, string>();
  const taken = new Set<string>([OPENING_BALANCES_ACCOUNT]);
  for (const [accountId, account] of accounts) {
    let name = namer(account);
    if (taken.has(name)) name = `${name}${format === 'hledger' ? ' ' : '-'}${accountId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    taken.add(name);
    names.set(accountId, name);
  }
  return names;
}

const beancountString = (text: string) => `"${oneLine(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
/** A tag value: hledger's ends at a comma, beancount's allows letters, digits and - _ / . */
const hledgerTagValue = (text: string) => oneLine(text.replace(/[,;]/g, ' '));
const beancountTag = (text: string) => text.replace(/[^A-Za-z0-9\-_/.]+/g, '-').replace(/^-+|-+$/g, '');

/** Net debit of a line in poisha. */
const lineAmount = (line: LedgerLine) => BigInt(line.debit) - BigInt(line.credit);

export function hledgerTransaction(transaction: LedgerTransaction, names: ReadonlyMap<string, string>): string {
  const tags = [`entry:${transaction.entryNumber}`];
  if (transaction.reference) tags.push(`reference:${hledgerTagValue(transaction.reference)}`);
  if (transaction.sourceKind) tags.push(`source:${hledgerTagValue(transaction.sourceKind)}`);
  const head = `${transaction.date} * (${transaction.entryNumber}) ${oneLine(transaction.description.replace(/;/g, ','))}  ; ${tags.join(', ')}`;
  const postings = transaction.lines.map((line) => {
    const comment = line.description ? `  ; ${oneLine(line.description)}` : '';
    return `    ${names.get(line.accountId)}    ${amountText(lineAmount(line))}${comment}`;
  });
  return [head, ...postings, ''].join('\n') + '\n';
}

export function beancountTransaction(transaction: LedgerTransaction, names: ReadonlyMap<string, string>): string {
  const tag = beancountTag(transaction.reference);
  const head = `${transaction.date} * ${beancountString(transaction.entryNumber)} ${beancountString(transaction.description)}${tag ? ` #${tag}` : ''}`;
  const meta = [`  entry: ${beancountString(transaction.entryNumber)}`, `  reference: ${beancountString(transaction.reference)}`];
  if (transaction.sourceKind) meta.push(`  source: ${beancountString(transaction.sourceKind)}`);
  const postings = transaction.lines.map((line) => `  ${names.get(line.accountId)}  ${amountText(lineAmount(line))}`);
  return [head, ...meta, ...postings, ''].join('\n') + '\n';
}

export const transactionText = (format: LedgerFormat) => (format === 'hledger' ? hledgerTransaction : beancountTransaction);

/** Net debit (poisha) per account id. */
export type Balances = ReadonlyMap<string, bigint>;

/** The balances before the start date as one transaction against Equity:Opening-Balances (empty when there are none). */
export function openingTransaction(format: LedgerFormat, startDate: string, opening: Balances, names: ReadonlyMap<string, string>): string {
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const held = [...opening].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => byName(names.get(a) ?? a, names.get(b) ?? b));
  if (held.length === 0) return '';
  const rest = -held.reduce((sum, [, amount]) => sum + amount, 0n);
  const indent = format === 'hledger' ? '    ' : '  ';
  const gap = format === 'hledger' ? '    ' : '  ';
  const postings = held.map(([accountId, amount]) => `${indent}${names.get(accountId)}${gap}${amountText(amount)}`);
  postings.push(`${indent}${OPENING_BALANCES_ACCOUNT}${gap}${amountText(rest)}`);
  const head = format === 'hledger' ? `${startDate} * Opening balances as of ${startDate}  ; opening:` : `${startDate} * "Opening balances as of ${startDate}"`;
  return [head, ...postings, ''].join('\n') + '\n';
}

/**
 * A balance assertion for every account at the end date: hledger's as zero postings asserting the
 * balance (dated the end date, after its entries), beancount's `balance` directives dated the day after.
 */
export function balanceAssertions(format: LedgerFormat, endDate: string, closing: Balances, names: ReadonlyMap<string, string>): string {
  const accounts = [...names].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (format === 'hledger') {
    const postings = accounts.map(([accountId, name]) => `    ${name}    0.00 ${CURRENCY} = ${amountText(closing.get(accountId) ?? 0n)}`);
    return [`${endDate} * Balance assertions as of ${endDate}  ; assertions:`, ...postings, ''].join('\n') + '\n';
  }
  const day = dayAfter(endDate);
  return accounts.map(([accountId, name]) => `${day} balance ${name}  ${amountText(closing.get(accountId) ?? 0n)}\n`).join('') + '\n';
}

/** The file's head: what it is, and for beancount the currency and every account opened (with its own name as metadata). */
export function ledgerHeader(format: LedgerFormat, period: { startDate: string; endDate: string }, accounts: ReadonlyMap<string, LedgerAccount>, names: ReadonlyMap<string, string>): string {
  const title = `Books from ${period.startDate} to ${period.endDate}, amounts in ${CURRENCY} (taka to the poisha)`;
  if (format === 'hledger') return `; ${title}\n; Posted journal entries only; opening balances as of the start date; a balance assertion for every account at the end date.\n\ncommodity 1000.00 ${CURRENCY}\n\n`;
  const opens = [...names].map(([accountId, name]) => {
    const account = accounts.get(accountId);
    const meta = account ? `\n  code: ${beancountString(account.code)}\n  name: ${beancountString(account.name)}` : '';
    return `2000-01-01 open ${name} ${CURRENCY}${meta}\n`;
  });
  return `; ${title}\noption "title" ${beancountString(title)}\noption "operating_currency" "${CURRENCY}"\n\n2000-01-01 open ${OPENING_BALANCES_ACCOUNT} ${CURRENCY}\n${opens.join('')}\n`;
}
