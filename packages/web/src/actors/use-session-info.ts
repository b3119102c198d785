import type { SessionUserInfo } from '@eticket/core/abp';
import { sessionSelectors, type SessionSide } from '@eticket/core/session';
import { useSessionSelector } from './session-context';

export interface SessionInfo {
  side: SessionSide | null;
  user: SessionUserInfo | null;
  /** The company name of the configuration (tenant side), else null. */
  tenantName: string | null;
}

export function useSessionInfo(): SessionInfo {
  const side = useSessionSelector(sessionSelectors.side);
  const user = useSessionSelector(sessionSelectors.userInfo);
  const tenantName = useSessionSelector((s) => s.context.appConfig?.currentTenant.name ?? null);
  return { side, user, tenantName };
}
