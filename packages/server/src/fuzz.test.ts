import { ABP_ERROR_FORMAT_HEADER, isAbpErrorBody } from '@eticket/core/abp';
import { CatalogContracts, ProcedurePriceContracts, ProcedureSyncContracts } from '@eticket/core/catalog';
import { fillPath, shapeOf, type AnyEndpoint } from '@eticket/core/contracts';
import { PeopleContracts } from '@eticket/core/people';
import { PRODUCTION_ENDPOINTS } from '@eticket/core/production';
import { SessionContracts, TokenContracts } from '@eticket/core/session';
import { JoinApplicationContracts } from '@eticket/core/tenants';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from './routes/index';
import { arbitraryOf } from './test/arbitrary';
import { call, createTestServer, ENGINES, login, ownerRows, type TestServer } from './test/fixtures';

/**
 * Random bodies, headers and query strings on every write endpoint (and the GETs): the answer is never
 * a 5xx, and every 4xx carries the ABP error body and header. The second property aims hostile input at
 * the input boundary: NUL, lone surrogates and control characters in every body field, query parameter
 * and path parameter, malformed percent-escapes, numbers a double cannot keep, and oversized bodies.
 */

/** Every body field and query parameter the routes read (kept in step with the route sources). */
const FIELD_NAMES = [
  'tenantName', 'userName', 'name', 'phoneNumber', 'password', 'message', 'refreshToken', 'currentPassword', 'newPassword',
  'concurrencyStamp', 'reason', 'code', 'contact', 'phone', 'address', 'remark', 'manager', 'isActive', 'parentId', 'sort',
  'coefficient', 'isDefault', 'styleNo', 'categoryId', 'customerId', 'colors', 'sizes', 'parts', 'procedures', 'items',
  'defaultPrice', 'price', 'prices', 'imageUrl', 'partTemplateId', 'orderNo', 'orderIds', 'orderId', 'lines', 'color', 'size',
  'quantity', 'layers', 'ratio', 'bundles', 'input', 'bedNo', 'cuttingTimeId', 'status', 'printed', 'technicalLevelId',
];
const QUERY_NAMES = [
  'keyword', 'filter', 'Filter', 'sorting', 'skipCount', 'maxResultCount', 'status', 'categoryId', 'customerId', 'isActive', 'name',
  'no', 'orderId', 'cuttingTimeId', 'color', 'size', 'printed', 'for', 'excludeBundles', 'cultureName', 'includeLocalizationResources',
];
const hostileChar = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\u0001', '\u0007', '\u0008', '\u001b', '\u007f', '\n', '\r', '\t');
const hostileText = fc.tuple(fc.string({ maxLength: 6 }), hostileChar, fc.string({ maxLength: 6 })).map(([a, b, c]) => `${a}${b}${c}`);
const badEscape = fc.constantFrom('%', '%2', '%ZZ', '%E0%A4%A', '%ED%A0%80', '%FF', '%C0%80', '%F4%90%80%80', '%00', '%07', '%1B', '%0A');
const urlPiece = fc.oneof(badEscape, hostileText.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '\u0000'))), fc.uuid());
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileText, { maxKeys: 3 }).map((o) => [o]),
);
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { minKeys: 1, maxKeys: 5 }).map((o) => JSON.stringify(o)),
  fc.tuple(fc.constantFrom(...FIELD_NAMES), fc.constantFrom('1.00000000000000000001', '1e309', '-1e400', '9007199254740993', '0.1000000000000000055511151231257827'))
    .map(([k, n]) => `{"${k}":${n}}`),
  fc.tuple(fc.constantFrom(...FIELD_NAMES), fc.integer({ min: 4097, max: 20000 })).map(([k, n]) => JSON.stringify({ [k]: 'x'.repeat(n) })),
  hostileText.map((t) => `{"name":"${t}"}`),
);
const hostileQuery = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_NAMES), urlPiece), { minLength: 1, maxLength: 3 })
  .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`);

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/).map((v) => v.trim());
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', '{', '[]', 'null', '{"userName":', '\u0000', '{"tenantName":{"$ne":1}}', '{"password":[1,2,3]}'),
  fc
    .record(
      {
        tenantName: fc.oneof(fc.string({ maxLength: 80 }), fc.constant('acme'), fc.integer(), fc.constant(null)),
        userName: fc.oneof(fc.string({ maxLength: 80 }), fc.constant('admin'), fc.constant(null)),
        name: fc.string({ maxLength: 40 }),
        phone: fc.string({ maxLength: 30 }),
        password: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('secret123')),
        message: fc.string({ maxLength: 600 }),
        refreshToken: fc.string({ maxLength: 300 }),
        currentPassword: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
        newPassword: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
        concurrencyStamp: fc.string({ maxLength: 70 }),
        reason: fc.string({ maxLength: 300 }),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
);
const queryString = fc
  .array(fc.tuple(fc.constantFrom('skipCount', 'maxResultCount', 'status', 'includeLocalizationResources', 'cultureName', 'x'), fc.string({ maxLength: 12 })), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`));
const pathId = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }).map((v) => encodeURIComponent(v)));

