import { randomInt } from 'node:crypto';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Knex } from 'knex';
import { refusalOf, validationError } from '@dealer/domain';
import { READ_MODELS_SCHEMA, USERS_TABLE } from '@dealer/read-models';
import type { AppConfig } from '../config';
import { APP_CONFIG, READ_DATABASE } from '../infrastructure/tokens';
import { takaFromColumn, takaOf } from '../platform/taka';
import { populationRows, type PopulationRow, type SamplePeriod } from './audit-sample-population';
import type { AuditSampleQuery, SampleMethod, SamplePopulation } from './audit-sample.dto';
import { drawMonetaryUnits, drawRandom, samplingInterval, seededUniform, type Draw } from './sampling';

/** The event store's table (PostgresEventStore's default schema). */
const EVENTS = 'public.events';
/** More events than this for one item are not listed (its trail on the audit screen has them all). */
const MOST_EVENTS_PER_STREAM = 200;

interface SampleEventRow {
  global_position: string;
  stream_name: string;
  type: string;
  created_at: Date;
  user_id: string | null;
}

/** A person who did something, by id and name (null: the system, or a user no longer known). */
export interface SampleActor {
  userId: string | null;
  userName: string | null;
}

/** Where the screen shows a document: an app path, and the stream whose history it is. */
export interface SampleDocumentLink {
  kind: string;
  id: string | null;
  documentNumber: string | null;
  stream: string | null;
  path: string | null;
}

/** The app screen that shows the document a stream names, where there is one. */
function pathOfStream(stream: string | null): string | null {
  if (!stream) return null;
  if (stream.startsWith('invoice-')) return `/sales/invoices/view/${stream.slice('invoice-'.length)}`;
  if (stream.startsWith('journal-entry-')) return null;
  return `/audit?stream=${encodeURIComponent(stream)}`;
}

/** The document an item stands for, and the document it came from (a payment's invoice or payable, an entry's posting source). */
function linksOf(row: PopulationRow): { link: SampleDocumentLink; source: SampleDocumentLink } {
  const search = (path: string, number: string | null) => (number ? `${path}?search=${encodeURIComponent(number)}` : path);
  switch (row.kind) {
    case 'journal-entry': {
      const link: SampleDocumentLink = { kind: 'journal-entry', id: row.id, documentNumber: row.document_number, stream: `journal-entry-${row.id}`, path: search('/accounts/journal-entries', row.document_number) };
      const sourceStream = row.source_stream ?? link.stream;
      return { link, source: { kind: row.source_kind ?? 'manual', id: null, documentNumber: null, stream: sourceStream, path: pathOfStream(sourceStream) ?? link.path } };
    }
    case 'invoice': {
      const link: SampleDocumentLink = { kind: 'invoice', id: row.id, documentNumber: row.document_number, stream: `invoice-${row.id}`, path: `/sales/invoices/view/${row.id}` };
      return { link, source: link };
    }
    case 'purchase': {
      const link: SampleDocumentLink = { kind: 'purchase', id: row.id, documentNumber: row.document_number, stream: `purchase-${row.id}`, path: search('/purchases', row.document_number) };
      return { link, source: link };
    }
    case 'invoice-payment': {
      const source: SampleDocumentLink = { kind: 'invoice', id: row.parent_id, documentNumber: row.parent_number, stream: `invoice-${row.parent_id}`, path: `/sales/invoices/view/${row.parent_id}?tab=payments` };
      return { link: { ...source, kind: 'invoice-payment', id: row.id, documentNumber: row.document_number }, source };
    }
    case 'payable-payment': {
      const source: SampleDocumentLink = { kind: 'payable', id: row.parent_id, documentNumber: row.parent_number, stream: `payable-${row.parent_id}`, path: search('/accounts/payables', row.parent_number) };
      return { link: { ...source, kind: 'payable-payment', id: row.id, documentNumber: row.document_number }, source };
    }
  }
}

/** The streams whose events make an item: its document's, its source's and its journal entry's. */
function streamsOf(row: PopulationRow, links: { link: SampleDocumentLink; source: SampleDocumentLink }): string[] {
  const streams = [links.link.stream, links.source.stream, row.journal_entry_id ? `journal-entry-${row.journal_entry_id}` : null];
  return [...new Set(streams.filter((stream): stream is string => Boolean(stream)))];
}

/** A fresh seed for a call that gave none: a 9-digit number, easy to write down. */
const freshSeed = () => String(randomInt(100_000_000, 1_000_000_000));

/**
 * Reproducible audit sampling (issue 28, item 5): the population read from the read models in a
 * stable order, a sample drawn from it by a seeded generator (./sampling.ts says exactly how), and
 * for each drawn item its document, its source, who recorded it and when, and its events.
 */
