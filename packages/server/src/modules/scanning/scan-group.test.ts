import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/context';
import { createTestServer, ENGINES, failureOf, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { claimAndRecordMany, type RecordValues } from './ticket-logs.store';
import { postScan, scanBody, scanFloor, settleDayOf, unsettle, type ScanFloor } from './test-data';

/**
 * Scans that arrive together run as one transaction (http/write-group.ts): each answer must be the one the
 * scan would have had alone, with its own audit row, and a group that fails leaves nothing and answers each
 * scan on its own path.
 */

interface ErrorBody {
  error: { code: string };
}
const codeOf = (body: unknown) => (body as ErrorBody).error.code;

describe.each(ENGINES)('scan groups on %s', (engine) => {
  let s: TestServer;
  let tenant: TestTenant;
  let floor: ScanFloor;

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenant = await s.addTenant('acme');
    floor = await scanFloor(s, tenant, 'DD-GROUP', 30, 5);
  });
  afterAll(() => s.close());

  const bundle = (i: number) => {
    const b = floor.bundles[i];
    if (b === undefined) throw new Error(`no bundle ${String(i)}`);
    return b;
  };
  const procedure = (i: number) => floor.procedureIds[i] ?? '';

  it('concurrent scans are answered in groups, each with its record, its claim and its own audit row', async () => {
    const before = s.deps.groups.stats;
    const bodies = Array.from({ length: 24 }, (_, i) => scanBody(bundle(i).code, procedure(i % 3), { qty: 2 }));
    const replies = await Promise.all(bodies.map((body, i) => postScan(i % 2 === 0 ? floor.worker : floor.admin, body)));
    expect(replies.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const after = s.deps.groups.stats;
    expect(after.requests - before.requests).toBe(24);
    expect(after.answered - before.answered).toBe(24);
    // Fewer transactions than scans: they were grouped.
    expect(after.groups - before.groups).toBeLessThan(24);
    for (const [i, r] of replies.entries()) {
      expect(r.body).toMatchObject({ replayed: false, remaining: bundle(i).qty - 2, record: { qty: 2, bundleId: bundle(i).id, orderProcedureId: procedure(i % 3) } });
      expect(r.body.record.userId).toBe(i % 2 === 0 ? tenant.workerId : tenant.adminId);
    }
    const ids = replies.map((r) => r.body.record.id);
    const audited = await ownerRows<{ entity_id: string; n: number; status: number; path: string }>(
      s.database,
      `select c.entity_id, count(*)::int as n, min(l.status) as status, min(l.path) as path
         from audit_entity_changes c join audit_logs l on l.id = c.audit_log_id
        where c.entity_type = 'TicketLog' and c.entity_id = any($1::text[]) group by c.entity_id`,
      [ids],
    );
    expect(audited).toHaveLength(24);
    expect(audited.every((a) => a.n === 1 && a.status === 200 && a.path === '/api/eticket/ticketLog/scan')).toBe(true);
    const [distinctLogs] = await ownerRows<{ n: number }>(
      s.database,
      `select count(distinct c.audit_log_id)::int as n from audit_entity_changes c where c.entity_type = 'TicketLog' and c.entity_id = any($1::text[])`,
      [ids],
    );
    expect(distinctLogs?.n).toBe(24);
  });

  it('what a group does not take is answered as it would be alone: replays, refusals, a second scan of one bundle', async () => {
    const first = scanBody(bundle(30).code, procedure(0), { qty: 1 });
    expect((await postScan(floor.worker, first)).status).toBe(200);
    const sends = [
      { api: floor.worker, body: first }, // a replay
      { api: floor.worker, body: scanBody('ET-NOPE-404', procedure(0)) }, // unknown code
      { api: floor.worker, body: scanBody(bundle(31).code, procedure(0), { qty: 1 }) },
      { api: floor.admin, body: scanBody(bundle(31).code, procedure(1), { qty: 1 }) }, // same bundle, another procedure
      { api: floor.worker, body: scanBody(bundle(32).code, procedure(0), { qty: 1000 }) }, // more than remains
      { api: floor.admin, body: scanBody(bundle(33).code, procedure(2)) }, // the rest
      { api: floor.worker, body: { code: bundle(34).code } }, // a body that does not read
    ];
    const replies = await Promise.all(sends.map((x) => postScan(x.api, x.body)));
    expect(replies.map((r) => r.status)).toEqual([200, 404, 200, 200, 409, 200, 400]);
    expect(replies[0]?.body.replayed).toBe(true);
    expect(codeOf(replies[1]?.body)).toBe('ScanCodeUnknown');
    expect(replies[3]?.body.remaining).toBe(bundle(31).qty - 1);
    expect(codeOf(replies[4]?.body)).toBe('ScanQtyExceedsRemaining');
    expect(replies[5]?.body.record.qty).toBe(bundle(33).qty);
    const [counts] = await ownerRows<{ records: number; refusals: number }>(
      s.database,
      `select (select count(*)::int from ticket_logs where bundle_id = any($1::uuid[])) as records,
        (select count(*)::int from audit_logs where path = '/api/eticket/ticketLog/scan' and status >= 400 and error_code in ('ScanCodeUnknown', 'ScanQtyExceedsRemaining')) as refusals`,
      [[30, 31, 32, 33].map((i) => bundle(i).id)],
    );
    expect(counts).toEqual({ records: 4, refusals: 2 });
  });

  it('a group whose statement fails leaves nothing: each scan is answered alone (a settled day refuses only its own)', async () => {
    // A settlement owns the worker's today: the insert guard fails the group's one statement.
    const probe = await postScan(floor.worker, scanBody(bundle(40).code, procedure(0), { qty: 1 }));
    expect(probe.status).toBe(200);
    await settleDayOf(s, probe.body.record.id, 'WS-GROUP');
    try {
      const sends = Array.from({ length: 12 }, (_, i) => ({ api: i % 3 === 0 ? floor.worker : floor.admin, body: scanBody(bundle(41 + i).code, procedure(0), { qty: 1 }) }));
      const replies = await Promise.all(sends.map((x) => postScan(x.api, x.body)));
      expect(replies.map((r) => r.status)).toEqual(sends.map((_, i) => (i % 3 === 0 ? 409 : 200)));
      expect(replies.filter((r) => r.status === 409).every((r) => codeOf(r.body) === 'ScanDaySettled')).toBe(true);
      const [records] = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from ticket_logs where bundle_id = any($1::uuid[])', [
        sends.map((_, i) => bundle(41 + i).id),
      ]);
      expect(records?.n).toBe(8);
    } finally {
      await unsettle(s, 'WS-GROUP');
    }
  });

  it('scans of one ticket take turns, one per group: each is answered by a group, with the counters its turn found', async () => {
    const before = s.deps.groups.stats;
    const b = bundle(55);
    const bodies = Array.from({ length: 9 }, (_, i) => scanBody(b.code, procedure(i % 3), { qty: 1 }));
    const replies = await Promise.all(bodies.map((body, i) => postScan(i % 2 === 0 ? floor.worker : floor.admin, body)));
    expect(replies.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const after = s.deps.groups.stats;
    // None fell back to running alone (a group that read a counter another group was changing would have).
    expect(after.answered - before.answered).toBe(9);
    expect(after.groups - before.groups).toBeGreaterThanOrEqual(9);
    // Per procedure the three answers counted down one by one.
    for (let p = 0; p < 3; p += 1) {
      const remaining = replies.filter((_, i) => i % 3 === p).map((r) => r.body.remaining);
      expect([...remaining].sort((x, y) => y - x)).toEqual([b.qty - 1, b.qty - 2, b.qty - 3]);
    }
  });

  it('a claim statement sent ahead of its result commits only what was predicted: any other outcome fails it', async () => {
    const values = (i: number, clientRequestId: string): RecordValues => ({
      tenantId: tenant.id,
      bundleId: bundle(i).id,
      orderId: floor.order.id,
      orderProcedureId: procedure(1),
      qty: 1,
      userId: tenant.workerId,
      organizationId: null,
      procedureName: '上领',
      unitPrice: '0.8',
      technicalLevelId: null,
      coefficient: '1',
      businessDate: '2026-11-28',
      occurredAt: new Date(),
      source: 'web',
      reportedByUserId: tenant.workerId,
      status: 'valid',
      clientRequestId,
      remark: null,
    });
    const send = (v: RecordValues, claimedAfter: number) =>
      withTenant(s.database, tenant.id, (tx) => claimAndRecordMany(tx, tenant.id, [v], { expected: [{ id: crypto.randomUUID(), qty: 1, claimedAfter }] }));
    const recordsOf = async (clientRequestId: string) =>
      (await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from ticket_logs where client_request_id = $1', [clientRequestId]))[0]?.n;
    // A counter that moved since the read: the claim lands elsewhere than predicted.
    expect(await failureOf(send(values(53, 'ahead-1'), 2))).toContain('did not come out as predicted');
    expect(await recordsOf('ahead-1')).toBe(0);
    // As predicted: committed.
    await send(values(53, 'ahead-2'), 1);
    expect(await recordsOf('ahead-2')).toBe(1);
    // The same request id again (an identical retry committed meanwhile): nothing is claimed, and it fails.
    expect(await failureOf(send(values(54, 'ahead-2'), 1))).toContain('did not come out as predicted');
    const [claims] = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from bundle_procedure_claims where bundle_id = $1', [bundle(54).id]);
    expect(claims?.n).toBe(0);
  });

  it('with grouping off every scan runs alone', async () => {
    const alone = await createTestServer(engine, { env: { WRITE_GROUP_SIZE: '0' } });
    try {
      const t = await alone.addTenant('solo');
      const f = await scanFloor(alone, t, 'DD-SOLO', 10, 1);
      const replies = await Promise.all(f.bundles.slice(0, 6).map((b) => postScan(f.worker, scanBody(b.code, f.procedureIds[0] ?? '', { qty: 1 }))));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(alone.deps.groups.stats).toEqual({ groups: 0, requests: 0, answered: 0 });
    } finally {
      await alone.close();
    }
  });
});
