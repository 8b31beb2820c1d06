import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { lookupById } from '../../platform/lookup-by-id';
import { containsPattern } from '../../platform/list-query';
import { pagination } from '../../platform/responses';
import { takaFromColumn } from '../../platform/taka';
import type { JournalEntryListQuery } from './journal-entry.dto';

export const entryNumberText = (entryNumber: number | string | null) => (entryNumber === null ? null : `JE-${String(entryNumber).padStart(6, '0')}`);

interface DraftLine {
  accountId: string;
  description?: string;
  debit: number;
  credit: number;
}

@Injectable()
export class JournalEntryQueries {
  private readonly viewsById = lookupById<any>(async (ids) => this.withLines(await this.entriesWithPostedLines(ids)), (view) => view._id);

  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  entries() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from('journal_entries as e');
  }

  /**
   * Entries by id with their posted lines and those lines' accounts in the same query (a
   * command's answer: one query for all the answers released together).
   */
  private async entriesWithPostedLines(ids: string[]) {
    const schema = READ_MODELS_SCHEMA;
    const { rows } = await this.database.raw(
      `SELECT e.*, (
         SELECT coalesce(json_agg(json_build_object(
                  'id', l.id, 'journal_entry_id', l.journal_entry_id, 'account_id', l.account_id, 'description', l.description,
                  'debit', l.debit, 'credit', l.credit, 'account_code', a.code, 'account_name', a.name) ORDER BY l.line_number), '[]')
         FROM "${schema}".journal_lines l LEFT JOIN "${schema}".gl_accounts a ON a.id = l.account_id
         WHERE l.journal_entry_id = e.id) AS posted_lines,
         (SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email))
          FROM "${schema}".users u WHERE u.id IN (e.created_by, e.posted_by)) AS actors
       FROM "${schema}".journal_entries e WHERE e.id = ANY(?::uuid[])`,
      [ids],
    );
    return rows;
  }

  /** Lines of posted entries from the ledger, of drafts from the draft itself; accounts resolved in one query. */
  async withLines(rows: any[]) {
    if (rows.length === 0) return [];
    const accountById = new Map<string, { _id: string; code: string; name: string }>();
    // Rows from entriesWithPostedLines carry their lines and accounts; others are looked up.
    const carried = rows.filter((row) => row.posted_lines !== undefined);
    for (const line of carried.flatMap((row) => row.posted_lines as any[])) {
      if (line.account_code !== null) accountById.set(line.account_id, { _id: line.account_id, code: line.account_code, name: line.account_name });
    }
    const postedIds = rows.filter((row) => row.status !== 'Draft' && row.posted_lines === undefined).map((row) => row.id);
    const postedLines = [
      ...carried.flatMap((row) => row.posted_lines as any[]),
      ...(postedIds.length
        ? await this.database.withSchema(READ_MODELS_SCHEMA).from('journal_lines').whereIn('journal_entry_id', postedIds).orderBy(['journal_entry_id', 'line_number'])
        : []),
    ];
    const draftLines = rows.filter((row) => row.status === 'Draft').flatMap((row) => ((row.draft_lines ?? []) as DraftLine[]).map((line) => line.accountId));
    const accountIds = [...new Set([...postedLines.map((line) => line.account_id), ...draftLines])].filter((id) => !accountById.has(id));
    const accounts = accountIds.length
      ? await this.database.withSchema(READ_MODELS_SCHEMA).from('gl_accounts').whereIn('id', accountIds).select('id', 'code', 'name')
      : [];
    for (const account of accounts) accountById.set(account.id, { _id: account.id, code: account.code, name: account.name });
    const accountOf = (id: string) => accountById.get(id) ?? { _id: id, code: '', name: 'Deleted account' };
    // Who created and posted each entry, by name: carried by the answer's rows, else one query.
    const userById = new Map<string, { _id: string; name: string; email: string }>();
    for (const user of rows.flatMap((row) => (row.actors ?? []) as any[])) userById.set(user.id, { _id: user.id, name: user.name, email: user.email });
    const userIds = [...new Set(rows.filter((row) => row.actors === undefined).flatMap((row) => [row.created_by, row.posted_by]))].filter((id) => id && !userById.has(id));
    if (userIds.length) {
      for (const user of await this.database.withSchema(READ_MODELS_SCHEMA).from('users').whereIn('id', userIds).select('id', 'name', 'email')) {
        userById.set(user.id, { _id: user.id, name: user.name, email: user.email });
      }
    }
    const actorOf = (id: string | null) => (id ? userById.get(id) ?? { _id: id } : null);
    const linesByEntry = new Map<string, any[]>();
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
          ? ((row.draft_lines ?? []) as DraftLine[]).map((line, index) => ({
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
    const filtered = this.entries();
    if (query.status) filtered.where('e.status', query.status);
    if (query.startDate) filtered.where('e.date', '>=', query.startDate);
    if (query.endDate) filtered.where('e.date', '<=', query.endDate);
    if (query.search?.trim()) {
      const pattern = containsPattern(query.search);
      const number = Number(query.search.replace(/^\s*JE-?0*/i, ''));
      filtered.where((where) => {
        where.whereRaw('lower(e.reference) like ?', [pattern]).orWhereRaw('lower(e.description) like ?', [pattern]);
        if (Number.isSafeInteger(number) && number > 0) where.orWhere('e.entry_number', number);
      });
    }
    const [{ count }] = await filtered.clone().count({ count: '*' });
    const rows = await filtered
      .select('e.*')
      .orderBy([{ column: 'e.date', order: 'desc' }, { column: 'e.entry_number', order: 'desc', nulls: 'first' }, { column: 'e.created_at', order: 'desc' }])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { journalEntries: await this.withLines(rows), pagination: pagination(Number(count), query.page, query.limit) };
  }

  async get(id: string) {
    const entry = await this.viewsById.load(id);
    if (!entry) throw new NotFoundException('Journal entry not found');
    return entry;
  }
}
