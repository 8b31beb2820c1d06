import { BadRequestException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { containsPattern, type ListQuery, type SortOrder } from './list-query';
import { pagination, type Pagination } from './responses';

export interface OrderTerm {
  /** SQL we write (a column or an expression), never a client's text. */
  column: string;
  order?: SortOrder;
}

/** How one list sorts and searches. Every column is SQL written here; clients only name entries. */
export interface ListShape {
  /** API name → the SQL column (or columns, sorted together in the asked direction) a client may sort by. */
  sortable: Readonly<Record<string, string | readonly string[]>>;
  /** The order without `sortBy`; `sortOrder` alone reverses it when it differs from its first term's. */
  defaultOrder: readonly OrderTerm[];
  /** A unique column ending every order, so that pages neither overlap nor skip rows. */
  tiebreaker: string;
  /**
   * Order columns that can hold NULL: keyset paging then places their NULLs where PostgreSQL sorts
   * them. Every other column is compared as a plain value, a range an index can start at.
   */
  nullable?: readonly string[];
  /** Columns `search` matches case-insensitively anywhere in their text. */
  search?: readonly string[];
  /** Further search conditions, or'ed with the columns' (an entry number, a match in related rows). */
  searchAlso?: (where: Knex.QueryBuilder, search: string, pattern: string) => void;
  /** Aggregates of the whole filtered list (SQL), answered beside the rows as text, e.g. a total amount. */
  aggregates?: Readonly<Record<string, string>>;
  /** Refuse keyset paging: the rows carry a window over the whole list (a running balance) that a cursor's condition would cut short. */
  offsetOnly?: boolean;
}

export type ListPagination = Pagination & {
  /** Keyset paging only (the request had `after`): the `after` of the next page, null on the last. */
  nextCursor?: string | null;
};

export interface PagedRows<Row> {
  rows: Row[];
  pagination: ListPagination;
  /** The shape's aggregates over every row of the filtered list. */
  aggregates: Record<string, string>;
}

export type PageRequest = Pick<ListQuery, 'limit' | 'sortBy' | 'sortOrder' | 'after'> & Partial<Pick<ListQuery, 'page' | 'search'>>;

/** An order term with its direction decided. */
type Term = Required<OrderTerm>;

const CURSOR_COLUMN = 'paged_list_cursor';
const flip = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/** The order a request asks for, from the shape's whitelist (an unknown `sortBy` is a 400), ended by the tiebreaker. */
export function orderOf(shape: ListShape, request: Pick<ListQuery, 'sortBy' | 'sortOrder'>): Term[] {
  let terms: Term[];
  if (request.sortBy !== undefined) {
    if (!Object.hasOwn(shape.sortable, request.sortBy)) {
      const message = `sortBy must be one of: ${Object.keys(shape.sortable).join(', ')}`;
      throw new BadRequestException({ success: false, message, errors: { sortBy: message } });
    }
    terms = [shape.sortable[request.sortBy]].flat().map((column) => ({ column, order: request.sortOrder ?? 'asc' }));
  } else {
    terms = shape.defaultOrder.map((term) => ({ column: term.column, order: term.order ?? 'asc' }));
    if (request.sortOrder && request.sortOrder !== terms[0].order) terms = terms.map((term) => ({ ...term, order: flip(term.order) }));
  }
  if (!terms.some((term) => term.column === shape.tiebreaker)) terms.push({ column: shape.tiebreaker, order: terms[terms.length - 1].order });
  return terms;
}

/** The base with the shape's search applied (blank search: unchanged). */
function searched(base: Knex.QueryBuilder, shape: ListShape, search: string | undefined): Knex.QueryBuilder {
  const query = base.clone();
  const text = search?.trim();
  if (!text || (!shape.search && !shape.searchAlso)) return query;
  const pattern = containsPattern(text);
  return query.where((where) => {
    for (const column of shape.search ?? []) where.orWhereRaw(`lower(${column}) like ?`, [pattern]);
    shape.searchAlso?.(where, text, pattern);
  });
}

const orderSql = (terms: Term[]) => terms.map((term) => `${term.column} ${term.order}`).join(', ');

/**
 * Keyset cursor: the last row's sort values as PostgreSQL prints them (text keeps a timestamp's
 * microseconds, which a JavaScript Date would drop), with a digest of the order they belong to.
 */
const orderDigest = (terms: Term[]) => createHash('sha256').update(orderSql(terms)).digest('base64url').slice(0, 10);
const encodeCursor = (terms: Term[], values: (string | null)[]) => Buffer.from(JSON.stringify([orderDigest(terms), ...values])).toString('base64url');

/** The sort values of the row a keyset page starts after; none for an empty `after` (the first page). */
function cursorValues(shape: ListShape, terms: Term[], cursor: string): (string | null)[] | undefined {
  const refuse = (message: string) => new BadRequestException({ success: false, message, errors: { after: message } });
  if (shape.offsetOnly) throw refuse('This list pages by page, not by cursor: leave after out');
  if (cursor === '') return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const valid =
    Array.isArray(decoded) &&
    decoded.length === terms.length + 1 &&
    decoded[0] === orderDigest(terms) &&
    decoded.slice(1).every((value) => value === null || typeof value === 'string');
  if (!valid) throw refuse('after is not a cursor of this list in this order (start again with an empty after)');
  return (decoded as (string | null)[]).slice(1);
}

/**
 * Rows strictly after the cursor's in this order, as SQL. NULL sorts as PostgreSQL sorts it by
 * default (above every value), so the shape's nullable columns (a draft's entry number) page
 * correctly. The first term's bound is repeated on its own so that an index starts at the cursor.
 */
function afterCursor(shape: ListShape, terms: Term[], values: (string | null)[]): { sql: string; bindings: string[] } {
  // One direction and no NULL in play: a row comparison, which a composite index answers as one range
  // (the or'ed form below makes PostgreSQL filter row by row, twice as slow on a long export).
  const oneDirection = terms.every((term) => term.order === terms[0].order);
  const noNulls = values.every((value) => value !== null) && !terms.some((term) => shape.nullable?.includes(term.column));
  if (oneDirection && noNulls) {
    const columns = terms.map((term) => `(${term.column})`).join(', ');
    return { sql: `((${columns}) ${terms[0].order === 'asc' ? '>' : '<'} (${terms.map(() => '?').join(', ')}))`, bindings: values as string[] };
  }
  const bindings: string[] = [];
  const equal = (column: string, value: string | null) => (value === null ? `(${column}) is null` : (bindings.push(value), `(${column}) = ?`));
  const beyond = (term: Term, value: string | null, strict: boolean) => {
    const column = `(${term.column})`;
    // NULL sorts last ascending and first descending.
    if (value === null) return term.order === 'asc' ? (strict ? 'false' : `${column} is null`) : strict ? `${column} is not null` : 'true';
    bindings.push(value);
    const operator = (term.order === 'asc' ? '>' : '<') + (strict ? '' : '=');
    return term.order === 'asc' && shape.nullable?.includes(term.column) ? `(${column} ${operator} ? or ${column} is null)` : `${column} ${operator} ?`;
  };
  const leading = beyond(terms[0], values[0], false);
  const alternatives = terms.map((term, index) => [...terms.slice(0, index).map((before, at) => equal(before.column, values[at])), beyond(term, values[index], true)].join(' and '));
  return { sql: `(${leading} and ((${alternatives.join(') or (')})))`, bindings };
}

/**
 * One page of a keyset-paged list and the cursor of the next (null once a page comes back short).
 * No count: an export walks a long list page by page with it.
 */
export async function keysetPage<Row>(base: Knex.QueryBuilder, shape: ListShape, request: PageRequest): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const terms = orderOf(shape, request);
  const { rows, nextCursor } = await keysetRows<Row>(searched(base, shape, request.search), shape, terms, cursorValues(shape, terms, request.after ?? ''), request.limit);
  return { rows, nextCursor: rows.length === request.limit ? nextCursor : null };
}

