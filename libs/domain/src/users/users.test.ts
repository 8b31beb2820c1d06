import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  changePassword,
  registerFirstAdministrator,
  registerUser,
  resetPassword,
  updateUser,
  USER_EMAIL_SCOPE,
  USERS_BOOTSTRAP_STREAM,
  userStream,
  type UserEvent,
  type UsersBootstrapState,
  type UserState,
} from './users';
import { ROLE_PERMISSIONS, USER_ROLES, roleCan, type UserRole } from './roles';
import { upcastEvent, schemaVersionOf } from '../upcasters';
import { uniqueValueStream, type UniqueValueState } from '../shared/uniqueness';
import { appended, historyOf, stateOf, thenEvents, thenRefused, type History } from '../given-when-then.test-helper';

const ADMIN = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const OTHER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const THIRD = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5d';
const CREDENTIAL = '0190a1b2-c3d4-7e5f-8a9b-00000000c001';
const NEW_CREDENTIAL = '0190a1b2-c3d4-7e5f-8a9b-00000000c002';

type Registration = { userId: string; email: string; name: string; role: UserRole; credentialId: string };
const whenRegistered = (history: History, command: Registration) =>
  registerUser(command, {
    user: stateOf<UserState>(history, userStream(command.userId)),
    email: stateOf<UniqueValueState>(history, uniqueValueStream(USER_EMAIL_SCOPE, command.email)),
  });
const registration = (userId: string, email: string, role: UserRole = 'Sales'): Registration => ({ userId, email, name: email.split('@')[0], role, credentialId: `${userId}-credential` });
const registered = (userId: string, email: string, name: string, role: UserRole = 'Sales', credentialId = CREDENTIAL): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, email, name, role, credentialId },
});

/** An administrator ADMIN, a Sales user OTHER and an Accountant THIRD. */
const staff = () =>
  historyOf(
    whenRegistered({}, registration(ADMIN, 'admin@dealer.com', 'Administrator')),
    whenRegistered({}, registration(OTHER, 'sales@dealer.com', 'Sales')),
    whenRegistered({}, registration(THIRD, 'books@dealer.com', 'Accountant')),
  );
const whenUpdated = (history: History, command: { actorId: string; userId: string; name?: string; role?: UserRole; isActive?: boolean }) =>
  updateUser(command, { actor: stateOf<UserState>(history, userStream(command.actorId)), user: stateOf<UserState>(history, userStream(command.userId)) });

