import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { SYSTEM_ACTOR, withHost } from '../db/context';
import { authAttempts, refreshTokens } from '../db/schema/index';

const DAY = 24 * 3600 * 1000;

/**
 * Keep the auth tables small: attempts older than a day (limits look back 15 minutes) and refresh tokens
 * of families that ended more than a day ago. Audit logs are never pruned here.
 */
export async function pruneAuthTables(database: Database, now: number): Promise<{ attempts: number; tokens: number }> {
  return withHost(database, { actor: SYSTEM_ACTOR, reason: 'prune auth attempts and expired refresh tokens', kind: 'system' }, async (tx, access) => {
    const cutoff = new Date(now - DAY);
    const attempts = await tx.delete(authAttempts).where(lt(authAttempts.creationTime, cutoff)).returning({ id: authAttempts.id });
    const tokens = await tx.delete(refreshTokens).where(lt(refreshTokens.familyExpiresAt, cutoff)).returning({ id: refreshTokens.id });
    access.details = { attempts: attempts.length, tokens: tokens.length };
    return { attempts: attempts.length, tokens: tokens.length };
  });
}
