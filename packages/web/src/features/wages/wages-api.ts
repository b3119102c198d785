import { createWageEndpoints, type WageEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../kit/api';

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** Live wages, adjustments, settlements and their confirmations, the worker's own wage and the print data. */
    wages: WageEndpoints;
  }
}

/** Only the wage pages import this, so no other page carries the group. */
export function useWagesApi(): WageEndpoints {
  return useModuleEndpoints('wages', createWageEndpoints);
}
