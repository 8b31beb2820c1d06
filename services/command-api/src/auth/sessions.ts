import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { isUuid, isUserRole } from '@dealer/domain';
import { AUTH_SCHEMA, READ_MODELS_SCHEMA, SESSIONS_TABLE, USER_CREDENTIALS_TABLE, USERS_TABLE } from '@dealer/read-models';
import type { AppConfig } from '../config';
import { ListenConnection } from '../infrastructure/listen-connection';
import { APP_CONFIG, PG_POOL } from '../infrastructure/tokens';
import type { AuthenticatedUser } from './authenticated-user';

/** NOTIFY channel: `session:<id>` (one session ended) or `user:<id>` (the user's sessions or role changed). */
export const SESSIONS_CHANNEL = 'auth_sessions';
/** application_name of the LISTEN connection (a test finds its backend by it). */
export const SESSIONS_LISTENER_NAME = 'command-api:sessions-listener';

/** Why a session ended, kept on its row for an administrator. */
export type SessionEndReason = 'logout' | 'password-changed' | 'password-reset' | 'disabled';

/**
 * How long a confirmed session is believed without asking again. Invalidation is by NOTIFY and
 * immediate; this only bounds the case where no notification was sent (a process died between
 * appending "disabled" and ending the sessions: the projected user row still refuses them).
 */
const CONFIRMED_FOR_MS = 30_000;
const CAPACITY = 10_000;
const SESSIONS = `${AUTH_SCHEMA}.${SESSIONS_TABLE}`;

interface Confirmed {
  /** undefined: the session is over (remembered too, so a replayed dead token costs no query). */
  user: AuthenticatedUser | undefined;
  confirmedAt: number;
}

/**
 * Sign-in sessions, server side: a token names its user and a session, and every request asks
 * whether that session still holds. It holds while its row is not ended AND the projected user
 * exists, is active and still has the credential the session signed in with; so a logout, a
 * disabled user, a changed or reset password, or a user who does not exist ends it.
 *
 * The guard asks on every request (commands run at over 1,000/s), so answers are kept in
 * memory. Why a direct check plus NOTIFY rather than following the log: a logout is not an event,
 * and the check must hold the moment the command that ended a session answers, even when the
 * projector lags; the process that ends sessions or changes a user notifies every API process
 * (LISTEN), and each drops what it held. While this process is not listening (connection lost),
 * it keeps nothing and asks every time. A generation counter keeps an answer read before an
 * invalidation from being kept after it.
 */
