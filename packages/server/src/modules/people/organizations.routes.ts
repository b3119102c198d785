import { OrganizationContracts as c } from '@eticket/core/people';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import { actorOf } from './http';
import { createOrganization, deleteOrganizationById, getOrganization, listOrganizations, updateOrganizationById } from './organizations.service';

/** HTTP of the organization endpoints: read the contract's input, call the service. */

export const organizationRoutes: readonly RouteDef[] = [
  contractRoute(c.list, { handle: async ({ tx, principal }) => ({ body: await listOrganizations(tx, principal.tenantId) }) }),
  contractRoute(c.create, { handle: async (ctx) => ({ body: await createOrganization(ctx.tx, actorOf(ctx), ctx.body()) }) }),
  contractRoute(c.update, {
    handle: async (ctx) => {
      const id = pathId(ctx.params);
      // A foreign or missing id is a 404 before the body is read.
      await getOrganization(ctx.tx, ctx.principal.tenantId, id);
      const { value, concurrencyStamp } = ctx.body();
      return { body: await updateOrganizationById(ctx.tx, actorOf(ctx), id, value, concurrencyStamp) };
    },
  }),
  contractRoute(c.delete, {
    handle: async (ctx) => {
      await deleteOrganizationById(ctx.tx, actorOf(ctx), pathId(ctx.params));
      return { status: 204 };
    },
  }),
];
