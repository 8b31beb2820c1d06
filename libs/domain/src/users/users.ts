import { conflict, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import { claimUniqueValue, type UniqueValueState } from '../shared/uniqueness';

export type UserEvent = DomainEvent<'UserRegistered', { userId: string; email: string; name: string; passwordHash: string }>;

export interface UserState {
  registered: boolean;
  userId: string;
  email: string;
  name: string;
  passwordHash: string;
}

export const initialUserState: UserState = { registered: false, userId: '', email: '', name: '', passwordHash: '' };
export const userStream = (userId: string) => `user-${userId}`;
export const USER_EMAIL_SCOPE = 'user-email';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const evolveUser = (state: UserState, event: UserEvent): UserState =>
  event.type === 'UserRegistered' ? { registered: true, ...event.data } : state;

/** The password arrives already slow-hashed: hashing is I/O-free but not the domain's concern. */
export function registerUser(
  command: { userId: string; email: string; name: string; passwordHash: string },
  given: { user: UserState; email: UniqueValueState },
): StreamEvents[] {
  const email = command.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw validationError('Invalid email format!', { email: 'Invalid email format!' });
  if (!command.passwordHash) throw validationError('Password is required', { password: 'Password is required' });
  if (given.user.registered) throw conflict('User already exists');
  return [
    { stream: userStream(command.userId), events: [{ type: 'UserRegistered', data: { userId: command.userId, email, name: command.name.trim() || email, passwordHash: command.passwordHash } }] },
    ...claimUniqueValue(USER_EMAIL_SCOPE, email, command.userId, given.email, `A user with email ${email} already exists`),
  ];
}

/** Marks that the first administrator exists, so a restart (or a second instance) never makes another. */
export const USERS_BOOTSTRAP_STREAM = 'users-bootstrap';
export type UsersBootstrapEvent = DomainEvent<'FirstAdministratorRegistered', { userId: string; email: string }>;
export interface UsersBootstrapState {
  done: boolean;
}
export const initialUsersBootstrapState: UsersBootstrapState = { done: false };
export const evolveUsersBootstrap = (state: UsersBootstrapState, event: UsersBootstrapEvent): UsersBootstrapState =>
  event.type === 'FirstAdministratorRegistered' ? { done: true } : state;

export function registerFirstAdministrator(
  command: { userId: string; email: string; name: string; passwordHash: string },
  given: { bootstrap: UsersBootstrapState; user: UserState; email: UniqueValueState },
): StreamEvents[] {
  if (given.bootstrap.done) return [];
  const registered = registerUser(command, { user: given.user, email: given.email });
  const email = command.email.trim().toLowerCase();
  return [...registered, { stream: USERS_BOOTSTRAP_STREAM, events: [{ type: 'FirstAdministratorRegistered', data: { userId: command.userId, email } }] }];
}
