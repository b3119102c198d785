import { AbpContracts, type ApplicationConfiguration } from '@eticket/core/abp';
import { DICTIONARIES, LOCALES, normalizeCulture, type Locale } from '@eticket/core/i18n';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { TenantTx } from '../db/context';
import { FEATURE_DEFINITIONS, SETTING_DEFINITIONS, resolveValues } from '../definitions/settings';
import { publicContractRoute, type RouteDef } from '../http/route';
import { principalKey } from '../http/cache';
import { PackedBody } from '../http/packed-body';
import type { AppDeps, Principal, Reply, ScopedCtx, TenantValues } from '../http/types';

/**
 * GET /api/abp/application-configuration (architecture §2.1) — loaded before the first navigation by
 * every browser, so it is cheap: anonymous answers are whole cached strings; signed-in answers reuse
 * the grants the pipeline already loaded plus one small query for tenant settings/features, and splice
 * the cached localization JSON in instead of re-serializing the dictionaries.
 */

const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English' };
const LANGUAGES = LOCALES.map((cultureName) => ({
  cultureName,
  uiCultureName: cultureName,
  displayName: LANGUAGE_NAMES[cultureName],
  twoLetterISOLanguageName: cultureName.slice(0, 2),
}));

function localization(locale: Locale, includeResources: boolean) {
  return {
    values: includeResources ? { Eticket: DICTIONARIES[locale] } : {},
    languages: LANGUAGES,
    currentCulture: {
      cultureName: locale,
      name: locale,
      displayName: LANGUAGE_NAMES[locale],
      nativeName: LANGUAGE_NAMES[locale],
      twoLetterIsoLanguageName: locale.slice(0, 2),
      isRightToLeft: false,
      dateTimeFormat: {
        calendarAlgorithmType: 'SolarCalendar',
        dateTimeFormatLong: 'yyyy-MM-dd HH:mm:ss',
        shortDatePattern: 'yyyy-MM-dd',
        fullDateTimePattern: 'yyyy-MM-dd HH:mm:ss',
        dateSeparator: '-',
        shortTimePattern: 'HH:mm',
        longTimePattern: 'HH:mm:ss',
      },
    },
    defaultResourceName: 'Eticket',
    languagesMap: {},
    languageFilesMap: {},
  };
}

const cacheKey = (locale: Locale, include: boolean) => `${locale}|${include ? '1' : '0'}`;
const LOCALIZATION_JSON = new Map<string, string>(
  LOCALES.flatMap((locale) => [true, false].map((inc) => [cacheKey(locale, inc), JSON.stringify(localization(locale, inc))] as const)),
);

const STATIC_PARTS = {
  globalFeatures: { enabledFeatures: [] },
  multiTenancy: { isEnabled: true },
  timing: { timeZone: { iana: { timeZoneName: 'Asia/Shanghai' }, windows: { timeZoneId: 'China Standard Time' } } },
  clock: { kind: 'Utc' },
  objectExtensions: { modules: {}, enums: {} },
};

type ConfigWithoutLocalization = Omit<ApplicationConfiguration, 'localization'> & Record<string, unknown>;

/** Serialize with the cached localization spliced in (the rest is small). */
function serialize(locale: Locale, include: boolean, rest: ConfigWithoutLocalization): string {
  const body = JSON.stringify(rest);
  return `{"localization":${LOCALIZATION_JSON.get(cacheKey(locale, include)) ?? '{}'},${body.slice(1)}`;
}

const ANONYMOUS_BODY = new Map<string, PackedBody>(
  LOCALES.flatMap((locale) =>
    [true, false].map(
      (inc) =>
        [
          cacheKey(locale, inc),
          new PackedBody(serialize(locale, inc, {
            auth: { grantedPolicies: {} },
            setting: { values: resolveValues(SETTING_DEFINITIONS, new Map()) },
            features: { values: resolveValues(FEATURE_DEFINITIONS, new Map()) },
            currentTenant: { id: null, name: null, isAvailable: false },
            currentUser: { isAuthenticated: false, id: null, tenantId: null, userName: null, name: null, roles: [] },
            ...STATIC_PARTS,
          })),
        ] as const,
    ),
  ),
);

async function loadTenantValues(tx: TenantTx, tenantId: string): Promise<TenantValues> {
  const rows = await queryRows<{ kind: string; name: string; value: string }>(
    tx,
    sql`select 's' as kind, name, value from settings where tenant_id = ${tenantId}
        union all select 'f', name, value from feature_values where tenant_id = ${tenantId}`,
  );
  const settings = new Map<string, string>();
  const features = new Map<string, string>();
  for (const row of rows) (row.kind === 's' ? settings : features).set(row.name, row.value);
  return { settings, features };
}

