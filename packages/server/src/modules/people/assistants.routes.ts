import { AssistantContracts } from '@eticket/core/people';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import type { TenantCtx } from '../../http/types';
import {
  applyForAssistant,
  approveAssistant,
  getAssistantApplication,
  listAssistantApplications,
  myAssistantApplication,
  rejectAssistant,
  revokeAssistant,
  type AssistantActor,
} from './assistants.service';

/** HTTP of the production assistant endpoints. */

const c = AssistantContracts;

const actorOf = ({ principal, changes }: TenantCtx): AssistantActor & { userId: string } => ({ tenantId: principal.tenantId, userId: principal.userId, changes });

/** A foreign or missing id is a 404 before the body is read. */
async function existing(ctx: TenantCtx): Promise<string> {
  const id = pathId(ctx.params);
  await getAssistantApplication(ctx.tx, ctx.principal.tenantId, id);
  return id;
}

export const assistantRoutes: readonly RouteDef[] = [
  // Static paths before `/{id}`: the router takes the first match.
  contractRoute(c.mine, { handle: async ({ tx, principal }) => ({ body: { application: await myAssistantApplication(tx, principal.tenantId, principal.userId) } }) }),
  contractRoute(c.list, { handle: async ({ tx, principal, query }) => ({ body: await listAssistantApplications(tx, principal.tenantId, query()) }) }),
  contractRoute(c.apply, { handle: async (ctx) => ({ status: 201, body: await applyForAssistant(ctx.tx, actorOf(ctx), ctx.body()) }) }),
  contractRoute(c.approve, {
    handle: async (ctx) => {
      const id = await existing(ctx);
      return { body: await approveAssistant(ctx.tx, actorOf(ctx), id, ctx.body(), new Date(ctx.deps.now())) };
    },
  }),
  contractRoute(c.reject, {
    handle: async (ctx) => {
      const id = await existing(ctx);
      return { body: await rejectAssistant(ctx.tx, actorOf(ctx), id, ctx.body(), new Date(ctx.deps.now())) };
    },
  }),
  contractRoute(c.revoke, {
    handle: async (ctx) => {
      const id = await existing(ctx);
      return { body: await revokeAssistant(ctx.tx, actorOf(ctx), id, ctx.body(), new Date(ctx.deps.now())) };
    },
  }),
];