describe('users: register', () => {
  it('given nothing, when registered, then UserRegistered with the role and the credential it names, the email normalised and claimed, and no secret', () => {
    const decided = whenRegistered({}, { userId: ADMIN, email: '  Admin@Dealer.COM.bd ', name: ' Rahim Uddin ', role: 'Accountant', credentialId: CREDENTIAL });
    thenEvents(decided, [
      { stream: `user-${ADMIN}`, events: [registered(ADMIN, 'admin@dealer.com.bd', 'Rahim Uddin', 'Accountant')] },
      { stream: 'unique-user-email-admin%40dealer.com.bd', events: [{ type: 'UniqueValueClaimed', data: { scope: 'user-email', value: 'admin@dealer.com.bd', ownerId: ADMIN } }] },
    ]);
    assert.doesNotMatch(JSON.stringify(decided), /hash|password/i);
  });

  it('folds to an active user holding the role and credential', () => {
    const history = historyOf(whenRegistered({}, { userId: ADMIN, email: 'a@dealer.com', name: 'A', role: 'Auditor', credentialId: CREDENTIAL }));
    assert.deepStrictEqual(stateOf<UserState>(history, userStream(ADMIN)), {
      registered: true,
      userId: ADMIN,
      email: 'a@dealer.com',
      name: 'A',
      role: 'Auditor',
      isActive: true,
      credentialId: CREDENTIAL,
    });
  });

  it('names the user by email when no name is given', () => {
    const [user] = whenRegistered({}, { userId: ADMIN, email: 'admin@dealer.com', name: '  ', role: 'Sales', credentialId: CREDENTIAL });
    assert.deepStrictEqual(user.events, [registered(ADMIN, 'admin@dealer.com', 'admin@dealer.com')]);
  });

  it("refuses an invalid email with 'Invalid email format!'", () => {
    for (const email of ['', 'admin', 'admin@dealer', '@dealer.com', 'ad min@dealer.com', 'admin@@dealer.com', 'admin@dealer.']) {
      thenRefused(() => whenRegistered({}, { userId: ADMIN, email, name: 'Admin', role: 'Sales', credentialId: CREDENTIAL }), {
        kind: 'validation',
        message: 'Invalid email format!',
        fieldErrors: { email: 'Invalid email format!' },
      });
    }
  });

  it('refuses a role that is not one of the five, written exactly', () => {
    for (const role of ['administrator', 'Admin', 'Owner', '', 'Sales ']) {
      thenRefused(() => whenRegistered({}, { userId: ADMIN, email: 'a@dealer.com', name: 'A', role: role as UserRole, credentialId: CREDENTIAL }), {
        kind: 'validation',
        message: 'Please select a role!',
        fieldErrors: { role: 'Please select a role!' },
      });
    }
  });

  it('refuses a missing credential (no password was stored)', () => {
    thenRefused(() => whenRegistered({}, { userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', role: 'Sales', credentialId: '' }), {
      kind: 'validation',
      message: 'Password is required',
      fieldErrors: { password: 'Password is required' },
    });
  });

  it('refuses a name over 100 characters', () => {
    thenRefused(() => whenRegistered({}, { userId: ADMIN, email: 'a@dealer.com', name: 'x'.repeat(101), role: 'Sales', credentialId: CREDENTIAL }), {
      kind: 'validation',
      message: 'Name must be at most 100 characters',
    });
  });

  it('given a user with the email, when another registers it in another case, then a conflict', () => {
    const history = historyOf(whenRegistered({}, registration(ADMIN, 'admin@dealer.com')));
    thenRefused(() => whenRegistered(history, registration(OTHER, 'ADMIN@dealer.com')), { kind: 'conflict', message: 'A user with email admin@dealer.com already exists' });
  });

  it('given the user exists, when registered again with the same id, then a conflict', () => {
    const history = historyOf(whenRegistered({}, registration(ADMIN, 'admin@dealer.com')));
    thenRefused(() => whenRegistered(history, registration(ADMIN, 'second@dealer.com')), { kind: 'conflict', message: 'User already exists' });
  });
});

describe('users: update (name, role, active)', () => {
  it('given a Sales user, when the administrator renames them and makes them an Accountant, then UserRenamed and UserRoleChanged', () => {
    thenEvents(whenUpdated(staff(), { actorId: ADMIN, userId: OTHER, name: ' Karim ', role: 'Accountant', isActive: true }), [
      {
        stream: userStream(OTHER),
        events: [
          { type: 'UserRenamed', data: { userId: OTHER, name: 'Karim' } },
          { type: 'UserRoleChanged', data: { userId: OTHER, role: 'Accountant', previousRole: 'Sales' } },
        ],
      },
    ]);
  });

  it('given an active user, when disabled, then UserDisabled; and when enabled again, UserEnabled', () => {
    const disabled = whenUpdated(staff(), { actorId: ADMIN, userId: OTHER, isActive: false });
    thenEvents(disabled, [{ stream: userStream(OTHER), events: [{ type: 'UserDisabled', data: { userId: OTHER } }] }]);
    const history = appended(staff(), disabled);
    assert.equal(stateOf<UserState>(history, userStream(OTHER)).isActive, false);
    thenEvents(whenUpdated(history, { actorId: ADMIN, userId: OTHER, isActive: true }), [{ stream: userStream(OTHER), events: [{ type: 'UserEnabled', data: { userId: OTHER } }] }]);
  });

  it('given nothing changes, then nothing is appended', () => {
    thenEvents(whenUpdated(staff(), { actorId: ADMIN, userId: OTHER, name: 'sales', role: 'Sales', isActive: true }), []);
  });

  it('refuses an unknown user with not found', () => {
    thenRefused(() => whenUpdated(staff(), { actorId: ADMIN, userId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4fff', isActive: false }), { kind: 'not_found', message: 'User not found' });
  });

  it('refuses disabling your own account and changing your own role, but lets you rename yourself', () => {
    thenRefused(() => whenUpdated(staff(), { actorId: ADMIN, userId: ADMIN, isActive: false }), { kind: 'rule', message: 'You cannot disable your own account' });
    thenRefused(() => whenUpdated(staff(), { actorId: ADMIN, userId: ADMIN, role: 'Auditor' }), { kind: 'rule', message: 'You cannot change your own role' });
    thenEvents(whenUpdated(staff(), { actorId: ADMIN, userId: ADMIN, name: 'Boss' }), [{ stream: userStream(ADMIN), events: [{ type: 'UserRenamed', data: { userId: ADMIN, name: 'Boss' } }] }]);
  });

  it('refuses a change made by someone who is not an active administrator', () => {
    thenRefused(() => whenUpdated(staff(), { actorId: THIRD, userId: OTHER, isActive: false }), { kind: 'rule', message: 'Only an active administrator can manage users' });
    const adminDemoted = appended(staff(), whenUpdated(appended(staff(), whenUpdated(staff(), { actorId: ADMIN, userId: THIRD, role: 'Administrator' })), { actorId: THIRD, userId: ADMIN, role: 'Sales' }));
    thenRefused(() => whenUpdated(adminDemoted, { actorId: ADMIN, userId: THIRD, role: 'Sales' }), { kind: 'rule', message: 'Only an active administrator can manage users' });
  });

  it('refuses an unknown role and an empty name', () => {
    thenRefused(() => whenUpdated(staff(), { actorId: ADMIN, userId: OTHER, role: 'Cashier' as UserRole }), { kind: 'validation', message: 'Please select a role!' });
    thenRefused(() => whenUpdated(staff(), { actorId: ADMIN, userId: OTHER, name: '  ' }), { kind: 'validation', message: 'Please input the name!', fieldErrors: { name: 'Please input the name!' } });
  });
});

describe('users: passwords', () => {
  it('given an active user, when they change their password, then UserPasswordChanged names the new credential only', () => {
    const decided = changePassword({ userId: OTHER, credentialId: NEW_CREDENTIAL }, { user: stateOf<UserState>(staff(), userStream(OTHER)) });
    thenEvents(decided, [{ stream: userStream(OTHER), events: [{ type: 'UserPasswordChanged', data: { userId: OTHER, credentialId: NEW_CREDENTIAL } }] }]);
    assert.equal(stateOf<UserState>(appended(staff(), decided), userStream(OTHER)).credentialId, NEW_CREDENTIAL);
  });

  it('refuses a password change for a disabled or unknown user', () => {
    const disabled = appended(staff(), whenUpdated(staff(), { actorId: ADMIN, userId: OTHER, isActive: false }));
    thenRefused(() => changePassword({ userId: OTHER, credentialId: NEW_CREDENTIAL }, { user: stateOf<UserState>(disabled, userStream(OTHER)) }), { kind: 'rule', message: 'Your account is disabled' });
    thenRefused(() => changePassword({ userId: 'nobody', credentialId: NEW_CREDENTIAL }, { user: stateOf<UserState>({}, userStream('nobody')) }), { kind: 'not_found', message: 'User not found' });
  });

  it('given a disabled user, when the administrator resets the password, then UserPasswordReset', () => {
    const disabled = appended(staff(), whenUpdated(staff(), { actorId: ADMIN, userId: OTHER, isActive: false }));
    const given = { actor: stateOf<UserState>(disabled, userStream(ADMIN)), user: stateOf<UserState>(disabled, userStream(OTHER)) };
    thenEvents(resetPassword({ actorId: ADMIN, userId: OTHER, credentialId: NEW_CREDENTIAL }, given), [
      { stream: userStream(OTHER), events: [{ type: 'UserPasswordReset', data: { userId: OTHER, credentialId: NEW_CREDENTIAL } }] },
    ]);
  });

  it('refuses a reset by a non-administrator, of an unknown user, or without a credential', () => {
    const history = staff();
    const state = (id: string) => stateOf<UserState>(history, userStream(id));
    thenRefused(() => resetPassword({ actorId: THIRD, userId: OTHER, credentialId: NEW_CREDENTIAL }, { actor: state(THIRD), user: state(OTHER) }), { kind: 'rule', message: 'Only an active administrator can manage users' });
    thenRefused(() => resetPassword({ actorId: ADMIN, userId: 'x', credentialId: NEW_CREDENTIAL }, { actor: state(ADMIN), user: state('x') }), { kind: 'not_found', message: 'User not found' });
    thenRefused(() => resetPassword({ actorId: ADMIN, userId: OTHER, credentialId: '' }, { actor: state(ADMIN), user: state(OTHER) }), { kind: 'validation', message: 'Password is required' });
  });
});

describe('users: the old UserRegistered (version 1) carried a password hash', () => {
  const stored = {
    type: 'UserRegistered',
    data: { userId: ADMIN, email: 'admin@dealer.com', name: 'Administrator', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' },
    metadata: { schemaVersion: 1 },
  };

  it('is read without the hash, as an Administrator whose credential has the user id', () => {
    const upcast = upcastEvent(stored);
    assert.deepStrictEqual(upcast.data, { userId: ADMIN, email: 'admin@dealer.com', name: 'Administrator', role: 'Administrator', credentialId: ADMIN });
    assert.equal(upcast.metadata?.schemaVersion, 2);
    assert.equal(schemaVersionOf('UserRegistered'), 2);
    assert.equal('passwordHash' in stored.data, true, 'the stored event itself is not changed');
  });

  it('an event without a schema version is version 1 too', () => {
    assert.equal((upcastEvent({ type: stored.type, data: stored.data }).data as { role?: string }).role, 'Administrator');
  });

  it('leaves a current event as it is', () => {
    const current = { type: 'UserRegistered', data: registered(OTHER, 's@dealer.com', 'S').data, metadata: { schemaVersion: 2 } };
    assert.equal(upcastEvent(current), current);
  });
});

describe('roles', () => {
  it('are the five roles, written exactly', () => {
    assert.deepStrictEqual([...USER_ROLES], ['Administrator', 'Accountant', 'Sales', 'Storekeeper', 'Auditor']);
  });

  it('give the administrator everything and the auditor every read and no write', () => {
    assert.ok(ROLE_PERMISSIONS.Administrator.every((permission) => roleCan('Administrator', permission)));
    assert.ok(ROLE_PERMISSIONS.Auditor.length > 0 && ROLE_PERMISSIONS.Auditor.every((permission) => permission.endsWith(':read')));
    assert.equal(ROLE_PERMISSIONS.Auditor.length * 2, ROLE_PERMISSIONS.Administrator.length);
    assert.ok(roleCan('Auditor', 'audit:read') && roleCan('Auditor', 'users:read'));
  });

  it('keep Sales out of the books, Storekeepers out of money screens and only administrators managing users', () => {
    assert.equal(roleCan('Sales', 'accounting:read'), false);
    assert.equal(roleCan('Sales', 'inventory:write'), false);
    assert.equal(roleCan('Sales', 'sales:write'), true);
    assert.equal(roleCan('Storekeeper', 'accounting:read'), false);
    assert.equal(roleCan('Storekeeper', 'dashboard:read'), false);
    assert.equal(roleCan('Storekeeper', 'inventory:write'), true);
    assert.equal(roleCan('Accountant', 'accounting:write'), true);
    assert.equal(roleCan('Accountant', 'sales:write'), false);
    for (const role of USER_ROLES) assert.equal(roleCan(role, 'users:write'), role === 'Administrator');
    for (const role of USER_ROLES) assert.equal(roleCan(role, 'audit:read'), role === 'Administrator' || role === 'Auditor');
  });
});

describe('users: register the first administrator', () => {
  const whenBootstrapped = (history: History, command: { userId: string; email: string; name: string; credentialId: string }) =>
    registerFirstAdministrator(command, {
      bootstrap: stateOf<UsersBootstrapState>(history, USERS_BOOTSTRAP_STREAM),
      user: stateOf<UserState>(history, userStream(command.userId)),
      email: stateOf<UniqueValueState>(history, uniqueValueStream(USER_EMAIL_SCOPE, command.email)),
    });

  it('given nothing, when bootstrapped, then an Administrator registered, the email claimed and FirstAdministratorRegistered', () => {
    thenEvents(whenBootstrapped({}, { userId: ADMIN, email: ' Admin@Dealer.com ', name: 'Admin', credentialId: CREDENTIAL }), [
      { stream: `user-${ADMIN}`, events: [registered(ADMIN, 'admin@dealer.com', 'Admin', 'Administrator')] },
      { stream: 'unique-user-email-admin%40dealer.com', events: [{ type: 'UniqueValueClaimed', data: { scope: 'user-email', value: 'admin@dealer.com', ownerId: ADMIN } }] },
      { stream: 'users-bootstrap', events: [{ type: 'FirstAdministratorRegistered', data: { userId: ADMIN, email: 'admin@dealer.com' } }] },
    ]);
  });

  it('given the first administrator registered, when bootstrapped again (a restart or a second instance), then nothing', () => {
    const history = historyOf(whenBootstrapped({}, { userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', credentialId: CREDENTIAL }));
    assert.deepStrictEqual(stateOf<UsersBootstrapState>(history, USERS_BOOTSTRAP_STREAM), { done: true });
    thenEvents(whenBootstrapped(history, { userId: OTHER, email: 'other@dealer.com', name: 'Other', credentialId: NEW_CREDENTIAL }), []);
  });

  it('given not yet bootstrapped, when the email is invalid, then refused', () => {
    thenRefused(() => whenBootstrapped({}, { userId: ADMIN, email: 'admin', name: 'Admin', credentialId: CREDENTIAL }), {
      kind: 'validation',
      message: 'Invalid email format!',
      fieldErrors: { email: 'Invalid email format!' },
    });
  });

  it('given a user already holds the email, when bootstrapped, then a conflict', () => {
    const history = historyOf(whenRegistered({}, registration(OTHER, 'admin@dealer.com')));
    thenRefused(() => whenBootstrapped(history, { userId: ADMIN, email: 'admin@dealer.com', name: 'Admin', credentialId: CREDENTIAL }), {
      kind: 'conflict',
      message: 'A user with email admin@dealer.com already exists',
    });
  });
});
