import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Who a verified access token speaks for. The tenant comes from here, never from a client header. */
export interface AccessClaims {
  userId: string;
  tenantId: string | null;
  side: 'tenant' | 'host';
  /** The refresh-token family (login session) this access token was issued for. */
  familyId: string;
  jti: string;
  expiresAt: number;
}

export interface TokenSubject {
  userId: string;
  tenantId: string | null;
  side: 'tenant' | 'host';
  familyId: string;
}

const ISSUER = 'eticket';
const AUDIENCE = 'eticket-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export class AccessTokens {
  readonly #key: Uint8Array;
  readonly ttlSeconds: number;
  readonly #now: () => number;
  /** Verified tokens → claims (an HMAC check is deterministic; the expiry is re-checked on every hit). */
  readonly #verified = new Map<string, AccessClaims>();

  constructor(secret: Uint8Array, ttlSeconds: number, now: () => number) {
    if (secret.length < 32) throw new Error('JWT secret must be at least 32 bytes');
    this.#key = secret;
    this.ttlSeconds = ttlSeconds;
    this.#now = now;
  }

  async sign(subject: TokenSubject): Promise<string> {
    const iat = Math.floor(this.#now() / 1000);
    return new SignJWT({ tid: subject.tenantId, side: subject.side, fid: subject.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.userId)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.#key);
  }

  /** The claims, or null for anything not issued by us, tampered with, expired or malformed. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known !== undefined) {
      if (known.expiresAt * 1000 > this.#now()) return known;
      this.#verified.delete(token);
    }
    const claims = await this.#verifyUncached(token);
    if (claims !== null) {
      if (this.#verified.size >= 10_000) this.#verified.clear();
      this.#verified.set(token, claims);
    }
    return claims;
  }

  async #verifyUncached(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.#now()),
      });
      const { sub, tid, side, fid, jti, exp } = payload;
      if (!isUuid(sub) || !isUuid(fid) || typeof jti !== 'string' || typeof exp !== 'number') return null;
      const common = { userId: sub.toLowerCase(), familyId: fid.toLowerCase(), jti, expiresAt: exp };
      if (side === 'tenant' && isUuid(tid)) return { ...common, tenantId: tid.toLowerCase(), side };
      if (side === 'host' && tid === null) return { ...common, tenantId: null, side };
      return null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/** A refresh token: 256 random bits, base64url; only its sha256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function sealKey(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, 'eticket.refresh', 'successor', 32));
}

/** Encrypt the successor under a key only the holder of `token` can derive (AES-256-GCM). */
export function sealSuccessor(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openSuccessor(token: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
