import { translate } from '@eticket/core/i18n';
import { and, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import { countInt, pageTotal, totalOver } from '../db/list-sql';
import { notices } from '../db/schema/index';
import { contractRoute, type RouteDef } from '../http/route';
import type { TenantPrincipal } from '../http/types';
import type { PagedResultDto } from '@eticket/core/paging';
import { NoticeContracts, type NoticeDto } from '@eticket/core/tenants';

/**
 * The notices a user receives: addressed to them, or to everyone holding the notice's permission. The
 * permission test is a subquery on the user's roles (one bound parameter, not one per granted permission).
 */
export function noticeAudience(principal: TenantPrincipal): SQL | undefined {
  return and(
    eq(notices.tenantId, principal.tenantId),
    or(
      eq(notices.receiverUserId, principal.userId),
      and(
        isNull(notices.receiverUserId),
        or(
          isNull(notices.requiredPermission),
          sql`${notices.requiredPermission} in (select rp.permission from user_roles ur
                join role_permissions rp on rp.tenant_id = ur.tenant_id and rp.role_id = ur.role_id
               where ur.tenant_id = ${principal.tenantId} and ur.user_id = ${principal.userId})`,
        ),
      ),
    ),
  );
}

export const noticeRoutes: RouteDef[] = [
  contractRoute(NoticeContracts.list, {
    // The page and, past its end, the count need no common snapshot: one round trip each.
    autocommit: true,
    handle: async ({ tx, principal, query: readQuery, locale }) => {
      const query = readQuery();
      const where = noticeAudience(principal);
      // The page and the total in one statement: the bell asks for this on every page.
      const rows = await tx
        .select({ n: getTableColumns(notices), total: totalOver })
        .from(notices)
        .where(where)
        .orderBy(desc(notices.creationTime), desc(notices.id))
        .limit(query.maxResultCount)
        .offset(query.skipCount);
      const totalCount = await pageTotal(rows, query.skipCount, async () => (await tx.select({ n: countInt }).from(notices).where(where))[0]?.n ?? 0);
      const body: PagedResultDto<NoticeDto> = {
        totalCount,
        items: rows.map(({ n }) => ({
          id: n.id,
          type: n.type,
          title: translate(locale, n.titleKey, n.params),
          content: translate(locale, n.contentKey, n.params),
          relatedEntityId: n.relatedEntityId,
          isRead: n.isRead,
          handled: n.handled,
          creationTime: n.creationTime.toISOString(),
        })),
      };
      return { body };
    },
  }),
];
