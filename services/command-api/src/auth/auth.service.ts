import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { changePassword, isUserRole, ROLE_PERMISSIONS, userStream, uuidv7, type Permission, type UserRole, type UserState } from '@dealer/domain';
import { CommandPipeline } from '../platform/command-pipeline';
import type { CommandContext } from '../platform/command-context';
import type { AuthenticatedUser } from './authenticated-user';
import { Credentials, type SignInRecord } from './credentials';
import { LoginThrottle } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { Sessions } from './sessions';

/** The signed-in user as the web sees them: who, which role, and what that role may do. */
export interface UserView {
  _id: string;
  email: string;
  name: string;
  role: UserRole;
  permissions: readonly Permission[];
}

export const userView = (user: { id: string; email: string | null; name: string | null; role: string | null }): UserView => {
  const role: UserRole = isUserRole(user.role) ? user.role : 'Auditor';
  return { _id: user.id, email: user.email ?? '', name: user.name ?? '', role, permissions: ROLE_PERMISSIONS[role] };
};

const fieldError = (field: string, message: string) => new BadRequestException({ success: false, message, errors: { [field]: message } });

@Injectable()
export class AuthService {
  constructor(
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly credentials: Credentials,
    private readonly sessions: Sessions,
    private readonly pipeline: CommandPipeline,
  ) {}

  async login(emailInput: string, password: string, address: string): Promise<{ token: string; user: UserView }> {
    const email = emailInput.trim().toLowerCase();
    await this.throttle.assertAllowed(email, address);
    const record = await this.credentials.signInRecord({ email });
    // An unknown email costs the same hashing as a wrong password.
    const matches = await verifyPassword(record?.password_hash ?? (await decoyPasswordHash()), password);
    if (!record?.password_hash || !matches) {
      await this.throttle.recordFailure(email, address);
      throw new UnauthorizedException('Invalid email or password');
    }
    await this.throttle.recordSuccess(email, address);
    if (!record.is_active) throw new UnauthorizedException('Your account is disabled. Please contact an administrator.');
    return this.startSession(record, address);
  }

  async logout(user: AuthenticatedUser): Promise<void> {
    await this.sessions.end(user.sessionId, 'logout');
  }

  /** Whether a token names a session that still holds (the spec's token check). */
  async verify(token: string): Promise<{ valid: boolean; decoded?: { id: string; email: string } }> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown; sid?: unknown }>(token);
      const user = typeof payload.sub === 'string' && typeof payload.sid === 'string' ? await this.sessions.userOf(payload.sid, payload.sub) : undefined;
      return user ? { valid: true, decoded: { id: user.id, email: user.email } } : { valid: false };
    } catch {
      return { valid: false };
    }
  }

  async profile(user: AuthenticatedUser): Promise<UserView> {
    return userView(user);
  }

  /**
   * The user's own new password, once they proved the current one (wrong guesses count against
   * sign-in throttling). Every session of the user ends, this one too; the answer is always 200
   * with a fresh session's token once the change is durable (its hash in auth.user_credentials,
   * its event in the log). It still waits the bounded read-your-writes time for the projector, so
   * that in the usual case the new password signs in elsewhere at once; past that it answers all
   * the same: the fresh session is bound to the new credential, which Sessions accepts before the
   * projected user row names it, and the answer's user is the signed-in one.
   */
  async changePassword(
    user: AuthenticatedUser,
    passwords: { currentPassword: string; newPassword: string },
    address: string,
    context: CommandContext,
  ): Promise<{ token?: string; user: UserView }> {
    await this.throttle.assertAllowed(user.email, address);
    const record = await this.credentials.signInRecord({ id: user.id });
    if (!record?.password_hash || !(await verifyPassword(record.password_hash, passwords.currentPassword))) {
      await this.throttle.recordFailure(user.email, address);
      throw fieldError('currentPassword', 'Current password is incorrect');
    }
    if (passwords.newPassword === passwords.currentPassword) throw fieldError('newPassword', 'The new password must be different from the current one');
    const { outcome, credentialId } = await this.credentials.storeThenAppend(
      user.id,
      passwords.newPassword,
      (newCredentialId) =>
        // No stillProcessing list: nothing in the answer comes from the read models, so a projector
        // further behind than the read-your-writes wait does not turn it into a 202 without a token.
        this.pipeline.run({ ...context, stillProcessing: undefined }, {
          result: { id: user.id },
          decide: async (read) => changePassword({ userId: user.id, credentialId: newCredentialId }, { user: await read<UserState>(userStream(user.id)) }),
        }),
      (done) => !done.repeated,
    );
    await this.sessions.endAllOf(user.id, 'password-changed');
    if (outcome.repeated) return { user: userView(user) };
    await this.credentials.keepOnly(user.id, credentialId);
    return this.startSession({ ...record, credential_id: credentialId }, address);
  }

  private async startSession(record: SignInRecord, address: string): Promise<{ token: string; user: UserView }> {
    const sessionId = uuidv7();
    const token = await this.jwt.signAsync({ sub: record.id, sid: sessionId, email: record.email });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    await this.sessions.start({ sessionId, userId: record.id, credentialId: record.credential_id ?? '' }, address, new Date(exp * 1000));
    return { token, user: userView(record) };
  }
}
