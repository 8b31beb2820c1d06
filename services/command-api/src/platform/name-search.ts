import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { containsPattern } from './list-query';

/**
 * The ids of a small table's rows whose name contains `search` (suppliers, products): a list's
 * search then matches them by id on its own table (`supplier_id IN (…)`, an index), OR'ed with its
 * own columns, instead of a join the index cannot serve. At most 1000 (a search that broad is no search).
 */
export async function idsNamed(database: Knex, table: string, search: string | undefined, where: Record<string, string> = {}): Promise<string[]> {
  const text = search?.trim();
  if (!text) return [];
  return database.withSchema(READ_MODELS_SCHEMA).from(table).where(where).whereRaw('lower(name) like ?', [containsPattern(text)]).limit(1000).pluck('id');
}

/** A LIKE pattern matching text that starts with `search` (case-insensitive, taken literally). */
export const prefixPattern = (search: string) => `${search.trim().toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
