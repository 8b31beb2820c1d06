import { STREAM_NAMES, streamKindOf } from '../stream-names';
import { conflict, notFound, ruleViolation, validationError } from '../shared/errors';
import type { DomainEvent, StreamEvents } from '../shared/events';
import type { EventUpcaster } from '../shared/upcasting';
import { claimUniqueValue, type UniqueValueState } from '../shared/uniqueness';
import { isUserRole, type UserRole } from './roles';

/**
 * Users and their roles. No secret is ever in these events: a password is slow-hashed by the
 * command API and kept in its own credentials table under a fresh `credentialId`; the events name
 * that id, so the log says which credential is current, and erasing a hash leaves the log whole.
 */
export type UserEvent =
  | DomainEvent<'UserRegistered', { userId: string; email: string; name: string; role: UserRole; credentialId: string }>
  | DomainEvent<'UserRenamed', { userId: string; name: string }>
  | DomainEvent<'UserRoleChanged', { userId: string; role: UserRole; previousRole: UserRole }>
  | DomainEvent<'UserDisabled', { userId: string }>
  | DomainEvent<'UserEnabled', { userId: string }>
  /** The user chose a new password (knowing the current one). */
  | DomainEvent<'UserPasswordChanged', { userId: string; credentialId: string }>
  /** An administrator set a new password for the user. */
  | DomainEvent<'UserPasswordReset', { userId: string; credentialId: string }>;

export interface UserState {
  registered: boolean;
  userId: string;
  email: string;
  name: string;
  role: UserRole;
  isActive: boolean;
  /** The credential (password hash, kept outside the log) that signs this user in. */
  credentialId: string;
}

export const initialUserState: UserState = { registered: false, userId: '', email: '', name: '', role: 'Sales', isActive: false, credentialId: '' };
export const userStream = (userId: string) => `${STREAM_NAMES.user.name}${userId}`;
export const USER_EMAIL_SCOPE = 'user-email';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX_LENGTH = 100;

/**
 * Version 1 of UserRegistered carried the password hash and no role: only the first administrator
 * was ever registered that way. Read, it loses the hash (a migration moved it to the credentials
 * table under the user's own id) and becomes an Administrator.
 */
export const USER_UPCASTERS: EventUpcaster[] = [
  {
    eventType: 'UserRegistered',
    fromVersion: 1,
    upcast: ({ passwordHash: _secret, ...data }: { userId: string; email: string; name: string; passwordHash?: string; role?: string; credentialId?: string }) => ({
      ...data,
      role: data.role ?? 'Administrator',
      credentialId: data.credentialId ?? data.userId,
    }),
  },
];

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { registered: true, userId: event.data.userId, email: event.data.email, name: event.data.name, role: event.data.role, isActive: true, credentialId: event.data.credentialId };
    case 'UserRenamed':
      return { ...state, name: event.data.name };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserDisabled':
      return { ...state, isActive: false };
    case 'UserEnabled':
      return { ...state, isActive: true };
    case 'UserPasswordChanged':
    case 'UserPasswordReset':
      return { ...state, credentialId: event.data.credentialId };
    default:
      return state;
  }
}

function checkedName(name: string, fallback: string): string {
  const trimmed = name.trim() || fallback;
  if (!trimmed) throw validationError('Please input the name!', { name: 'Please input the name!' });
  if (trimmed.length > NAME_MAX_LENGTH) throw validationError(`Name must be at most ${NAME_MAX_LENGTH} characters`, { name: `Name must be at most ${NAME_MAX_LENGTH} characters` });
  return trimmed;
}

function checkedRole(role: unknown): UserRole {
  if (!isUserRole(role)) throw validationError('Please select a role!', { role: 'Please select a role!' });
  return role;
}

function checkedCredential(credentialId: string): string {
  if (!credentialId) throw validationError('Password is required', { password: 'Password is required' });
  return credentialId;
}

/** The password arrives as a credential already stored (slow-hashed) by the API: the event names it. */
export function registerUser(
  command: { userId: string; email: string; name: string; role: UserRole; credentialId: string },
  given: { user: UserState; email: UniqueValueState },
): StreamEvents[] {
  const email = command.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw validationError('Invalid email format!', { email: 'Invalid email format!' });
  const role = checkedRole(command.role);
  const credentialId = checkedCredential(command.credentialId);
  const name = checkedName(command.name, email);
  if (given.user.registered) throw conflict('User already exists');
  return [
    { stream: userStream(command.userId), events: [{ type: 'UserRegistered', data: { userId: command.userId, email, name, role, credentialId } }] },
    ...claimUniqueValue(USER_EMAIL_SCOPE, email, command.userId, given.email, `A user with email ${email} already exists`),
  ];
}

