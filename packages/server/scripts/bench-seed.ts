/**
 * How long the demo data takes on a fresh database, as the first `pnpm start` pays it (docs/benchmarks.md).
 *
 *   npx tsx scripts/bench-seed.ts [--engine pglite|postgres] [--records 100000]
 *
 * PGlite runs on a temp data directory (files, as `pnpm start` uses ./data); PostgreSQL uses DATABASE_URL as an
 * admin connection and a fresh database (as the test suites make one), dropped afterwards. Prints the migration time, the
 * seed time, what the seed made and the machine's load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PasswordHasher } from '../src/auth/password';
import { openDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo';
import { DEMO_SCAN_RECORDS } from '../src/seed/demo-scans';
import { createTestDatabase } from '../src/test/fixtures';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const engine = arg('engine', 'pglite');
const records = Number(arg('records', String(DEMO_SCAN_RECORDS)));

async function open(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'eticket-seed-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      dispose: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  // The test suites' fresh database (et_test_<random> from DATABASE_URL, dropped afterwards).
  return createTestDatabase('postgres');
}

const { database, dispose } = await open();
try {
  const load = loadavg().map((n) => n.toFixed(2)).join(' ');
  let started = performance.now();
  await migrateDatabase(database);
  const migrateMs = performance.now() - started;
  started = performance.now();
  const created = await seedDemoData(database, new PasswordHasher(), Date.now(), { scanRecords: records });
  const seedMs = performance.now() - started;
  const made = created.filter((line) => line.startsWith('demo work records') || line.startsWith('demo order'));
  process.stdout.write(
    `${JSON.stringify({ engine, records, migrateMs: Math.round(migrateMs), seedMs: Math.round(seedMs), made: made.length, workRecords: made.find((l) => l.startsWith('demo work')) ?? null, cpus: cpus().length, loadBefore: load, loadAfter: loadavg().map((n) => n.toFixed(2)).join(' ') })}\n`,
  );
} finally {
  await dispose();
}
