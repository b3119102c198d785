import type { AssistantApplicationDto, AssistantOrganization, AssistantStatus } from '@eticket/core/people';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { freshStamp } from '../../db/stamps';
import { assistantApplications, organizations, users } from '../../db/schema/index';
import { countInt } from '../../db/list-sql';

/** The production assistant queries, always within one tenant. */

export type AssistantRow = typeof assistantApplications.$inferSelect;

const byId = (tenantId: string, id: string) => and(eq(assistantApplications.tenantId, tenantId), eq(assistantApplications.id, id));
const userJoin = and(eq(users.tenantId, assistantApplications.tenantId), eq(users.id, assistantApplications.userId));

/** Those of the ids that are organizations of the tenant. */
export async function existingOrganizations(tx: TenantTx, tenantId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, [...ids])));
  return rows.map((r) => r.id);
}

/** The user's pending or approved application, if any. */
export async function openApplicationOf(tx: TenantTx, tenantId: string, userId: string): Promise<AssistantRow | null> {
  const [row] = await tx
    .select()
    .from(assistantApplications)
    .where(and(eq(assistantApplications.tenantId, tenantId), eq(assistantApplications.userId, userId), inArray(assistantApplications.status, ['pending', 'approved'])))
    .limit(1);
  return row ?? null;
}

export async function insertAssistantApplication(tx: TenantTx, row: typeof assistantApplications.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(assistantApplications).values(row).returning({ id: assistantApplications.id });
  if (!inserted) throw new Error('assistant application insert returned no row');
  return inserted.id;
}

export async function lockAssistantApplication(tx: TenantTx, tenantId: string, id: string): Promise<AssistantRow | null> {
  const [row] = await tx.select().from(assistantApplications).where(byId(tenantId, id)).for('update');
  return row ?? null;
}

export async function updateAssistantApplication(tx: TenantTx, tenantId: string, id: string, set: Partial<typeof assistantApplications.$inferInsert>): Promise<void> {
  await tx
    .update(assistantApplications)
    .set({ ...set, concurrencyStamp: freshStamp() })
    .where(byId(tenantId, id));
}

export async function countAssistantApplications(tx: TenantTx, where: SQL | undefined): Promise<number> {
  return (await tx.select({ n: countInt }).from(assistantApplications).innerJoin(users, userJoin).where(where))[0]?.n ?? 0;
}

/** Applications with the applicant's names and the names of their organizations (null for a deleted one). */
export async function selectAssistantApplications(tx: TenantTx, tenantId: string, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<AssistantApplicationDto[]> {
  const rows = await tx
    .select({ application: assistantApplications, userName: users.userName, name: users.name })
    .from(assistantApplications)
    .innerJoin(users, userJoin)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const ids = new Set<string>();
  for (const { application } of rows) for (const id of [...application.requestedOrganizationIds, ...(application.grantedOrganizationIds ?? [])]) ids.add(id);
  const names = new Map<string, string>();
  if (ids.size > 0) {
    const found = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, [...ids])));
    for (const o of found) names.set(o.id, o.name);
  }
  const named = (list: readonly string[]): AssistantOrganization[] => list.map((id) => ({ id, name: names.get(id) ?? null }));
  return rows.map(({ application: a, userName, name }) => ({
    id: a.id,
    userId: a.userId,
    userName,
    name,
    requestedOrganizations: named(a.requestedOrganizationIds),
    grantedOrganizations: a.grantedOrganizationIds === null ? null : named(a.grantedOrganizationIds),
    message: a.message,
    status: a.status satisfies AssistantStatus,
    handledTime: a.handledTime?.toISOString() ?? null,
    reason: a.reason,
    creationTime: a.creationTime.toISOString(),
    concurrencyStamp: a.concurrencyStamp,
  }));
}

/** The user's latest application. */
export async function latestApplicationOf(tx: TenantTx, tenantId: string, userId: string): Promise<AssistantApplicationDto | null> {
  const where = and(eq(assistantApplications.tenantId, tenantId), eq(assistantApplications.userId, userId));
  const [row] = await selectAssistantApplications(tx, tenantId, where, [desc(assistantApplications.creationTime), desc(assistantApplications.id)], 1, 0);
  return row ?? null;
}

/** The organizations granted to the user by an approved application; empty when none. */
export async function grantedOrganizationsOf(tx: TenantTx, tenantId: string, userId: string): Promise<string[]> {
  const [row] = await tx
    .select({ granted: assistantApplications.grantedOrganizationIds })
    .from(assistantApplications)
    .where(and(eq(assistantApplications.tenantId, tenantId), eq(assistantApplications.userId, userId), eq(assistantApplications.status, 'approved')))
    .limit(1);
  return row?.granted ?? [];
}
