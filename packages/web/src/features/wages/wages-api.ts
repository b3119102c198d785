import { createWageEndpoints, type WageEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../kit/api';

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** Live wages, adjustments, settlements and their confirmations, the worker's own wage, the prints. */
    wages: WageEndpoints;
  }
}

/** Only the wage pages import this, so no other page carries the group. */
export function useWagesApi(): WageEndpoints {
  return useModuleEndpoints('wages', createWageEndpoints);
}

/** Invalidation keys: a save reloads every list and page showing it. */
export const WagesResource = { wage: 'wage', adjustment: 'wageAdjustment', settlement: 'wageSettlement' } as const;
