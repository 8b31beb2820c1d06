import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  ACCOUNT_DAILY_TOTALS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  JOURNAL_LINES_TABLE,
  PROFIT_TRANSFERS_TABLE,
  READ_MODELS_SCHEMA,
  type JournalEntryRecord,
} from '@dealer/read-models';
import type { AccountTotalsById } from '@dealer/domain';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { poishaFromColumn, takaFromColumn } from '../../platform/taka';
import { entryNumberText } from '../journal-entries/journal-entry-queries';
import type { TotalsFilter } from '../shared/ledger-totals';

/** Lines of entries with this source kind are closings (as the projector counts closing_* totals). */
const CLOSING_SOURCE_KIND = 'profit-transfer';

/** At most this many entries are listed as changed since; `changedSinceCount` tells how many there are. */
export const CHANGED_SINCE_LIMIT = 100;

export interface ChangedSinceFilter {
  /** Inclusive: the entry's date. */
  from?: string;
  /** Inclusive: the entry's date. */
  through: string;
  excludeClosing?: boolean;
  /** Only entries with a line on this account. */
  accountId?: string;
}

/** An entry recorded after the moment asked about that moves the report (amounts in taka). */
export interface ChangedEntry {
  _id: string;
  entryNumber: number;
  entryNumberText: string | null;
  date: string | null;
  recordedAt: string | null;
  description: string;
  reference: string;
  amount: number;
  /** The entry it reverses, when it is a reversal. */
  reversalOf: string | null;
}

/** What a report adds when asked `knownAt` (nothing without it: the answer is as it always was). */
export interface KnownAtAnswer {
  knownAt?: string;
  changedSinceCount?: number;
  changedSince?: ChangedEntry[];
}

type ChangedEntryRow = Pick<JournalEntryRecord, 'id' | 'entry_number' | 'date' | 'posted_at' | 'description' | 'reference' | 'total_debit' | 'reversal_of'>;

/**
 * The books as they were known at a moment: only journal entries recorded (posted) by then count.
 * An entry's recorded time is its `posted_at`, the time the command that posted it was recorded
 * (the event's own, so a replay gives the same answer); a reversal is an entry of its own, so one
 * recorded later does not count either.
 */
@Injectable()
export class BooksKnownAt {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  /**
   * The daily totals less the lines of entries recorded after `knownAt`, in one statement (one
   * snapshot): a recent `knownAt` subtracts a few lines instead of summing every one.
   */
  async totals(filter: TotalsFilter, knownAt: string): Promise<AccountTotalsById> {
    const db = this.database;
    const daily = db
      .withSchema(READ_MODELS_SCHEMA)
      .from(ACCOUNT_DAILY_TOTALS_TABLE)
      .select('account_id', db.raw(filter.excludeClosing ? 'debit - closing_debit as debit' : 'debit'), db.raw(filter.excludeClosing ? 'credit - closing_credit as credit' : 'credit'));
    const later = db
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${JOURNAL_LINES_TABLE} as l`)
      .join(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'l.journal_entry_id')
      .where('e.posted_at', '>', knownAt)
      .select('l.account_id', db.raw('- l.debit as debit'), db.raw('- l.credit as credit'));
    if (filter.from) {
      daily.where('date', '>=', filter.from);
      later.where('l.date', '>=', filter.from);
    }
    if (filter.through) {
      daily.where('date', '<=', filter.through);
      later.where('l.date', '<=', filter.through);
    }
    if (filter.excludeClosing) later.whereRaw('e.source_kind is distinct from ?', [CLOSING_SOURCE_KIND]);
    // numeric sums read as text and converted exactly, as LedgerTotals does.
    const rows: { account_id: string; debit: string; credit: string }[] = await db
      .select('account_id', db.raw('sum(debit) as debit'), db.raw('sum(credit) as credit'))
      .from(db.raw('(? union all ?) as known', [daily, later]))
      .groupBy('account_id');
    return Object.fromEntries(rows.map((row) => [row.account_id, { debit: poishaFromColumn(row.debit), credit: poishaFromColumn(row.credit) }]));
  }

  /** With `knownAt`: the moment, and the entries recorded after it that move the report; without: nothing. */
  async answer(knownAt: string | undefined, filter: ChangedSinceFilter): Promise<KnownAtAnswer> {
    if (!knownAt) return {};
    return { knownAt, ...(await this.changedSince(knownAt, filter)) };
  }

  /** The entries recorded after `knownAt` that move the period (its dates), in the order they were recorded. */
  async changedSince(knownAt: string, filter: ChangedSinceFilter): Promise<{ changedSinceCount: number; changedSince: ChangedEntry[] }> {
    const db = this.database;
    const entries = db
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${JOURNAL_ENTRIES_TABLE} as e`)
      .where('e.posted_at', '>', knownAt)
      .whereNot('e.status', 'Draft')
      .where('e.date', '<=', filter.through);
    if (filter.from) entries.where('e.date', '>=', filter.from);
    if (filter.excludeClosing) entries.whereRaw('e.source_kind is distinct from ?', [CLOSING_SOURCE_KIND]);
    if (filter.accountId) {
      const accountId = filter.accountId;
      entries.whereExists(function touchesAccount() {
        this.select(db.raw('1')).from(`${READ_MODELS_SCHEMA}.${JOURNAL_LINES_TABLE} as l`).whereRaw('l.journal_entry_id = e.id').where('l.account_id', accountId);
      });
    }
    const [rows, counted] = await Promise.all([
      entries
        .clone()
        .select('e.id', 'e.entry_number', 'e.date', 'e.posted_at', 'e.description', 'e.reference', 'e.total_debit', 'e.reversal_of')
        .orderBy([{ column: 'e.posted_at' }, { column: 'e.entry_number' }])
        .limit(CHANGED_SINCE_LIMIT) as Promise<ChangedEntryRow[]>,
      entries.clone().count({ count: '*' }).first() as Promise<{ count: string | number } | undefined>,
    ]);
    return {
      changedSinceCount: Number(counted?.count ?? 0),
      changedSince: rows.map((row) => ({
        _id: row.id,
        entryNumber: Number(row.entry_number),
        entryNumberText: entryNumberText(row.entry_number),
        date: row.date,
        recordedAt: row.posted_at ? new Date(row.posted_at).toISOString() : null,
        description: row.description ?? '',
        reference: row.reference ?? '',
        amount: takaFromColumn(row.total_debit),
        reversalOf: row.reversal_of,
      })),
    };
  }

  /**
   * The last day the books were closed through as known at `knownAt`: the latest closing recorded
   * by then and not reversed by then (a reopening recorded later still counts it closed).
   */
  async closedThrough(knownAt: string): Promise<string | null> {
    const row: { closed_through: string | null } | undefined = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${PROFIT_TRANSFERS_TABLE} as p`)
      .join(`${JOURNAL_ENTRIES_TABLE} as e`, 'e.id', 'p.journal_entry_id')
      .leftJoin(`${JOURNAL_ENTRIES_TABLE} as r`, 'r.id', 'p.reversal_journal_entry_id')
      .where('e.posted_at', '<=', knownAt)
      .where((reversal) => reversal.whereNull('r.id').orWhere('r.posted_at', '>', knownAt))
      .first(this.database.raw('max(p.transfer_date) as closed_through'));
    return row?.closed_through ?? null;
  }
}
