import assert from 'node:assert/strict';
import { createSecretKey } from 'node:crypto';
import { describe, it } from 'node:test';
import { JwtService } from '@nestjs/jwt';
import { VerifiedTokens } from './verified-tokens';

const jwtWith = (secret: string) =>
  new JwtService({ secretOrKeyProvider: () => createSecretKey(Buffer.from(secret)), signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });

describe('VerifiedTokens', () => {
  const jwt = jwtWith('a secret of at least sixteen characters');
  const tokens = new VerifiedTokens(jwt);
  const one = { userId: 'user-1', sessionId: 'session-1', email: 'one@dealer.test' };

  it('accepts a valid token, again and again, with its user and session', async () => {
    const token = await jwt.signAsync({ sub: 'user-1', sid: 'session-1', email: 'one@dealer.test' }, { expiresIn: '1h' });
    assert.deepEqual(await tokens.claimsOf(token), one);
    assert.deepEqual(await tokens.claimsOf(token), one);
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const token = await jwt.signAsync({ sub: 'user-1', sid: 'session-1', email: 'one@dealer.test' }, { expiresIn: '1h' });
    await tokens.claimsOf(token);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: 'admin', sid: 'session-1', email: 'boss@dealer.test', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    assert.equal(await tokens.claimsOf(`${header}.${otherPayload}.${signature}`), undefined);
    const foreign = await jwtWith('another secret, also sixteen+').signAsync({ sub: 'user-1', sid: 'session-1', email: 'one@dealer.test' }, { expiresIn: '1h' });
    assert.equal(await tokens.claimsOf(foreign), undefined);
  });

  it('refuses a token that names no session (issued before sessions) or has no expiry', async () => {
    assert.equal(await tokens.claimsOf(await jwt.signAsync({ sub: 'user-1', email: 'one@dealer.test' }, { expiresIn: '1h' })), undefined);
    assert.equal(await tokens.claimsOf(await jwt.signAsync({ sub: 'user-1', sid: 'session-1', email: 'one@dealer.test' })), undefined);
  });

  it('stops accepting a remembered token once it expires', async () => {
    const token = await jwt.signAsync({ sub: 'user-2', sid: 'session-2', email: 'two@dealer.test', exp: Math.floor(Date.now() / 1000) + 1 });
    assert.deepEqual(await tokens.claimsOf(token), { userId: 'user-2', sessionId: 'session-2', email: 'two@dealer.test' });
    await new Promise((resolve) => setTimeout(resolve, 1100 + (1000 - (Date.now() % 1000))));
    assert.equal(await tokens.claimsOf(token), undefined);
  });
});
