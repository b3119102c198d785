import { randomUUID } from 'node:crypto';
import { ErrorCodes, TenantPermissions } from '@eticket/core/abp';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { EntityChanges, writeTenantAudit } from '../audit/audit';
import { checkAndRecordAttempt } from '../auth/limits';
import { isUuid } from '../auth/tokens';
import { queryRows } from '../db/client';
import { asTenant, withHost, type TenantTx } from '../db/context';
import { freshStamp } from '../db/stamps';
import { JoinApplicationStatus, NoticeType, joinApplications, notices, tenants } from '../db/schema/index';
import { AppError, Errors } from '../http/errors';
import { contractRoute, publicContractRoute, type RouteDef } from '../http/route';
import type { TenantPrincipal } from '../http/types';
import { normalizeName } from '../identity/normalize';
import { StaticRoles, createTenantUser } from '../identity/provisioning';
import { assertSeatsAvailable } from '../modules/people/quota';
import type { PagedResultDto } from '@eticket/core/paging';
import { JoinApplicationContracts, type JoinApplicationDto } from '@eticket/core/tenants';

function toDto(row: typeof joinApplications.$inferSelect): JoinApplicationDto {
  return {
    id: row.id,
    name: row.name,
    userName: row.userName,
    phoneNumber: row.phoneNumber,
    message: row.message,
    status: row.status,
    creationTime: row.creationTime.toISOString(),
    handledTime: row.handledTime?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    createdUserId: row.createdUserId,
    concurrencyStamp: row.concurrencyStamp,
  };
}

const userNameTaken = (userName: string) => new AppError(409, ErrorCodes.Conflict, 'Server.Error.UserNameTaken', { params: { userName } });

