import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  GL_ACCOUNTS_TABLE,
  JOURNAL_ENTRIES_TABLE,
  JOURNAL_LINES_TABLE,
  READ_MODELS_SCHEMA,
  USERS_TABLE,
  type GlAccountRecord,
  type JournalEntryRecord,
  type JournalLineRecord,
  type UserRecord,
} from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { lookupById } from '../../platform/lookup-by-id';
import { pagedList, type ListShape } from '../../platform/paged-list';
import { takaFromColumn } from '../../platform/taka';
import type { JournalEntryListQuery } from './journal-entry.dto';

export const entryNumberText = (entryNumber: number | string | null) => (entryNumber === null ? null : `JE-${String(entryNumber).padStart(6, '0')}`);

/** A posted line as entriesWithPostedLines carries it: built by json_build_object, so bigints are numbers. */
interface CarriedLine extends Pick<JournalLineRecord, 'journal_entry_id' | 'account_id' | 'description'> {
  id: number;
  debit: number;
  credit: number;
  account_code: GlAccountRecord['code'];
  account_name: GlAccountRecord['name'];
}
type PostedLine = CarriedLine | JournalLineRecord;
type Actor = Pick<UserRecord, 'id' | 'name' | 'email'>;

/** An entry row; one from entriesWithPostedLines also carries its posted lines and its actors. */
export interface JournalEntryRow extends JournalEntryRecord {
  posted_lines?: CarriedLine[];
  actors?: Actor[] | null;
}

export interface AccountRef {
  _id: string;
  code: string | null;
  name: string | null;
}
export interface UserRef {
  _id: string;
  name?: string | null;
  email?: string | null;
}
export interface LineView {
  _id: string;
  account: AccountRef;
  description: string;
  debit: number;
  credit: number;
}

const JOURNAL_ENTRY_LIST: ListShape = {
  sortable: {
    date: ['e.date', 'e.entry_number', 'e.created_at'],
    entryNumber: 'e.entry_number',
    reference: 'e.reference',
    description: 'e.description',
    status: 'e.status',
    totalDebit: 'e.total_debit',
    createdAt: 'e.created_at',
    postedAt: 'e.posted_at',
  },
  // Newest first; drafts (no number yet) first within their day.
  defaultOrder: [{ column: 'e.date', order: 'desc' }, { column: 'e.entry_number', order: 'desc' }, { column: 'e.created_at', order: 'desc' }],
  tiebreaker: 'e.id',
  nullable: ['e.entry_number', 'e.reference', 'e.description', 'e.created_at', 'e.posted_at'],
  search: ['e.reference', 'e.description'],
  searchAlso: (where, search) => {
    const number = Number(search.replace(/^\s*JE-?0*/i, ''));
    if (Number.isSafeInteger(number) && number > 0) where.orWhere('e.entry_number', number);
  },
};

@Injectable()
export class JournalEntryQueries {
  private readonly viewsById = lookupById(async (ids) => this.withLines(await this.entriesWithPostedLines(ids)), (view) => view._id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  entries() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from(`${JOURNAL_ENTRIES_TABLE} as e`);
  }

  /**
   * Entries by id with their posted lines and those lines' accounts in the same query (a
   * command's answer: one query for all the answers released together).
   */
  private async entriesWithPostedLines(ids: string[]): Promise<JournalEntryRow[]> {
    const schema = READ_MODELS_SCHEMA;
    const { rows } = await this.database.raw<{ rows: JournalEntryRow[] }>(
      `SELECT e.*, (
         SELECT coalesce(json_agg(json_build_object(
                  'id', l.id, 'journal_entry_id', l.journal_entry_id, 'account_id', l.account_id, 'description', l.description,
                  'debit', l.debit, 'credit', l.credit, 'account_code', a.code, 'account_name', a.name) ORDER BY l.line_number), '[]')
         FROM "${schema}".${JOURNAL_LINES_TABLE} l LEFT JOIN "${schema}".${GL_ACCOUNTS_TABLE} a ON a.id = l.account_id
         WHERE l.journal_entry_id = e.id) AS posted_lines,
         (SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email))
          FROM "${schema}".${USERS_TABLE} u WHERE u.id IN (e.created_by, e.posted_by)) AS actors
       FROM "${schema}".${JOURNAL_ENTRIES_TABLE} e WHERE e.id = ANY(?::uuid[])`,
      [ids],
    );
    return rows;
  }

