import type { UserEvent } from '@dealer/domain';
import type { StatementSink } from '../statements';
import type { ProjectionBatch } from '../batch';
import { occurredAt, on, type Projection } from '../projection';
import { UsersBatch } from './tables';

export { UsersBatch } from './tables';

/** users: who can sign in (the command API checks the password hash against this table). */
export const userHandlers = on<UserEvent, ProjectionBatch>({
  UserRegistered: ({ userId, email, name, passwordHash }, event, { users }) =>
    users.users.insert(userId, { email, name, password_hash: passwordHash, created_at: occurredAt(event) }),
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
