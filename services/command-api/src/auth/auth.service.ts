import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Knex } from 'knex';
import { READ_MODELS_SCHEMA, USERS_TABLE, type UserRecord } from '@dealer/read-models';
import { READ_DATABASE } from '../infrastructure/tokens';
import { LoginThrottle } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './passwords';

export interface UserView {
  _id: string;
  email: UserRecord['email'];
  name: UserRecord['name'];
}

@Injectable()
export class AuthService {
  constructor(
    @Inject(READ_DATABASE) private readonly database: Knex,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
  ) {}

  private users() {
    return this.database.withSchema(READ_MODELS_SCHEMA).from<UserRecord>(USERS_TABLE);
  }

  async login(emailInput: string, password: string, address: string): Promise<{ token: string; user: UserView }> {
    const email = emailInput.trim().toLowerCase();
    await this.throttle.assertAllowed(email, address);
    const user = await this.users().where({ email }).first();
    const matches = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
    if (!user || !matches) {
      await this.throttle.recordFailure(email, address);
      throw new UnauthorizedException('Invalid email or password');
    }
    await this.throttle.recordSuccess(email);
    const token = await this.jwt.signAsync({ sub: user.id, email: user.email });
    return { token, user: { _id: user.id, email: user.email, name: user.name } };
  }

  async verify(token: string): Promise<{ valid: boolean; decoded?: { id: string; email: string } }> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub: string; email: string }>(token);
      return { valid: true, decoded: { id: payload.sub, email: payload.email } };
    } catch {
      return { valid: false };
    }
  }

  async profile(userId: string): Promise<UserView> {
    const user = await this.users().where({ id: userId }).first();
    if (!user) throw new UnauthorizedException('Your account no longer exists');
    return { _id: user.id, email: user.email, name: user.name };
  }
}
