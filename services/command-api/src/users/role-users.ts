import { randomBytes } from 'node:crypto';
import type { UserRole } from '@dealer/domain';
import type { TestApp } from '../test-support/test-app';

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  role: UserRole;
  token: string;
}

/** Test support: the administrator adds a user with `role`, who then signs in (from `address` when the app trusts a proxy). */
export async function signedInUser(app: TestApp, role: UserRole, options: { address?: string; name?: string } = {}): Promise<SignedInUser> {
  const email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@dealer.test`;
  const password = `pass-${randomBytes(6).toString('hex')}`;
  const created = await app.request('POST', '/api/users', { body: { name: options.name ?? `${role} user`, email, password, role } });
  if (created.status !== 201) throw new Error(`could not add a ${role}: ${JSON.stringify(created.body)}`);
  const token = await signIn(app, email, password, options.address);
  return { id: created.body.data._id, email, password, role, token };
}

/** A token for the email and password, or an error with the refusal. */
export async function signIn(app: TestApp, email: string, password: string, address?: string): Promise<string> {
  const login = await app.request('POST', '/api/auth/login', { body: { email, password }, token: null, headers: address ? { 'x-forwarded-for': address } : {} });
  if (login.status !== 200) throw new Error(`${email} could not sign in: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.data.token;
}
