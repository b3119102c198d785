import type { TenantCtx } from '../../http/types';
import type { RoleActor } from './roles.service';

/** What the people routes share: who acts, and dropping the cached principals a write made stale. */

export const actorOf = ({ principal, changes }: TenantCtx): RoleActor => ({ tenantId: principal.tenantId, userId: principal.userId, changes });

/** The users' cached grants go, so their next request (and application-configuration) sees the change. */
export function forgetUsers(ctx: TenantCtx, userIds: readonly string[]): void {
  for (const userId of userIds) ctx.deps.caches.invalidateUser({ tenantId: ctx.principal.tenantId, userId });
}
