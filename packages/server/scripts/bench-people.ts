/**
 * The user list of a company with 2,000 members filtered by an organization subtree, and an .xlsx import
 * of 1,000 rows, on PGlite and PostgreSQL (figures in docs/benchmarks.md, section "People").
 *
 *   cd packages/server && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench-people.ts [--requests 200] [--runs 3]
 *
 * Without DATABASE_URL only PGlite runs. PostgreSQL gets a fresh database et_test_<random> (dropped after).
 * Each figure is a whole HTTP request through the app in-process (token check, data scope, one transaction
 * with the tenant role and RLS). The import runs with the production password hasher (scrypt N = 2^17):
 * rows without a password share one hash, so the sheet costs one hash, not one per row.
 */
import ExcelJS from 'exceljs';
import { PasswordHasher, PRODUCTION_SCRYPT } from '../src/auth/password';
import { withTenant } from '../src/db/context';
import { createOrganization } from '../src/modules/people/organizations.service';
import { addMembers, type MemberRow } from '../src/modules/people/users.service';
import { call, createTestServer, ENGINES, login, type TestServer } from '../src/test/fixtures';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const REQUESTS = Number(arg('requests', '200'));
const RUNS = Number(arg('runs', '3'));
const MEMBERS = 2000;
const IMPORT_ROWS = 1000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function latency(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, **p95 ${percentile(sorted, 95).toFixed(1)} ms**, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms (n=${String(sorted.length)})`;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/** 4 workshops × 5 groups; 2,000 members spread over the groups (100 each). */
async function company(s: TestServer, tenantId: string): Promise<{ workshopId: string }> {
  return withTenant(s.database, tenantId, async (tx) => {
    const actor = { tenantId, userId: null };
    const groups: string[] = [];
    let workshopId = '';
    for (let w = 0; w < 4; w++) {
      const shop = await createOrganization(tx, actor, { name: `车间${String(w + 1)}`, type: 'Workshop', parentId: null, leaderUserId: null, sort: w });
      if (w === 0) workshopId = shop.id;
      for (let g = 0; g < 5; g++) groups.push((await createOrganization(tx, actor, { name: `组${String(g + 1)}`, type: 'Group', parentId: shop.id, leaderUserId: null, sort: g })).id);
    }
    const rows: MemberRow[] = Array.from({ length: MEMBERS }, (_, i) => ({
      userName: `m${String(i)}`,
      name: `成员${String(i)}`,
      phoneNumber: null,
      passwordHash: 'x',
      employeeNo: `M${String(i).padStart(5, '0')}`,
      organizationId: groups[i % groups.length] ?? null,
      technicalLevelId: null,
      roleIds: [],
      isWorker: true,
      joinDate: '2026-01-01',
      leaveDate: null,
      isActive: true,
    }));
    await addMembers(tx, tenantId, null, rows);
    return { workshopId };
  });
}

/** What autovacuum does soon after a bulk load: the planner then knows the tables' sizes. */
async function analyze(s: TestServer): Promise<void> {
  if (s.database.kind === 'pglite') await s.database.client.query('analyze');
  else await s.database.pool.query('analyze');
}

async function importSheet(prefix: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.addRow(['工号', '姓名', '用户名', '手机号', '组织', '技术等级', '角色', '计件工人', '入职日期', '密码']);
  for (let i = 0; i < IMPORT_ROWS; i++) sheet.addRow([`${prefix}${String(i).padStart(4, '0')}`, `导入${String(i)}`, null, null, `车间${String((i % 4) + 1)}/组${String((i % 5) + 1)}`, null, 'worker', '是', '2026-03-01', null]);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function benchEngine(engine: (typeof ENGINES)[number]): Promise<[string, string][]> {
  // The server's default principal cache (the test fixtures turn it off): a GET then loads no grants.
  const s = await createTestServer(engine, { env: { PRINCIPAL_CACHE_SECONDS: '5' } });
  try {
    const tenant = await s.addTenant('bench', { userQuota: MEMBERS + IMPORT_ROWS * RUNS + 10 });
    const { workshopId } = await company(s, tenant.id);
    await analyze(s);
    const { accessToken: token } = await login(s.app, 'bench', 'admin');
    const get = (path: string) => call(s.app, 'GET', path, { token });
    const rows: [string, string][] = [];

    const scenarios: [string, string][] = [
      ['GET users, workshop subtree (5 groups, 500 of 2,000), page of 20', `/api/identity/users?organizationId=${workshopId}&maxResultCount=20`],
      ['GET users, workshop subtree, active workers, sorted by name, page 10', `/api/identity/users?organizationId=${workshopId}&isActive=true&isWorker=true&sorting=name&skipCount=180&maxResultCount=20`],
      ['GET users, keyword over 2,000 (employee no/name/user name/phone)', '/api/identity/users?keyword=M012&maxResultCount=20'],
      ['GET users/lookup, workshop subtree, keyword', `/api/identity/users/lookup?organizationId=${workshopId}&keyword=成员1`],
    ];
    for (const [name, path] of scenarios) {
      for (let i = 0; i < 10; i++) await get(path); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const { ms, value } = await timed(() => get(path));
        if (value.status !== 200) throw new Error(`${path}: ${String(value.status)} ${value.text.slice(0, 300)}`);
        samples.push(ms);
      }
      const total = (((await get(path)).body as { totalCount: number }).totalCount);
      rows.push([`${name} — ${String(total)} match`, latency(samples)]);
    }

    s.deps.hasher = new PasswordHasher(PRODUCTION_SCRYPT);
    const imports: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const contentBase64 = await importSheet(`I${String(run)}-`);
      const { ms, value } = await timed(() => call(s.app, 'POST', '/api/identity/users/import', { token, body: { fileName: 'bench.xlsx', contentBase64 } }));
      if (value.status !== 200) throw new Error(`import: ${String(value.status)} ${value.text.slice(0, 300)}`);
      imports.push(ms);
    }
    const sorted = [...imports].sort((a, b) => a - b);
    rows.push([
      `POST users/import, ${String(IMPORT_ROWS)} rows (organization paths, role names, one generated password: 1 scrypt hash)`,
      `median **${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms** (min ${(sorted[0] ?? 0).toFixed(0)}, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)}, n=${String(sorted.length)})`,
    ]);
    return rows;
  } finally {
    await s.close();
  }
}

for (const engine of ENGINES) {
  const rows = await benchEngine(engine);
  console.log(`\n### ${engine}\n\n| measurement | time |\n|---|---|`);
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}
