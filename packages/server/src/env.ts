import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The one place that reads process.env (architecture §7.4 restrictEnvAccess). Everything else receives
 * a validated `Env` object, so tests can build one without touching the process.
 */

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repo root's ./data, resolved from this package so the working directory does not matter. */
export const DEFAULT_DATA_DIR = resolve(packageRoot, '../../data');
/** The built web app served on the same port. */
export const DEFAULT_WEB_DIST = resolve(packageRoot, '../web/dist');

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** When set, PostgreSQL (node-postgres pool) is used instead of the embedded PGlite. */
  DATABASE_URL: z.url().optional(),
  DATABASE_REQUEST_URL: z.url().optional(),
  DATABASE_POOL_SIZE: positiveInt(20),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  /** HS256 signing secret (≥ 32 chars); without it a random one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(600),
  /** Absolute lifetime of a refresh-token family (a login). ASVS L2: 12 h. */
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(12 * 3600),
  /** A refresh token unused for this long expires (inactivity timeout, ASVS L2: 30 min). */
  REFRESH_TOKEN_IDLE_SECONDS: positiveInt(30 * 60),
  /** Concurrent refreshes with the same token within this window get the same successor (≤ 10 s). */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(10).default(10),
  /** GET requests may reuse a user's loaded grants/tenant row and the tenant's settings this long (0 = off). */
  PRINCIPAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  WRITE_GROUP_SIZE: z.coerce.number().int().min(0).max(500).default(64),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  BODY_LIMIT: positiveInt(1024 * 1024),
  /** Comma-separated allowed origins for CORS; `*` (default) is safe because auth is a bearer header, not a cookie. */
  CORS_ORIGINS: z.string().default('*'),
  /** Trust X-Forwarded-For for the client IP (only behind a reverse proxy you control). */
  TRUST_PROXY: booleanish,
  /** Skip the demo data on start. */
  NO_DEMO_DATA: booleanish,
  /** About how many work records the demo's scan history has (0: none); written once, on the first start. */
  DEMO_SCAN_RECORDS: z.coerce.number().int().min(0).max(1_000_000).default(100_000),
});

export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The request pool's own login (eticket_request); unset → derived from DATABASE_URL. */
  databaseRequestUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  webDist: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshTokenIdleSeconds: number;
  refreshGraceSeconds: number;
  principalCacheSeconds: number;
  /** Scans of one tenant run together, at most this many per transaction (0 = each alone). */
  writeGroupSize: number;
  logLevel: LogLevel;
  bodyLimit: number;
  corsOrigins: string[];
  trustProxy: boolean;
  demoData: boolean;
  demoScanRecords: number;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parse and validate the environment (defaults applied); throws EnvError listing every bad variable. */
export function loadEnv(source: Readonly<Record<string, string | undefined>> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseRequestUrl: e.DATABASE_REQUEST_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(e.DATA_DIR),
    webDist: resolve(e.WEB_DIST),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshTokenIdleSeconds: e.REFRESH_TOKEN_IDLE_SECONDS,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    principalCacheSeconds: e.PRINCIPAL_CACHE_SECONDS,
    writeGroupSize: e.WRITE_GROUP_SIZE,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter((s) => s !== ''),
    trustProxy: e.TRUST_PROXY,
    demoData: !e.NO_DEMO_DATA,
    demoScanRecords: e.DEMO_SCAN_RECORDS,
  };
}
