// What the service worker keeps of the API: the GETs the app needs to boot as the signed-in user (the
// application configuration and the user info), keyed by who asked, so a reload with no network opens the
// app as the same user — and never as the previous one. Pure (no worker globals), so it is tested directly.
import { AbpContracts } from '@eticket/core/abp';
import { SessionContracts } from '@eticket/core/session';

/** The boot reads: the same paths the api-client calls (from the contracts). */
export const SESSION_BOOT_PATHS: ReadonlySet<string> = new Set([
  AbpContracts.applicationConfiguration.path,
  SessionContracts.tenantCurrent.path,
  SessionContracts.hostCurrent.path,
]);

export const SESSION_CACHE = 'eticket-session';
/** The query parameter that carries the identity in a cache key (the server never sees it). */
const KEY_PARAM = '__eticket_sw';
const ANONYMOUS = 'anonymous';

export function isSessionBootRequest(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && SESSION_BOOT_PATHS.has(url.pathname);
}

/** The claims of a JWT that say who it is for; null when it is not a readable JWT. */
function subjectOf(token: string): { sub: string; tid: string } | null {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0)));
    const claims = JSON.parse(json) as unknown;
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, tid } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || sub === '') return null;
    return { sub, tid: typeof tid === 'string' ? tid : '' };
  } catch {
    return null;
  }
}

/**
 * Who a request is for: the token's subject and tenant (read, not verified: this only picks an entry of the
 * browser's own cache, and an expired token still names its user — the point when the refresh is out of
 * reach), or `anonymous` without a token; null for a token that names nobody (nothing is cached for it).
 * The language is part of it, since the configuration is answered in the asked language.
 */
export function identityOf(headers: Headers): string | null {
  const language = headers.get('accept-language') ?? '';
  const authorization = headers.get('authorization');
  if (authorization === null || authorization.trim() === '') return JSON.stringify([ANONYMOUS, language]);
  const token = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
  const subject = token === undefined ? null : subjectOf(token);
  return subject === null ? null : JSON.stringify([subject.tid, subject.sub, language]);
}

/** The cache key of a boot read: its URL with the identity added, or null when it must not be cached. */
export function sessionCacheKey(url: string, headers: Headers): string | null {
  const identity = identityOf(headers);
  if (identity === null) return null;
  const key = new URL(url);
  key.searchParams.set(KEY_PARAM, identity);
  return key.href;
}

/** A key written for a signed-out browser. */
export function isAnonymousKey(key: string): boolean {
  try {
    const identity = JSON.parse(new URL(key).searchParams.get(KEY_PARAM) ?? 'null') as unknown;
    // Signed-in identities have three parts (tenant, user, language), a signed-out one two.
    return Array.isArray(identity) && identity.length === 2 && identity[0] === ANONYMOUS;
  } catch {
    return false;
  }
}