@Injectable()
export class Sessions implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(Sessions.name);
  private readonly confirmed = new Map<string, Confirmed>();
  private readonly pending = new Map<string, Promise<AuthenticatedUser | undefined>>();
  private generation = 0;
  private readonly listener: ListenConnection;
  private lastCleanup = 0;

  constructor(@Inject(PG_POOL) private readonly pool: Pool, @Inject(APP_CONFIG) config: AppConfig) {
    this.listener = new ListenConnection({
      databaseUrl: config.databaseUrl,
      applicationName: SESSIONS_LISTENER_NAME,
      channel: SESSIONS_CHANNEL,
      name: 'sessions listener',
      whileLost: "checking every request's session until it is back",
      logger: this.logger,
      heard: (payload) => this.heard(payload),
      // Whatever was kept before could have been invalidated unheard.
      listening: () => this.forget(() => true),
      // Not listening: nothing kept can be trusted, and nothing is kept until listening again.
      lost: () => this.forget(() => true),
    });
  }

  async onModuleInit(): Promise<void> {
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener.close();
  }

  /** Starts the session a new token names, for a user who just proved their password with `credentialId`. */
  async start(session: { sessionId: string; userId: string; credentialId: string }, address: string, expiresAt: Date): Promise<void> {
    await this.pool.query(`INSERT INTO ${SESSIONS} (session_id, user_id, credential_id, expires_at, address) VALUES ($1, $2, $3, $4, $5)`, [
      session.sessionId,
      session.userId,
      session.credentialId,
      expiresAt,
      address.slice(0, 100),
    ]);
    this.cleanUpNowAndThen();
  }

  /** The session's user when the session still holds, else undefined. */
  userOf(sessionId: string, userId: string): Promise<AuthenticatedUser | undefined> {
    const known = this.confirmed.get(sessionId);
    if (known && Date.now() - known.confirmedAt < CONFIRMED_FOR_MS) return Promise.resolve(known.user?.id === userId ? known.user : undefined);
    let loading = this.pending.get(sessionId);
    if (!loading) {
      loading = this.load(sessionId, userId).finally(() => this.pending.delete(sessionId));
      this.pending.set(sessionId, loading);
    }
    return loading.then((user) => (user?.id === userId ? user : undefined));
  }

  /** Logout: this session ends now, in every API process. */
  async end(sessionId: string, reason: SessionEndReason): Promise<void> {
    if (!isUuid(sessionId)) return;
    await this.pool.query(
      `WITH ended AS (UPDATE ${SESSIONS} SET ended_at = now(), end_reason = $2 WHERE session_id = $1 AND ended_at IS NULL)
       SELECT pg_notify($3, 'session:' || $1::text)`,
      [sessionId, reason, SESSIONS_CHANNEL],
    );
    this.forget((key) => key === sessionId);
  }

  /** Every open session of the user ends now (password changed or reset, user disabled). */
  async endAllOf(userId: string, reason: SessionEndReason): Promise<void> {
    await this.pool.query(
      `WITH ended AS (UPDATE ${SESSIONS} SET ended_at = now(), end_reason = $2 WHERE user_id = $1 AND ended_at IS NULL)
       SELECT pg_notify($3, 'user:' || $1::text)`,
      [userId, reason, SESSIONS_CHANNEL],
    );
    this.forgetUser(userId);
  }

  /** The user's name or role changed: every process asks again on the user's next request. */
  async userChanged(userId: string): Promise<void> {
    await this.pool.query(`SELECT pg_notify($1, 'user:' || $2::text)`, [SESSIONS_CHANNEL, userId]);
    this.forgetUser(userId);
  }

  private async load(sessionId: string, userId: string): Promise<AuthenticatedUser | undefined> {
    if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
    const generation = this.generation;
    const { rows } = await this.pool.query<{ id: string; email: string; name: string; role: string }>(
      `SELECT u.id, u.email, u.name, u.role
         FROM ${SESSIONS} s JOIN ${READ_MODELS_SCHEMA}.${USERS_TABLE} u ON u.id = s.user_id
        WHERE s.session_id = $1 AND s.user_id = $2 AND s.ended_at IS NULL AND s.expires_at > now()
          AND u.is_active
          AND (u.credential_id = s.credential_id
               -- A credential newer than the one the projected row names (uuidv7 ids sort by time), still
               -- stored: the password change whose event the projector has not reached yet started it.
               OR (s.credential_id > u.credential_id
                   AND EXISTS (SELECT 1 FROM ${AUTH_SCHEMA}.${USER_CREDENTIALS_TABLE} c WHERE c.credential_id = s.credential_id AND c.user_id = s.user_id)))`,
      [sessionId, userId],
    );
    const row = rows[0];
    const user = row && isUserRole(row.role) ? { id: row.id, email: row.email, name: row.name, role: row.role, sessionId } : undefined;
    // Kept only if nothing was invalidated meanwhile and invalidations can reach us.
    if (generation === this.generation && this.listener.isListening) {
      if (this.confirmed.size >= CAPACITY) this.confirmed.delete(this.confirmed.keys().next().value as string);
      this.confirmed.set(sessionId, { user, confirmedAt: Date.now() });
    }
    return user;
  }

  private forget(matches: (sessionId: string, confirmed: Confirmed) => boolean): void {
    this.generation += 1;
    for (const [sessionId, confirmed] of this.confirmed) if (matches(sessionId, confirmed)) this.confirmed.delete(sessionId);
  }

  private forgetUser(userId: string): void {
    // A remembered "over" names no user: it stays over, whatever happens to the user.
    this.forget((_sessionId, confirmed) => confirmed.user?.id === userId);
  }

  private heard(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'session') this.forget((sessionId) => sessionId === id);
    else if (kind === 'user') this.forgetUser(id);
  }

  /** Ended and expired sessions are kept 30 days (who signed in, from where), then deleted. */
  private cleanUpNowAndThen(): void {
    if (Date.now() - this.lastCleanup < 60 * 60 * 1000) return;
    this.lastCleanup = Date.now();
    this.pool
      .query(`DELETE FROM ${SESSIONS} WHERE expires_at < now() - interval '30 days'`)
      .catch((error: Error) => this.logger.warn(`old sessions not cleaned up: ${error.message}`));
  }
}
