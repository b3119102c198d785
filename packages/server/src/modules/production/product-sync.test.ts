import type { SyncableOrderDto, SyncProceduresResultDto } from '@eticket/core/catalog';
import type { OrderDto } from '@eticket/core/production';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { apiFor, orderBody, seedStyle, type Api, type SeededStyle } from './test-data';

interface ErrorBody {
  error: { code: string; message: string; validationErrors: { members: string[]; message: string }[] | null };
}
const errorsOf = (body: unknown) => (body as ErrorBody).error.validationErrors ?? [];

describe.each(ENGINES)('syncing a style’s procedures to chosen orders on %s', (engine) => {
  let s: TestServer;
  let tenant: TestTenant;
  let api: Api;
  let worker: Api;
  let other: Api;
  let style: SeededStyle;
  let otherStyle: SeededStyle;
  let serial = 0;

  const order = async (productId: string, status: 'draft' | 'producing' | 'completed' | 'closed' = 'producing') => {
    const created = await api<OrderDto>('POST', '/api/eticket/order', orderBody(productId, { orderNo: `SY-${String(++serial)}` }));
    expect(created.status, created.text).toBe(200);
    const id = created.body.id;
    const steps = { draft: [], producing: ['confirm'], completed: ['confirm', 'complete'], closed: ['confirm', 'complete', 'close'] }[status];
    for (const step of steps) expect((await api('POST', `/api/eticket/order/${id}/${step}`)).status).toBe(200);
    return created.body;
  };
  const proceduresOf = async (id: string) =>
    (await api<OrderDto>('GET', `/api/eticket/order/${id}`)).body.procedures.map((p) => [p.name, p.defaultPrice]);

  beforeAll(async () => {
    s = await createTestServer(engine);
    tenant = await s.addTenant('acme');
    await s.addTenant('beta');
    style = await seedStyle(s, tenant.id);
    otherStyle = await seedStyle(s, tenant.id, 'ST-002');
    [api, worker, other] = await Promise.all([apiFor(s, 'acme'), apiFor(s, 'acme', 'worker'), apiFor(s, 'beta')]);
  });
  afterAll(() => s.close());

  it('lists the style’s open orders that have a snapshot; syncs only the chosen ones', async () => {
    const a = await order(style.productId);
    const b = await order(style.productId);
    const done = await order(style.productId, 'completed');
    const draft = await order(style.productId, 'draft');
    const closed = await order(style.productId, 'closed');
    await order(otherStyle.productId);

    const listed = await api<{ items: SyncableOrderDto[] }>('GET', `/api/eticket/product/${style.productId}/syncableOrders`);
    expect(listed.status).toBe(200);
    const ids = listed.body.items.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id, done.id]));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(closed.id);
    expect(listed.body.items.find((o) => o.id === a.id)).toMatchObject({ orderNo: a.orderNo, status: 'producing', procedureCount: 3, totalDefaultPrice: '2.35', completedQty: 0 });
    expect(listed.body.items.find((o) => o.id === done.id)?.status).toBe('completed');
    // A draft copies the procedures when confirmed or with its first bundles; only then is it offered.
    await ownerRows(s.database, 'update orders set procedures_snapshot_at = now() where id = $1', [draft.id]);
    const withDraft = await api<{ items: SyncableOrderDto[] }>('GET', `/api/eticket/product/${style.productId}/syncableOrders`);
    expect(withDraft.body.items.find((o) => o.id === draft.id)?.status).toBe('draft');

    // The style changes: a new price, a new procedure.
    await ownerRows(s.database, `update product_procedures set default_price = '1.50' where id = $1`, [style.procedureIds[0]]);
    await ownerRows(s.database, `insert into product_procedures (tenant_id, product_id, seq, name, stage, default_price) values ($1, $2, 4, '整烫', 'pressing', '0.50')`, [
      tenant.id,
      style.productId,
    ]);
    const synced = await api<SyncProceduresResultDto>('POST', `/api/eticket/product/${style.productId}/syncProcedures`, { orderIds: [a.id, done.id] });
    expect(synced.status, synced.text).toBe(200);
    expect(synced.body).toEqual({ orders: 2, added: 2, updated: 6, kept: 0, removed: 0 });
    const fresh = [['做领', '1.50'], ['上领', '0.80'], ['钉扣', '0.35'], ['整烫', '0.50']];
    expect(await proceduresOf(a.id)).toEqual(fresh);
    expect(await proceduresOf(done.id)).toEqual(fresh);
    // Not chosen: unchanged (domain §8: sync affects only the selected orders).
    expect(await proceduresOf(b.id)).toEqual([['做领', '1.20'], ['上领', '0.80'], ['钉扣', '0.35']]);
    const audit = await ownerRows<{ n: number }>(s.database, `select count(*)::int as n from audit_entity_changes where entity_id = any($1::text[]) and after ? 'syncedFromProduct'`, [[a.id, done.id, b.id]]);
    expect(audit[0]?.n).toBe(2);
  });

  it('refuses the whole batch when one order may not be synced; nothing changes', async () => {
    const a = await order(style.productId);
    const closed = await order(style.productId, 'closed');
    const foreign = await order(otherStyle.productId);
    const before = await proceduresOf(a.id);
    await ownerRows(s.database, `update product_procedures set default_price = '2.00' where id = $1`, [style.procedureIds[1]]);
    for (const [bad, index] of [[closed.id, 1], [foreign.id, 1], ['00000000-0000-4000-8000-000000000000', 1]] as const) {
      const r = await api('POST', `/api/eticket/product/${style.productId}/syncProcedures`, { orderIds: [a.id, bad] });
      expect(r.status, r.text).toBe(400);
      expect(errorsOf(r.body).flatMap((e) => e.members)).toEqual([`orderIds[${String(index)}]`]);
    }
    const refused = await api('POST', `/api/eticket/product/${style.productId}/syncProcedures`, { orderIds: [a.id, closed.id] });
    expect(errorsOf(refused.body)[0]?.message).toBe(`订单“${closed.orderNo}”不能同步：只有本款式已复制工序、未关单也未取消的订单可以同步`);
    expect(await proceduresOf(a.id)).toEqual(before);
    await ownerRows(s.database, `update product_procedures set default_price = '0.80' where id = $1`, [style.procedureIds[1]]);
  });

  it('bad bodies are 400 with the field; unknown or foreign styles 404; a worker 403', async () => {
    const path = `/api/eticket/product/${style.productId}/syncProcedures`;
    for (const body of [{}, { orderIds: [] }, { orderIds: 'x' }, { orderIds: ['nope'] }, 'text']) {
      const r = await api('POST', path, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect((r.body as ErrorBody).error.validationErrors?.length).toBeGreaterThan(0);
    }
    expect((await api('GET', '/api/eticket/product/00000000-0000-4000-8000-000000000000/syncableOrders')).status).toBe(404);
    expect((await api('GET', '/api/eticket/product/not-an-id/syncableOrders')).status).toBe(404);
    const mine = await order(style.productId);
    expect((await other('GET', `/api/eticket/product/${style.productId}/syncableOrders`)).status).toBe(404);
    expect((await other('POST', path, { orderIds: [mine.id] })).status).toBe(404);
    expect((await worker('GET', `/api/eticket/product/${style.productId}/syncableOrders`)).status).toBe(403);
    expect((await worker('POST', path, { orderIds: [mine.id] })).status).toBe(403);
  });
});
