import { RowBatch } from '../row-batch';

export interface UserRow extends Record<string, string> {
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
}

/** Pending writes of the users feature for one batch. */
export class UsersBatch {
  readonly users = new RowBatch<UserRow>({
    table: 'users',
    key: { name: 'id', type: 'uuid' },
    columns: { email: 'text', name: 'text', password_hash: 'text', created_at: 'timestamptz' },
  });
}
