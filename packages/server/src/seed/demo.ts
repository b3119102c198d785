import { FeatureNames, SettingNames } from '@eticket/core/abp';
import { and, eq, lt } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password';
import type { Database } from '../db/client';
import { asTenant, SYSTEM_ACTOR, withHost, type HostTx } from '../db/context';
import { featureValues, hostUsers, settings, tenants, users } from '../db/schema/index';
import { createHostUser, createTenant, createTenantUser, StaticRoles } from '../identity/provisioning';
import { seedDemoApprovals } from './demo-approvals';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoPeople } from './demo-people';
import { seedDemoProduction } from './demo-production';
import { seedDemoRoles } from './demo-roles';
import { seedDemoScans } from './demo-scans';
import { seedDemoWages } from './demo-wages';

export const DEMO_PASSWORD = '1q2w3E*';
const DAY = 24 * 3600 * 1000;

export interface DemoTenantSpec {
  name: string;
  displayName: string;
  /** Days until expiry (negative = already expired). */
  days: number;
  userQuota: number;
}

export const DEMO_TENANTS: readonly DemoTenantSpec[] = [
  // demo: ≈ 125 active users (admin, worker1, the demo workers) leave a few seats for trying create and import.
  { name: 'demo', displayName: '示范服装厂', days: 365, userQuota: 135 },
  { name: 'trial', displayName: '试用服装厂', days: 3, userQuota: 50 },
  { name: 'expired', displayName: '过期服装厂', days: -2, userQuota: 50 },
];

export interface DemoDataOptions {
  /** About how many work records the scan history has; none unless asked (`pnpm start` asks for DEMO_SCAN_RECORDS). */
  scanRecords?: number;
}

/**
 * Demo data on first start (issue 3 item 9), idempotent: each piece is created only if missing, so a
 * restart changes nothing and a deleted piece comes back. Returns what it created.
 */
export async function seedDemoData(database: Database, hasher: PasswordHasher, now: number = Date.now(), options: DemoDataOptions = {}): Promise<string[]> {
  const created: string[] = [];
  // One hash (≈ 0.3 s) serves every demo account; computed only when something is missing. Hashing inside
  // the transaction is fine here: seeding runs before the server accepts requests.
  let hash: string | undefined;
  const passwordHash = async () => (hash ??= await hasher.hash(DEMO_PASSWORD));
  let applicant: string | undefined;
  const applicantHash = async () => (applicant ??= await hasher.hash('apply123'));

  const missing = await withHost(database, { actor: SYSTEM_ACTOR, reason: 'demo data: check', kind: 'system' }, async (tx) => {
    const [admin] = await tx.select({ id: hostUsers.id }).from(hostUsers).where(eq(hostUsers.normalizedUserName, 'admin'));
    const present = await tx.select({ name: tenants.normalizedName }).from(tenants);
    return { hostAdmin: !admin, tenants: DEMO_TENANTS.filter((t) => !present.some((p) => p.name === t.name)) };
  });
  await withHost(database, { actor: SYSTEM_ACTOR, reason: 'demo data: create', kind: 'system' }, async (tx) => {
    if (missing.hostAdmin) {
      await createHostUser(tx, { userName: 'admin', name: '平台管理员', passwordHash: await passwordHash(), admin: true });
      created.push('host admin');
    }
    for (const spec of missing.tenants) {
      await createTenant(tx, {
        name: spec.name,
        displayName: spec.displayName,
        userQuota: spec.userQuota,
        expireDate: new Date(now + spec.days * DAY),
        admin: { userName: 'admin', name: '管理员', passwordHash: await passwordHash() },
      });
      created.push(`tenant ${spec.name}`);
    }
    await seedDemoTenant(tx, passwordHash, applicantHash, created, now, options.scanRecords ?? 0);
  });
  return created;
}

async function seedDemoTenant(
  tx: HostTx,
  passwordHash: () => Promise<string>,
  applicantHash: () => Promise<string>,
  created: string[],
  now: number,
  scanRecords: number,
): Promise<void> {
  const [demo] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.normalizedName, 'demo'));
  if (!demo) return;
  const tenantId = demo.id;
  // Data made before the demo workers existed had a quota of 50: raise it so they fit.
  const quota = DEMO_TENANTS.find((t) => t.name === 'demo')?.userQuota ?? 0;
  await tx.update(tenants).set({ userQuota: quota }).where(and(eq(tenants.id, tenantId), lt(tenants.userQuota, quota)));
  await asTenant(tx, tenantId, async (t) => {
    const [worker] = await t.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.normalizedUserName, 'worker1')));
    if (!worker) {
      await createTenantUser(t, tenantId, { userName: 'worker1', name: '张三', passwordHash: await passwordHash(), phoneNumber: '13800000001', roleName: StaticRoles.worker });
      created.push('demo worker1');
    }
    await t.insert(settings).values({ tenantId, name: SettingNames.ShowRmbCurrencySymbol, value: 'true' }).onConflictDoNothing();
    await t.insert(featureValues).values({ tenantId, name: FeatureNames.ReferralLink, value: 'true' }).onConflictDoNothing();
    await seedDemoCatalog(t, tenantId);
    await seedDemoProduction(t, tenantId);
    created.push(...(await seedDemoRoles(t, tenantId)));
    created.push(...(await seedDemoPeople(t, tenantId, passwordHash)));
    created.push(...(await seedDemoApprovals(t, tenantId, passwordHash, applicantHash, new Date(now))));
    created.push(...(await seedDemoScans(t, tenantId, { records: scanRecords, now })));
    created.push(...(await seedDemoWages(t, tenantId, now)));
  });
}
