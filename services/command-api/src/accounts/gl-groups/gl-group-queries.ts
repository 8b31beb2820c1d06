import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { containsPattern, type ListQuery } from '../../platform/list-query';
import { pagination } from '../../platform/responses';

const view = (row: any) => ({
  _id: row.id,
  name: row.name,
  code: row.code,
  section: row.section,
  glClass: row.gl_class_id ? { _id: row.gl_class_id, name: row.class_name, type: row.class_type } : null,
  accountCount: Number(row.account_count),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

@Injectable()
export class GlGroupQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  /**
   * The current GL groups with their class. A deleted group keeps its row (deleted_at set) so
   * posted history still resolves the section and class of the accounts it held; it is left out
   * here (list, GET by id: 404). A current group's class is never deleted (a class with groups
   * cannot be), so the join needs no filter of its own.
   */
  private base() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from('gl_groups as g')
      .leftJoin('gl_classes as c', 'c.id', 'g.gl_class_id')
      .whereNull('g.deleted_at');
  }

  async list(query: ListQuery & { glClass?: string }) {
    const base = this.base();
    if (query.glClass) base.where('g.gl_class_id', query.glClass);
    if (query.search?.trim()) {
      const pattern = containsPattern(query.search);
      base.where((where) => where.whereRaw('lower(g.name) like ?', [pattern]).orWhereRaw('lower(g.code) like ?', [pattern]).orWhereRaw('lower(c.name) like ?', [pattern]));
    }
    const [{ count }] = await base.clone().count({ count: '*' });
    const rows = await base
      .select('g.*', 'c.name as class_name', 'c.type as class_type')
      .orderBy([{ column: 'g.code' }, { column: 'g.id' }])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { glGroups: rows.map(view), pagination: pagination(Number(count), query.page, query.limit) };
  }

  async get(id: string) {
    const row = await this.base().select('g.*', 'c.name as class_name', 'c.type as class_type').where('g.id', id).first();
    if (!row) throw new NotFoundException('GL group not found');
    return view(row);
  }
}
