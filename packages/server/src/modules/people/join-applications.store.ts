import type { JoinApplicationDto } from '@eticket/core/tenants';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { freshStamp } from '../../db/stamps';
import { joinApplications, organizations } from '../../db/schema/index';
import { countInt } from '../../db/list-sql';

/** The join application queries, always within one tenant. */

export type JoinApplicationRow = typeof joinApplications.$inferSelect;

const byId = (tenantId: string, id: string) => and(eq(joinApplications.tenantId, tenantId), eq(joinApplications.id, id));

/** Whether a user or another pending application of the tenant has this (normalized) user name. */
export async function userNameInUse(tx: TenantTx, tenantId: string, normalized: string, exceptApplicationId: string | null): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select exists (select 1 from users where tenant_id = ${tenantId} and normalized_user_name = ${normalized})
            or exists (select 1 from join_applications where tenant_id = ${tenantId} and normalized_user_name = ${normalized}
                        and status = 'pending' and id <> ${exceptApplicationId ?? '00000000-0000-0000-0000-000000000000'}) as taken`,
  );
  return row?.taken === true;
}

export async function organizationExists(tx: TenantTx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)))
    .limit(1);
  return rows.length > 0;
}

export async function insertApplication(tx: TenantTx, row: typeof joinApplications.$inferInsert): Promise<void> {
  await tx.insert(joinApplications).values(row);
}

/** The application, locked for this transaction's write; null when the tenant has none with this id. */
export async function lockApplication(tx: TenantTx, tenantId: string, id: string): Promise<JoinApplicationRow | null> {
  const [row] = await tx.select().from(joinApplications).where(byId(tenantId, id)).for('update');
  return row ?? null;
}

export async function updateApplication(tx: TenantTx, tenantId: string, id: string, set: Partial<typeof joinApplications.$inferInsert>): Promise<void> {
  await tx
    .update(joinApplications)
    .set({ ...set, concurrencyStamp: freshStamp() })
    .where(byId(tenantId, id));
}

function toDto(row: JoinApplicationRow, organizationName: string | null): JoinApplicationDto {
  return {
    id: row.id,
    name: row.name,
    userName: row.userName,
    phoneNumber: row.phoneNumber,
    message: row.message,
    status: row.status,
    creationTime: row.creationTime.toISOString(),
    handledTime: row.handledTime?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    createdUserId: row.createdUserId,
    requestedOrganizationId: row.requestedOrganizationId,
    requestedOrganizationName: organizationName,
    concurrencyStamp: row.concurrencyStamp,
  };
}

const organizationJoin = and(eq(organizations.tenantId, joinApplications.tenantId), eq(organizations.id, joinApplications.requestedOrganizationId));

/** Applications with their requested organization's name (null when none, or deleted since). */
export async function selectApplications(tx: TenantTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<JoinApplicationDto[]> {
  const rows = await tx
    .select({ application: joinApplications, organizationName: organizations.name })
    .from(joinApplications)
    .leftJoin(organizations, organizationJoin)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toDto(r.application, r.organizationName));
}

export async function countApplications(tx: TenantTx, where: SQL | undefined): Promise<number> {
  return (await tx.select({ n: countInt }).from(joinApplications).where(where))[0]?.n ?? 0;
}
