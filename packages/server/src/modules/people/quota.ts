import { ErrorCodes } from '@eticket/core/abp';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import { AppError } from '../../http/errors';

/**
 * The company's active users never outnumber its user quota. Everything that adds an active user (create,
 * enable, import, passing a join application) calls this in the transaction that adds them: the advisory
 * lock queues concurrent callers of one tenant, so of two requests for the last seat exactly one passes.
 * The quota is read from the tenant row, not the cached principal, so an upgrade counts at once.
 */
export async function assertSeatsAvailable(tx: TenantTx, tenantId: string, adding: number): Promise<void> {
  if (adding <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${tenantId}`}))`);
  const [row] = await queryRows<{ quota: number; active: number }>(
    tx,
    sql`select t.user_quota as quota,
               (select count(*)::int from users u where u.tenant_id = ${tenantId} and u.is_active) as active
          from tenants t where t.id = ${tenantId}`,
  );
  const quota = row?.quota ?? 0;
  if ((row?.active ?? 0) + adding > quota) {
    throw new AppError(403, ErrorCodes.UserQuotaExceeded, 'Server.Error.UserQuotaExceeded', { params: { quota } });
  }
}
