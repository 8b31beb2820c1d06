import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { GL_CLASSES_TABLE, READ_MODELS_SCHEMA, type GlClassRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../../infrastructure/tokens';
import type { ListQuery } from '../../platform/list-query';
import { pagedList, type ListShape } from '../../platform/paged-list';

const view = (row: GlClassRecord) => ({ _id: row.id, name: row.name, type: row.type, groupCount: Number(row.group_count), createdAt: row.created_at, updatedAt: row.updated_at });

const GL_CLASS_LIST: ListShape = {
  sortable: { name: 'name', type: 'type', groupCount: 'group_count', createdAt: 'created_at', updatedAt: 'updated_at' },
  defaultOrder: [{ column: 'name' }],
  tiebreaker: 'id',
  search: ['name', 'type'],
};

/**
 * The current GL classes. A deleted class keeps its row (deleted_at set) so posted history still
 * resolves the type of the accounts it held; it is left out here (list, GET by id: 404).
 */
@Injectable()
export class GlClassQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private current() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from<GlClassRecord>(GL_CLASSES_TABLE).whereNull('deleted_at');
  }

  async list(query: ListQuery) {
    const { rows, pagination } = await pagedList<GlClassRecord>(this.current().select('*'), GL_CLASS_LIST, query);
    return { glClasses: rows.map(view), pagination };
  }

  async get(id: string) {
    const row: GlClassRecord | undefined = await this.current().where({ id }).first();
    if (!row) throw new NotFoundException('GL class not found');
    return view(row);
  }
}
