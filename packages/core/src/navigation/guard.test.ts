import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_HOST_PERMISSIONS, ALL_TENANT_PERMISSIONS, TenantPermissions } from '../abp/permission-names';
import { decide, loginRedirectTarget, pageTitle, type GuardDecision, type GuardState, type NavigationTarget } from './guard';
import { flattenRoutes, joinFullPath, matchRoute, splitFullPath } from './match-route';
import { ROUTE_TABLE } from './route-table';
import { readRedirectParam, safeRedirect } from './safe-redirect';

const tenantUser = (granted: readonly string[] = []): GuardState => ({
  configLoaded: true,
  loggedIn: true,
  grantedPolicies: Object.fromEntries(granted.map((name) => [name, true])),
  features: {},
  side: 'tenant',
});
const anonymous: GuardState = { configLoaded: true, loggedIn: false, grantedPolicies: {}, features: {}, side: null };
const go = (to: string): GuardDecision => ({ kind: 'redirect', to });

describe('decide: the rules', () => {
  it('waits until the application configuration has loaded', () => {
    expect(decide({ path: '/dashboard' }, { ...tenantUser(), configLoaded: false })).toEqual({ kind: 'wait' });
    expect(decide({ path: '/account/login' }, { ...anonymous, configLoaded: false })).toEqual({ kind: 'wait' });
  });

  it("sends '/' to the dashboard and unknown paths to /404", () => {
    expect(decide({ path: '/' }, tenantUser())).toEqual(go('/dashboard'));
    expect(decide({ path: '' }, anonymous)).toEqual(go('/dashboard'));
    expect(decide({ path: '/no/such/page', search: '?a=1' }, tenantUser())).toEqual(go('/404'));
    expect(decide({ path: '/no/such/page' }, anonymous)).toEqual(go('/404'));
  });

  it('allows public pages without login, with the title key', () => {
    for (const path of ['/account/login', '/account/register', '/signup2', '/en/signup', '/403', '/404', '/privacy', '/agreement', '/externalUser']) {
      const decision = decide({ path }, anonymous);
      expect(decision.kind, path).toBe('allow');
    }
    expect(decide({ path: '/privacy' }, anonymous)).toMatchObject({ kind: 'allow', title: 'Route.Privacy' });
  });

  it('sends /account to the login page, keeping the query', () => {
    expect(decide({ path: '/account', search: '?redirect=%2Fx' }, anonymous)).toEqual(go('/account/login?redirect=%2Fx'));
  });

  it('sends an anonymous visitor of a signed-in page to login with the full path (query and hash)', () => {
    expect(decide({ path: '/order/list', search: '?status=2&page=3', hash: '#top' }, anonymous)).toEqual(
      go(`/account/login?redirect=${encodeURIComponent('/order/list?status=2&page=3#top')}`),
    );
    expect(decide({ path: '/production/home' }, anonymous)).toEqual(go('/account/login?redirect=%2Fproduction%2Fhome'));
    expect(decide({ path: '/dashboard' }, anonymous)).toEqual(go('/account/login?redirect=%2Fdashboard'));
  });

  it('sends a signed-in user on the login page to / or to a safe signed-in redirect target', () => {
    expect(decide({ path: '/account/login' }, tenantUser())).toEqual(go('/'));
    expect(decide({ path: '/account/login', search: '?redirect=%2Forder%2Flist%3Fid%3D1' }, tenantUser())).toEqual(go('/order/list?id=1'));
    expect(decide({ path: '/account/login', search: '?redirect=%2F%2Fevil.com' }, tenantUser())).toEqual(go('/'));
    expect(decide({ path: '/account/login', search: '?redirect=https%3A%2F%2Fevil.com' }, tenantUser())).toEqual(go('/'));
    expect(decide({ path: '/account/login', search: '?redirect=%2Faccount%2Flogin' }, tenantUser())).toEqual(go('/'));
    expect(decide({ path: '/account/login', search: '?redirect=%2Fredirect%2Fx' }, tenantUser())).toEqual(go('/'));
    expect(decide({ path: '/account/login', search: '?redirect=%2Fnope' }, tenantUser())).toEqual(go('/'));
    expect(loginRedirectTarget('?redirect=%2Fproduct')).toBe('/product');
  });

  it('allows a permitted page and refuses a missing permission with /403?redirect=', () => {
    expect(decide({ path: '/order/list' }, tenantUser([TenantPermissions.OrderManagement]))).toMatchObject({
      kind: 'allow',
      title: 'Route.OrderList',
      route: { name: 'OrderList' },
    });
    expect(decide({ path: '/order/list', search: 'a=1' }, tenantUser())).toEqual(go('/403?redirect=%2Forder%2Flist%3Fa%3D1'));
    // statistics is gated by Dashboard, not OrderManagement
    expect(decide({ path: '/order/statistics' }, tenantUser([TenantPermissions.OrderManagement])).kind).toBe('redirect');
    expect(decide({ path: '/order/statistics' }, tenantUser([TenantPermissions.Dashboard])).kind).toBe('allow');
  });

  it('lets any signed-in tenant user into production, kanban and the dashboard; the renew page only with Subscription', () => {
    for (const path of ['/production/home', '/production/receipt', '/kanban/summary', '/kanban/daySalary', '/dashboard']) {
      expect(decide({ path }, tenantUser()).kind, path).toBe('allow');
    }
    expect(decide({ path: '/rentPrice/index' }, tenantUser()).kind).toBe('redirect');
    expect(decide({ path: '/rentPrice/index' }, tenantUser([TenantPermissions.Subscription])).kind).toBe('allow');
  });

  it('keeps each side to its own pages', () => {
    const hostAdmin: GuardState = { ...tenantUser([...ALL_HOST_PERMISSIONS, ...ALL_TENANT_PERMISSIONS]), side: 'host' };
    expect(decide({ path: '/host/tenant' }, hostAdmin).kind).toBe('allow');
    expect(decide({ path: '/order/list' }, hostAdmin)).toEqual(go('/403?redirect=%2Forder%2Flist'));
    expect(decide({ path: '/dashboard' }, hostAdmin).kind).toBe('allow');
    const tenantAdmin = tenantUser([...ALL_HOST_PERMISSIONS, ...ALL_TENANT_PERMISSIONS]);
    expect(decide({ path: '/host/tenant' }, tenantAdmin)).toEqual(go('/403?redirect=%2Fhost%2Ftenant'));
  });

  it('sends a group path to its first page the user may enter', () => {
    expect(decide({ path: '/wage', search: '?m=1' }, tenantUser([TenantPermissions.SalaryManagement]))).toEqual(go('/wage/index?m=1'));
    expect(decide({ path: '/wage' }, tenantUser([TenantPermissions.SalaryManagementDeduction]))).toEqual(go('/wage/salaryDeductionDetail'));
    expect(decide({ path: '/wage' }, tenantUser())).toEqual(go('/403?redirect=%2Fwage'));
    expect(decide({ path: '/wage' }, anonymous)).toEqual(go('/account/login?redirect=%2Fwage'));
  });

  it('turns /redirect/{path} into the path, with the query and hash', () => {
    expect(decide({ path: '/redirect/order/list', search: '?id=3', hash: '#x' }, tenantUser())).toEqual(go('/order/list?id=3#x'));
    expect(decide({ path: '/redirect/redirect/dashboard' }, anonymous)).toEqual(go('/dashboard'));
    expect(decide({ path: '/redirect' }, tenantUser())).toEqual(go('/'));
    expect(decide({ path: '/redirect//evil.com' }, tenantUser())).toEqual(go('/404'));
  });

  it('matches paths case-insensitively and with a trailing slash, like the router', () => {
    expect(decide({ path: '/Order/List/' }, tenantUser([TenantPermissions.OrderManagement])).kind).toBe('allow');
  });
});