describe.each(ENGINES)('fuzz on %s', (engine) => {
  let s: TestServer;
  let tokens: string[];

  beforeAll(async () => {
    s = await createTestServer(engine, { env: { BODY_LIMIT: '4096' } });
    await s.addTenant('acme');
    await s.addTenant('lapsed', { days: -1 });
    await s.addHostAdmin();
    tokens = [
      (await login(s.app, 'acme', 'admin')).accessToken,
      (await login(s.app, 'acme', 'worker')).accessToken,
      (await login(s.app, 'lapsed', 'admin')).accessToken,
      (await login(s.app, null, 'admin')).accessToken,
    ];
  });
  afterAll(() => s.close());

  const requestArb = fc.record({
    route: fc.constantFrom(...ROUTES),
    id: pathId,
    body: jsonish,
    query: queryString,
    auth: fc.oneof(fc.constant<string | null>(null), fc.nat(3), headerValue),
    lang: fc.oneof(fc.constantFrom('c=en|uic=en', 'c=zh-Hant|uic=zh-Hant', 'zh-TW,zh;q=0.9', 'uic=', '|||'), headerValue),
    tenantHeader: fc.option(fc.oneof(fc.uuid(), headerValue, fc.constant('acme')), { nil: undefined }),
    tenantHeaderName: fc.constantFrom('__tenant', 'TenantId'),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
  });

  it('never answers 5xx; every error has the ABP body and header', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const headers: Record<string, string> = { 'accept-language': req.lang, 'x-forwarded-for': '192.0.2.44' };
        if (req.contentType !== '') headers['content-type'] = req.contentType;
        if (typeof req.auth === 'number') headers.authorization = `Bearer ${tokens[req.auth] ?? ''}`;
        else if (typeof req.auth === 'string') headers.authorization = req.auth;
        if (req.tenantHeader !== undefined) headers[req.tenantHeaderName] = req.tenantHeader;
        const path = req.route.path.replace(':id', req.id) + req.query;
        const r = await call(s.app, req.route.method, path, { headers, ...(req.route.method === 'GET' ? {} : { rawBody: req.body }) });
        expect(r.status, `${req.route.method} ${path} → ${r.text.slice(0, 200)}`).toBeLessThan(500);
        if (r.status >= 400) {
          expect(r.headers.get(ABP_ERROR_FORMAT_HEADER)).toBe('true');
          expect(isAbpErrorBody(r.body)).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('hostile text, escapes, imprecise numbers and oversized bodies on every route and parameter: never a 5xx, never stored', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          route: fc.constantFrom(...ROUTES),
          id: urlPiece,
          body: hostileBody,
          query: fc.option(hostileQuery, { nil: '' }),
          auth: fc.nat(3),
        }),
        async (req) => {
          const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.45', authorization: `Bearer ${tokens[req.auth] ?? ''}` };
          const path = req.route.path.replace(/:[A-Za-z]+/g, req.id) + req.query;
          const r = await call(s.app, req.route.method, path, { headers, ...(req.route.method === 'GET' ? {} : { rawBody: req.body }) });
          expect(r.status, `${req.route.method} ${path} → ${r.text.slice(0, 200)}`).toBeLessThan(500);
          if (r.status >= 400) {
            refused += 1;
            expect(isAbpErrorBody(r.body)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(refused).toBeGreaterThan(0);
    // Nothing hostile was stored: no name of the tables the fuzz can write holds a control character (the
    // regex escapes are PostgreSQL's). A lone surrogate cannot be stored at all; it would have become U+FFFD,
    // but U+FFFD is also a character a client may send on purpose, so it is not looked for.
    const stored = await ownerRows<{ name: string }>(
      s.database,
      `select name from (select name from customers union all select name from factories union all select name from technical_levels
         union all select name from products union all select name from join_applications) t where name ~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]'`,
    );
    expect(stored.map((r) => JSON.stringify(r.name))).toEqual([]);
  });

  // Bodies generated from the contracts' own schemas get past the readers, so the business rules and
  // the database see them too: still never a 5xx, and the creates do succeed.
  const creates = new Set<AnyEndpoint>(Object.values(CatalogContracts).map((resource) => resource.create));
  const writes: AnyEndpoint[] = [
    ...Object.values(CatalogContracts).flatMap((resource) => [resource.create, resource.update]),
    ...PRODUCTION_ENDPOINTS.filter((e) => e.body !== null),
    ...[TokenContracts.login, TokenContracts.refresh, TokenContracts.logout, SessionContracts.changePassword],
    ...[JoinApplicationContracts.apply, JoinApplicationContracts.pass, JoinApplicationContracts.reject],
    ProcedurePriceContracts.saveBatch,
    ProcedurePriceContracts.copy,
    ProcedureSyncContracts.sync,
    PeopleContracts.role.create,
    PeopleContracts.role.update,
  ];
  it.each(writes.map((e) => [`${e.method} ${e.path}`, e] as const))('schema-made bodies for %s: never 5xx', async (_, contract) => {
    const body = contract.body === null ? fc.constant({}) : arbitraryOf(shapeOf(contract.body));
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(body, fc.uuid(), async (generated, id) => {
        const path = fillPath(contract.path, { id });
        const r = await call(s.app, contract.method, path, { token: tokens[0] ?? '', body: generated });
        statuses.push(r.status);
        expect(r.status, `${contract.method} ${path} ${JSON.stringify(generated).slice(0, 300)} → ${r.text.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
    // A master-data create with nothing it must refer to (not a style, whose procedures name its parts)
    // mostly saves; an order or bed names a style or order the random body cannot know.
    if (creates.has(contract) && !contract.path.endsWith('/product')) {
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    }
  });
});
