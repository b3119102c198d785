import { businessToday, monthStart } from '@eticket/core/production';
import { monthEnd } from '@eticket/core/wages';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { TenantTx } from '../db/context';
import { NoticeType, users } from '../db/schema/index';
import { normalizeName } from '../identity/normalize';
import { StaticRoles } from '../identity/provisioning';
import { markNoticesHandled } from '../modules/people/notices.store';
import {
  confirmItem,
  createSettlement,
  disputeItem,
  listConfirmations,
  lockSettlement,
  markSettlementPaid,
  submitSettlement,
} from '../modules/wages/settlement.service';
import type { WageActor } from '../modules/wages/wage-scope';

/**
 * The demo's wages, from its work records, through the wage services: every month before the last one
 * settled, locked and paid; the last month submitted and being confirmed (a few workers confirmed, one
 * dispute open); the current month live. Each settlement is a handful of set-based statements, so the
 * ≈ 100,000 records settle in seconds. Written once, into a tenant with records and no settlement yet.
 */

const DAY = 24 * 3600 * 1000;
const LOCALE = 'zh-Hans';

/** A moment `days` after the end of the month starting on `start` (noon UTC). */
function afterMonth(start: string, days: number): Date {
  return new Date(Date.parse(`${monthEnd(start)}T12:00:00Z`) + days * DAY);
}

export async function seedDemoWages(tx: TenantTx, tenantId: string, now: number): Promise<string[]> {
  const [present] = await queryRows<{ settlements: number }>(tx, sql`select count(*)::int as settlements from wage_settlements where tenant_id = ${tenantId}`);
  if (present === undefined || present.settlements > 0) return [];
  const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.normalizedUserName, normalizeName(StaticRoles.admin))));
  if (!admin) return [];
  const actor: WageActor = { tenantId, userId: admin.id };
  const current = monthStart(businessToday(now));
  // The months before this one that have work to pay, oldest first.
  const months = (
    await queryRows<{ month: string }>(
      tx,
      sql`select distinct to_char(business_date, 'YYYY-MM-01') as month from ticket_logs
        where tenant_id = ${tenantId} and status = 'valid' and business_date < ${current}::date order by month`,
    )
  ).map((r) => r.month);
  const last = months.pop();
  const created: string[] = [];

  for (const month of months) {
    const settlement = await createSettlement(tx, actor, { periodStart: month, periodEnd: monthEnd(month), organizationIds: [], userIds: [], remark: null });
    // Submitted a few days after the month; the deadline confirms whoever did not answer, then it is locked and paid.
    await submitSettlement(tx, actor, settlement.id, afterMonth(month, 2), LOCALE);
    await lockSettlement(tx, actor, settlement.id, afterMonth(month, 6), LOCALE);
    await markSettlementPaid(tx, actor, settlement.id, () => ({ paidDate: afterMonth(month, 10).toISOString().slice(0, 10), proofUrls: [], note: '银行代发' }), LOCALE);
    await markNoticesHandled(tx, tenantId, settlement.id, NoticeType.WageConfirm);
    created.push(`demo wage settlement ${settlement.settlementNo} (paid)`);
  }

  if (last !== undefined) {
    const settlement = await createSettlement(tx, actor, { periodStart: last, periodEnd: monthEnd(last), organizationIds: [], userIds: [], remark: null });
    const submittedAt = new Date(now);
    await submitSettlement(tx, actor, settlement.id, submittedAt, LOCALE);
    const page = await listConfirmations(tx, actor, settlement.id, () => ({ status: null, keyword: null, skipCount: 0, maxResultCount: 6 }));
    const [disputing, ...confirming] = page.items;
    for (const item of confirming) await confirmItem(tx, { tenantId, userId: item.userId }, item.id, submittedAt, LOCALE);
    if (disputing !== undefined) {
      await disputeItem(tx, { tenantId, userId: disputing.userId }, disputing.id, () => ({ reason: '少算了一扎钉扣，请核对' }), submittedAt, LOCALE);
    }
    created.push(`demo wage settlement ${settlement.settlementNo} (confirming)`);
  }
  return created;
}