async function keysetRows<Row>(filtered: Knex.QueryBuilder, shape: ListShape, terms: Term[], after: (string | null)[] | undefined, limit: number) {
  const query = filtered.clone();
  if (after) {
    const condition = afterCursor(shape, terms, after);
    query.whereRaw(condition.sql, condition.bindings);
  }
  const cursorSql = `json_build_array(${terms.map((term) => `(${term.column})::text`).join(', ')}) as ${CURSOR_COLUMN}`;
  const found: (Row & { [CURSOR_COLUMN]: (string | null)[] })[] = await query.select(filtered.client.raw(cursorSql)).orderByRaw(orderSql(terms)).limit(limit);
  const rows = found.map(({ [CURSOR_COLUMN]: _cursor, ...row }) => row as Row);
  const last = found[found.length - 1];
  return { rows, nextCursor: last ? encodeCursor(terms, last[CURSOR_COLUMN]) : null };
}

/**
 * A page of a list: `base` is the filtered query selecting the row's columns (`select('*')` for a
 * whole table); the shape adds search, the whitelisted order, the count and the aggregates.
 * Offset paging by `page`; with `after` (empty for the first page) keyset paging instead, whose
 * cost does not grow with the depth of the page, and `pagination.nextCursor` leads on.
 */
export async function pagedList<Row>(base: Knex.QueryBuilder, shape: ListShape, request: PageRequest): Promise<PagedRows<Row>> {
  const terms = orderOf(shape, request);
  const filtered = searched(base, shape, request.search);
  const raw = (sql: string, bindings: string[] = []) => filtered.client.raw(sql, bindings);
  const summary = filtered
    .clone()
    .clearSelect()
    .clearOrder()
    .select(raw('count(*) as total'), ...Object.entries(shape.aggregates ?? {}).map(([name, sql]) => raw(`(${sql})::text as ??`, [name])));
  const summed = (query: Knex.QueryBuilder) => query.then(([{ total, remaining, ...aggregates }]: ({ total: string; remaining?: string } & Record<string, string>)[]) => ({ total: Number(total), remaining, aggregates }));

  if (request.after === undefined) {
    const page = request.page ?? 1;
    const [{ total, aggregates }, rows] = await Promise.all([
      summed(summary),
      filtered.clone().orderByRaw(orderSql(terms)).limit(request.limit).offset((page - 1) * request.limit) as Promise<Row[]>,
    ]);
    return { rows, pagination: pagination(total, page, request.limit), aggregates };
  }

  const after = cursorValues(shape, terms, request.after);
  if (after) {
    // The rows after the cursor, counted in the same scan, place the page among the pages.
    const remainder = afterCursor(shape, terms, after);
    summary.select(raw(`count(*) filter (where ${remainder.sql}) as remaining`, remainder.bindings));
  }
  const [{ total, remaining: remainingText, aggregates }, { rows, nextCursor }] = await Promise.all([summed(summary), keysetRows<Row>(filtered, shape, terms, after, request.limit)]);
  const remaining = remainingText === undefined ? total : Number(remainingText);
  return {
    rows,
    pagination: { ...pagination(total, Math.floor((total - remaining) / request.limit) + 1, request.limit), nextCursor: remaining > rows.length ? nextCursor : null },
    aggregates,
  };
}