function currentUser(principal: Principal) {
  return {
    isAuthenticated: true,
    id: principal.userId,
    tenantId: principal.tenantId,
    userName: principal.userName,
    name: principal.name,
    surName: null,
    email: null,
    emailVerified: false,
    phoneNumber: principal.phoneNumber,
    phoneNumberVerified: false,
    roles: [...principal.roles],
  };
}

const NO_VALUES: TenantValues = { settings: new Map(), features: new Map() };

/** The signed-in configuration; `values` are the tenant's stored settings/features (none for host users). */
function signedInConfig(principal: Principal, values: TenantValues, locale: Locale, include: boolean): string {
  const grantedPolicies = Object.fromEntries([...principal.grants].sort().map((name) => [name, true]));
  return serialize(locale, include, {
    auth: { grantedPolicies },
    setting: { values: resolveValues(SETTING_DEFINITIONS, values.settings) },
    features: { values: resolveValues(FEATURE_DEFINITIONS, values.features) },
    currentTenant:
      principal.side === 'tenant'
        ? { id: principal.tenantId, name: principal.tenant.name, isAvailable: true }
        : { id: null, name: null, isAvailable: false },
    currentUser: currentUser(principal),
    ...STATIC_PARTS,
  });
}

async function tenantValuesOf(scope: ScopedCtx): Promise<TenantValues> {
  if (scope.side === 'host') return NO_VALUES;
  const { deps, principal, tx } = scope;
  const cached = deps.caches.tenantValues.get(principal.tenantId);
  if (cached !== undefined) return cached;
  const values = await loadTenantValues(tx, principal.tenantId);
  deps.caches.tenantValues.set(principal.tenantId, values);
  return values;
}

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'Accept-Encoding' };
const GZIP_HEADERS = { ...HEADERS, 'content-encoding': 'gzip' };

function reply(body: PackedBody, gzip: boolean): Reply {
  return gzip ? { bytes: body.gzip, headers: GZIP_HEADERS } : { bytes: body.raw, headers: HEADERS };
}

/**
 * Serialized and encoded once per session, language and cache TTL (the body is ≈ 30 KB; encoding and
 * compressing it is most of the work). Without caching (TTL 0) it is not compressed: a gzip per request
 * would cost more than it saves.
 */
function render(
  caches: AppDeps['caches'],
  principal: Principal,
  values: TenantValues,
  locale: Locale,
  include: boolean,
): { body: PackedBody; cached: boolean } {
  const key = `${principalKey(principal)}|${cacheKey(locale, include)}`;
  const hit = caches.rendered.get(key);
  if (hit !== undefined) return { body: hit, cached: true };
  const body = new PackedBody(signedInConfig(principal, values, locale, include));
  caches.rendered.set(key, body);
  return { body, cached: caches.rendered.get(key) !== undefined };
}

export const abpRoutes: RouteDef[] = [
  publicContractRoute(AbpContracts.applicationConfiguration, {
    handle: async ({ scope, locale, query, deps, acceptsGzip }) => {
      const include = query().includeLocalizationResources;
      if (scope === null) return reply(ANONYMOUS_BODY.get(cacheKey(locale, include)) ?? new PackedBody('{}'), acceptsGzip);
      const { body, cached } = render(deps.caches, scope.principal, await tenantValuesOf(scope), locale, include);
      return reply(body, acceptsGzip && cached);
    },
    // A cached principal (and tenant values): no transaction at all, usually not even serialization.
    fast: ({ principal, deps, locale, query, acceptsGzip }) => {
      const values = principal.side === 'host' ? NO_VALUES : deps.caches.tenantValues.get(principal.tenantId);
      if (values === undefined) return null;
      const { body, cached } = render(deps.caches, principal, values, locale, query().includeLocalizationResources);
      return reply(body, acceptsGzip && cached);
    },
  }),
  publicContractRoute(AbpContracts.applicationLocalization, {
    handle: ({ query, locale }) => {
      const { cultureName } = query();
      const chosen = (cultureName === null ? null : normalizeCulture(cultureName)) ?? locale;
      return Promise.resolve({ body: { resources: { Eticket: { texts: DICTIONARIES[chosen], baseResources: [] } } } });
    },
  }),
];
