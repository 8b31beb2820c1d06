import type { UserEvent } from '@dealer/domain';
import type { StatementSink } from '../statements';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import { UsersBatch } from './tables';

export { UsersBatch } from './tables';

/**
 * users: who can sign in, with what role, and which credential is current (the command API
 * checks sessions and passwords against this row; the hashes themselves are never in the log).
 */
export const userHandlers = on<UserEvent, ProjectionBatch>({
  UserRegistered: ({ userId, email, name, role, credentialId }, event, { users }) =>
    users.users.insert(userId, { email, name, role, is_active: true, credential_id: credentialId, created_at: occurredAt(event), updated_at: occurredAt(event) }),
  UserRenamed: ({ userId, name }, event, { users }) => users.users.patch(userId, { name, updated_at: occurredAt(event) }),
  UserRoleChanged: ({ userId, role }, event, { users }) => users.users.patch(userId, { role, updated_at: occurredAt(event) }),
  UserDisabled: ({ userId }, event, { users }) => users.users.patch(userId, { is_active: false, updated_at: occurredAt(event) }),
  UserEnabled: ({ userId }, event, { users }) => users.users.patch(userId, { is_active: true, updated_at: occurredAt(event) }),
  UserPasswordChanged: ({ userId, credentialId }, event, { users }) => users.users.patch(userId, { credential_id: credentialId, updated_at: occurredAt(event) }),
  UserPasswordReset: ({ userId, credentialId }, event, { users }) => users.users.patch(userId, { credential_id: credentialId, updated_at: occurredAt(event) }),
});

declare module '../batch' {
  interface ProjectionBatch {
    users: UsersBatch;
  }
}

export const usersProjection: Projection<'users'> = {
  name: 'users',
  tables: { users: 'id' },
  createState: () => new UsersBatch(),
  handlers: userHandlers,
  flush: (state: UsersBatch, db: StatementSink, schema: string) => state.users.flush(db, schema),
};
