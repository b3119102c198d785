import { createWageStatisticsEndpoints, type WageStatisticsEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../../kit/api';

declare module '../../../kit/api' {
  interface ModuleEndpoints {
    /** Year and month-organization wage statistics (only the statistics pages carry them). */
    wageStatistics: WageStatisticsEndpoints;
  }
}

export function useWageStatisticsApi(): WageStatisticsEndpoints {
  return useModuleEndpoints('wageStatistics', createWageStatisticsEndpoints);
}
