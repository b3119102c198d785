import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, toDate } from '../db/client';
import type { HostTx } from '../db/context';
import { refreshTokens } from '../db/schema/index';
import { hashToken, newRefreshToken, openSuccessor, sealSuccessor, type TokenSubject } from './tokens';

export interface RefreshPolicy {
  ttlSeconds: number;
  idleSeconds: number;
  graceSeconds: number;
}

/** Start a login session: a new family with its first token. */
export async function issueRefreshFamily(
  tx: HostTx,
  subject: Omit<TokenSubject, 'familyId'>,
  policy: RefreshPolicy,
  now: number,
): Promise<{ token: string; familyId: string }> {
  const familyId = randomUUID();
  const familyExpiresAt = new Date(now + policy.ttlSeconds * 1000);
  const token = newRefreshToken();
  await tx.insert(refreshTokens).values({
    familyId,
    tokenHash: hashToken(token),
    userId: subject.userId,
    tenantId: subject.tenantId,
    side: subject.side,
    creationTime: new Date(now),
    expiresAt: new Date(Math.min(now + policy.idleSeconds * 1000, familyExpiresAt.getTime())),
    familyExpiresAt,
  });
  return { token, familyId };
}

export type RotateResult =
  | { kind: 'ok'; token: string; subject: TokenSubject; replayed: boolean }
  | { kind: 'invalid'; subject: TokenSubject | null }
  | { kind: 'reused'; subject: TokenSubject };

/**
 * Rotate a refresh token (ASVS V10.4.5): the row is locked (FOR UPDATE), so concurrent refreshes with the
 * same token are serialized. The first one issues the successor; the others, within the grace window,
 * get the same successor back (decrypted with a key only the old token yields). A token presented after
 * its grace window is a replay: the whole family is revoked, and that revocation is committed.
 * `isActive` re-checks that the user and tenant still exist and are enabled.
 */
export async function rotateRefreshToken(
  tx: HostTx,
  presented: string,
  policy: RefreshPolicy,
  now: number,
  isActive: (subject: TokenSubject) => Promise<boolean>,
): Promise<RotateResult> {
  const [row] = await queryRows<{
    id: string;
    family_id: string;
    user_id: string;
    tenant_id: string | null;
    side: 'tenant' | 'host';
    expires_at: string;
    family_expires_at: string;
    rotated_at: string | null;
    successor_sealed: string | null;
    revoked_at: string | null;
  }>(
    tx,
    sql`select id, family_id, user_id, tenant_id, side,
          to_json(expires_at) #>> '{}' as expires_at, to_json(family_expires_at) #>> '{}' as family_expires_at,
          to_json(rotated_at) #>> '{}' as rotated_at, successor_sealed, to_json(revoked_at) #>> '{}' as revoked_at
        from refresh_tokens where token_hash = ${hashToken(presented)} for update`,
  );
  if (!row) return { kind: 'invalid', subject: null };
  const subject: TokenSubject = { userId: row.user_id, tenantId: row.tenant_id, side: row.side, familyId: row.family_id };
  const familyExpiresAt = toDate(row.family_expires_at)?.getTime() ?? 0;
  if (row.revoked_at !== null || now >= familyExpiresAt) return { kind: 'invalid', subject };

  const rotatedAt = toDate(row.rotated_at);
  if (rotatedAt !== null) {
    const successor = row.successor_sealed === null ? null : openSuccessor(presented, row.successor_sealed);
    if (successor !== null && now - rotatedAt.getTime() <= policy.graceSeconds * 1000) {
      return { kind: 'ok', token: successor, subject, replayed: true };
    }
    await revokeFamily(tx, row.family_id, 'reuse', now);
    return { kind: 'reused', subject };
  }
  if (now >= (toDate(row.expires_at)?.getTime() ?? 0)) return { kind: 'invalid', subject };
  if (!(await isActive(subject))) {
    await revokeFamily(tx, row.family_id, 'inactive', now);
    return { kind: 'invalid', subject };
  }

  const successor = newRefreshToken();
  const [inserted] = await tx
    .insert(refreshTokens)
    .values({
      familyId: row.family_id,
      tokenHash: hashToken(successor),
      userId: row.user_id,
      tenantId: row.tenant_id,
      side: row.side,
      creationTime: new Date(now),
      expiresAt: new Date(Math.min(now + policy.idleSeconds * 1000, familyExpiresAt)),
      familyExpiresAt: new Date(familyExpiresAt),
    })
    .returning({ id: refreshTokens.id });
  await tx
    .update(refreshTokens)
    .set({ rotatedAt: new Date(now), replacedById: inserted?.id ?? null, successorSealed: sealSuccessor(presented, successor) })
    .where(eq(refreshTokens.id, row.id));
  return { kind: 'ok', token: successor, subject, replayed: false };
}

export async function revokeFamily(tx: HostTx, familyId: string, reason: string, now: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(now), revokeReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revoke the family of a presented token (logout). Unknown tokens are ignored: logout always succeeds. */
export async function revokeByToken(tx: HostTx, presented: string, now: number): Promise<TokenSubject | null> {
  const [row] = await tx
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId, tenantId: refreshTokens.tenantId, side: refreshTokens.side })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row) return null;
  await revokeFamily(tx, row.familyId, 'logout', now);
  return row;
}

/** After a password change: end every other session of the user (ASVS 4 V3.3.3). */
export async function revokeOtherFamilies(tx: HostTx, userId: string, keepFamilyId: string, now: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(now), revokeReason: 'password-changed' })
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)));
}

/** An administrator reset the user's password (or removed the user): every session of the user ends. */
export async function revokeUserFamilies(tx: HostTx, userId: string, reason: string, now: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(now), revokeReason: reason })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
