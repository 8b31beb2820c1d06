import { RowBatch } from '../row-batch';

export interface UserRow extends Record<string, string | boolean> {
  email: string;
  name: string;
  role: string;
  is_active: boolean;
  credential_id: string;
  created_at: string;
  updated_at: string;
}

/** Pending writes of the users feature for one batch. */
export class UsersBatch {
  readonly users = new RowBatch<UserRow>({
    table: 'users',
    key: { name: 'id', type: 'uuid' },
    columns: { email: 'text', name: 'text', role: 'text', is_active: 'boolean', credential_id: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz' },
  });
}
