import { validateOrganizationInput, type OrganizationType } from '@eticket/core/people';
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantTx } from '../db/context';
import { organizations, technicalLevels, users } from '../db/schema/index';
import { valid } from '../http/validation';
import { normalizeName } from '../identity/normalize';
import { createOrganization } from '../modules/people/organizations.service';
import { addMembers, type MemberRow } from '../modules/people/users.service';

/**
 * The demo company's people: 3 workshops with 8 groups, and 126 piece workers (123 active, 3 who left)
 * with employee numbers, technical levels, the worker role and join dates. Idempotent: a missing
 * organization or worker (by employee number) is created, everything else is left as it is.
 */

export const DEMO_WORKSHOPS: readonly { name: string; groups: readonly string[] }[] = [
  { name: '裁床车间', groups: ['裁床一组', '裁床二组'] },
  { name: '缝制一车间', groups: ['缝制一组', '缝制二组', '缝制三组'] },
  { name: '缝制二车间', groups: ['缝制四组', '缝制五组', '后整组'] },
];

export const DEMO_ACTIVE_WORKERS = 123;
const DEMO_LEFT_WORKERS = 3;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = ['秀英', '桂英', '秀兰', '玉兰', '丽', '敏', '静', '艳', '芳', '娟', '霞', '燕', '红', '梅', '伟', '强', '军', '磊', '勇', '杰', '涛', '明', '超', '华', '平', '春梅', '海燕', '建华', '志强', '小红'];

/** Levels spread like a real floor: a fifth apprentices, most skilled, a few key hands. */
const levelFor = (i: number) => (i % 10 < 2 ? '学徒' : i % 10 < 8 ? '熟练工' : '技术骨干');

function joinDate(i: number): string {
  // Spread over 2022-03 … 2026-10, on working days of the month's first half.
  const month = (i * 7) % 56;
  const year = 2022 + Math.floor((month + 2) / 12);
  return `${String(year)}-${String(((month + 2) % 12) + 1).padStart(2, '0')}-${String((i % 14) + 1).padStart(2, '0')}`;
}

async function seedOrganizations(tx: TenantTx, tenantId: string, created: string[]): Promise<string[]> {
  const existing = await tx.select({ id: organizations.id, parentId: organizations.parentId, name: organizations.name }).from(organizations).where(eq(organizations.tenantId, tenantId));
  const groupIds: string[] = [];
  const ensure = async (name: string, type: OrganizationType, parentId: string | null, sort: number): Promise<string> => {
    const found = existing.find((o) => o.name === name && o.parentId === parentId);
    if (found) return found.id;
    const organization = await createOrganization(tx, { tenantId, userId: null }, valid(validateOrganizationInput({ name, type, parentId, leaderUserId: null, sort })));
    created.push(`demo organization ${name}`);
    return organization.id;
  };
  for (const [w, shop] of DEMO_WORKSHOPS.entries()) {
    const shopId = await ensure(shop.name, 'Workshop', null, w + 1);
    for (const [g, group] of shop.groups.entries()) groupIds.push(await ensure(group, 'Group', shopId, g + 1));
  }
  return groupIds;
}

export async function seedDemoPeople(tx: TenantTx, tenantId: string, passwordHash: () => Promise<string>): Promise<string[]> {
  const created: string[] = [];
  const groupIds = await seedOrganizations(tx, tenantId, created);
  const levels = new Map((await tx.select({ id: technicalLevels.id, name: technicalLevels.name }).from(technicalLevels).where(eq(technicalLevels.tenantId, tenantId))).map((l) => [l.name, l.id]));
  const total = DEMO_ACTIVE_WORKERS + DEMO_LEFT_WORKERS;
  const numbers = Array.from({ length: total }, (_, i) => String(1001 + i));
  const present = new Set(
    (
      await tx
        .select({ no: users.normalizedEmployeeNo })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.normalizedEmployeeNo, numbers.map(normalizeName))))
    ).map((u) => u.no),
  );
  const missing = numbers.map((no, i) => ({ no, i })).filter(({ no }) => !present.has(normalizeName(no)));
  if (missing.length === 0) return created;
  const hash = await passwordHash();
  const rows: MemberRow[] = missing.map(({ no, i }) => {
    const left = i >= DEMO_ACTIVE_WORKERS;
    const joined = joinDate(i);
    return {
      userName: `w${no}`,
      name: `${SURNAMES.charAt(i % SURNAMES.length)}${GIVEN[(i * 7) % GIVEN.length] ?? '明'}`,
      phoneNumber: `139${String(20000000 + i * 7919).padStart(8, '0')}`,
      passwordHash: hash,
      employeeNo: no,
      organizationId: groupIds[i % groupIds.length] ?? null,
      technicalLevelId: levels.get(levelFor(i)) ?? null,
      roleIds: [],
      isWorker: true,
      joinDate: joined,
      leaveDate: left ? '2026-09-30' : null,
      isActive: !left,
    };
  });
  await addMembers(tx, tenantId, null, rows);
  created.push(`demo workers ${String(rows.length)}`);
  return created;
}
