import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  registerFirstAdministrator,
  registerUser,
  USER_EMAIL_SCOPE,
  USERS_BOOTSTRAP_STREAM,
  userStream,
  type UserEvent,
  type UsersBootstrapState,
  type UserState,
} from './users';
import { uniqueValueStream, type UniqueValueState } from '../shared/uniqueness';
import { appended, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const ADMIN = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const OTHER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaA';

const whenRegistered = (history: History, command: { userId: string; email: string; name: string; passwordHash: string }) =>
  registerUser(command, {
    user: stateOf<UserState>(history, userStream(command.userId)),
    email: stateOf<UniqueValueState>(history, uniqueValueStream(USER_EMAIL_SCOPE, command.email)),
  });
const registered = (userId: string, email: string, name: string): UserEvent => ({ type: 'UserRegistered', data: { userId, email, name, passwordHash: HASH } });

describe('users: register', () => {
  it('given nothing, when registered, then UserRegistered with the email normalised and the email claimed', () => {
    thenEvents(whenRegistered({}, { userId: ADMIN, email: '  Admin@Dealer.COM.bd ', name: ' Rahim Uddin ', passwordHash: HASH }), [
      { stream: `user-${ADMIN}`, events: [registered(ADMIN, 'admin@dealer.com.bd', 'Rahim Uddin')] },
      { stream: 'unique-user-email-admin%40dealer.com.bd', events: [{ type: 'UniqueValueClaimed', data: { scope: 'user-email', value: 'admin@dealer.com.bd', ownerId: ADMIN } }] },
    ]);
  });

  it('names the user by email when no name is given', () => {
    const [user] = whenRegistered({}, { userId: ADMIN, email: 'admin@dealer.com', name: '  ', passwordHash: HASH });
    assert.deepStrictEqual(user.events, [registered(ADMIN, 'admin@dealer.com', 'admin@dealer.com')]);
  });

  it("refuses an invalid email with 'Invalid email format!'", () => {
    for (const email of ['', 'admin', 'admin@dealer', '@dealer.com', 'ad min@dealer.com', 'admin@@dealer.com', 'admin@dealer.']) {
      thenRefused(() => whenRegistered({}, { userId: ADMIN, email, name: 'Admin', passwordHash: HASH }), {
        kind: 'validation',
        message: 'Invalid email format!',
        fieldErrors: { email: 'Invalid email format!' },
      });
    }
  });

  it('refuses a missing password hash', () => {
    thenRefused(() => whenRegistered({}, { userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', passwordHash: '' }), {
      kind: 'validation',
      message: 'Password is required',
      fieldErrors: { password: 'Password is required' },
    });
  });

  it('given a user with the email, when another registers it in another case, then a conflict', () => {
    const history = appended({}, whenRegistered({}, { userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', passwordHash: HASH }));
    thenRefused(() => whenRegistered(history, { userId: OTHER, email: 'ADMIN@dealer.com', name: 'Impostor', passwordHash: HASH }), {
      kind: 'conflict',
      message: 'A user with email admin@dealer.com already exists',
    });
  });

  it('given the user exists, when registered again with the same id, then a conflict', () => {
    const history = appended({}, whenRegistered({}, { userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', passwordHash: HASH }));
    assert.deepStrictEqual(stateOf<UserState>(history, userStream(ADMIN)), { registered: true, userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', passwordHash: HASH });
    thenRefused(() => whenRegistered(history, { userId: ADMIN, email: 'second@dealer.com', name: 'Admin', passwordHash: HASH }), { kind: 'conflict', message: 'User already exists' });
  });
});

describe('users: register the first administrator', () => {
  const whenBootstrapped = (history: History, command: { userId: string; email: string; name: string; passwordHash: string }) =>
    registerFirstAdministrator(command, {
      bootstrap: stateOf<UsersBootstrapState>(history, USERS_BOOTSTRAP_STREAM),
      user: stateOf<UserState>(history, userStream(command.userId)),
      email: stateOf<UniqueValueState>(history, uniqueValueStream(USER_EMAIL_SCOPE, command.email)),
    });

  it('given nothing, when bootstrapped, then the user registered, the email claimed and FirstAdministratorRegistered', () => {
    thenEvents(whenBootstrapped({}, { userId: ADMIN, email: ' Admin@Dealer.com ', name: 'Admin', passwordHash: HASH }), [
      { stream: `user-${ADMIN}`, events: [registered(ADMIN, 'admin@dealer.com', 'Admin')] },
      { stream: 'unique-user-email-admin%40dealer.com', events: [{ type: 'UniqueValueClaimed', data: { scope: 'user-email', value: 'admin@dealer.com', ownerId: ADMIN } }] },
      { stream: 'users-bootstrap', events: [{ type: 'FirstAdministratorRegistered', data: { userId: ADMIN, email: 'admin@dealer.com' } }] },
    ]);
  });

  it('given the first administrator registered, when bootstrapped again (a restart or a second instance), then nothing', () => {
    const history = appended({}, whenBootstrapped({}, { userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', passwordHash: HASH }));
    assert.deepStrictEqual(stateOf<UsersBootstrapState>(history, USERS_BOOTSTRAP_STREAM), { done: true });
    thenEvents(whenBootstrapped(history, { userId: OTHER, email: 'other@dealer.com', name: 'Other', passwordHash: HASH }), []);
  });

  it('given not yet bootstrapped, when the email is invalid, then refused', () => {
    thenRefused(() => whenBootstrapped({}, { userId: ADMIN, email: 'admin', name: 'Admin', passwordHash: HASH }), {
      kind: 'validation',
      message: 'Invalid email format!',
      fieldErrors: { email: 'Invalid email format!' },
    });
  });

  it('given a user already holds the email, when bootstrapped, then a conflict', () => {
    const history = appended({}, whenRegistered({}, { userId: OTHER, email: 'admin@dealer.com', name: 'Someone', passwordHash: HASH }));
    thenRefused(() => whenBootstrapped(history, { userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', passwordHash: HASH }), {
      kind: 'conflict',
      message: 'A user with email admin@dealer.com already exists',
    });
  });
});
