/**
 * The users feature's read-model table (in READ_MODELS_SCHEMA), as the migrations create it;
 * timestamptz comes back from node-postgres as a Date.
 */
export const USERS_TABLE = 'users';

export interface UserRecord {
  id: string;
  email: string | null;
  name: string | null;
  /** argon2 hash; never leaves the API. */
  password_hash: string | null;
  created_at: Date | null;
}
