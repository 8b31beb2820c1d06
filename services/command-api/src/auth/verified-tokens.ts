import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** What a bearer token says: whose it is and which session. Whether the session still holds is Sessions' question. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
  email: string;
}

interface Verified {
  claims: TokenClaims;
  /** The token's `exp`, in ms. */
  expiresAt: number;
}

const CAPACITY = 10_000;

/**
 * Verifies bearer tokens, remembering the ones already verified until they expire: the same
 * token string was signed by us and checked once, so checking its signature again on every
 * request of a session only costs CPU (about a tenth of a command's).
 */
@Injectable()
export class VerifiedTokens {
  private readonly verified = new Map<string, Verified>();

  constructor(private readonly jwt: JwtService) {}

  /** The token's claims, or undefined when the token is not valid (bad signature, expired, no session...). */
  async claimsOf(token: string): Promise<TokenClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
    }
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown; sid?: unknown; email?: unknown; exp?: number }>(token);
      // A token from before sessions (no sid) names no session that could be ended: refused.
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined;
      const claims = { userId: payload.sub, sessionId: payload.sid, email: typeof payload.email === 'string' ? payload.email : '' };
      if (this.verified.size >= CAPACITY) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return undefined;
    }
  }
}
