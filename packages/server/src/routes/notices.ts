import { translate } from '@eticket/core/i18n';
import { sql } from 'drizzle-orm';
import { toDate } from '../db/client';
import { countInt, pageTotal, totalOver } from '../db/list-sql';
import { prepared } from '../db/prepared';
import { notices } from '../db/schema/index';
import { contractRoute, type RouteDef } from '../http/route';
import type { PagedResultDto } from '@eticket/core/paging';
import { NoticeContracts, type NoticeDto } from '@eticket/core/tenants';

/**
 * The notices a user receives: addressed to them, or to everyone holding the notice's permission. The
 * permission test is a subquery on the user's roles (one bound parameter, not one per granted permission).
 * Written once with placeholders (db/prepared.ts): the bell asks for this on every page.
 */
const audience = sql`${notices.tenantId} = ${sql.placeholder('tenantId')}
  and (${notices.receiverUserId} = ${sql.placeholder('userId')}
    or (${notices.receiverUserId} is null
      and (${notices.requiredPermission} is null
        or ${notices.requiredPermission} in (select rp.permission from user_roles ur
             join role_permissions rp on rp.tenant_id = ur.tenant_id and rp.role_id = ur.role_id
            where ur.tenant_id = ${sql.placeholder('tenantId')} and ur.user_id = ${sql.placeholder('userId')}))))`;

interface Audience extends Record<string, unknown> {
  tenantId: string;
  userId: string;
}

interface NoticeRow extends Record<string, unknown> {
  id: string;
  type: number;
  titleKey: string;
  contentKey: string;
  params: Record<string, string>;
  relatedEntityId: string | null;
  isRead: boolean;
  handled: boolean;
  creationTime: unknown;
  total: number;
}

// The page and the total in one statement.
const noticePage = prepared<Audience & { limit: number; offset: number }, NoticeRow>(sql`
  select ${notices.id} as "id", ${notices.type} as "type", ${notices.titleKey} as "titleKey",
         ${notices.contentKey} as "contentKey", ${notices.params} as "params",
         ${notices.relatedEntityId} as "relatedEntityId", ${notices.isRead} as "isRead",
         ${notices.handled} as "handled", ${notices.creationTime} as "creationTime", ${totalOver} as "total"
    from ${notices}
   where ${audience}
   order by ${notices.creationTime} desc, ${notices.id} desc
   limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`);

const noticeCount = prepared<Audience, { n: number }>(sql`select ${countInt} as "n" from ${notices} where ${audience}`);

export const noticeRoutes: RouteDef[] = [
  contractRoute(NoticeContracts.list, {
    // The page and, past its end, the count need no common snapshot: one round trip each.
    autocommit: true,
    handle: async ({ tx, principal, query: readQuery, locale }) => {
      const query = readQuery();
      const who: Audience = { tenantId: principal.tenantId, userId: principal.userId };
      const rows = await noticePage.rows(tx, { ...who, limit: query.maxResultCount, offset: query.skipCount });
      const totalCount = await pageTotal(rows, query.skipCount, async () => (await noticeCount.rows(tx, who))[0]?.n ?? 0);
      const body: PagedResultDto<NoticeDto> = {
        totalCount,
        items: rows.map((n) => ({
          id: n.id,
          type: n.type,
          title: translate(locale, n.titleKey, n.params),
          content: translate(locale, n.contentKey, n.params),
          relatedEntityId: n.relatedEntityId,
          isRead: n.isRead,
          handled: n.handled,
          creationTime: isoTime(n.creationTime),
        })),
      };
      return { body };
    },
  }),
];

function isoTime(value: unknown): string {
  const date = toDate(value);
  if (date === null) throw new Error('notice without a creation time');
  return date.toISOString();
}
