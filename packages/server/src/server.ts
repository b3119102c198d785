import { loadSigningSecret } from './auth/secret';
import { PasswordHasher, PRODUCTION_SCRYPT, type ScryptParams } from './auth/password';
import { AccessTokens } from './auth/tokens';
import { DEFAULT_GROUP_LIMITS, WriteGroups } from './http/write-group';
import { openDatabase, setRequestPassword, type Database } from './db/client';
import { assertTenantIsolation } from './db/guard';
import { migrateDatabase } from './db/migrate';
import type { Env } from './env';
import { ReadCaches } from './http/cache';
import type { AppDeps, LoginLimits } from './http/types';
import { syncStaticRoles } from './identity/provisioning';
import { createLogger, type Logger } from './logger';

/**
 * Failed logins are limited per account (10 per 15 min: slows guessing one password) and per address.
 * A factory's whole shop floor signs in from one NAT address, and mistyped passwords there are normal,
 * so the address cap sits far above what a floor produces (1000 failures per 15 min) and only stops a
 * single source spraying guesses across many accounts; it never decides on its own who may sign in.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perIp: 1000, windowSeconds: 15 * 60, joinPerIp: 100 };

export interface PrepareOptions {
  env: Env;
  /** An already open database (tests); otherwise opened from env. */
  database?: Database;
  logger?: Logger;
  scrypt?: ScryptParams;
  now?: () => number;
  loginLimits?: LoginLimits;
  /** Serve the web build (main) or not (tests, bench). */
  serveWeb?: boolean;
}

/**
 * Everything before the first request: open the database, apply migrations, refuse to run if tenant
 * isolation could be bypassed, top up built-in roles, load the signing key, warm the dummy hash.
 */
export async function prepareServer(options: PrepareOptions): Promise<AppDeps> {
  const { env } = options;
  const logger = options.logger ?? createLogger(env.logLevel);
  const database =
    options.database ??
    (await openDatabase({
      url: env.databaseUrl,
      requestUrl: env.databaseRequestUrl,
      dataDir: env.dataDir,
      poolSize: env.databasePoolSize,
      onPoolError: (error) => {
        logger.warn('idle database connection failed', { error: error.message });
      },
    }));
  await migrateDatabase(database);
  if (env.databaseRequestUrl === undefined) await setRequestPassword(database);
  await assertTenantIsolation(database);
  await syncStaticRoles(database);
  const now = options.now ?? Date.now;
  const secret = await loadSigningSecret(database, env.jwtSecret);
  const hasher = new PasswordHasher(options.scrypt ?? PRODUCTION_SCRYPT);
  await hasher.prepare();
  return {
    database,
    hasher,
    accessTokens: new AccessTokens(secret, env.accessTokenTtlSeconds, now),
    logger,
    now,
    caches: new ReadCaches(env.principalCacheSeconds, now),
    groups: new WriteGroups(env.writeGroupSize === 0 ? null : { ...DEFAULT_GROUP_LIMITS, maxSize: env.writeGroupSize }),
    config: {
      refreshTtlSeconds: env.refreshTokenTtlSeconds,
      refreshIdleSeconds: env.refreshTokenIdleSeconds,
      refreshGraceSeconds: env.refreshGraceSeconds,
      bodyLimit: env.bodyLimit,
      corsOrigins: env.corsOrigins,
      trustProxy: env.trustProxy,
      loginLimits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
      principalCacheSeconds: env.principalCacheSeconds,
      webDist: options.serveWeb === true ? env.webDist : null,
    },
  };
}
