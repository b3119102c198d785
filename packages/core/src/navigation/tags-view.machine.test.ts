import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { TenantPermissions } from '../abp/permission-names';
import { createMemoryStorage, type KeyValueStorage } from '../ports/storage';
import { joinFullPath, matchRoute } from './match-route';
import { ROUTE_TABLE } from './route-table';
import type { AccessContext, RouteDef } from './route-table.types';
import { tagsViewMachine, tagsViewStorageKey, type TagsOwner } from './tags-view.machine';

const tenantAccess = (...names: string[]): AccessContext => ({
  grantedPolicies: Object.fromEntries(names.map((n) => [n, true])),
  features: {},
  side: 'tenant',
});
const alice: TagsOwner = { userId: 'alice', tenantId: 't1' };

function start(storage: KeyValueStorage = createMemoryStorage(), routes?: readonly RouteDef[]) {
  const actor = createActor(tagsViewMachine, { input: routes ? { storage, routes } : { storage } }).start();
  const navigations: string[] = [];
  actor.on('tags.navigate', (event) => navigations.push(event.to));
  return { actor, navigations, storage };
}
const tabs = (actor: Actor<typeof tagsViewMachine>) => actor.getSnapshot().context.visitedViews.map((v) => v.fullPath);

describe('tags view machine', () => {
  it('starts with the pinned Dashboard tab', () => {
    expect(tabs(start().actor)).toEqual(['/dashboard']);
  });

  it('takes the route the current-route actor matched, without matching the path again', () => {
    const { actor } = start();
    const orderEdit = routeOf(ROUTE_TABLE, '/order/edit');
    actor.send({ type: 'tag.add', path: '/order/edit', search: '?id=7', route: orderEdit });
    actor.send({ type: 'tag.add', path: '/account/login', route: routeOf(ROUTE_TABLE, '/account/login') });
    expect(tabs(actor)).toEqual(['/dashboard', '/order/edit?id=7']);
  });

  it('adds visits and emits where to go when the current tab closes', () => {
    const { actor, navigations } = start();
    actor.send({ type: 'tag.add', path: '/order/list', search: 'status=1' });
    actor.send({ type: 'tag.add', path: '/wage/report' });
    actor.send({ type: 'tag.add', path: '/account/login' });
    expect(tabs(actor)).toEqual(['/dashboard', '/order/list?status=1', '/wage/report']);
    actor.send({ type: 'tag.close', path: '/wage/report' });
    expect(navigations).toEqual(['/order/list?status=1']);
    actor.send({ type: 'tag.refresh', path: '/order/list' });
    expect(navigations).toEqual(['/order/list?status=1', '/redirect/order/list?status=1']);
    expect(actor.getSnapshot().context.cachedViews).toEqual([]);
    actor.send({ type: 'tag.closeAll' });
    expect(navigations.at(-1)).toBe('/dashboard');
    expect(tabs(actor)).toEqual(['/dashboard']);
  });

  it('persists tabs per user and tenant and restores only permitted ones', () => {
    const storage = createMemoryStorage();
    const first = start(storage);
    first.actor.send({ type: 'tags.reset', owner: alice, access: tenantAccess(TenantPermissions.OrderManagement, TenantPermissions.SalaryManagement) });
    first.actor.send({ type: 'tag.add', path: '/order/list', search: '?page=3' });
    first.actor.send({ type: 'tag.add', path: '/wage/report' });
    expect(storage.getItem(tagsViewStorageKey(alice))).not.toBeNull();
    expect(tagsViewStorageKey(alice)).toBe('tags_view:t1:alice');
    expect(tagsViewStorageKey({ userId: 'root', tenantId: null })).toBe('tags_view:host:root');

    // a reload: a new actor over the same storage; SalaryManagement was revoked meanwhile
    const second = start(storage);
    second.actor.send({ type: 'tags.reset', owner: alice, access: tenantAccess(TenantPermissions.OrderManagement) });
    expect(tabs(second.actor)).toEqual(['/dashboard', '/order/list?page=3']);

    // another user of the same browser sees none of alice's tabs
    second.actor.send({ type: 'tags.reset', owner: { userId: 'bob', tenantId: 't1' }, access: tenantAccess(TenantPermissions.OrderManagement) });
    expect(tabs(second.actor)).toEqual(['/dashboard']);

    // signing out clears the bar and persists nothing more
    second.actor.send({ type: 'tags.reset', owner: null, access: tenantAccess() });
    second.actor.send({ type: 'tag.add', path: '/production/home' });
    expect(Object.keys(storage.snapshot()).sort()).toEqual(['tags_view:t1:alice', 'tags_view:t1:bob']);
  });

  it('keeps working when storage refuses writes', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { actor } = start(storage);
    actor.send({ type: 'tags.reset', owner: alice, access: tenantAccess() });
    actor.send({ type: 'tag.add', path: '/production/home' });
    expect(tabs(actor)).toEqual(['/dashboard', '/production/home']);
  });
});

