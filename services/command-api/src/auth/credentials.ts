import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { uuidv7 } from '@dealer/domain';
import { AUTH_SCHEMA, READ_MODELS_SCHEMA, USER_CREDENTIALS_TABLE, USERS_TABLE, type UserCredentialRecord, type UserRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';
import { hashPassword } from './passwords';

/** A user as sign-in sees them: the projected row and the hash of the credential the log names. */
export type SignInRecord = Pick<UserRecord, 'id' | 'email' | 'name' | 'role' | 'is_active' | 'credential_id'> & { password_hash: string | null };

/**
 * Password hashes, outside the log (issue 13: no secret in the log, ever). Storing one is the
 * first of two steps: the row is written under a fresh credential id, then the command appends
 * the event naming that id. Until (unless) an event names it, the row signs nobody in: sign-in
 * reads the hash of the credential the user's projected row names. A failed append leaves an
 * unnamed row, which the command deletes (or which stays inert if the process died in between).
 */
@Injectable()
export class Credentials {
  constructor(@Inject(READ_DATABASE) private readonly database: Knex) {}

  private table() {
    return this.database.withSchema(AUTH_SCHEMA).from<UserCredentialRecord>(USER_CREDENTIALS_TABLE);
  }

  /** Slow-hashes the password (argon2id) and stores it; the id for the event to name. */
  async store(userId: string, password: string): Promise<string> {
    const credentialId = uuidv7();
    const passwordHash = await hashPassword(password);
    await this.table().insert({ credential_id: credentialId, user_id: userId, password_hash: passwordHash });
    return credentialId;
  }

  /**
   * Both steps: stores the password's hash, then runs the command whose event names it. When the
   * command fails, repeats an earlier one (Idempotency-Key) or decides nothing, no event names
   * the new row and it goes. `named` says whether it was named.
   */
  async storeThenAppend<Outcome>(
    userId: string,
    password: string,
    append: (credentialId: string) => Promise<Outcome>,
    named: (outcome: Outcome) => boolean,
  ): Promise<{ outcome: Outcome; credentialId: string }> {
    const credentialId = await this.store(userId, password);
    let outcome: Outcome;
    try {
      outcome = await append(credentialId);
    } catch (error) {
      await this.discard(credentialId).catch(() => undefined);
      throw error;
    }
    if (!named(outcome)) await this.discard(credentialId);
    return { outcome, credentialId };
  }

  /** A credential no event named (the command was refused or repeated). */
  async discard(credentialId: string): Promise<void> {
    await this.table().where({ credential_id: credentialId }).delete();
  }

  /** After a new password is in the log, the user's older hashes serve nothing: they go. */
  async keepOnly(userId: string, credentialId: string): Promise<void> {
    await this.table().where({ user_id: userId }).whereNot({ credential_id: credentialId }).delete();
  }

  /** The user with this email (or id) and their current hash, in one round trip. */
  async signInRecord(where: { email: string } | { id: string }): Promise<SignInRecord | undefined> {
    const [column, value] = 'email' in where ? ['u.email', where.email] : ['u.id', where.id];
    return this.database
      .withSchema(READ_MODELS_SCHEMA)
      .from(`${USERS_TABLE} as u`)
      .leftJoin(this.database.raw('??.?? as c', [AUTH_SCHEMA, USER_CREDENTIALS_TABLE]), 'c.credential_id', 'u.credential_id')
      .where(column, value)
      .first('u.id', 'u.email', 'u.name', 'u.role', 'u.is_active', 'u.credential_id', 'c.password_hash');
  }
}
