/**
 * The users feature's read-model table (in READ_MODELS_SCHEMA), as the migrations create it;
 * timestamptz comes back from node-postgres as a Date.
 */
import { defineTable, nullable, type RecordOf } from '../table-declaration';

export const USERS_TABLE = 'users';

export const USERS = defineTable(USERS_TABLE, {
  key: ['id', 'uuid'],
  columns: {
    email: nullable('text'),
    name: nullable('text'),
    /** One of the domain's USER_ROLES. */
    role: nullable('text'),
    is_active: 'boolean',
    /** The credential (in AUTH_SCHEMA.user_credentials) that signs the user in, as the log names it. */
    credential_id: nullable('uuid'),
    created_at: nullable('timestamptz'),
    updated_at: nullable('timestamptz'),
  },
});
export type UserRecord = RecordOf<typeof USERS>;

/**
 * Not read models: what sign-in keeps outside the log, in its own schema that a rebuild never
 * touches (a rebuild could not bring it back). The users migration creates it, so every
 * deployment has it before the API starts; only the command API reads and writes it.
 */
export const AUTH_SCHEMA = 'auth';

/** Password hashes (argon2id), one row per credential; the log names the current one (UserRegistered, UserPasswordChanged, UserPasswordReset). */
export const USER_CREDENTIALS_TABLE = 'user_credentials';
export interface UserCredentialRecord {
  credential_id: string;
  user_id: string;
  password_hash: string;
  created_at: Date;
}

/** Sign-in sessions: a token names one; ending it (logout, password change, disabling) refuses the token at once. */
export const SESSIONS_TABLE = 'sessions';
export interface SessionRecord {
  session_id: string;
  user_id: string;
  /** The credential the session signed in with: once it is no longer the user's current one, the session is over. */
  credential_id: string;
  started_at: Date;
  expires_at: Date;
  address: string | null;
  ended_at: Date | null;
  end_reason: string | null;
}
