import type { BundleByCodeDto, BundleDto } from '@eticket/core/production';
import type { BatchScanResultDto } from '@eticket/core/scanning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant, SYSTEM_ACTOR, withHost } from '../../db/context';
import { createTenantUser, StaticRoles } from '../../identity/provisioning';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { postScan, requestId, scanBody, scanFloor, type ScanFloor } from './test-data';

interface ErrorBody {
  error: { code: string; message: string; validationErrors: { members: string[] }[] | null };
}
const errorOf = (body: unknown) => (body as ErrorBody).error;

/** Holding a bundle from scanning (暂停扫码) and releasing it: the scan, the clerk batch and the bundle card refuse it meanwhile. */
describe.each(ENGINES)('bundle hold on %s', (engine) => {
  let s: TestServer;
  let tenant: TestTenant;
  let floor: ScanFloor;

  const block = (id: string, body: unknown = { reason: '质检待返修' }) => floor.admin<BundleDto>('POST', `/api/eticket/bundle/${id}/block`, body);
  const unblock = (id: string) => floor.admin<BundleDto>('POST', `/api/eticket/bundle/${id}/unblock`);
  const bundleAt = (index: number): BundleDto => {
    const bundle = floor.bundles[index];
    if (!bundle) throw new Error(`no bundle ${String(index)}`);
    return bundle;
  };
  const trail = (id: string) =>
    ownerRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      s.database,
      "select before, after from audit_entity_changes where entity_type = 'Bundle' and entity_id = $1 and change_type = 'update' order by change_time",
      [id],
    );

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenant = await s.addTenant('acme');
    floor = await scanFloor(s, tenant, 'DD-HOLD', 10, 1);
  });
  afterAll(() => s.close());

  it('a held bundle shows the hold, refuses scans with its own code, and takes them again once released', async () => {
    const bundle = bundleAt(0);
    const procedure = floor.procedureIds[0] ?? '';
    const held = await block(bundle.id, { reason: '  质检待返修 ' });
    expect(held.status, held.text).toBe(200);
    expect(held.body).toMatchObject({ scanBlocked: true, scanBlockReason: '质检待返修', scanBlockedByName: 'acme 管理员' });
    expect(Date.parse(held.body.scanBlockedAt ?? '')).not.toBeNaN();
    expect(held.body.concurrencyStamp).not.toBe(bundle.concurrencyStamp);

    const listed = await floor.admin<{ items: BundleDto[] }>('GET', `/api/eticket/bundle?orderId=${floor.order.id}&maxResultCount=1000`);
    expect(listed.body.items.find((b) => b.id === bundle.id)).toMatchObject({ scanBlocked: true, scanBlockReason: '质检待返修' });
    expect(listed.body.items.filter((b) => b.scanBlocked)).toHaveLength(1);

    const refused = await postScan(floor.worker, scanBody(bundle.code, procedure, { qty: 1 }));
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).code).toBe('ScanBundleBlocked');
    expect(errorOf(refused.body).message).toBe('这一扎已暂停扫码（如在质检中），暂不能报工');
    const english = await call(s.app, 'POST', '/api/eticket/ticketLog/scan', {
      token: (await login(s.app, 'acme', 'worker')).accessToken,
      body: scanBody(bundle.code, procedure, { qty: 1 }),
      headers: { 'Accept-Language': 'en' },
    });
    expect(errorOf(english.body).message).toBe('Scanning of this bundle is on hold (e.g. at quality check)');
    expect(await ownerRows(s.database, 'select 1 from ticket_logs where bundle_id = $1', [bundle.id])).toHaveLength(0);

    const card = await floor.worker<BundleByCodeDto>('GET', `/api/eticket/bundle/byCode/${bundle.code}`);
    expect(card.status).toBe(200);
    expect(card.body.bundle).toMatchObject({ scanBlocked: true, scanBlockReason: '质检待返修' });
    expect(card.body.procedures).toHaveLength(floor.procedureIds.length);
    for (const p of card.body.procedures) expect(p).toMatchObject({ claimable: false, reason: 'Scanning.Error.BundleBlocked', remaining: bundle.qty });

    const released = await unblock(bundle.id);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ scanBlocked: false, scanBlockReason: null, scanBlockedAt: null, scanBlockedByName: null });
    const accepted = await postScan(floor.worker, scanBody(bundle.code, procedure, { qty: 1 }));
    expect(accepted.status, accepted.text).toBe(200);
    const after = await floor.worker<BundleByCodeDto>('GET', `/api/eticket/bundle/byCode/${bundle.code}`);
    expect(after.body.procedures.every((p) => p.claimable)).toBe(true);
  });

  it('every clerk batch line of a held bundle is refused; the other lines stand', async () => {
    const held = bundleAt(1);
    const free = bundleAt(2);
    expect((await block(held.id)).status).toBe(200);
    const lines = [
      { code: held.code, orderProcedureId: floor.procedureIds[0], qty: 1, clientRequestId: requestId('h') },
      { code: free.code, orderProcedureId: floor.procedureIds[0], qty: 1, clientRequestId: requestId('h') },
      { code: held.code, orderProcedureId: floor.procedureIds[1], qty: null, clientRequestId: requestId('h') },
    ];
    const r = await floor.admin<BatchScanResultDto>('POST', '/api/eticket/ticketLog/batch', { userId: tenant.workerId, lines });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ accepted: 1, refused: 2 });
    expect(r.body.lines.map((l) => l.error?.code ?? null)).toEqual(['ScanBundleBlocked', null, 'ScanBundleBlocked']);
    expect(r.body.lines[0]?.error?.message).toBe('这一扎已暂停扫码（如在质检中），暂不能报工');
    expect(await ownerRows(s.database, 'select 1 from ticket_logs where bundle_id = $1', [held.id])).toHaveLength(0);
    expect((await unblock(held.id)).status).toBe(200);
  });

  it('holding twice or releasing a free bundle changes nothing and answers the bundle; each real change is audited', async () => {
    const bundle = bundleAt(3);
    const first = await block(bundle.id, { reason: '次品待查' });
    const second = await block(bundle.id, { reason: '另一个原因' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const released = await unblock(bundle.id);
    const again = await unblock(bundle.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(released.body);
    const changes = await trail(bundle.id);
    expect(changes.map((c) => [c.before, c.after])).toEqual([
      [
        { scanBlocked: false, scanBlockReason: null },
        { scanBlocked: true, scanBlockReason: '次品待查' },
      ],
      [
        { scanBlocked: true, scanBlockReason: '次品待查' },
        { scanBlocked: false, scanBlockReason: null },
      ],
    ]);
  });

  it('refuses a missing or too long reason (400 naming it), a void bundle (409), a worker (403), another tenant’s bundle (404)', async () => {
    const bundle = bundleAt(4);
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(257) }]) {
      const r = await block(bundle.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(r.body).validationErrors?.[0]?.members).toEqual(['reason']);
    }
    expect((await block(bundle.id, { reason: 'x'.repeat(256) })).status).toBe(200);
    expect((await unblock(bundle.id)).status).toBe(200);

    for (const path of ['block', 'unblock']) {
      const r = await floor.worker('POST', `/api/eticket/bundle/${bundle.id}/${path}`, { reason: '质检' });
      expect(r.status, path).toBe(403);
    }

    const voidable = bundleAt(5);
    expect((await floor.admin('POST', `/api/eticket/bundle/${voidable.id}/void`)).status).toBe(200);
    const refused = await block(voidable.id);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toMatchObject({ code: 'BundleVoid', message: '该扎的菲票已作废' });

    const other = await s.addTenant('other');
    const otherFloor = await scanFloor(s, other, 'DD-OTHER', 10, 1);
    const foreign = otherFloor.bundles[0]?.id ?? '';
    for (const path of ['block', 'unblock']) {
      const r = await floor.admin('POST', `/api/eticket/bundle/${foreign}/${path}`, { reason: '质检' });
      expect(r.status, path).toBe(404);
    }
    const [row] = await ownerRows<{ scan_blocked: boolean }>(s.database, 'select scan_blocked from bundles where id = $1', [foreign]);
    expect(row?.scan_blocked).toBe(false);
    expect(await trail(foreign)).toHaveLength(0);
  });

  it('the database keeps a hold whole: never held without a reason and a time, never released with one', async () => {
    const bundle = bundleAt(6);
    for (const set of ['scan_blocked = true', "scan_block_reason = '质检'", 'scan_blocked_at = now()', "scan_blocked = true, scan_block_reason = '质检'"]) {
      await expect(ownerRows(s.database, `update bundles set ${set} where id = $1`, [bundle.id]), set).rejects.toThrow(/bundles_scan_block_complete/);
    }
  });

  it('a user holding a bundle is in use: deleting them is refused until the bundle is released', async () => {
    const bundle = bundleAt(7);
    const [admin] = await ownerRows<{ password_hash: string }>(s.database, 'select password_hash from users where id = $1', [tenant.adminId]);
    const qcId = await withHost(s.database, { actor: SYSTEM_ACTOR, reason: 'test', kind: 'system' }, (tx) =>
      asTenant(tx, tenant.id, (t) => createTenantUser(t, tenant.id, { userName: 'qc1', name: '质检员', passwordHash: admin?.password_hash ?? '', roleName: StaticRoles.admin })),
    );
    const qc = await call(s.app, 'POST', `/api/eticket/bundle/${bundle.id}/block`, { token: (await login(s.app, 'acme', 'qc1')).accessToken, body: { reason: '抽检' } });
    expect(qc.status, qc.text).toBe(200);
    expect((qc.body as BundleDto).scanBlockedByName).toBe('质检员');
    const refused = await floor.admin('DELETE', `/api/identity/users/${qcId}`);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).code).toBe('EntityInUse');
    expect((await unblock(bundle.id)).status).toBe(200);
    expect((await floor.admin('DELETE', `/api/identity/users/${qcId}`)).status).toBe(204);
  });
});
