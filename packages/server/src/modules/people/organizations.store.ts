import { ORGANIZATION_TYPES, type OrganizationDto, type OrganizationInput, type OrganizationType } from '@eticket/core/people';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { freshStamp } from '../../db/stamps';
import { organizations, users } from '../../db/schema/index';
import { countInt, insertedId, outer } from '../../db/list-sql';

/** The organization queries, always within one tenant. */

const byId = (tenantId: string, id: string) => and(eq(organizations.tenantId, tenantId), eq(organizations.id, id));

/** Members directly in the organization (disabled ones too: they come back with it). */
const memberCount = sql<number>`(select count(*)::int from ${users} where ${users.tenantId} = ${outer(organizations, organizations.tenantId)} and ${users.organizationId} = ${outer(organizations, organizations.id)})`;

function typeOf(value: string): OrganizationType {
  return ORGANIZATION_TYPES.find((type) => type === value) ?? 'Group';
}

/** The whole tree of the tenant as flat rows, in tree order (sort, then name). */
export async function selectOrganizations(tx: TenantTx, tenantId: string, id: string | null = null): Promise<OrganizationDto[]> {
  const rows = await tx
    .select({ ...getTableColumns(organizations), memberCount })
    .from(organizations)
    .where(id === null ? eq(organizations.tenantId, tenantId) : byId(tenantId, id))
    .orderBy(asc(organizations.sort), asc(organizations.name), asc(organizations.id));
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    type: typeOf(r.type),
    leaderUserId: r.leaderUserId,
    sort: r.sort,
    memberCount: r.memberCount,
    concurrencyStamp: r.concurrencyStamp,
  }));
}

/** The organization locked for this transaction's write; null when the tenant has none with this id. */
export async function lockOrganization(tx: TenantTx, tenantId: string, id: string): Promise<OrganizationDto | null> {
  await tx.execute(sql`select 1 from ${organizations} where ${byId(tenantId, id)} for update`);
  return (await selectOrganizations(tx, tenantId, id))[0] ?? null;
}

/**
 * Serializes the tree's writes of one tenant: two concurrent moves each valid on its own must not together
 * make a cycle, so every write checks against the tree as the previous one left it.
 */
export async function lockTree(tx: TenantTx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`organizations:${tenantId}`}))`);
}

export async function insertOrganization(tx: TenantTx, tenantId: string, input: OrganizationInput): Promise<string> {
  return insertedId(tx.insert(organizations).values({ tenantId, ...input }).returning({ id: organizations.id }));
}

export async function updateOrganization(tx: TenantTx, tenantId: string, id: string, input: OrganizationInput): Promise<void> {
  await tx
    .update(organizations)
    .set({ ...input, concurrencyStamp: freshStamp() })
    .where(byId(tenantId, id));
}

export async function deleteOrganization(tx: TenantTx, tenantId: string, id: string): Promise<void> {
  await tx.delete(organizations).where(byId(tenantId, id));
}

export async function countChildren(tx: TenantTx, tenantId: string, id: string): Promise<number> {
  return (await tx.select({ n: countInt }).from(organizations).where(and(eq(organizations.tenantId, tenantId), eq(organizations.parentId, id))))[0]?.n ?? 0;
}
