import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { containsPattern, type ListQuery } from '../../platform/list-query';
import { pagination } from '../../platform/responses';

const view = (row: any) => ({ _id: row.id, name: row.name, type: row.type, groupCount: Number(row.group_count), createdAt: row.created_at, updatedAt: row.updated_at });

/**
 * The current GL classes. A deleted class keeps its row (deleted_at set) so posted history still
 * resolves the type of the accounts it held; it is left out here (list, GET by id: 404).
 */
@Injectable()
export class GlClassQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private current() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from('gl_classes').whereNull('deleted_at');
  }

  async list(query: ListQuery) {
    const base = this.current();
    if (query.search?.trim()) {
      const pattern = containsPattern(query.search);
      base.where((where) => where.whereRaw('lower(name) like ?', [pattern]).orWhereRaw('lower(type) like ?', [pattern]));
    }
    const [{ count }] = await base.clone().count({ count: '*' });
    const rows = await base.select('*').orderBy([{ column: 'name' }, { column: 'id' }]).limit(query.limit).offset((query.page - 1) * query.limit);
    return { glClasses: rows.map(view), pagination: pagination(Number(count), query.page, query.limit) };
  }

  async get(id: string) {
    const row = await this.current().where({ id }).first();
    if (!row) throw new NotFoundException('GL class not found');
    return view(row);
  }
}
