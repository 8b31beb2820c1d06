import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA, USERS_TABLE, type UserRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';
import type { ListQuery } from '../platform/list-query';
import { pagedList, type ListShape } from '../platform/paged-list';

const view = (row: UserRecord) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  isActive: row.is_active,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const USER_LIST: ListShape = {
  sortable: { name: 'name', email: 'email', role: 'role', isActive: 'is_active', createdAt: 'created_at', updatedAt: 'updated_at' },
  defaultOrder: [{ column: 'name' }],
  tiebreaker: 'id',
  search: ['name', 'email', 'role'],
};

/** The users, for administrators (and auditors): never a hash, which is not in the read models anyway. */
@Injectable()
export class UserQueries {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private users() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from<UserRecord>(USERS_TABLE);
  }

  async list(query: ListQuery) {
    const { rows, pagination } = await pagedList<UserRecord>(this.users().select('id', 'name', 'email', 'role', 'is_active', 'created_at', 'updated_at'), USER_LIST, query);
    return { users: rows.map(view), pagination };
  }

  async get(id: string) {
    const row: UserRecord | undefined = await this.users().where({ id }).first('id', 'name', 'email', 'role', 'is_active', 'created_at', 'updated_at');
    if (!row) throw new NotFoundException('User not found');
    return view(row);
  }
}
