import { ErrorCodes } from '@eticket/core/abp';
import { CatalogLimits } from '@eticket/core/catalog';
import { translate } from '@eticket/core/i18n';
import { JoinApplicationContracts, type JoinApplicationDto } from '@eticket/core/tenants';
import { eq } from 'drizzle-orm';
import { EntityChanges, writeTenantAudit } from '../../audit/audit';
import { checkAndRecordAttempt } from '../../auth/limits';
import { asTenant, withHost } from '../../db/context';
import { JoinApplicationStatus, tenants } from '../../db/schema/index';
import { AppError, Errors } from '../../http/errors';
import { contractRoute, publicContractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import type { TenantCtx } from '../../http/types';
import { normalizeName } from '../../identity/normalize';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import {
  exportJoinApplications,
  getJoinApplication,
  listJoinApplications,
  passJoinApplication,
  rejectJoinApplication,
  submitJoinApplication,
  type ApprovalActor,
} from './join-applications.service';

/** HTTP of the join applications: the public form (limits, hashing, the company by name) and the approvers' calls. */

const c = JoinApplicationContracts;

const actorOf = ({ principal, changes }: TenantCtx): ApprovalActor => ({ tenantId: principal.tenantId, userId: principal.userId, changes });

type SubmitOutcome = { ok: true; id: string } | { ok: false; error: AppError };

export const joinApplicationRoutes: readonly RouteDef[] = [
  publicContractRoute(c.apply, {
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
            const changes = new EntityChanges();
            let id: string;
            try {
              id = await submitJoinApplication(t, tenantId, body, passwordHash, changes);
            } catch (error) {
              if (error instanceof AppError) return fail(error);
              throw error;
            }
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
  // Static paths before `/{id}`: the router takes the first match.
  contractRoute(c.list, { handle: async ({ tx, principal, query }) => ({ body: await listJoinApplications(tx, principal.tenantId, query()) }) }),
  contractRoute(c.export, {
    handle: async ({ tx, principal, query, locale, deps }) => {
      const rows = await exportJoinApplications(tx, principal.tenantId, query(), CatalogLimits.exportRowsMax);
      const columns: readonly XlsxColumn<JoinApplicationDto>[] = [
        { header: 'People.Approval.Name', value: (r) => r.name },
        { header: 'People.Approval.UserName', value: (r) => r.userName },
        { header: 'People.Approval.Phone', value: (r) => r.phoneNumber ?? '' },
        { header: 'People.Approval.RequestedOrganization', value: (r) => r.requestedOrganizationName ?? '' },
        { header: 'People.Approval.Message', value: (r) => r.message },
        { header: 'People.Approval.Status', value: (r) => translate(locale, `People.Approval.Status.${r.status}`) },
        { header: 'People.Approval.CreationTime', kind: 'dateTime', value: (r) => r.creationTime },
        { header: 'People.Approval.HandledTime', kind: 'dateTime', value: (r) => r.handledTime },
        { header: 'People.Approval.Reason', value: (r) => r.rejectReason ?? '' },
      ];
      return xlsxReply(locale, 'People.Approval.Registration.Title', columns, rows, new Date(deps.now()));
    },
  }),
  contractRoute(c.get, { handle: async ({ tx, principal, params }) => ({ body: await getJoinApplication(tx, principal.tenantId, pathId(params)) }) }),
  contractRoute(c.pass, {
    handle: async (ctx) => {
      const id = pathId(ctx.params);
      // A foreign or missing id is a 404 before the body is read.
      await getJoinApplication(ctx.tx, ctx.principal.tenantId, id);
      return { body: await passJoinApplication(ctx.tx, actorOf(ctx), id, ctx.body(), new Date(ctx.deps.now())) };
    },
  }),
  contractRoute(c.reject, {
    handle: async (ctx) => {
      const id = pathId(ctx.params);
      await getJoinApplication(ctx.tx, ctx.principal.tenantId, id);
      return { body: await rejectJoinApplication(ctx.tx, actorOf(ctx), id, ctx.body(), new Date(ctx.deps.now())) };
    },
  }),
];