@Injectable()
export class AuditSample {
  constructor(
    @Inject(READ_DATABASE) private readonly database: Knex,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async draw(query: AuditSampleQuery) {
    if (this.config.eventStore !== 'postgres') {
      throw new ServiceUnavailableException('Audit sampling reads the PostgreSQL event store for each item’s events; this deployment keeps its log in KurrentDB');
    }
    const period = periodOf(query);
    const seed = query.seed ?? freshSeed();
    const method: SampleMethod = query.method ?? 'random';
    const rows = await populationRows(this.database, query.population, period);
    const amounts = rows.map((row) => BigInt(row.amount));
    const uniform = seededUniform(seed);
    const draws = method === 'monetary-unit' ? drawMonetaryUnits(amounts, query.size, uniform) : drawRandom(rows.length, query.size, uniform);
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);
    const interval = method === 'monetary-unit' ? samplingInterval(amounts, query.size) : null;
    return {
      population: { kind: query.population, startDate: period.startDate ?? null, endDate: period.endDate ?? null, count: rows.length, totalAmount: takaFromColumn(total) },
      seed,
      method,
      size: query.size,
      /** Monetary-unit sampling's interval in taka (total ÷ size): an item of at least this amount is always drawn. */
      samplingInterval: interval === null ? null : takaOf(Math.round(interval)),
      generator: 'xoshiro128** seeded by SHA-256 of the seed; population ordered by date, document number (or time recorded), id',
      items: await this.items(rows, [...draws].sort((left, right) => left.index - right.index)),
    };
  }

  /** The drawn items in population order, each with its links, who recorded it and its events. */
  private async items(rows: PopulationRow[], draws: Draw[]) {
    const chosen = draws.map((draw) => ({ draw, row: rows[draw.index], links: linksOf(rows[draw.index]) }));
    const streams = [...new Set(chosen.flatMap(({ row, links }) => streamsOf(row, links)))];
    const events = await this.eventsOf(streams);
    const names = await this.names([...chosen.map(({ row }) => row.recorded_by), ...events.map((event) => event.user_id)]);
    const actor = (userId: string | null): SampleActor => ({ userId, userName: userId ? (names.get(userId) ?? null) : null });
    return chosen.map(({ draw, row, links }) => {
      const own = new Set(streamsOf(row, links));
      return {
        _id: row.id,
        kind: row.kind,
        documentNumber: row.document_number ?? (row.parent_number ? `Payment on ${row.parent_number}` : null),
        date: row.date,
        amount: takaFromColumn(row.amount),
        populationPosition: draw.index + 1,
        drawNumber: draw.drawNumber,
        hits: draw.hits,
        recordedBy: actor(row.recorded_by),
        recordedAt: row.recorded_at ? row.recorded_at.toISOString() : null,
        link: links.link,
        source: links.source,
        events: events
          .filter((event) => own.has(event.stream_name))
          .map((event) => ({ position: Number(event.global_position), stream: event.stream_name, type: event.type, recordedAt: event.created_at.toISOString(), by: actor(event.user_id) })),
      };
    });
  }

  /** The events of these streams, oldest first (at most MOST_EVENTS_PER_STREAM each). */
  private async eventsOf(streams: string[]): Promise<SampleEventRow[]> {
    if (streams.length === 0) return [];
    const { rows } = (await this.database.raw(
      `select global_position::text, stream_name, type, created_at, metadata ->> 'userId' as user_id from (
         select *, row_number() over (partition by stream_name order by global_position) as nth from ${EVENTS} where stream_name = any(?::text[])
       ) numbered where nth <= ? order by global_position`,
      // A Postgres array literal (knex would spread a JavaScript array into a list); stream names hold no quote or backslash.
      [`{${streams.map((stream) => `"${stream}"`).join(',')}}`, MOST_EVENTS_PER_STREAM],
    )) as { rows: SampleEventRow[] };
    return rows;
  }

  private async names(userIds: (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)))];
    if (ids.length === 0) return new Map();
    const users: { id: string; name: string | null; email: string | null }[] = await this.database.withSchema(READ_MODELS_SCHEMA).from(USERS_TABLE).whereIn('id', ids).select('id', 'name', 'email');
    return new Map(users.map((user) => [user.id, user.name || user.email || user.id]));
  }
}

/** The end before the start is refused with the field named (the DTO checked each is a date). */
function periodOf(query: { startDate?: string; endDate?: string; population: SamplePopulation }): SamplePeriod {
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    const message = `endDate (${query.endDate}) must be on or after startDate (${query.startDate})`;
    throw validationError(message, { endDate: message }, { endDate: refusalOf('end_before_start', { startDate: query.startDate, endDate: query.endDate }, 'endDate') });
  }
  return { startDate: query.startDate, endDate: query.endDate };
}