describe('pageTitle', () => {
  it('is the translated route title, a dash and the application title', () => {
    const t = (key: string) => ({ 'Route.OrderList': '订单列表' })[key] ?? key;
    expect(pageTitle({ title: 'Route.OrderList' }, t, '电子菲票')).toBe('订单列表 - 电子菲票');
    expect(pageTitle(null, t, '电子菲票')).toBe('电子菲票');
  });
});

// ---------- properties ----------

const declaredPaths = flattenRoutes(ROUTE_TABLE)
  .map(({ route }) => route.path)
  .filter((path) => !path.includes(':'));
const allPermissions = [...ALL_TENANT_PERMISSIONS, ...ALL_HOST_PERMISSIONS];

const segment = fc.stringMatching(/^[A-Za-z0-9._~%:@!$&'()*+,;=-]{0,12}$/);
const randomPath = fc.array(segment, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
const knownPath = fc
  .tuple(fc.constantFrom(...declaredPaths), fc.boolean(), fc.boolean())
  .map(([path, upper, slash]) => `${upper ? path.toUpperCase() : path}${slash ? '/' : ''}`);
const basePath = fc.oneof(knownPath, randomPath, fc.constantFrom('/', '', '/redirect', '/account'));
const anyPath = fc.tuple(fc.nat({ max: 2 }), basePath).map(([depth, path]) => `${'/redirect'.repeat(depth)}${path}`);
/** Redirect values a visitor could craft: our own paths, open-redirect attempts, junk. */
const redirectValue = fc.oneof(
  knownPath,
  randomPath,
  fc.webUrl(),
  fc.string(),
  fc.constantFrom('//evil.com', '/\\evil.com', '/\t/evil.com', 'https://evil.com', 'javascript:alert(1)', '/account/login?redirect=%2F%2Fevil.com'),
  anyPath.map((path) => `/account/login?redirect=${encodeURIComponent(path)}`),
);
const search = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[^#]{1,20}$/).map((q) => `?${q}`),
  redirectValue.map((value) => `?redirect=${encodeURIComponent(value)}`),
);
const hash = fc.oneof(fc.constant(''), fc.string({ maxLength: 10 }).map((h) => `#${h}`));
const target: fc.Arbitrary<NavigationTarget> = fc.record({ path: anyPath, search, hash });
const state: fc.Arbitrary<GuardState> = fc.record({
  configLoaded: fc.constant(true),
  loggedIn: fc.boolean(),
  grantedPolicies: fc
    .tuple(fc.subarray(allPermissions), fc.array(fc.string(), { maxLength: 3 }))
    .map(([names, extra]) => Object.fromEntries([...names, ...extra].map((name) => [name, true]))),
  features: fc.constant({}),
  side: fc.constantFrom('tenant' as const, 'host' as const, null),
});

/** Follow redirects as the router adapter would; returns the decisions in order. */
function follow(start: NavigationTarget, session: GuardState, limit = 10): GuardDecision[] {
  const decisions: GuardDecision[] = [];
  let current = start;
  for (let hop = 0; hop < limit; hop++) {
    const decision = decide(current, session);
    decisions.push(decision);
    if (decision.kind !== 'redirect') break;
    current = splitFullPath(decision.to);
  }
  return decisions;
}

describe('decide: properties (1,000 cases each)', () => {
  it('never redirects to the location it was asked about', () => {
    fc.assert(
      fc.property(target, state, (t, s) => {
        const decision = decide(t, s);
        if (decision.kind === 'redirect') expect(decision.to).not.toBe(joinFullPath(t));
      }),
      { numRuns: 1000 },
    );
  });

  it('never loops: following redirects ends in allow within 6 hops', () => {
    fc.assert(
      fc.property(target, state, (t, s) => {
        const decisions = follow(t, s);
        expect(decisions.at(-1)?.kind).toBe('allow');
        expect(decisions.length).toBeLessThanOrEqual(7);
      }),
      { numRuns: 1000 },
    );
  });

  it('only ever redirects to safe same-origin paths', () => {
    fc.assert(
      fc.property(target, state, (t, s) => {
        const decision = decide(t, s);
        if (decision.kind === 'redirect') expect(safeRedirect(decision.to)).toBe(decision.to);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips the full path (query and hash) through ?redirect= of login and 403', () => {
    fc.assert(
      fc.property(target, state, (t, s) => {
        const match = matchRoute(ROUTE_TABLE, t.path);
        if (match === null || match.route.public === true) return;
        const decision = decide(t, s);
        if (decision.kind !== 'redirect') return;
        const { path, search: query } = splitFullPath(decision.to);
        if (!s.loggedIn) expect(path).toBe('/account/login');
        if (path === '/account/login' || path === '/403') expect(readRedirectParam(query)).toBe(joinFullPath(t));
      }),
      { numRuns: 1000 },
    );
  });

  it('sends a signed-in visitor of the login page only to / or the safe redirect it was given', () => {
    fc.assert(
      fc.property(redirectValue, state, (value, s) => {
        const decision = decide({ path: '/account/login', search: `?redirect=${encodeURIComponent(value)}` }, { ...s, loggedIn: true });
        expect(decision.kind).toBe('redirect');
        if (decision.kind !== 'redirect') return;
        expect(safeRedirect(decision.to)).toBe(decision.to);
        expect(['/', value]).toContain(decision.to);
        expect(splitFullPath(decision.to).path.toLowerCase()).not.toBe('/account/login');
      }),
      { numRuns: 1000 },
    );
  });
});
