import { validateAssistantApply, validateOrganizationInput } from '@eticket/core/people';
import { asc, eq, inArray, and } from 'drizzle-orm';
import type { TenantTx } from '../db/context';
import { assistantApplications, joinApplications, organizations, users } from '../db/schema/index';
import { valid } from '../http/validation';
import { normalizeName } from '../identity/normalize';
import { applyForAssistant, approveAssistant } from '../modules/people/assistants.service';
import { submitJoinApplication } from '../modules/people/join-applications.service';
import { createOrganization } from '../modules/people/organizations.service';
import { addMember } from '../modules/people/users.service';

/** People asking to join the demo company (password apply123); the first is the one the README names. */
const APPLICANTS = [
  { name: '李四', userName: 'lisi', phoneNumber: '13800000002', message: '我是车缝组的新员工，请通过。', withOrganization: false },
  { name: '王小红', userName: 'wangxh', phoneNumber: '13800000011', message: '熟练平车工，五年经验。', withOrganization: true },
  { name: '赵大山', userName: 'zhaods', phoneNumber: '13800000012', message: '', withOrganization: true },
  { name: '钱芳', userName: 'qianfang', phoneNumber: '13800000013', message: '应聘整烫岗位。', withOrganization: false },
] as const;

/** Two production assistants, each approved for the organizations given by their position in the tree. */
const ASSISTANTS = [
  { userName: 'zhuli1', name: '周助理', phoneNumber: '13800000021', organizations: [0], message: '帮裁床和车间扫码报工。' },
  { userName: 'zhuli2', name: '吴助理', phoneNumber: '13800000022', organizations: [1, 2], message: '' },
] as const;

/** Where the applicants and assistants go when the company has no organizations yet (the people seed runs first). */
const FALLBACK_ORGANIZATIONS = [
  { name: '裁床车间', type: 'Workshop', sort: 1 },
  { name: '车缝车间', type: 'Workshop', sort: 2 },
  { name: '车缝一组', type: 'Group', sort: 3, under: 1 },
] as const;

/** The company's organizations in tree order, the fallback ones created (through the service) when there are none. */
async function demoOrganizations(tx: TenantTx, tenantId: string, created: string[]): Promise<string[]> {
  const existing = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.tenantId, tenantId)).orderBy(asc(organizations.sort), asc(organizations.name));
  if (existing.length > 0) return existing.map((o) => o.id);
  const ids: string[] = [];
  for (const spec of FALLBACK_ORGANIZATIONS) {
    const parentId = 'under' in spec ? (ids[spec.under] ?? null) : null;
    const organization = await createOrganization(tx, { tenantId, userId: null }, valid(validateOrganizationInput({ name: spec.name, type: spec.type, sort: spec.sort, parentId })));
    ids.push(organization.id);
    created.push(`demo organization ${spec.name}`);
  }
  return ids;
}

/**
 * Demo registration approval and assistants, through the services (same checks as the API): four pending
 * join applications with their notices, and two approved production assistants over the company's
 * organizations. Idempotent; returns what it created.
 */
export async function seedDemoApprovals(tx: TenantTx, tenantId: string, passwordHash: () => Promise<string>, applicantHash: () => Promise<string>, now: Date): Promise<string[]> {
  const created: string[] = [];
  const orgIds = await demoOrganizations(tx, tenantId, created);
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
    const organizationId = a.withOrganization ? (orgIds[1] ?? orgIds[0] ?? null) : null;
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
        organizationId: orgIds[0] ?? null,
        technicalLevelId: null,
        roleIds: [],
        isWorker: false,
        joinDate: null,
      });
    }
    const [open] = await tx.select({ id: assistantApplications.id }).from(assistantApplications).where(and(eq(assistantApplications.tenantId, tenantId), eq(assistantApplications.userId, userId)));
    if (open) continue;
    const scope = a.organizations.map((i) => orgIds[i]).filter((id): id is string => id !== undefined);
    const input = valid(validateAssistantApply({ organizationIds: scope.length > 0 ? scope : [orgIds[0]], message: a.message }));
    const application = await applyForAssistant(tx, { tenantId, userId }, input);
    await approveAssistant(tx, { tenantId, userId: null }, application.id, { organizationIds: [], concurrencyStamp: null }, now);
    created.push(`demo assistant ${a.userName}`);
  }
  return created;
}