async function userNameInUse(tx: TenantTx, tenantId: string, normalized: string, exceptApplicationId?: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select exists (select 1 from users where tenant_id = ${tenantId} and normalized_user_name = ${normalized})
            or exists (select 1 from join_applications where tenant_id = ${tenantId} and normalized_user_name = ${normalized}
                        and status = 'pending' and id <> ${exceptApplicationId ?? '00000000-0000-0000-0000-000000000000'}) as taken`,
  );
  return row?.taken === true;
}

/** Lock and load a pending application of the caller's tenant, or 404/409. */
async function lockPending(tx: TenantTx, principal: TenantPrincipal, id: string, stamp: string | null) {
  if (!isUuid(id)) throw Errors.notFound();
  const [row] = await tx
    .select()
    .from(joinApplications)
    .where(and(eq(joinApplications.tenantId, principal.tenantId), eq(joinApplications.id, id)))
    .for('update');
  if (!row) throw Errors.notFound();
  if (stamp !== null && stamp !== row.concurrencyStamp) throw Errors.conflict();
  if (row.status !== JoinApplicationStatus.Pending) throw new AppError(409, ErrorCodes.Conflict, 'Server.Error.ApplicationHandled');
  return row;
}

async function markNoticesHandled(tx: TenantTx, tenantId: string, applicationId: string, changes: EntityChanges): Promise<void> {
  const handled = await tx
    .update(notices)
    .set({ handled: true })
    .where(and(eq(notices.tenantId, tenantId), eq(notices.relatedEntityId, applicationId), eq(notices.type, NoticeType.JoinApplication)))
    .returning({ id: notices.id });
  for (const n of handled) changes.updated('Notice', n.id, { handled: false }, { handled: true });
}

type SubmitOutcome = { ok: true; id: string } | { ok: false; error: AppError };

export const joinApplicationRoutes: RouteDef[] = [
  publicContractRoute(JoinApplicationContracts.apply, {
    handle: async ({ deps, body: readBody, request, startedAt }) => {
      const body = readBody();
      const tenantKey = normalizeName(body.tenantName);
      const anonymous = { side: 'anonymous', userId: null, tenantId: null } as const;
      const limits = deps.config.loginLimits;
      // Limit before hashing: the form is public and each hash costs ≈ 0.3 s of CPU.
      const decision = await withHost(
        deps.database,
        { actor: anonymous, reason: 'join application: limits', kind: 'join', request, startedAt },
        (tx) =>
          checkAndRecordAttempt(tx, {
            kind: 'join',
            accountKey: tenantKey,
            ip: request.ip,
            perAccount: 1000,
            perIp: limits.joinPerIp,
            windowSeconds: limits.windowSeconds,
            now: deps.now(),
            countEveryAttempt: true,
          }),
      );
      if (!decision.allowed) throw Errors.tooManyRequests(decision.retryAfterSeconds);
      const passwordHash = await deps.hasher.hash(body.password);

      const outcome = await withHost<SubmitOutcome>(
        deps.database,
        { actor: anonymous, reason: 'join application: submit', kind: 'join', request, startedAt, details: { tenantName: tenantKey } },
        async (tx, access) => {
          const [tenant] = await tx
            .select({ id: tenants.id, isActive: tenants.isActive, expireDate: tenants.expireDate })
            .from(tenants)
            .where(eq(tenants.normalizedName, tenantKey));
          const fail = (error: AppError): SubmitOutcome => {
            access.status = error.status;
            return { ok: false, error };
          };
          if (!tenant?.isActive) {
            return fail(new AppError(404, ErrorCodes.TenantNotFound, 'Server.Error.TenantNotFound', { params: { name: body.tenantName }, audited: true }));
          }
          if (tenant.expireDate !== null && tenant.expireDate.getTime() <= deps.now()) {
            return fail(
              new AppError(403, ErrorCodes.TenantExpired, 'Server.Error.TenantExpired', {
                params: { date: tenant.expireDate.toISOString().slice(0, 10) },
                audited: true,
              }),
            );
          }
          const tenantId = tenant.id;
          return asTenant(tx, tenantId, async (t) => {
            const normalized = normalizeName(body.userName);
            if (await userNameInUse(t, tenantId, normalized)) return fail(new AppError(409, ErrorCodes.Conflict, 'Server.Error.UserNameTaken', { params: { userName: body.userName }, audited: true }));
            const id = randomUUID();
            const application = {
              tenantId,
              id,
              name: body.name,
              userName: body.userName,
              normalizedUserName: normalized,
              phoneNumber: body.phoneNumber,
              passwordHash,
              message: body.message,
            };
            await t.insert(joinApplications).values(application);
            const params = { name: body.name, userName: body.userName, message: body.message };
            const [notice] = await t
              .insert(notices)
              .values({
                tenantId,
                type: NoticeType.JoinApplication,
                requiredPermission: TenantPermissions.UserManagementApproveRegistrationApplication,
                titleKey: 'Server.Notice.JoinApplication.Title',
                contentKey: body.message === '' ? 'Server.Notice.JoinApplication.ContentPlain' : 'Server.Notice.JoinApplication.Content',
                params,
                relatedEntityId: id,
              })
              .returning({ id: notices.id });
            const changes = new EntityChanges();
            changes.created('JoinApplication', id, application);
            if (notice) changes.created('Notice', notice.id, { type: NoticeType.JoinApplication, relatedEntityId: id, ...params });
            await writeTenantAudit(t, tenantId, request, startedAt, { kind: 'request', userId: null, userName: body.userName, status: 201 }, changes.items);
            access.status = 201;
            return { ok: true, id };
          });
        },
      );
      if (!outcome.ok) throw outcome.error;
      return { status: 201, body: { id: outcome.id, status: JoinApplicationStatus.Pending } };
    },
  }),
  contractRoute(JoinApplicationContracts.list, {
    handle: async ({ tx, principal, query: readQuery }) => {
      const query = readQuery();
      const where = and(
        eq(joinApplications.tenantId, principal.tenantId),
        query.status === null ? undefined : eq(joinApplications.status, query.status),
      );
      const rows = await tx
        .select()
        .from(joinApplications)
        .where(where)
        .orderBy(desc(joinApplications.creationTime), desc(joinApplications.id))
        .limit(query.maxResultCount)
        .offset(query.skipCount);
      const [total] = await tx.select({ n: count() }).from(joinApplications).where(where);
      const body: PagedResultDto<JoinApplicationDto> = { items: rows.map(toDto), totalCount: total?.n ?? 0 };
      return { body };
    },
  }),
  contractRoute(JoinApplicationContracts.get, {
    handle: async ({ tx, principal, params }) => {
      const id = params.id ?? '';
      if (!isUuid(id)) throw Errors.notFound();
      const [row] = await tx
        .select()
        .from(joinApplications)
        .where(and(eq(joinApplications.tenantId, principal.tenantId), eq(joinApplications.id, id)));
      if (!row) throw Errors.notFound();
      return { body: toDto(row) };
    },
  }),
  contractRoute(JoinApplicationContracts.pass, {
    handle: async ({ tx, principal, params, body: readBody, changes, deps }) => {
      const tenantId = principal.tenantId;
      const row = await lockPending(tx, principal, params.id ?? '', readBody().concurrencyStamp);
      await assertSeatsAvailable(tx, tenantId, 1);
      if (await userNameInUse(tx, tenantId, row.normalizedUserName, row.id)) throw userNameTaken(row.userName);
      const userId = await createTenantUser(tx, tenantId, {
        userName: row.userName,
        name: row.name,
        passwordHash: row.passwordHash,
        phoneNumber: row.phoneNumber,
        roleName: StaticRoles.worker,
        creatorId: principal.userId,
      });
      const now = new Date(deps.now());
      const after = { status: JoinApplicationStatus.Passed, handledById: principal.userId, handledTime: now, createdUserId: userId };
      await tx
        .update(joinApplications)
        .set({ ...after, concurrencyStamp: freshStamp() })
        .where(and(eq(joinApplications.tenantId, tenantId), eq(joinApplications.id, row.id)));
      changes.created('User', userId, { userName: row.userName, name: row.name, phoneNumber: row.phoneNumber, roles: [StaticRoles.worker] });
      changes.updated('JoinApplication', row.id, { status: row.status }, after);
      await markNoticesHandled(tx, tenantId, row.id, changes);
      return { body: { id: row.id, status: JoinApplicationStatus.Passed, userId } };
    },
  }),
  contractRoute(JoinApplicationContracts.reject, {
    handle: async ({ tx, principal, params, body: readBody, changes, deps }) => {
      const tenantId = principal.tenantId;
      const row = await lockPending(tx, principal, params.id ?? '', readBody().concurrencyStamp);
      const after = {
        status: JoinApplicationStatus.Rejected,
        handledById: principal.userId,
        handledTime: new Date(deps.now()),
        rejectReason: readBody().reason,
      };
      await tx
        .update(joinApplications)
        .set({ ...after, concurrencyStamp: freshStamp() })
        .where(and(eq(joinApplications.tenantId, tenantId), eq(joinApplications.id, row.id)));
      changes.updated('JoinApplication', row.id, { status: row.status }, after);
      await markNoticesHandled(tx, tenantId, row.id, changes);
      return { body: { id: row.id, status: JoinApplicationStatus.Rejected } };
    },
  }),
];
