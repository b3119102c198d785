import { isApiError } from '@eticket/api-client';
import { SettingNames } from '@eticket/core/abp';
import {
  CardLookupError,
  isRetryableStatus,
  tenantDate,
  type CardLookup,
  type LastProcedure,
} from '@eticket/core/scanning';
import { useCallback, useEffect, useRef } from 'react';
import type { SessionSnapshot } from '@eticket/core/session';
import { useSessionSelector } from '../../../actors/session-context';
import { failureText } from '../../../components/data-ui/api-failure';
import { useT } from '../../../i18n/i18n-context';
import type { ScanStationEndpoints } from '../scanning-api';
import type { StationDevice } from '../device/station-device';

/** The company and worker the device's records belong to; null until the configuration is there. */
export function scopeOf(session: SessionSnapshot): string | null {
  const config = session.context.appConfig;
  const tenant = config?.currentTenant.id;
  const user = config?.currentUser.id;
  return config?.currentUser.isAuthenticated === true && typeof tenant === 'string' && typeof user === 'string' ? `${tenant}/${user}` : null;
}

export function useStationScope(): string | null {
  return useSessionSelector(scopeOf);
}

/** The tenant's "today" ('yyyy-MM-dd') in its own time zone. */
export function useTenantToday(now: () => Date): string {
  const zone = useSessionSelector((s) => s.context.appConfig?.setting.values[SettingNames.TimeZone]);
  return tenantDate(now().getTime(), zone);
}

/** A server failure in the user's language, read when it happens (the language may change meanwhile). */
export function useFailureText(): (error: unknown) => string {
  const t = useT();
  const ref = useRef(t);
  useEffect(() => {
    ref.current = t;
  });
  return useCallback((error: unknown) => failureText(error, ref.current), []);
}

const LAST_PROCEDURE_KEY = 'eticket.scan.lastProcedure';

export function readLastProcedure(scope: string): LastProcedure | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(`${LAST_PROCEDURE_KEY}:${scope}`) ?? 'null');
    if (typeof raw !== 'object' || raw === null || !('orderProcedureId' in raw) || !('name' in raw)) return null;
    const { orderProcedureId, name } = raw;
    return typeof orderProcedureId === 'string' && typeof name === 'string' ? { orderProcedureId, name } : null;
  } catch {
    return null;
  }
}

export function writeLastProcedure(scope: string, last: LastProcedure): void {
  try {
    window.localStorage.setItem(`${LAST_PROCEDURE_KEY}:${scope}`, JSON.stringify(last));
  } catch {
    /* a full or blocked storage only loses the default */
  }
}

/**
 * A code's bundle card: from the server when there is a network (and kept on the device), else the copy
 * kept from an earlier lookup. The server's refusal (unknown here, void …) is final; without a network and
 * without a copy the card needs the network.
 */
export async function lookupCard(
  code: string,
  deps: { api: ScanStationEndpoints; device: StationDevice; scope: string; failureText: (error: unknown) => string; signal: AbortSignal },
): Promise<CardLookup> {
  const { api, device, scope, signal } = deps;
  const cache = device.cards(scope);
  if (device.isOnline()) {
    try {
      const card = await api.bundles.byCode(code, { silent: true, signal });
      const fetchedAt = device.now().toISOString();
      await cache.put(code, { card, fetchedAt }).catch(() => undefined);
      return { card, from: 'server', fetchedAt };
    } catch (error) {
      if (isApiError(error) && error.kind === 'response' && !isRetryableStatus(error.status)) {
        throw new CardLookupError({ kind: 'refused', message: deps.failureText(error) });
      }
      // No answer: fall back to the copy on the device.
    }
  }
  const cached = await cache.get(code).catch(() => null);
  if (cached !== null) return { ...cached, from: 'cache' };
  throw new CardLookupError({ kind: 'needsNetwork' });
}
