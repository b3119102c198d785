import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens, hashToken, newRefreshToken, openSuccessor, sealSuccessor } from './tokens';

const secret = randomBytes(32);
const subject = { userId: randomUUID(), tenantId: randomUUID(), side: 'tenant' as const, familyId: randomUUID() };

describe('access tokens', () => {
  it('round-trips the subject', async () => {
    const tokens = new AccessTokens(secret, 600, Date.now);
    const claims = await tokens.verify(await tokens.sign(subject));
    expect(claims).toMatchObject({ userId: subject.userId, tenantId: subject.tenantId, side: 'tenant', familyId: subject.familyId });
  });

  it('rejects expired, tampered, foreign-key and alg:none tokens', async () => {
    let now = Date.now();
    const tokens = new AccessTokens(secret, 600, () => now);
    const token = await tokens.sign(subject);
    now += 601_000;
    expect(await tokens.verify(token)).toBeNull();
    now -= 601_000;
    const [h, p, sig] = token.split('.');
    const forged = JSON.parse(Buffer.from(p ?? '', 'base64url').toString()) as Record<string, unknown>;
    forged.tid = randomUUID();
    expect(await tokens.verify(`${h ?? ''}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig ?? ''}`)).toBeNull();
    const other = new AccessTokens(randomBytes(32), 600, Date.now);
    expect(await tokens.verify(await other.sign(subject))).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p ?? ''}.`;
    expect(await tokens.verify(none)).toBeNull();
    expect(await tokens.verify('garbage')).toBeNull();
  });

  it('rejects a token whose side and tenant disagree', async () => {
    const tokens = new AccessTokens(secret, 600, Date.now);
    const bad = await new SignJWT({ tid: null, side: 'tenant', fid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setJti('x')
      .setIssuer('eticket')
      .setAudience('eticket-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(secret);
    expect(await tokens.verify(bad)).toBeNull();
  });
});

describe('refresh token material', () => {
  it('is 256 random bits, stored only as a hash', () => {
    const token = newRefreshToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('seals the successor so only the holder of the old token can open it', () => {
    const old = newRefreshToken();
    const next = newRefreshToken();
    const sealed = sealSuccessor(old, next);
    expect(sealed).not.toContain(next);
    expect(openSuccessor(old, sealed)).toBe(next);
    expect(openSuccessor(newRefreshToken(), sealed)).toBeNull();
    expect(openSuccessor(old, 'garbage')).toBeNull();
  });
});
