import { TenantPermissions as P } from '@eticket/core/abp';
import { validateRoleInput } from '@eticket/core/people';
import type { TenantTx } from '../db/context';
import { valid } from '../http/validation';
import { createRole } from '../modules/people/index';
import { nameTaken } from '../modules/people/roles.store';

/** A team leader (班组长): sees the team's rows, reads orders and cutting, scans tickets. Created once. */
const TEAM_LEADER = {
  name: '班组长',
  dataScope: 'organization',
  isDefault: false,
  permissions: [P.Dashboard, P.OrderManagement, P.CuttingList, P.TicketScan],
};

/** The demo tenant's extra roles, through the same rules and validation as the API; returns what it created. */
export async function seedDemoRoles(tx: TenantTx, tenantId: string): Promise<string[]> {
  if (await nameTaken(tx, tenantId, TEAM_LEADER.name, null)) return [];
  await createRole(tx, { tenantId, userId: null }, valid(validateRoleInput(TEAM_LEADER)));
  return [`demo role ${TEAM_LEADER.name}`];
}
