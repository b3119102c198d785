import { createProductionEndpoints, createScanningEndpoints, type ApiRequest, type ProductionEndpoints, type ScanningEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../kit/api';

/** What the worker's pages call: the work records, and the bundle card of a scanned code. */
export interface ScanStationEndpoints {
  ticketLogs: ScanningEndpoints;
  bundles: Pick<ProductionEndpoints['bundles'], 'byCode'>;
}

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** The scan station and "my records". */
    scanning: ScanStationEndpoints;
  }
}

function createScanStationEndpoints(request: ApiRequest): ScanStationEndpoints {
  const { bundles } = createProductionEndpoints(request);
  return { ticketLogs: createScanningEndpoints(request), bundles: { byCode: (code, options) => bundles.byCode(code, options) } };
}

export function useScanning(): ScanStationEndpoints {
  return useModuleEndpoints('scanning', createScanStationEndpoints);
}

/** Invalidation key: a scan or a revoke reloads the totals and lists that show work records. */
export const ScanningResource = { ticketLog: 'ticketLog' } as const;