// ---------- model-based: fc.commands against a deliberately simple model ----------

interface ModelTab {
  path: string;
  fullPath: string;
  name: string;
  affix: boolean;
  noCache: boolean;
}
interface Model {
  tabs: ModelTab[];
  cached: Set<string>;
  active: string | null;
  lastNavigation: string | null;
  /** What the storage holds per owner key. */
  stored: Map<string, ModelTab[]>;
  owner: string | null;
  affixPaths: string[];
}
interface Real {
  actor: Actor<typeof tagsViewMachine>;
  navigations: string[];
}

function routeOf(routes: readonly RouteDef[], path: string): RouteDef {
  const route = matchRoute(routes, path)?.route;
  if (!route) throw new Error(path);
  return route;
}

function permitted(route: RouteDef, access: AccessContext): boolean {
  const side = route.side ?? 'any';
  const perm = typeof route.permission === 'string' ? route.permission : undefined;
  return (side === 'any' || side === access.side) && (perm === undefined || access.grantedPolicies[perm] === true);
}

function modelFor(routes: readonly RouteDef[], pool: readonly string[], access: AccessContext): ModelTab[] {
  return pool
    .map((path) => routeOf(routes, path))
    .filter((r) => r.affix === true && permitted(r, access))
    .map((r) => ({ path: r.path, fullPath: r.path, name: r.name, affix: true, noCache: r.noCache === true }));
}

/** Every check after a command: the model agrees, and the invariants hold. */
function compare(m: Model, r: Real, navigated: boolean): void {
  const ctx = r.actor.getSnapshot().context;
  expect(ctx.visitedViews.map((v) => v.fullPath)).toEqual(m.tabs.map((t) => t.fullPath));
  expect([...ctx.cachedViews].sort()).toEqual([...m.cached].sort());
  expect(ctx.activePath).toBe(m.active);
  expect(navigated ? r.navigations.at(-1) : null).toBe(navigated ? m.lastNavigation : null);
  // invariants
  const paths = ctx.visitedViews.map((v) => v.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const affix of m.affixPaths) expect(paths).toContain(affix);
  if (ctx.activePath !== null) expect(paths).toContain(ctx.activePath);
  for (const name of ctx.cachedViews) expect(ctx.visitedViews.some((v) => v.name === name && !v.noCache)).toBe(true);
}

function persist(m: Model): void {
  if (m.owner !== null) m.stored.set(m.owner, m.tabs.map((t) => ({ ...t })));
}

/** Read through a call: the model commands set it behind the type checker's back. */
const expectedNavigation = (m: Model): string | null => m.lastNavigation;

