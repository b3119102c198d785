import { PeopleContracts } from '@eticket/core/people';
import { translate } from '@eticket/core/i18n';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import { CatalogLimits } from '@eticket/core/catalog';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import type { RoleDto } from '@eticket/core/people';
import { actorOf, forgetUsers } from './http';
import { createRole, deleteRoleById, exportRoles, getRole, listRoles, updateRoleById } from './roles.service';
import { lookupRoles } from './roles.store';

/** HTTP of the role endpoints: read the contract's input, call the service, drop stale principals. */

const c = PeopleContracts.role;


export const roleRoutes: readonly RouteDef[] = [
  // Static paths before `/{id}`: the router takes the first match.
  contractRoute(c.list, { handle: async ({ tx, principal, query }) => ({ body: await listRoles(tx, principal.tenantId, query()) }) }),
  contractRoute(c.export, {
    handle: async ({ tx, principal, query, locale, deps }) => {
      const rows = await exportRoles(tx, principal.tenantId, query(), CatalogLimits.exportRowsMax);
      const columns: readonly XlsxColumn<RoleDto>[] = [
        { header: 'People.Role.Name', value: (r) => r.name },
        { header: 'People.Role.DataScope', value: (r) => translate(locale, `People.DataScope.${r.dataScope}`) },
        { header: 'People.Role.IsDefault', kind: 'bool', value: (r) => r.isDefault },
        { header: 'People.Role.IsStatic', kind: 'bool', value: (r) => r.isStatic },
        { header: 'People.Role.UserCount', kind: 'int', value: (r) => r.userCount },
        { header: 'People.Role.Permissions', kind: 'int', value: (r) => r.permissions.length },
      ];
      return xlsxReply(locale, 'People.Role.Title', columns, rows, new Date(deps.now()));
    },
  }),
  contractRoute(c.lookup, { handle: async ({ tx, principal }) => ({ body: { items: await lookupRoles(tx, principal.tenantId) } }) }),
  contractRoute(c.get, { handle: async ({ tx, principal, params }) => ({ body: await getRole(tx, principal.tenantId, pathId(params)) }) }),
  contractRoute(c.create, {
    handle: async (ctx) => {
      const { role } = await createRole(ctx.tx, actorOf(ctx), ctx.body());
      return { body: role };
    },
  }),
  contractRoute(c.update, {
    handle: async (ctx) => {
      const id = pathId(ctx.params);
      // A foreign or missing id is a 404 before the body is read.
      await getRole(ctx.tx, ctx.principal.tenantId, id);
      const { value, concurrencyStamp } = ctx.body();
      const { role, affectedUserIds } = await updateRoleById(ctx.tx, actorOf(ctx), id, value, concurrencyStamp);
      forgetUsers(ctx, affectedUserIds);
      return { body: role };
    },
  }),
  contractRoute(c.delete, {
    handle: async (ctx) => {
      await deleteRoleById(ctx.tx, actorOf(ctx), pathId(ctx.params));
      return { status: 204 };
    },
  }),
];
