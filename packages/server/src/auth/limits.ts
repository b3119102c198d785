import { sql } from 'drizzle-orm';
import { queryRows, toDate } from '../db/client';
import type { HostTx } from '../db/context';
import { authAttempts } from '../db/schema/index';

/**
 * Failed-attempt limits kept in the database (host table auth_attempts), so they hold across processes
 * and restarts. An attempt is recorded as pending (succeeded = null) BEFORE the password is checked,
 * pending attempts count toward the cap, and the check runs under a per-account advisory lock: twenty
 * parallel guesses cannot all pass a check that has seen none of them. A cap reached only through
 * pending attempts answers Retry-After: 1 (they settle within a second).
 */
export interface AttemptLimit {
  kind: 'login' | 'join';
  accountKey: string;
  ip: string;
  perAccount: number;
  perIp: number;
  windowSeconds: number;
  now: number;
  /** Join applications count every submission: recorded as settled at once. */
  countEveryAttempt?: boolean;
}

/** A pending attempt older than this was abandoned (process stopped mid-login): it counts as failed. */
const PENDING_SECONDS = 60;

export type LimitDecision = { allowed: true; attemptId: string } | { allowed: false; retryAfterSeconds: number };

export async function checkAndRecordAttempt(tx: HostTx, limit: AttemptLimit): Promise<LimitDecision> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${limit.kind}:${limit.accountKey}`}))`);
  const since = new Date(limit.now - limit.windowSeconds * 1000);
  const stale = new Date(limit.now - PENDING_SECONDS * 1000).toISOString();
  // Failures after the account's last success, inside the window; and failures from this IP.
  const [counts] = await queryRows<{
    account_failures: number;
    account_pending: number;
    account_oldest: string | null;
    ip_failures: number;
    ip_pending: number;
    ip_oldest: string | null;
  }>(
    tx,
    sql`with account as (
          select creation_time, succeeded from auth_attempts
           where kind = ${limit.kind} and account_key = ${limit.accountKey} and creation_time > ${since.toISOString()}::timestamptz
             and succeeded is not true
             and creation_time > coalesce((select max(creation_time) from auth_attempts
                                            where kind = ${limit.kind} and account_key = ${limit.accountKey} and succeeded), '-infinity')
        ), ip as (
          select creation_time, succeeded from auth_attempts
           where kind = ${limit.kind} and ip = ${limit.ip} and creation_time > ${since.toISOString()}::timestamptz and succeeded is not true
        )
        , account_f as (select creation_time from account where succeeded is false or creation_time <= ${stale}::timestamptz)
        , ip_f as (select creation_time from ip where succeeded is false or creation_time <= ${stale}::timestamptz)
        select (select count(*)::int from account_f) as account_failures,
               (select count(*)::int from account) - (select count(*)::int from account_f) as account_pending,
               (select to_json(min(creation_time)) #>> '{}' from account_f) as account_oldest,
               (select count(*)::int from ip_f) as ip_failures,
               (select count(*)::int from ip) - (select count(*)::int from ip_f) as ip_pending,
               (select to_json(min(creation_time)) #>> '{}' from ip_f) as ip_oldest`,
  );
  // Settled failures over the cap: wait until the oldest leaves the window. Over the cap only because
  // of attempts still being verified: they settle within a second, so ask for a retry then.
  const retryAfter = (failures: number, pending: number, oldest: string | null, cap: number): number => {
    if (failures >= cap) {
      const from = toDate(oldest)?.getTime() ?? limit.now;
      return Math.max(1, Math.ceil((from + limit.windowSeconds * 1000 - limit.now) / 1000));
    }
    return failures + pending >= cap ? 1 : 0;
  };
  const wait = Math.max(
    retryAfter(counts?.account_failures ?? 0, counts?.account_pending ?? 0, counts?.account_oldest ?? null, limit.perAccount),
    retryAfter(counts?.ip_failures ?? 0, counts?.ip_pending ?? 0, counts?.ip_oldest ?? null, limit.perIp),
  );
  if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
  const [row] = await tx
    .insert(authAttempts)
    .values({
      kind: limit.kind,
      accountKey: limit.accountKey,
      ip: limit.ip,
      creationTime: new Date(limit.now),
      succeeded: limit.countEveryAttempt === true ? false : null,
    })
    .returning({ id: authAttempts.id });
  if (!row) throw new Error('attempt insert returned nothing');
  return { allowed: true, attemptId: row.id };
}

export async function settleAttempt(tx: HostTx, attemptId: string, succeeded: boolean): Promise<void> {
  await tx.execute(sql`update auth_attempts set succeeded = ${succeeded} where id = ${attemptId}`);
}
