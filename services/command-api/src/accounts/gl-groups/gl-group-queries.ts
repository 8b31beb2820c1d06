import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { GL_CLASSES_TABLE, GL_GROUPS_TABLE, READ_MODELS_SCHEMA, type GlClassRecord, type GlGroupRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import { pagedList, type ListShape } from '../../platform/paged-list';
import type { GlGroupListQuery } from './gl-group.dto';

/** A group with its class's name and type. */
interface GlGroupRow extends GlGroupRecord {
  class_name: GlClassRecord['name'];
  class_type: GlClassRecord['type'];
}

const view = (row: GlGroupRow) => ({
  _id: row.id,
  name: row.name,
  code: row.code,
  section: row.section,
  glClass: row.gl_class_id ? { _id: row.gl_class_id, name: row.class_name, type: row.class_type } : null,
  accountCount: Number(row.account_count),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const GL_GROUP_LIST: ListShape = {
  sortable: { code: 'g.code', name: 'g.name', section: 'g.section', glClass: 'c.name', accountCount: 'g.account_count', createdAt: 'g.created_at', updatedAt: 'g.updated_at' },
  defaultOrder: [{ column: 'g.code' }],
  tiebreaker: 'g.id',
  search: ['g.name', 'g.code', 'c.name'],
};

@Injectable()
export class GlGroupQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  /**
   * The current GL groups with their class. A deleted group keeps its row (deleted_at set) so
   * posted history still resolves the section and class of the accounts it held; it is left out
   * here (list, GET by id: 404). A current group's class is never deleted (a class with groups
   * cannot be), so the join needs no filter of its own.
   */
  private groups() {
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${GL_GROUPS_TABLE} as g`)
      .leftJoin(`${GL_CLASSES_TABLE} as c`, 'c.id', 'g.gl_class_id')
      .whereNull('g.deleted_at')
      .select('g.*', 'c.name as class_name', 'c.type as class_type');
  }

  async list(query: GlGroupListQuery) {
    const groups = this.groups();
    if (query.glClass) groups.where('g.gl_class_id', query.glClass);
    const { rows, pagination } = await pagedList<GlGroupRow>(groups, GL_GROUP_LIST, query);
    return { glGroups: rows.map(view), pagination };
  }

  async get(id: string) {
    const row: GlGroupRow | undefined = await this.groups().where('g.id', id).first();
    if (!row) throw new NotFoundException('GL group not found');
    return view(row);
  }
}
