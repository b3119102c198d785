import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/context';
import { createTestServer, ENGINES, ownerRows, type TestServer, type TestTenant } from '../../test/fixtures';
import { addMember, guardUnique, insertMembers, type NewMember } from './users.service';

/** addMember: the one way a member joins a company (user form, join applications, import, demo data). */

const member = (userName: string, extra: Partial<NewMember> = {}): NewMember => ({
  userName,
  name: `姓名${userName}`,
  phoneNumber: null,
  passwordHash: 'x',
  employeeNo: null,
  organizationId: null,
  technicalLevelId: null,
  roleIds: [],
  isWorker: true,
  joinDate: '2026-03-01',
  ...extra,
});

describe.each(ENGINES)('addMember on %s', (engine) => {
  let s: TestServer;
  let alpha: TestTenant;
  let beta: TestTenant;

  const add = (tenant: TestTenant, m: NewMember) => withTenant(s.database, tenant.id, (tx) => addMember(tx, tenant.id, tenant.adminId, m));
  const rolesOf = async (tenant: TestTenant, userId: string) =>
    (await ownerRows<{ name: string }>(s.database, 'select r.name from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id where ur.tenant_id = $1 and ur.user_id = $2 order by r.name', [tenant.id, userId])).map((r) => r.name);

  beforeAll(async () => {
    s = await createTestServer(engine);
    alpha = await s.addTenant('alpha', { userQuota: 8 });
    beta = await s.addTenant('beta');
  });
  afterAll(() => s.close());

  it('adds an active member with the built-in worker role when none is chosen and no role is default', async () => {
    const id = await add(alpha, member('zhang3', { employeeNo: 'A001' }));
    const [row] = await ownerRows<{ is_active: boolean; normalized_employee_no: string; creator_id: string; join_date: string; is_worker: boolean }>(
      s.database,
      'select is_active, normalized_employee_no, creator_id, join_date::text, is_worker from users where tenant_id = $1 and id = $2',
      [alpha.id, id],
    );
    expect(row).toMatchObject({ is_active: true, normalized_employee_no: 'a001', creator_id: alpha.adminId, join_date: '2026-03-01', is_worker: true });
    expect(await rolesOf(alpha, id)).toEqual(['worker']);
  });

  it('gives the tenant’s default roles when there are any', async () => {
    const [role] = await ownerRows<{ id: string }>(s.database, "insert into roles (tenant_id, name, normalized_name, is_default) values ($1, '新员工', '新员工', true) returning id", [beta.id]);
    const id = await add(beta, member('li4'));
    expect(await rolesOf(beta, id)).toEqual(['新员工']);
    await ownerRows(s.database, 'update roles set is_default = false where tenant_id = $1 and id = $2', [beta.id, role?.id]);
  });

  it('refuses a taken user name (409) and a taken employee number (400 on employeeNo), compared normalized', async () => {
    await add(alpha, member('wang5', { employeeNo: 'B-7' }));
    await expect(add(alpha, member(' WANG5 '))).rejects.toMatchObject({ status: 409, key: 'Server.Error.UserNameTaken' });
    await expect(add(alpha, member('wang6', { employeeNo: 'b-7' }))).rejects.toMatchObject({
      status: 400,
      options: { validationErrors: [{ member: 'employeeNo', key: 'People.Error.EmployeeNoTaken' }] },
    });
    // Another tenant may use both.
    await expect(add(beta, member('wang5', { employeeNo: 'B-7' }))).resolves.toEqual(expect.any(String));
  });

  it('refuses another tenant’s organization, level or role (400 naming each field)', async () => {
    const [org] = await ownerRows<{ id: string }>(s.database, "insert into organizations (tenant_id, name) values ($1, '车间') returning id", [beta.id]);
    const [level] = await ownerRows<{ id: string }>(s.database, "insert into technical_levels (tenant_id, name) values ($1, '一级') returning id", [beta.id]);
    const [role] = await ownerRows<{ id: string }>(s.database, "select id from roles where tenant_id = $1 and name = 'worker'", [beta.id]);
    const attempt = add(alpha, member('zhao6', { organizationId: org?.id ?? '', technicalLevelId: level?.id ?? '', roleIds: [role?.id ?? ''] }));
    await expect(attempt).rejects.toMatchObject({ status: 400 });
    const error = (await attempt.then(
      () => null,
      (e: unknown) => e,
    )) as { options: { validationErrors: { member: string }[] } };
    expect(error.options.validationErrors.map((v) => v.member).sort()).toEqual(['organizationId', 'roleIds', 'technicalLevelId']);
  });

  it('counts the quota: with the seats taken, the next member is refused (403 naming the quota)', async () => {
    const [{ n } = { n: 0 }] = await ownerRows<{ n: number }>(s.database, 'select count(*)::int as n from users where tenant_id = $1 and is_active', [alpha.id]);
    for (let i = n; i < 8; i++) await add(alpha, member(`fill${String(i)}`));
    await expect(add(alpha, member('one-too-many'))).rejects.toMatchObject({ status: 403, code: 'UserQuotaExceeded', options: { params: { quota: 8 } } });
  });

  it('a create that loses the race on a unique index gets the same answer as the check gives', async () => {
    await add(beta, member('racer', { employeeNo: 'R-1' }));
    const raw = (m: NewMember) => withTenant(s.database, beta.id, (tx) => guardUnique(m, insertMembers(tx, beta.id, null, [{ ...m, leaveDate: null, isActive: true }])));
    await expect(raw(member('racer2', { employeeNo: 'r-1' }))).rejects.toMatchObject({ status: 400, options: { validationErrors: [{ member: 'employeeNo' }] } });
    await expect(raw(member('RACER', { employeeNo: 'R-2' }))).rejects.toMatchObject({ status: 409, key: 'Server.Error.UserNameTaken' });
  });
});
