import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { registerUser, USER_EMAIL_SCOPE, userStream, type UserEvent, type UserState } from './users';
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
