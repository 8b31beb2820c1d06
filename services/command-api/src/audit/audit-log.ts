import { BadRequestException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { Knex } from 'knex';
import { streamKind } from '@dealer/domain';
import type { EventStore } from '@dealer/event-store';
import { READ_MODELS_SCHEMA, USERS_TABLE } from '@dealer/read-models';
import type { AppConfig } from '../config';
import { APP_CONFIG, EVENT_STORE, READ_DATABASE } from '../infrastructure/tokens';
import { keysetPage, pagedList, type ListShape } from '../platform/paged-list';
import { pagination } from '../platform/responses';
import type { AuditEventsQuery, AuditLogFilter } from './audit.dto';
import { referenceLabels } from './reference-labels';

/** State fields that are the fold's bookkeeping, not something a person changed. */
const INTERNAL_FIELD = /(^|\.)lifecycle$/;
import { changesBetween, type Change } from './changes';

/** The event store's table (PostgresEventStore's default schema). */
const EVENTS = 'public.events';
const EXPORT_PAGE = 1000;
const HISTORY_PAGE = 100;

interface EventRow {
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
  hash: Buffer;
}

const COLUMNS = ['global_position', 'event_id', 'stream_name', 'stream_revision', 'type', 'data', 'metadata', 'created_at', 'hash'];

const AUDIT_LIST: ListShape = {
  sortable: { position: 'global_position' },
  defaultOrder: [{ column: 'global_position', order: 'desc' }],
  tiebreaker: 'global_position',
  // `search`: the stream, the event type, who made it (name or email), or any text in its data.
  search: ['stream_name', 'type', 'data::text'],
  searchAlso: (where, _search, pattern) =>
    where.orWhereRaw(`metadata ->> 'userId' in (select id::text from ${READ_MODELS_SCHEMA}.${USERS_TABLE} where lower(name) like ? or lower(email) like ?)`, [pattern, pattern]),
};

const EXPORT_ORDER: ListShape = { sortable: {}, defaultOrder: [{ column: 'global_position' }], tiebreaker: 'global_position' };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A day that exists (2025-02-30 does not), else a 400 naming the field. */
function assertCalendarDay(field: string, day: string | undefined): void {
  if (day === undefined) return;
  const [year, month, date] = day.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, date));
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== date) {
    const message = `${field} must be a date that exists (YYYY-MM-DD)`;
    throw new BadRequestException({ success: false, message, errors: { [field]: message } });
  }
}

/** An event as the log stores it (data and metadata never upcast: what the hash covers), and who made it. */
const view = (row: EventRow, names: Map<string, string>) => {
  const userId = text(row.metadata?.userId);
  return {
    position: Number(row.global_position),
    id: row.event_id,
    stream: row.stream_name,
    revision: Number(row.stream_revision),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.created_at.toISOString(),
    occurredAt: text(row.metadata?.occurredAt),
    userId,
    userName: userId ? (names.get(userId) ?? null) : null,
    correlationId: text(row.metadata?.correlationId),
    causationId: text(row.metadata?.causationId),
    hash: row.hash.toString('hex'),
  };
};

export type AuditEventView = ReturnType<typeof view>;

/**
 * The auditor's view of the log: read straight from the event store's table (this needs the
 * PostgreSQL event store), filtered, paged by position, exported as JSON Lines; and one stream's
 * history with what each event changed in its entity.
 */