/**
 * Changes a user's name, role or whether they may sign in; only what differs is appended. The
 * acting administrator's own stream is read too, so its revision guards the append: two
 * administrators demoting or disabling each other at the same moment cannot both succeed and
 * leave nobody able to manage users.
 */
export function updateUser(
  command: { actorId: string; userId: string; name?: string; role?: UserRole; isActive?: boolean },
  given: { actor: UserState; user: UserState },
): StreamEvents[] {
  const { user, actor } = given;
  if (!user.registered) throw notFound('User not found');
  const name = command.name === undefined ? user.name : checkedName(command.name, '');
  const role = command.role === undefined ? user.role : checkedRole(command.role);
  const isActive = command.isActive ?? user.isActive;
  if (command.actorId === command.userId) {
    if (!isActive) throw ruleViolation('You cannot disable your own account');
    if (role !== user.role) throw ruleViolation('You cannot change your own role');
  }
  assertActiveAdministrator(actor);
  const events: UserEvent[] = [];
  if (name !== user.name) events.push({ type: 'UserRenamed', data: { userId: user.userId, name } });
  if (role !== user.role) events.push({ type: 'UserRoleChanged', data: { userId: user.userId, role, previousRole: user.role } });
  if (isActive !== user.isActive) events.push(isActive ? { type: 'UserEnabled', data: { userId: user.userId } } : { type: 'UserDisabled', data: { userId: user.userId } });
  return events.length === 0 ? [] : [{ stream: userStream(user.userId), events }];
}

/** The user's own new password (the API has checked the current one). */
export function changePassword(command: { userId: string; credentialId: string }, given: { user: UserState }): StreamEvents[] {
  const credentialId = checkedCredential(command.credentialId);
  if (!given.user.registered) throw notFound('User not found');
  if (!given.user.isActive) throw ruleViolation('Your account is disabled');
  return [{ stream: userStream(command.userId), events: [{ type: 'UserPasswordChanged', data: { userId: command.userId, credentialId } }] }];
}

/** An administrator sets a user's password (a disabled user's too, before enabling them again). */
export function resetPassword(
  command: { actorId: string; userId: string; credentialId: string },
  given: { actor: UserState; user: UserState },
): StreamEvents[] {
  const credentialId = checkedCredential(command.credentialId);
  if (!given.user.registered) throw notFound('User not found');
  assertActiveAdministrator(given.actor);
  return [{ stream: userStream(command.userId), events: [{ type: 'UserPasswordReset', data: { userId: command.userId, credentialId } }] }];
}

function assertActiveAdministrator(actor: UserState): void {
  if (!actor.registered || !actor.isActive || actor.role !== 'Administrator') throw ruleViolation('Only an active administrator can manage users');
}

/** Marks that the first administrator exists, so a restart (or a second instance) never makes another. */
export const USERS_BOOTSTRAP_STREAM = STREAM_NAMES.usersBootstrap.name;
export type UsersBootstrapEvent = DomainEvent<'FirstAdministratorRegistered', { userId: string; email: string }>;
export interface UsersBootstrapState {
  done: boolean;
}
export const initialUsersBootstrapState: UsersBootstrapState = { done: false };
export const evolveUsersBootstrap = (state: UsersBootstrapState, event: UsersBootstrapEvent): UsersBootstrapState =>
  event.type === 'FirstAdministratorRegistered' ? { done: true } : state;

export function registerFirstAdministrator(
  command: { userId: string; email: string; name: string; credentialId: string },
  given: { bootstrap: UsersBootstrapState; user: UserState; email: UniqueValueState },
): StreamEvents[] {
  if (given.bootstrap.done) return [];
  const registered = registerUser({ ...command, role: 'Administrator' }, { user: given.user, email: given.email });
  const email = command.email.trim().toLowerCase();
  return [...registered, { stream: USERS_BOOTSTRAP_STREAM, events: [{ type: 'FirstAdministratorRegistered', data: { userId: command.userId, email } }] }];
}

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const USERS_BOOTSTRAP_STREAM_KIND = streamKindOf(STREAM_NAMES.usersBootstrap, { initialState: initialUsersBootstrapState, evolve: evolveUsersBootstrap });

/** Its streams' name, area and fold (listed in STREAM_KINDS, streams.ts). */
export const USER_STREAM_KIND = streamKindOf(STREAM_NAMES.user, { initialState: initialUserState, evolve: evolveUser });
