import type { Database } from '../../db/client';
import { SYSTEM_ACTOR, withHost, withTenant } from '../../db/context';
import { tenants } from '../../db/schema/index';
import { applyDueAutoConfirm } from './settlement.store';

/** How often the server looks for passed confirmation deadlines (deadlines are days; the steps that depend on one apply it themselves). */
export const AUTO_CONFIRM_SWEEP_MS = 10 * 60 * 1000;

/**
 * Confirm what the deadline confirms, tenant by tenant, each in its own tenant transaction under RLS like any
 * request (one tenant's failure does not hold the others back). Reads never write, so this and the steps that
 * depend on the confirmations (lock, an item's answer …) are the only writers. Answers how many settlements
 * were due; `now` is the server's (injectable) clock.
 */
export async function sweepDueAutoConfirms(database: Database, now: Date, onError: (tenantId: string, error: unknown) => void = () => undefined): Promise<number> {
  const ids = await withHost(database, { actor: SYSTEM_ACTOR, reason: 'wage auto-confirm sweep: list tenants', kind: 'system' }, (tx) => tx.select({ id: tenants.id }).from(tenants));
  let due = 0;
  for (const { id } of ids) {
    try {
      due += await withTenant(database, id, (tx) => applyDueAutoConfirm(tx, id, now));
    } catch (error) {
      onError(id, error);
    }
  }
  return due;
}