/** Run `act` on the real actor, `model` on the model, then compare; a navigation is expected when model sets one. */
function step(m: Model, r: Real, act: () => void, model: () => void): void {
  const before = r.navigations.length;
  m.lastNavigation = null;
  model();
  act();
  const navigated = r.navigations.length > before;
  expect(navigated).toBe(expectedNavigation(m) !== null);
  expect(r.navigations.length - before).toBeLessThanOrEqual(1);
  persist(m);
  compare(m, r, navigated);
}

function lastOrHome(m: Model, closed: ModelTab | undefined): void {
  const last = m.tabs.at(-1);
  if (last) {
    m.lastNavigation = last.fullPath;
    m.active = last.path;
  } else {
    m.lastNavigation = closed?.name === 'Dashboard' ? `/redirect${closed.fullPath}` : '/';
    m.active = null;
  }
}

function commandsFor(routes: readonly RouteDef[], pool: readonly string[], grantable: readonly string[]) {
  const path = fc.constantFrom(...pool, '/not/open');
  const query = fc.constantFrom('', '?a=1', '?a=2', '#top');
  const access = fc
    .record({ side: fc.constantFrom('tenant' as const, 'host' as const), granted: fc.subarray([...grantable]) })
    .map(({ side, granted }): AccessContext => ({ ...tenantAccess(...granted), side }));
  const owner = fc.constantFrom<TagsOwner | null>(alice, { userId: 'bob', tenantId: 't1' }, null);

  const add = fc.tuple(fc.constantFrom(...pool), query).map(
    ([p, q]): fc.Command<Model, Real> => ({
      check: () => true,
      run: (m, r) => {
        step(m, r, () => { r.actor.send({ type: 'tag.add', path: p, search: q.startsWith('?') ? q : '', hash: q.startsWith('#') ? q : '' }); }, () => {
          const route = routeOf(routes, p);
          const fullPath = joinFullPath({ path: route.path, ...(q.startsWith('?') ? { search: q } : { hash: q }) });
          const tab = m.tabs.find((t) => t.path === route.path);
          if (tab) tab.fullPath = fullPath;
          else m.tabs.push({ path: route.path, fullPath, name: route.name, affix: route.affix === true, noCache: route.noCache === true });
          if (route.noCache !== true) m.cached.add(route.name);
          m.active = route.path;
        });
      },
      toString: () => `add ${p}${q}`,
    }),
  );
  const close = path.map(
    (p): fc.Command<Model, Real> => ({
      check: () => true,
      run: (m, r) => {
        step(m, r, () => { r.actor.send({ type: 'tag.close', path: p }); }, () => {
          const tab = m.tabs.find((t) => t.path === p);
          if (!tab || tab.affix) return;
          m.tabs = m.tabs.filter((t) => t !== tab);
          m.cached.delete(tab.name);
          if (m.active === p) lastOrHome(m, tab);
        });
      },
      toString: () => `close ${p}`,
    }),
  );
  const closeOthers = path.map(
    (p): fc.Command<Model, Real> => ({
      check: () => true,
      run: (m, r) => {
        step(m, r, () => { r.actor.send({ type: 'tag.closeOthers', path: p }); }, () => {
          const tab = m.tabs.find((t) => t.path === p);
          if (!tab) return;
          m.tabs = m.tabs.filter((t) => t.affix || t === tab);
          m.cached = new Set([...m.cached].filter((name) => m.tabs.some((t) => t.name === name)));
          if (m.active !== p) m.lastNavigation = tab.fullPath;
          m.active = p;
        });
        // Close Others keeps exactly the pinned tabs and the selected one.
        const kept = r.actor.getSnapshot().context.visitedViews;
        if (kept.some((v) => v.path === p)) expect(kept.every((v) => v.affix || v.path === p)).toBe(true);
      },
      toString: () => `closeOthers ${p}`,
    }),
  );
  const closeAll = fc.constant<fc.Command<Model, Real>>({
    check: () => true,
    run: (m, r) => {
      step(m, r, () => { r.actor.send({ type: 'tag.closeAll' }); }, () => {
        const current = m.tabs.find((t) => t.path === m.active);
        m.tabs = m.tabs.filter((t) => t.affix);
        m.cached = new Set([...m.cached].filter((name) => m.tabs.some((t) => t.name === name)));
        if (!m.tabs.some((t) => t.path === m.active)) lastOrHome(m, current);
      });
    },
    toString: () => 'closeAll',
  });
  const refresh = path.map(
    (p): fc.Command<Model, Real> => ({
      check: () => true,
      run: (m, r) => {
        step(m, r, () => { r.actor.send({ type: 'tag.refresh', path: p }); }, () => {
          const tab = m.tabs.find((t) => t.path === p);
          if (!tab) return;
          m.cached.delete(tab.name);
          m.lastNavigation = `/redirect${tab.fullPath}`;
          m.active = p;
        });
      },
      toString: () => `refresh ${p}`,
    }),
  );
  const reset = fc.tuple(owner, access).map(
    ([o, a]): fc.Command<Model, Real> => ({
      check: () => true,
      run: (m, r) => {
        step(m, r, () => { r.actor.send({ type: 'tags.reset', owner: o, access: a }); }, () => {
          m.owner = o === null ? null : tagsViewStorageKey(o);
          const tabsNow = modelFor(routes, pool, a);
          for (const saved of m.owner === null ? [] : (m.stored.get(m.owner) ?? [])) {
            if (!permitted(routeOf(routes, saved.path), a)) continue;
            const existing = tabsNow.find((t) => t.path === saved.path);
            if (existing) existing.fullPath = saved.fullPath;
            else tabsNow.push({ ...saved });
          }
          m.tabs = tabsNow;
          m.cached = new Set();
          m.active = null;
          m.affixPaths = tabsNow.filter((t) => t.affix).map((t) => t.path);
        });
      },
      toString: () => `reset ${o?.userId ?? 'nobody'} ${a.side ?? ''} [${Object.keys(a.grantedPolicies).join(',')}]`,
    }),
  );
  return [add, add, close, closeOthers, closeAll, refresh, reset];
}

