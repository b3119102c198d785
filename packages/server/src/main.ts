import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { pruneAuthTables } from './auth/maintenance';
import { EnvError, loadEnv } from './env';
import { createLogger, errorFields } from './logger';
import { AUTO_CONFIRM_SWEEP_MS, sweepDueAutoConfirms } from './modules/wages/auto-confirm-sweep';
import { seedDemoData } from './seed/demo';
import { prepareServer } from './server';

/** `pnpm start`: migrate, seed the demo data, serve the API and the built web app on one port. */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const logger = createLogger(env.logLevel);
  const engine = env.databaseUrl === undefined ? `PGlite at ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  logger.info('starting', { database: engine });

  // Ctrl+C or a stop signal is a normal way to end: the process exits 0 once what is open is closed. Handled from
  // the first moment, so a stop during migration or seeding waits for the current step instead of cutting it.
  const stop: { requested: boolean; whenServing: (() => void) | null } = { requested: false, whenServing: null };
  const onSignal = (signal: string) => {
    if (stop.requested) return;
    stop.requested = true;
    logger.info('stopping', { signal });
    stop.whenServing?.();
  };
  const stopRequested = () => stop.requested;
  process.on('SIGINT', () => {
    onSignal('SIGINT');
  });
  process.on('SIGTERM', () => {
    onSignal('SIGTERM');
  });

  const deps = await prepareServer({ env, logger, serveWeb: true });
  const closeDatabase = () => {
    // PGlite writes its files on close; a hard exit could lose the last transactions.
    deps.database.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('database close failed', errorFields(error));
        process.exit(1);
      },
    );
  };
  if (stopRequested()) {
    closeDatabase();
    return;
  }
  if (env.demoData) {
    const created = await seedDemoData(deps.database, deps.hasher, Date.now(), { scanRecords: env.demoScanRecords });
    if (created.length > 0) logger.info('demo data created', { created });
  }
  if (stopRequested()) {
    closeDatabase();
    return;
  }
  if (!existsSync(join(env.webDist, 'index.html'))) {
    logger.warn(`the web app is not built: ${env.webDist}/index.html is missing. The API works; build the web app with "npx -y pnpm@10.34.8 --filter @eticket/web build" (or run "npx -y pnpm@10.34.8 start" from the repo root).`);
  }

  // Hourly housekeeping of the auth tables (the first run right away).
  const prune = () => {
    pruneAuthTables(deps.database, deps.now()).catch((error: unknown) => {
      logger.warn('pruning auth tables failed', errorFields(error));
    });
  };
  prune();
  const pruneTimer = setInterval(prune, 3600 * 1000);
  pruneTimer.unref();

  // Wage confirmation deadlines: reads never write, so passed deadlines are applied here (the first run right away).
  const sweep = () => {
    sweepDueAutoConfirms(deps.database, new Date(deps.now()), (tenantId, error) => {
      logger.warn('wage auto-confirm failed', { tenantId, ...errorFields(error) });
    }).catch((error: unknown) => {
      logger.warn('wage auto-confirm sweep failed', errorFields(error));
    });
  };
  sweep();
  const sweepTimer = setInterval(sweep, AUTO_CONFIRM_SWEEP_MS);
  sweepTimer.unref();

  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const url = `http://localhost:${String(info.port)}`;
    logger.info(`Eticket is running: ${url}`, { url, database: engine });
    process.stdout.write(`\n  Eticket: ${url}\n  Demo sign-in: company "demo", user "admin", password "1q2w3E*" (host: no company, admin / 1q2w3E*)\n\n`);
  });

  stop.whenServing = () => {
    clearInterval(pruneTimer);
    clearInterval(sweepTimer);
    server.close(closeDatabase);
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
