import { createReportEndpoints, type ReportEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../kit/api';

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** The report center and the member ticket logs. */
    reports: ReportEndpoints;
  }
}

export function useReports(): ReportEndpoints {
  return useModuleEndpoints('reports', createReportEndpoints);
}

/** Invalidation keys: a revoke reloads the record list and every report. */
export const ReportsResource = { report: 'report', ticketLog: 'ticketLog' } as const;
