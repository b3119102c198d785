import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node:crypto scrypt (OWASP: N = 2^17, r = 8, p = 1). The stored string names its
 * parameters — `scrypt$N=131072,r=8,p=1$<salt>$<hash>` (base64url) — so the cost can be raised later
 * without breaking existing hashes. Hashing runs on the libuv pool (never scryptSync on a request) and at
 * most `maxConcurrent` at a time: each N = 2^17 hash holds 128 MiB.
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** For tests only: ≈ 1 ms instead of ≈ 300 ms. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Upper bounds when reading a stored hash, so a corrupted row cannot make us allocate gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 4;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // Node's default maxmem (32 MiB) rejects N = 2^17, r = 8 (needs 128 × N × r = 128 MiB).
    maxmem: Math.max(256 * 1024 * 1024, 256 * params.N * params.r * params.p),
  };
  return new Promise((resolveKey, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolveKey(key);
    });
  });
}

function encode(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

export function parsePasswordHash(stored: string): ParsedHash | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [, n, r, p, salt, key] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (!powerOfTwo || params.N > MAX_N || params.r < 1 || params.r > MAX_R || params.p < 1 || params.p > MAX_P) return null;
  return { params, salt: Buffer.from(salt ?? '', 'base64url'), key: Buffer.from(key ?? '', 'base64url') };
}

/** A counting semaphore: callers beyond the limit wait in FIFO order. */
class Semaphore {
  #free: number;
  readonly #waiting: (() => void)[] = [];
  constructor(size: number) {
    this.#free = size;
  }
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolveTurn) => this.#waiting.push(resolveTurn));
    try {
      return await fn();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    }
  }
}

export class PasswordHasher {
  readonly params: ScryptParams;
  readonly #gate: Semaphore;
  #dummy: Promise<string> | undefined;

  constructor(params: ScryptParams = PRODUCTION_SCRYPT, maxConcurrent = 2) {
    this.params = params;
    this.#gate = new Semaphore(maxConcurrent);
  }

  hash(password: string): Promise<string> {
    return this.#gate.run(async () => {
      const salt = randomBytes(SALT_LENGTH);
      return encode(this.params, salt, await derive(password, salt, this.params));
    });
  }

  /** Constant-time comparison; false for a malformed stored value. */
  verify(password: string, stored: string): Promise<boolean> {
    const parsed = parsePasswordHash(stored);
    if (!parsed) return this.verifyNothing(password);
    return this.#gate.run(async () => {
      const key = await derive(password, parsed.salt, parsed.params);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    });
  }

  /**
   * For an unknown user: spend the same work as a real verification at the current parameters and
   * answer false, so the response time does not reveal whether the account exists.
   */
  async verifyNothing(password: string): Promise<false> {
    await this.verify(password, await this.prepare());
    return false;
  }

  /** Compute the dummy hash ahead of the first unknown-user login (called at start). */
  prepare(): Promise<string> {
    this.#dummy ??= this.hash(randomBytes(16).toString('hex'));
    return this.#dummy;
  }
}
