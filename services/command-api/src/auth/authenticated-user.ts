import type { UserRole } from '@dealer/domain';

/** The signed-in user of a request, as its session was last confirmed (request.user). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** The session the bearer token names (logout ends it). */
  sessionId: string;
}

/** The user id stamped on events the system makes by itself (the first administrator). */
export const SYSTEM_USER_ID = '00000000-0000-0000-0000-000000000000';
