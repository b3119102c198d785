import { describe, expect, it } from 'vitest';
import { parsePasswordHash, PasswordHasher, PRODUCTION_SCRYPT, TEST_SCRYPT } from './password';

describe('password hashing', () => {
  it('uses scrypt N = 2^17, r = 8, p = 1 in production, self-describing, verified in constant time', async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const hasher = new PasswordHasher(); // production parameters: needs maxmem > Node's 32 MiB default
    const started = performance.now();
    const hash = await hasher.hash('1q2w3E*');
    const hashMs = performance.now() - started;
    expect(hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.verify('1q2w3E*', hash)).toBe(true);
    expect(await hasher.verify('1q2w3E', hash)).toBe(false);
    // A real cost, not a no-op (≈ 0.3 s on the reference machine; generous bound for a loaded CI box).
    expect(hashMs).toBeGreaterThan(20);
  }, 30_000);

  it('salts every hash', async () => {
    const hasher = new PasswordHasher(TEST_SCRYPT);
    const [a, b] = await Promise.all([hasher.hash('same'), hasher.hash('same')]);
    expect(a).not.toBe(b);
    expect(await hasher.verify('same', a)).toBe(true);
    expect(await hasher.verify('same', b)).toBe(true);
  });

  it('verifies hashes made with other parameters (the string carries them)', async () => {
    const low = await new PasswordHasher({ N: 2 ** 8, r: 8, p: 1 }).hash('pw');
    expect(await new PasswordHasher(TEST_SCRYPT).verify('pw', low)).toBe(true);
  });

  it('refuses malformed or absurd stored values without throwing', async () => {
    const hasher = new PasswordHasher(TEST_SCRYPT);
    for (const stored of ['', 'plain', 'scrypt$N=3,r=8,p=1$AAAA$AAAA', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA', 'bcrypt$2b$10$x']) {
      expect(parsePasswordHash(stored) === null || stored.includes('N=3')).toBe(true);
      expect(await hasher.verify('x', stored)).toBe(false);
    }
  });

  it('an unknown user costs a real verification (dummy hash) and fails', async () => {
    const hasher = new PasswordHasher(TEST_SCRYPT);
    expect(await hasher.verifyNothing('anything')).toBe(false);
  });

  it('normalizes Unicode so the same password typed differently verifies', async () => {
    const hasher = new PasswordHasher(TEST_SCRYPT);
    const hash = await hasher.hash('caf\u00e9');
    expect(await hasher.verify('cafe\u0301', hash)).toBe(true);
  });
});
