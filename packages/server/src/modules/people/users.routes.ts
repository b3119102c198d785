import { CatalogLimits } from '@eticket/core/catalog';
import { UserContracts as c, type UserDto } from '@eticket/core/people';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import type { TenantCtx } from '../../http/types';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import { resolveCallerScope } from './data-scope.service';
import { actorOf, forgetUsers } from './http';
import { importTemplate, importUsers } from './users-import.service';
import {
  bulkAssign,
  createUser,
  deleteUserById,
  exportUsers,
  getUser,
  listUsers,
  resetUserPassword,
  searchUsers,
  setUserActive,
  updateUserById,
  type UserActor,
  type UserDeps,
  type UserWrite,
} from './users.service';

/** HTTP of the user endpoints: the caller's data scope, the contract's input, the service, stale principals dropped. */

async function userActor(ctx: TenantCtx): Promise<UserActor> {
  return { ...actorOf(ctx), scope: await resolveCallerScope(ctx.tx, ctx.principal.tenantId, ctx.principal.userId) };
}

const depsOf = (ctx: TenantCtx): UserDeps => ({ hasher: ctx.deps.hasher, now: ctx.deps.now(), request: ctx.request });

/** The write's answer; the users it touched load their principal fresh on their next request. */
function answer<T>(ctx: TenantCtx, write: UserWrite<T>): T {
  forgetUsers(ctx, write.affectedUserIds);
  return write.value;
}

const EXPORT_COLUMNS: readonly XlsxColumn<UserDto>[] = [
  { header: 'People.User.EmployeeNo', value: (u) => u.employeeNo },
  { header: 'People.User.Name', value: (u) => u.name },
  { header: 'People.User.UserName', value: (u) => u.userName },
  { header: 'People.User.Phone', value: (u) => u.phoneNumber },
  { header: 'People.User.Organization', value: (u) => u.organizationName },
  { header: 'People.User.TechnicalLevel', value: (u) => u.technicalLevelName },
  { header: 'People.User.Roles', width: 24, value: (u) => u.roleNames.join(', ') },
  { header: 'People.User.IsWorker', kind: 'bool', value: (u) => u.isWorker },
  { header: 'People.User.JoinDate', value: (u) => u.joinDate },
  { header: 'People.User.LeaveDate', value: (u) => u.leaveDate },
  { header: 'People.User.Active', kind: 'bool', value: (u) => u.isActive },
];

export const userRoutes: readonly RouteDef[] = [
  // Static paths before `/{id}`: the router takes the first match.
  contractRoute(c.list, { handle: async (ctx) => ({ body: await listUsers(ctx.tx, await userActor(ctx), ctx.query()) }) }),
  contractRoute(c.export, {
    handle: async (ctx) => {
      const rows = await exportUsers(ctx.tx, await userActor(ctx), ctx.query(), CatalogLimits.exportRowsMax);
      return xlsxReply(ctx.locale, 'People.User.ExportTitle', EXPORT_COLUMNS, rows, new Date(ctx.deps.now()));
    },
  }),
  contractRoute(c.lookup, { handle: async (ctx) => ({ body: await searchUsers(ctx.tx, await userActor(ctx), ctx.query()) }) }),
  contractRoute(c.importTemplate, { handle: (ctx) => importTemplate(ctx.tx, ctx.principal.tenantId, ctx.locale, new Date(ctx.deps.now())) }),
  contractRoute(c.import, { handle: async (ctx) => ({ body: await importUsers(ctx.tx, await userActor(ctx), ctx.body(), ctx.deps.hasher) }) }),
  contractRoute(c.bulkAssign, {
    handle: async (ctx) => ({ body: answer(ctx, await bulkAssign(ctx.tx, await userActor(ctx), ctx.body(), depsOf(ctx))) }),
  }),
  contractRoute(c.get, { handle: async (ctx) => ({ body: await getUser(ctx.tx, await userActor(ctx), pathId(ctx.params)) }) }),
  contractRoute(c.create, { handle: async (ctx) => ({ body: await createUser(ctx.tx, await userActor(ctx), ctx.body(), depsOf(ctx)) }) }),
  contractRoute(c.update, {
    handle: async (ctx) => {
      const id = pathId(ctx.params);
      const actor = await userActor(ctx);
      // A foreign, hidden or missing id is a 404 before the body is read.
      await getUser(ctx.tx, actor, id);
      const { value, concurrencyStamp } = ctx.body();
      return { body: answer(ctx, await updateUserById(ctx.tx, actor, id, value, concurrencyStamp, depsOf(ctx))) };
    },
  }),
  contractRoute(c.enable, { handle: async (ctx) => ({ body: answer(ctx, await setUserActive(ctx.tx, await userActor(ctx), pathId(ctx.params), true, depsOf(ctx))) }) }),
  contractRoute(c.disable, { handle: async (ctx) => ({ body: answer(ctx, await setUserActive(ctx.tx, await userActor(ctx), pathId(ctx.params), false, depsOf(ctx))) }) }),
  contractRoute(c.resetPassword, {
    handle: async (ctx) => {
      const id = pathId(ctx.params);
      const actor = await userActor(ctx);
      await getUser(ctx.tx, actor, id);
      return { body: answer(ctx, await resetUserPassword(ctx.tx, actor, id, ctx.body().password, depsOf(ctx))) };
    },
  }),
  contractRoute(c.delete, {
    handle: async (ctx) => {
      answer(ctx, await deleteUserById(ctx.tx, await userActor(ctx), pathId(ctx.params), depsOf(ctx)));
      return { status: 204 };
    },
  }),
];
