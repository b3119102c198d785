import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, ENGINES, ownerRows, type TestServer } from '../../test/fixtures';
import { errorOf, members, readExport, signIn, type Caller } from './test-helpers';

/**
 * The master-data resources built on crudRoutes, one table-driven suite: CRUD, list (keyword, paging,
 * sorting), export, 400 / 403 / 404 / 409, tenant isolation, audit, and fuzzed bodies (never a 5xx).
 */

interface ResourceCase {
  path: string;
  entityType: string;
  body: (n: string) => Record<string, unknown>;
  /** A body with problems and the members the 400 must name. */
  invalid: { body: Record<string, unknown>; members: string[] };
  nameHeader: { zh: string; en: string };
  sortField: string;
}

const cases: ResourceCase[] = [
  {
    path: '/api/eticket/customer',
    entityType: 'Customer',
    body: (n) => ({ name: `锦绣服饰${n}`, code: `C${n}`, contact: '陈经理', phone: '020-8888 6666', address: '广州市海珠区' }),
    invalid: { body: { name: ' ', phone: 'call me' }, members: ['name', 'phone'] },
    nameHeader: { zh: '名称', en: 'Name' },
    sortField: 'code',
  },
  {
    path: '/api/eticket/factory',
    entityType: 'Factory',
    body: (n) => ({ name: `一分厂${n}`, manager: '王厂长', phone: '13800138000', isActive: true }),
    invalid: { body: { name: 'x'.repeat(65), isActive: 'maybe' }, members: ['isActive', 'name'] },
    nameHeader: { zh: '名称', en: 'Name' },
    sortField: 'code',
  },
  {
    path: '/api/eticket/productCategory',
    entityType: 'ProductCategory',
    body: (n) => ({ name: `上衣${n}`, sort: Number(n) % 7 }),
    invalid: { body: { name: '', sort: -1, parentId: 'nope' }, members: ['name', 'parentId', 'sort'] },
    nameHeader: { zh: '名称', en: 'Name' },
    sortField: 'sort',
  },
  {
    path: '/api/eticket/productPartTemplate',
    entityType: 'ProductPartTemplate',
    body: (n) => ({ name: `衬衫部位${n}`, items: [{ name: '前片', code: 'FRT' }, { name: '袖', piecesPerGarment: 2 }, { name: '领' }] }),
    invalid: { body: { name: 'a', items: [{ name: '' }, { name: '袖', piecesPerGarment: 0 }] }, members: ['items[0].name', 'items[1].piecesPerGarment'] },
    nameHeader: { zh: '名称', en: 'Name' },
    sortField: 'name',
  },
  {
    path: '/api/eticket/procedureTemplate',
    entityType: 'ProcedureTemplate',
    body: (n) => ({
      name: `衬衫工序${n}`,
      items: [
        { seq: 2, name: '上领', defaultPrice: '0.40', stage: 'sewing' },
        { seq: 1, name: '做领', defaultPrice: '0.35', stage: 'sewing', standardMinutes: '1.5' },
      ],
    }),
    invalid: { body: { name: 'a', items: [{ seq: 1, name: 'x', defaultPrice: '0.1234567' }, { seq: 1, name: 'y', defaultPrice: '-1' }] }, members: ['items[0].defaultPrice', 'items[1].defaultPrice', 'items[1].seq'] },
    nameHeader: { zh: '名称', en: 'Name' },
    sortField: 'name',
  },
  {
    path: '/api/eticket/technicalLevel',
    entityType: 'TechnicalLevel',
    body: (n) => ({ name: `熟练工${n}`, code: `L${n}`, coefficient: '1.1', sort: Number(n) % 5 }),
    invalid: { body: { name: 'a', coefficient: '0' }, members: ['coefficient'] },
    nameHeader: { zh: '名称', en: 'Name' },
    sortField: 'coefficient',
  },
];

type Dto = { id: string; name: string; concurrencyStamp: string } & Record<string, unknown>;
type Page = { items: Dto[]; totalCount: number };

