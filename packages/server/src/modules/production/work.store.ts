import { parseDecimal } from '@eticket/core/money';
import type { ReportedWork } from '@eticket/core/production';
import { LIVE_TICKET_LOG_STATUSES, type WorkReportRow } from '@eticket/core/scanning';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';

/** An order's work records as production views read them: live records only (pending, valid, settled). */

const LIVE = sql`l.status in (${sql.join(
  LIVE_TICKET_LOG_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/** Σ qty and exact amount per (bundle, procedure) of the order. */
export async function reportedWorkOf(tx: TenantTx, tenantId: string, orderId: string): Promise<ReportedWork[]> {
  const rows = await queryRows<{ bundleId: string; orderProcedureId: string; qty: number; amount: string }>(
    tx,
    sql`select l.bundle_id as "bundleId", l.order_procedure_id as "orderProcedureId", sum(l.qty)::int as qty, sum(l.amount)::text as amount
      from ticket_logs l where l.tenant_id = ${tenantId} and l.order_id = ${orderId} and ${LIVE}
      group by l.bundle_id, l.order_procedure_id`,
  );
  return rows.map((r) => ({ bundleId: r.bundleId, orderProcedureId: r.orderProcedureId, qty: r.qty, amount: parseDecimal(r.amount) }));
}

/** The order's live work grouped by (organization at scan time, worker, procedure), with the current names. */
export async function workByMemberOf(tx: TenantTx, tenantId: string, orderId: string): Promise<WorkReportRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select l.organization_id as "organizationId", org.name as "organizationName", l.user_id as "userId", u.user_name as "userName", u.name,
        l.order_procedure_id as "orderProcedureId", min(l.procedure_name) as "procedureName", coalesce(min(op.seq), 0) as seq,
        count(*)::int as "recordCount", sum(l.qty)::int as qty, sum(l.amount)::text as amount
      from ticket_logs l
      join users u on u.tenant_id = l.tenant_id and u.id = l.user_id
      left join organizations org on org.tenant_id = l.tenant_id and org.id = l.organization_id
      left join order_procedures op on op.tenant_id = l.tenant_id and op.id = l.order_procedure_id
      where l.tenant_id = ${tenantId} and l.order_id = ${orderId} and ${LIVE}
      group by l.organization_id, org.name, l.user_id, u.user_name, u.name, l.order_procedure_id`,
  );
  return rows.map((r) => ({
    organizationId: (r.organizationId as string | null) ?? null,
    organizationName: (r.organizationName as string | null) ?? null,
    userId: String(r.userId),
    userName: String(r.userName),
    name: String(r.name),
    orderProcedureId: String(r.orderProcedureId),
    procedureName: String(r.procedureName),
    seq: Number(r.seq),
    recordCount: Number(r.recordCount),
    qty: Number(r.qty),
    amount: parseDecimal(String(r.amount)),
  }));
}

/** The order's procedures that have any work record (a sync keeps their snapshot). */
export async function reportedProcedureIdsOf(tx: TenantTx, tenantId: string, orderId: string): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select distinct l.order_procedure_id as id from ticket_logs l where l.tenant_id = ${tenantId} and l.order_id = ${orderId}`,
  );
  return new Set(rows.map((r) => r.id));
}
