import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, EnvError, loadEnv } from './env';

describe('env', () => {
  it('has working defaults: port 8080, PGlite under the repo data dir, 10-minute access tokens', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 43_200,
      refreshTokenIdleSeconds: 1800,
      refreshGraceSeconds: 10,
      logLevel: 'info',
      bodyLimit: 1_048_576,
      corsOrigins: ['*'],
      trustProxy: false,
      demoData: true,
      demoScanRecords: 100_000,
    });
    expect(DEFAULT_DATA_DIR).toBe(resolve(import.meta.dirname, '../../../data'));
  });

  it('reads and converts variables; empty means unset', () => {
    const env = loadEnv({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATA_DIR: './x',
      ACCESS_TOKEN_TTL_SECONDS: '300',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: 'true',
      NO_DEMO_DATA: '1',
      DEMO_SCAN_RECORDS: '5000',
      JWT_SECRET: '',
    });
    expect(env).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@h:5432/db',
      dataDir: resolve('./x'),
      accessTokenTtlSeconds: 300,
      logLevel: 'warn',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
      demoData: false,
      demoScanRecords: 5000,
      jwtSecret: undefined,
    });
  });

  it('refuses bad values with every problem listed', () => {
    expect(() => loadEnv({ PORT: 'eighty', JWT_SECRET: 'short', REFRESH_GRACE_SECONDS: '30' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', JWT_SECRET: 'short', REFRESH_GRACE_SECONDS: '30' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/JWT_SECRET/);
      expect(String(error)).toMatch(/REFRESH_GRACE_SECONDS/);
    }
  });
});
