import type { ResolvedScope } from '@eticket/core/people';
import { subtreeIds } from '@eticket/core/tree';
import { sql, type SQL } from 'drizzle-orm';
import type { EntityChanges } from '../../audit/audit';
import type { TenantTx } from '../../db/context';
import type { TenantCtx } from '../../http/types';
import { fieldError } from '../../http/validation';
import { resolveCallerScope } from '../people/data-scope.service';
import { organizationRows } from '../people/users.store';
import { queryRows } from '../../db/client';
import { inIds } from './wage-sql';

/** Who acts in a wage request, and the workers they may see (people's data scope). */
export interface WageActor {
  tenantId: string;
  userId: string;
  changes?: EntityChanges;
}

export const wageActorOf = (ctx: TenantCtx): WageActor => ({ tenantId: ctx.principal.tenantId, userId: ctx.principal.userId, changes: ctx.changes });

/** The WHERE over a users alias that keeps the caller's data scope. */
export function scopeSql(scope: ResolvedScope, userAlias: string): SQL {
  const id = sql.raw(`${userAlias}.id`);
  const org = sql.raw(`${userAlias}.organization_id`);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'organizations':
      return sql`(${id} = ${scope.userId} or ${inIds(org, scope.organizationIds)})`;
    case 'own':
      return sql`${id} = ${scope.userId}`;
  }
}

export async function callerScopeSql(tx: TenantTx, actor: WageActor, userAlias: string): Promise<SQL> {
  return scopeSql(await resolveCallerScope(tx, actor.tenantId, actor.userId), userAlias);
}

/**
 * The organizations given, each with every one below it; an id that is not the tenant's is a 400 on its
 * field (`path(i)`). An empty list is the whole company (null).
 */
export async function expandOrganizations(tx: TenantTx, tenantId: string, ids: readonly string[], path: (index: number) => string): Promise<string[] | null> {
  if (ids.length === 0) return null;
  const tree = await organizationRows(tx, tenantId);
  const out = new Set<string>();
  ids.forEach((id, index) => {
    if (!tree.some((o) => o.id === id)) throw fieldError(path(index), 'Wages.Error.OrganizationNotFound');
    for (const below of subtreeIds(tree, id)) out.add(below);
  });
  return [...out];
}

/**
 * Workers the caller names (a selection): each must be the tenant's and within the caller's data scope, else
 * a 400 on its field (`userIds[i]`) — an id out of scope reads as unknown, like one of another tenant.
 */
export async function checkWorkersInScope(tx: TenantTx, actor: WageActor, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select u.id from users u where u.tenant_id = ${actor.tenantId} and ${inIds(sql`u.id`, userIds)} and ${await callerScopeSql(tx, actor, 'u')}`,
  );
  const found = new Set(rows.map((r) => r.id));
  const index = userIds.findIndex((id) => !found.has(id));
  if (index >= 0) throw fieldError(`userIds[${String(index)}]`, 'Wages.Error.WorkerNotFound');
}
