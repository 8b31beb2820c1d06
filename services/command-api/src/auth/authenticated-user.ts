export interface AuthenticatedUser {
  id: string;
  email: string;
}

/** The user id stamped on events the system makes by itself (the first administrator). */
export const SYSTEM_USER_ID = '00000000-0000-0000-0000-000000000000';