@Injectable()
export class AuditLog {
  constructor(
    @Inject(READ_DATABASE) private readonly database: Knex,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The filtered log as a query (no order, no limit). */
  private filtered(filter: AuditLogFilter): Knex.QueryBuilder {
    if (this.config.eventStore !== 'postgres') {
      throw new ServiceUnavailableException('The audit log browser reads the PostgreSQL event store; this deployment keeps its log in KurrentDB (verify and entity histories still work)');
    }
    assertCalendarDay('startDate', filter.startDate);
    assertCalendarDay('endDate', filter.endDate);
    const query = this.database.from(EVENTS).select(COLUMNS);
    if (filter.stream) {
      if (filter.stream.endsWith('-')) query.where('stream_name', 'like', `${filter.stream.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
      else query.where('stream_name', filter.stream);
    }
    if (filter.type) query.where('type', filter.type);
    if (filter.userId) query.whereRaw(`metadata ->> 'userId' = ?`, [filter.userId.toLowerCase()]);
    if (filter.correlationId) query.whereRaw(`metadata ->> 'correlationId' = ?`, [filter.correlationId]);
    // Days in Bangladesh (DESIGN §9): from the start of startDate to the end of endDate there.
    if (filter.startDate) query.whereRaw(`created_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Dhaka'`, [filter.startDate]);
    if (filter.endDate) query.whereRaw(`created_at < (?::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka'`, [filter.endDate]);
    return query;
  }

  /** Names of the users who made these events (one query a page). */
  private async names(userIds: unknown[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)))];
    if (ids.length === 0) return new Map();
    const users: { id: string; name: string | null; email: string | null }[] = await this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(USERS_TABLE)
      .whereIn('id', ids)
      .select('id', 'name', 'email');
    return new Map(users.map((user) => [user.id, user.name ?? user.email ?? user.id]));
  }

  async list(query: AuditEventsQuery) {
    const { rows, pagination: paging } = await pagedList<EventRow>(this.filtered(query), AUDIT_LIST, query);
    const names = await this.names(rows.map((row) => row.metadata?.userId));
    return { events: rows.map((row) => view(row, names)), pagination: paging };
  }

  /**
   * The filtered log oldest first, a page at a time, up to the head as it stands when the export
   * begins (events appended meanwhile are left out, so nothing is read twice or skipped).
   */
  async *export(filter: AuditLogFilter): AsyncGenerator<AuditEventView[]> {
    const head = await this.eventStore.headPosition();
    const bounded = this.filtered(filter).where('global_position', '<=', head.toString());
    for (let after = ''; ; ) {
      const { rows, nextCursor } = await keysetPage<EventRow>(bounded, EXPORT_ORDER, { limit: EXPORT_PAGE, after });
      if (rows.length > 0) {
        const names = await this.names(rows.map((row) => row.metadata?.userId));
        yield rows.map((row) => view(row, names));
      }
      if (!nextCursor) return;
      after = nextCursor;
    }
  }

  /**
   * One entity's history: its stream's events in order, who made each and when, and what each
   * changed in the entity's state (the domain's own fold; null for a stream the domain does not
   * fold). Data as the domain reads it today (upcast).
   */
  async history(stream: string, page = 1) {
    const events = await this.eventStore.readStream(stream);
    if (events.length === 0) throw new NotFoundException('No events for this stream');
    let kind: ReturnType<typeof streamKind> | undefined;
    try {
      kind = streamKind(stream);
    } catch {
      kind = undefined;
    }
    let state = kind?.initialState;
    const changes: (Change[] | null)[] = events.map((event) => {
      if (!kind) return null;
      const before = state;
      state = kind.evolve(state, event);
      // The fold's own bookkeeping (absent → registered) is what the event's name already says.
      return changesBetween(before, state).filter((change) => !INTERNAL_FIELD.test(change.field));
    });
    const from = (page - 1) * HISTORY_PAGE;
    const shown = events.slice(from, from + HISTORY_PAGE);
    const [names, labels] = await Promise.all([
      this.names(shown.map((event) => event.metadata.userId)),
      referenceLabels(this.database, shown.flatMap((event, index) => [event.data, changes[from + index]])),
    ]);
    return {
      stream,
      /** What the ids in these events stand for (a name, a document number), for the screen to show instead. */
      labels,
      events: shown.map((event, index) => ({
        position: Number(event.globalPosition),
        id: event.id,
        revision: event.streamRevision,
        type: event.type,
        occurredAt: event.metadata.occurredAt ?? null,
        userId: event.metadata.userId ?? null,
        userName: names.get(event.metadata.userId) ?? null,
        correlationId: event.metadata.correlationId ?? null,
        causationId: event.metadata.causationId ?? null,
        data: event.data,
        changes: changes[from + index],
      })),
      pagination: pagination(events.length, page, HISTORY_PAGE),
    };
  }
}
