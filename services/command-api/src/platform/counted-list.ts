import type { Knex } from 'knex';
import { PURCHASING_TOTALS_TABLE, READ_MODELS_SCHEMA, type PurchasingTotalRecord } from '@dealer/read-models';
import type { ListQuery } from './list-query';
import { orderOf, pagedList, type ListShape, type PagedRows } from './paged-list';
import { pagination } from './responses';

/**
 * A page of a list, its total from `purchasing_totals` (kept by the projector) when the request
 * neither searches nor filters nor pages by cursor (`unfiltered`): the first page of a large list
 * then counts nothing. Otherwise pagedList as usual.
 */
export async function pageOfList<Row>(
  database: Knex,
  base: Knex.QueryBuilder,
  shape: ListShape,
  request: ListQuery,
  unfiltered: { total: string } | null,
): Promise<PagedRows<Row> & { totals?: PurchasingTotalRecord }> {
  if (!unfiltered || request.search?.trim() || request.after !== undefined) return pagedList<Row>(base, shape, request);
  const order = orderOf(shape, request).map((term) => `${term.column} ${term.order}`).join(', ');
  const page = request.page ?? 1;
  const [totals, rows] = await Promise.all([
    database.withSchema(READ_MODELS_SCHEMA).from(PURCHASING_TOTALS_TABLE).where('name', unfiltered.total).first() as Promise<PurchasingTotalRecord | undefined>,
    base.clone().orderByRaw(order).limit(request.limit).offset((page - 1) * request.limit) as Promise<Row[]>,
  ]);
  const total = Number(totals?.count ?? 0);
  return { rows, pagination: pagination(total, page, request.limit), aggregates: {}, totals };
}