  /** Lines of posted entries from the ledger, of drafts from the draft itself; accounts resolved in one query. */
  async withLines(rows: JournalEntryRow[]) {
    if (rows.length === 0) return [];
    const accountById = new Map<string, AccountRef>();
    // Rows from entriesWithPostedLines carry their lines and accounts; others are looked up.
    const carried = rows.flatMap((row) => row.posted_lines ?? []);
    for (const line of carried) {
      if (line.account_code !== null) accountById.set(line.account_id, { _id: line.account_id, code: line.account_code, name: line.account_name });
    }
    const postedIds = rows.filter((row) => row.status !== 'Draft' && row.posted_lines === undefined).map((row) => row.id);
    const postedLines: PostedLine[] = [
      ...carried,
      ...(postedIds.length
        ? await this.database.withSchema(READ_MODELS_SCHEMA).from<JournalLineRecord>(JOURNAL_LINES_TABLE).whereIn('journal_entry_id', postedIds).orderBy(['journal_entry_id', 'line_number'])
        : []),
    ];
    const draftLines = rows.filter((row) => row.status === 'Draft').flatMap((row) => (row.draft_lines ?? []).map((line) => line.accountId));
    const accountIds = [...new Set([...postedLines.map((line) => line.account_id), ...draftLines])].filter((id) => !accountById.has(id));
    const accounts: Pick<GlAccountRecord, 'id' | 'code' | 'name'>[] = accountIds.length
      ? await this.database.withSchema(READ_MODELS_SCHEMA).from(GL_ACCOUNTS_TABLE).whereIn('id', accountIds).select('id', 'code', 'name')
      : [];
    for (const account of accounts) accountById.set(account.id, { _id: account.id, code: account.code, name: account.name });
    const accountOf = (id: string): AccountRef => accountById.get(id) ?? { _id: id, code: '', name: 'Deleted account' };
    // Who created and posted each entry, by name: carried by the answer's rows, else one query.
    const userById = new Map<string, UserRef>();
    for (const user of rows.flatMap((row) => row.actors ?? [])) userById.set(user.id, { _id: user.id, name: user.name, email: user.email });
    const userIds = [...new Set(rows.filter((row) => row.actors === undefined).flatMap((row) => [row.created_by, row.posted_by]))].filter(
      (id): id is string => Boolean(id) && !userById.has(id!),
    );
    if (userIds.length) {
      const users: Actor[] = await this.database.withSchema(READ_MODELS_SCHEMA).from(USERS_TABLE).whereIn('id', userIds).select('id', 'name', 'email');
      for (const user of users) userById.set(user.id, { _id: user.id, name: user.name, email: user.email });
    }
    const actorOf = (id: string | null): UserRef | null => (id ? userById.get(id) ?? { _id: id } : null);
    const linesByEntry = new Map<string, LineView[]>();
    for (const line of postedLines) {
      const list = linesByEntry.get(line.journal_entry_id) ?? [];
      list.push({ _id: String(line.id), account: accountOf(line.account_id), description: line.description ?? '', debit: takaFromColumn(line.debit), credit: takaFromColumn(line.credit) });
      linesByEntry.set(line.journal_entry_id, list);
    }
    return rows.map((row) => ({
      _id: row.id,
      entryNumber: row.entry_number === null ? null : Number(row.entry_number),
      entryNumberText: entryNumberText(row.entry_number),
      date: row.date,
      reference: row.reference ?? '',
      description: row.description ?? '',
      status: row.status,
      totalDebit: takaFromColumn(row.total_debit),
      totalCredit: takaFromColumn(row.total_credit),
      // Only a person drafts an entry: a draft's source is manual until it is posted.
      source: { kind: row.source_kind ?? (row.status === 'Draft' ? 'manual' : null), stream: row.source_stream },
      reversalOf: row.reversal_of,
      reversedBy: row.reversed_by,
      createdBy: actorOf(row.created_by),
      createdAt: row.created_at,
      postedBy: actorOf(row.posted_by),
      postedAt: row.posted_at,
      lines:
        row.status === 'Draft'
          ? (row.draft_lines ?? []).map((line, index) => ({
              _id: `${row.id}-${index}`,
              account: accountOf(line.accountId),
              description: line.description ?? '',
              debit: takaFromColumn(line.debit),
              credit: takaFromColumn(line.credit),
            }))
          : linesByEntry.get(row.id) ?? [],
    }));
  }

  async list(query: JournalEntryListQuery) {
    const entries = this.entries().select('e.*');
    if (query.status) entries.where('e.status', query.status);
    if (query.startDate) entries.where('e.date', '>=', query.startDate);
    if (query.endDate) entries.where('e.date', '<=', query.endDate);
    const { rows, pagination } = await pagedList<JournalEntryRow>(entries, JOURNAL_ENTRY_LIST, query);
    return { journalEntries: await this.withLines(rows), pagination };
  }

  async get(id: string) {
    const entry = await this.viewsById.load(id);
    if (!entry) throw new NotFoundException('Journal entry not found');
    return entry;
  }
}
