/**
 * CPU cost of the request transaction alone (no HTTP), on PostgreSQL: N transactions, C at a time, each
 * entering a tenant and running one indexed read, as withTenant does for a request (docs/benchmarks.md).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-request-path.ts [--transactions 5000] [--concurrency 10] [--runs 3]
 *
 * Prints, per run, the node process's CPU and the PostgreSQL backends' CPU per transaction (from /proc),
 * which a busy machine disturbs far less than it disturbs throughput and latency.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { withTenant } from '../src/db/context';
import { createTestServer } from '../src/test/fixtures';
import { databaseCpuMs } from './proc-cpu';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1] ?? fallback) : fallback;
}

const transactions = arg('transactions', 5000);
const concurrency = arg('concurrency', 10);
const runs = arg('runs', 3);
const s = await createTestServer('postgres');
try {
  const tenant = await s.addTenant('bench');
  if (s.database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const name = new URL(String((s.database.pool.options as { connectionString?: string }).connectionString)).pathname.slice(1);
  const one = () => withTenant(s.database, tenant.id, (tx) => queryRows(tx, sql`select id, user_name from users where tenant_id = ${tenant.id} order by user_name limit 10`));
  for (let i = 0; i < 200; i += 1) await one();
  for (let run = 0; run < runs; run += 1) {
    const node = process.cpuUsage();
    const db = databaseCpuMs(name);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < transactions) {
          next += 1;
          await one();
        }
      }),
    );
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(node);
    process.stdout.write(
      `run ${String(run + 1)}: ${(transactions / (elapsed / 1000)).toFixed(0)} tx/s, node CPU ${((used.user + used.system) / 1000 / transactions).toFixed(3)} ms/tx, ` +
        `PostgreSQL CPU ${((databaseCpuMs(name) - db) / transactions).toFixed(3)} ms/tx, load ${(loadavg()[0] ?? 0).toFixed(1)}\n`,
    );
  }
} finally {
  await s.close();
}