describe.each(ENGINES)('catalog CRUD resources on %s', (engine) => {
  let s: TestServer;
  let admin: Caller;
  let worker: Caller;
  let other: Caller;
  let serial = 0;
  const next = () => String(++serial).padStart(3, '0');

  beforeAll(async () => {
    s = await createTestServer(engine);
    await s.addTenant('alpha');
    await s.addTenant('beta');
    [admin, worker, other] = await Promise.all([signIn(s, 'alpha', 'admin'), signIn(s, 'alpha', 'worker'), signIn(s, 'beta', 'admin')]);
  });
  afterAll(() => s.close());

  describe.each(cases)('$path', (c) => {
    const create = async (n = next()) => {
      const r = await admin.post(c.path, c.body(n));
      expect(r.status, r.text).toBe(200);
      return r.body as Dto;
    };

    it('creates, reads, updates and deletes, each write audited with before/after', async () => {
      const created = await create();
      expect(created).toMatchObject({ id: expect.any(String), concurrencyStamp: expect.any(String), creationTime: expect.any(String), lastModificationTime: null });
      const read = await admin.get(`${c.path}/${created.id}`);
      expect(read.body).toEqual(created);

      const renamed = `${created.name}改`;
      const updated = await admin.put(`${c.path}/${created.id}`, { ...c.body('x'), name: renamed, concurrencyStamp: created.concurrencyStamp });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body).toMatchObject({ id: created.id, name: renamed, lastModificationTime: expect.any(String) });
      expect((updated.body as Dto).concurrencyStamp).not.toBe(created.concurrencyStamp);

      const removed = await admin.del(`${c.path}/${created.id}`);
      expect(removed.status).toBe(204);
      expect((await admin.get(`${c.path}/${created.id}`)).status).toBe(404);

      const trail = await ownerRows<{ change_type: string; before: { name?: string } | null; after: { name?: string } | null }>(
        s.database,
        'select change_type, before, after from audit_entity_changes where entity_type = $1 and entity_id = $2 order by change_time, change_type',
        [c.entityType, created.id],
      );
      expect(trail.map((t) => t.change_type).sort()).toEqual(['create', 'delete', 'update']);
      const update = trail.find((t) => t.change_type === 'update');
      expect([update?.before?.name, update?.after?.name]).toEqual([created.name, renamed]);
    });

    it('lists with keyword, paging, sorting and totalCount', async () => {
      const tag = `K${next()}`;
      const made: Dto[] = [];
      for (let i = 0; i < 3; i++) {
        const body = c.body(next());
        made.push((await admin.post(c.path, { ...body, name: `${tag}-${String(i)}${String(body['name'])}` })).body as Dto);
      }
      const page1 = await admin.get(`${c.path}?keyword=${encodeURIComponent(tag.toLowerCase())}&maxResultCount=2&sorting=name%20desc`);
      expect(page1.status, page1.text).toBe(200);
      const p1 = page1.body as Page;
      expect(p1.totalCount).toBe(3);
      expect(p1.items.map((i) => i.id)).toEqual([made[2]?.id, made[1]?.id]);
      const p2 = (await admin.get(`${c.path}?keyword=${tag}&maxResultCount=2&skipCount=2&sorting=name%20desc`)).body as Page;
      expect(p2.items.map((i) => i.id)).toEqual([made[0]?.id]);
      // ABP's PascalCase query names work too.
      const pascal = (await admin.get(`${c.path}?Filter=${tag}&MaxResultCount=2&SkipCount=2&Sorting=name%20desc`)).body as Page;
      expect(pascal.items.map((i) => i.id)).toEqual([made[0]?.id]);
      expect((await admin.get(`${c.path}?sorting=${c.sortField}%20desc`)).status).toBe(200);
      // A wildcard in the keyword is a literal character, not "match everything".
      expect(((await admin.get(`${c.path}?keyword=%25`)).body as Page).totalCount).toBe(0);
    });

    it('refuses bad list queries with 400 naming the parameter', async () => {
      const r = await admin.get(`${c.path}?sorting=password&skipCount=-1&maxResultCount=0`);
      expect(r.status).toBe(400);
      expect(members(r.body)).toEqual(['maxResultCount', 'skipCount', 'sorting']);
    });

    it('refuses bad input with 400 and a message per field, in the caller’s language', async () => {
      const r = await admin.post(c.path, c.invalid.body);
      expect(r.status).toBe(400);
      expect(members(r.body)).toEqual(c.invalid.members);
      const en = await s.app.request(c.path, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', 'accept-language': 'c=en|uic=en' },
        body: JSON.stringify(c.invalid.body),
      });
      const message = errorOf(await en.json()).validationErrors?.[0]?.message ?? '';
      expect(message).toMatch(/^[\x20-\x7e’“”]+$/);
    });

    it('refuses a second record with the same name (case-insensitive) on the name field', async () => {
      const created = await create();
      const r = await admin.post(c.path, { ...c.body(next()), name: created.name.toUpperCase() });
      expect(r.status).toBe(400);
      expect(members(r.body)).toEqual(['name']);
    });

    it('answers 409 to an update based on a stale concurrency stamp', async () => {
      const created = await create();
      const first = await admin.put(`${c.path}/${created.id}`, { ...c.body(next()), concurrencyStamp: created.concurrencyStamp });
      expect(first.status).toBe(200);
      const second = await admin.put(`${c.path}/${created.id}`, { ...c.body(next()), concurrencyStamp: created.concurrencyStamp });
      expect(second.status).toBe(409);
      expect(errorOf(second.body).code).toBe('Conflict');
    });

    it('a worker gets 403 on every route', async () => {
      const created = await create();
      for (const r of [
        await worker.get(c.path),
        await worker.get(`${c.path}/${created.id}`),
        await worker.get(`${c.path}/export`),
        await worker.get(`${c.path}/lookup`),
        await worker.post(c.path, c.body(next())),
        await worker.put(`${c.path}/${created.id}`, c.body(next())),
        await worker.del(`${c.path}/${created.id}`),
      ]) {
        expect(r.status).toBe(403);
      }
    });

    it("another tenant never sees or changes this tenant's rows (404), and ids that are not UUIDs are 404", async () => {
      const created = await create();
      const theirs = (await other.get(`${c.path}?maxResultCount=1000`)).body as Page;
      expect(theirs.items.map((i) => i.id)).not.toContain(created.id);
      expect((await other.get(`${c.path}/${created.id}`)).status).toBe(404);
      expect((await other.put(`${c.path}/${created.id}`, { ...c.body(next()), concurrencyStamp: created.concurrencyStamp })).status).toBe(404);
      expect((await other.del(`${c.path}/${created.id}`)).status).toBe(404);
      expect((await admin.get(`${c.path}/${created.id}`)).body).toMatchObject({ name: created.name });
      expect((await admin.get(`${c.path}/not-a-uuid`)).status).toBe(404);
      const lookup = (await other.get(`${c.path}/lookup`)).body as { items: { id: string }[] };
      expect(lookup.items.map((i) => i.id)).not.toContain(created.id);
    });

    it('exports the filtered list as .xlsx with translated headers', async () => {
      const tag = `X${next()}`;
      for (let i = 0; i < 2; i++) await admin.post(c.path, { ...c.body(next()), name: `${tag}${String(i)}` });
      const zh = await readExport(s.app, admin.token, `${c.path}/export?keyword=${tag}&sorting=name`);
      expect(zh.fileName).toMatch(/\.xlsx$/);
      expect(zh.rows[0]?.[0]).toBe(c.nameHeader.zh);
      expect(zh.rows.slice(1).map((row) => row[0])).toEqual([`${tag}0`, `${tag}1`]);
      const en = await readExport(s.app, admin.token, `${c.path}/export?keyword=${tag}`, 'en');
      expect(en.rows[0]?.[0]).toBe(c.nameHeader.en);
    });

    it('random bodies on create and update get 200 or 4xx with the ABP body, never 5xx', async () => {
      const created = await create();
      const junk = fc.oneof(
        fc.anything(),
        fc.dictionary(fc.constantFrom('name', 'code', 'items', 'sort', 'coefficient', 'parentId', 'phone', 'isActive', 'concurrencyStamp'), fc.anything()),
      );
      await fc.assert(
        fc.asyncProperty(junk, fc.boolean(), async (body, update) => {
          const r = update ? await admin.put(`${c.path}/${created.id}`, body) : await admin.post(c.path, body);
          expect(r.status, r.text).toBeLessThan(500);
          if (r.status >= 400) expect(errorOf(r.body).message).toEqual(expect.any(String));
        }),
        { numRuns: 25 },
      );
    });
  });
});