function runModel(routes: readonly RouteDef[], pool: readonly string[], grantable: readonly string[]): void {
  fc.assert(
    fc.property(fc.commands(commandsFor(routes, pool, grantable), { maxCommands: 25 }), (cmds) => {
      const anonymous: AccessContext = { grantedPolicies: {}, features: {}, side: null };
      const setup = () => {
        const { actor, navigations } = start(createMemoryStorage(), routes);
        const tabs0 = modelFor(routes, pool, anonymous);
        const model: Model = {
          tabs: tabs0,
          cached: new Set(),
          active: null,
          lastNavigation: null,
          stored: new Map(),
          owner: null,
          affixPaths: tabs0.map((t) => t.path),
        };
        return { model, real: { actor, navigations } };
      };
      fc.modelRun(setup, cmds);
    }),
    { numRuns: 1000 },
  );
}

describe('tags view machine: model-based (1,000 runs each)', () => {
  it('matches the model on the real route table (pinned Dashboard, noCache pages, permissions, sides)', () => {
    runModel(
      ROUTE_TABLE,
      ['/dashboard', '/order/list', '/qcManage/list', '/wage/printPayslip', '/wage/report', '/production/home', '/host/tenant'],
      [TenantPermissions.OrderManagement, TenantPermissions.QualityCheckManagement, TenantPermissions.SalaryManagement, 'Eticket.Host.TenantManagement'],
    );
  });

  it('matches the model on a table without pinned tabs (closing the last tab)', () => {
    const routes: RouteDef[] = [
      { path: '/dashboard', name: 'Dashboard', title: 'd' },
      { path: '/a', name: 'A', title: 'a', permission: 'P' },
      { path: '/b', name: 'B', title: 'b', noCache: true },
      { path: '/c', name: 'C', title: 'c' },
    ];
    runModel(routes, ['/dashboard', '/a', '/b', '/c'], ['P']);
  });
});
