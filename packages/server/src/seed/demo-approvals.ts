import { validateAssistantApply } from '@eticket/core/people';
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantTx } from '../db/context';
import { assistantApplications, joinApplications, organizations, users } from '../db/schema/index';
import { valid } from '../http/validation';
import { normalizeName } from '../identity/normalize';
import { applyForAssistant, approveAssistant } from '../modules/people/assistants.service';
import { submitJoinApplication } from '../modules/people/join-applications.service';
import { addMember } from '../modules/people/users.service';

/** People asking to join the demo company (password apply123); the first is the one the README names. */
const APPLICANTS = [
  { name: '李四', userName: 'lisi', phoneNumber: '13800000002', message: '我是车缝组的新员工，请通过。', withOrganization: false },
  { name: '王小红', userName: 'wangxh', phoneNumber: '13800000011', message: '熟练平车工，五年经验。', withOrganization: true },
  { name: '赵大山', userName: 'zhaods', phoneNumber: '13800000012', message: '', withOrganization: true },
  { name: '钱芳', userName: 'qianfang', phoneNumber: '13800000013', message: '应聘整烫岗位。', withOrganization: false },
] as const;

/** Two production assistants and the organizations (of the people seed, which runs first) they report for. */
const ASSISTANTS = [
  { userName: 'zhuli1', name: '周助理', phoneNumber: '13800000021', organizations: ['裁床车间'], message: '帮裁床车间扫码报工。' },
  { userName: 'zhuli2', name: '吴助理', phoneNumber: '13800000022', organizations: ['缝制一组', '缝制二组'], message: '' },
] as const;

/** Applicants from an invite link ask for this group. */
const REQUESTED_ORGANIZATION = '缝制一组';

/** The company's organizations by name. */
async function organizationsByName(tx: TenantTx, tenantId: string): Promise<Map<string, string>> {
  const rows = await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.tenantId, tenantId));
  return new Map(rows.map((o) => [o.name, o.id]));
}

/**
 * Demo registration approval and assistants, through the services (same checks as the API): four pending
 * join applications with their notices, and two approved production assistants over the company's
 * organizations. Idempotent; returns what it created.
 */
export async function seedDemoApprovals(tx: TenantTx, tenantId: string, passwordHash: () => Promise<string>, applicantHash: () => Promise<string>, now: Date): Promise<string[]> {
  const created: string[] = [];
  const orgIds = await organizationsByName(tx, tenantId);
  const applied = new Set(
    (await tx.select({ n: joinApplications.normalizedUserName }).from(joinApplications).where(eq(joinApplications.tenantId, tenantId))).map((r) => r.n),
  );
  const existing = async (names: readonly string[]) =>
    tx
      .select({ id: users.id, n: users.normalizedUserName })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.normalizedUserName, names.map(normalizeName))));
  const members = new Set((await existing(APPLICANTS.map((a) => a.userName))).map((u) => u.n));
  for (const a of APPLICANTS) {
    const key = normalizeName(a.userName);
    if (applied.has(key) || members.has(key)) continue;
    const organizationId = a.withOrganization ? (orgIds.get(REQUESTED_ORGANIZATION) ?? null) : null;
    await submitJoinApplication(tx, tenantId, { tenantName: 'demo', name: a.name, userName: a.userName, phoneNumber: a.phoneNumber, password: '', message: a.message, organizationId }, await applicantHash(), null);
    created.push(`demo join application ${a.userName}`);
  }

  const assistantUsers = new Map((await existing(ASSISTANTS.map((a) => a.userName))).map((u) => [u.n, u.id]));
  for (const a of ASSISTANTS) {
    let userId = assistantUsers.get(normalizeName(a.userName));
    if (userId === undefined) {
      userId = await addMember(tx, tenantId, null, {
        userName: a.userName,
        name: a.name,
        phoneNumber: a.phoneNumber,
        passwordHash: await passwordHash(),
        employeeNo: null,
        organizationId: orgIds.get(a.organizations[0]) ?? null,
        technicalLevelId: null,
        roleIds: [],
        isWorker: false,
        joinDate: null,
      });
    }
    const [open] = await tx.select({ id: assistantApplications.id }).from(assistantApplications).where(and(eq(assistantApplications.tenantId, tenantId), eq(assistantApplications.userId, userId)));
    if (open) continue;
    const scope = a.organizations.map((name) => orgIds.get(name)).filter((id): id is string => id !== undefined);
    if (scope.length === 0) continue;
    const input = valid(validateAssistantApply({ organizationIds: scope, message: a.message }));
    const application = await applyForAssistant(tx, { tenantId, userId }, input);
    await approveAssistant(tx, { tenantId, userId: null }, application.id, { organizationIds: [], concurrencyStamp: null }, now);
    created.push(`demo assistant ${a.userName}`);
  }
  return created;
}
