import { deriveCuttingTimeStatus } from '@eticket/core/production';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ownerRows, type TestDatabase } from '../../test/fixtures';
import { bedStatusSql } from './ticket-logs.store';

/** The bed rule lives in core; the scan statement carries it as SQL. The two must agree on every count. */
describe('bedStatusSql', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db.dispose());

  const facts = fc
    .record({ bundleCount: fc.nat(6), printed: fc.nat(6), scanned: fc.nat(6), completed: fc.nat(6) })
    .map((f) => ({
      bundleCount: f.bundleCount,
      printedBundles: Math.min(f.printed, f.bundleCount),
      scannedBundles: Math.min(f.scanned, f.bundleCount),
      completedBundles: Math.min(f.completed, f.scanned, f.bundleCount),
    }));

  it('gives what core deriveCuttingTimeStatus gives for a live bed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(facts, { minLength: 1, maxLength: 40 }), async (cases) => {
        const expression = bedStatusSql(sql`x.n`, sql`x.p`, sql`x.s`, sql`x.c`);
        const query = new PgDialect().sqlToQuery(sql`select x.i, ${expression} as status
          from jsonb_to_recordset(${JSON.stringify(cases.map((f, i) => ({ i, n: f.bundleCount, p: f.printedBundles, s: f.scannedBundles, c: f.completedBundles })))}::jsonb)
            as x(i int, n int, p int, s int, c int) order by x.i`);
        const rows = await ownerRows<{ status: string }>(db.database, query.sql, query.params);
        expect(rows.map((r) => r.status)).toEqual(cases.map((f) => deriveCuttingTimeStatus({ isVoid: false, ...f })));
      }),
      { numRuns: 60 },
    );
  });
});
