import { and, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { notices } from '../../db/schema/index';

/** The notices people requests leave for their approvers (join applications, assistant applications). */

export async function insertNotice(tx: TenantTx, row: typeof notices.$inferInsert): Promise<string> {
  const [notice] = await tx.insert(notices).values(row).returning({ id: notices.id });
  if (!notice) throw new Error('notice insert returned no row');
  return notice.id;
}

/** A request's notices of this type are handled for every approver at once; returns their ids. */
export async function markNoticesHandled(tx: TenantTx, tenantId: string, relatedEntityId: string, type: number): Promise<string[]> {
  const rows = await tx
    .update(notices)
    .set({ handled: true })
    .where(and(eq(notices.tenantId, tenantId), eq(notices.relatedEntityId, relatedEntityId), eq(notices.type, type)))
    .returning({ id: notices.id });
  return rows.map((r) => r.id);
}
