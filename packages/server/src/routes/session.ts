import { ErrorCodes, type SessionUserInfo } from '@eticket/core/abp';
import { validateChangePassword } from '@eticket/core/forms';
import { SessionContracts, type ChangePasswordBody } from '@eticket/core/session';
import { and, eq } from 'drizzle-orm';
import { revokeOtherFamilies } from '../auth/refresh';
import { hostStep, type HostTx } from '../db/context';
import { freshStamp } from '../db/stamps';
import { hostUsers, users } from '../db/schema/index';
import { AppError, Errors } from '../http/errors';
import { contractRoute, hostContractRoute, userContractRoute, type RouteDef } from '../http/route';
import type { ScopedCtx } from '../http/types';

async function changePassword(ctx: ScopedCtx, body: ChangePasswordBody): Promise<void> {
  const checked = validateChangePassword(body, { requireConfirmation: false });
  if (!checked.ok) {
    throw Errors.validation(Object.entries(checked.errors).map(([member, key]) => ({ member, key })));
  }
  const { currentPassword, newPassword } = checked.value;
  const { deps, principal } = ctx;
  const wrongCurrent = () =>
    new AppError(400, ErrorCodes.Validation, 'Server.Error.WrongCurrentPassword', {
      validationErrors: [{ member: 'currentPassword', key: 'Server.Error.WrongCurrentPassword' }],
    });
  // The other sessions end now: their cached principals go too, so their access tokens stop reading at once.
  const revokeOthers = async (tx: HostTx) => {
    await revokeOtherFamilies(tx, principal.userId, principal.familyId, deps.now());
    deps.caches.invalidateUser(principal);
  };

  if (ctx.side === 'tenant') {
    const { tx, principal: p } = ctx;
    const [user] = await tx
      .select({ passwordHash: users.passwordHash, stamp: users.concurrencyStamp })
      .from(users)
      .where(and(eq(users.tenantId, p.tenantId), eq(users.id, p.userId)));
    if (!user || !(await deps.hasher.verify(currentPassword, user.passwordHash))) throw wrongCurrent();
    const passwordHash = await deps.hasher.hash(newPassword);
    await tx
      .update(users)
      .set({ passwordHash, concurrencyStamp: freshStamp(), lastModificationTime: new Date(deps.now()) })
      .where(and(eq(users.tenantId, p.tenantId), eq(users.id, p.userId)));
    ctx.changes.updated('User', p.userId, { passwordHash: user.passwordHash }, { passwordHash });
    await hostStep(
      tx,
      p.tenantId,
      { actor: { side: 'tenant', userId: p.userId, tenantId: p.tenantId }, reason: 'password changed: revoke other sessions', kind: 'request', request: ctx.request },
      revokeOthers,
    );
    return;
  }
  const { tx } = ctx;
  const [user] = await tx.select({ passwordHash: hostUsers.passwordHash }).from(hostUsers).where(eq(hostUsers.id, principal.userId));
  if (!user || !(await deps.hasher.verify(currentPassword, user.passwordHash))) throw wrongCurrent();
  await tx
    .update(hostUsers)
    .set({ passwordHash: await deps.hasher.hash(newPassword), concurrencyStamp: freshStamp() })
    .where(eq(hostUsers.id, principal.userId));
  await revokeOthers(tx);
}

export const sessionRoutes: RouteDef[] = [
  contractRoute(SessionContracts.tenantCurrent, {
    handle: ({ principal }) => {
      const body: SessionUserInfo = {
        name: principal.name,
        userName: principal.userName,
        tenantInfo: {
          name: principal.tenant.displayName,
          maxUserQuantity: principal.tenant.userQuota,
          expireDate: principal.tenant.expireDate?.toISOString() ?? null,
        },
      };
      return Promise.resolve({ body });
    },
  }),
  hostContractRoute(SessionContracts.hostCurrent, {
    handle: ({ principal }) => {
      const body: SessionUserInfo = { name: principal.name, userName: principal.userName, tenantInfo: null };
      return Promise.resolve({ body });
    },
  }),
  // Changing one's own password is account security, not business data: allowed for an expired tenant.
  userContractRoute(SessionContracts.changePassword, {
    allowExpiredTenant: true,
    handle: async (ctx) => {
      await changePassword(ctx, ctx.body());
      return { status: 204 };
    },
  }),
];
