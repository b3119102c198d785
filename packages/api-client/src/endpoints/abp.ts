import { AbpContracts, type ApplicationConfiguration } from '@eticket/core/abp';
import { send } from './contract-call';
import type { ApiRequest, CallOptions } from '../request.types';

export interface AbpEndpoints {
  /**
   * GET /api/abp/application-configuration, loaded before the first navigation (§2 rule 1).
   * Asked with `includeLocalizationResources=false` unless `includeLocalizationResources` is set: the
   * clients ship their own texts (per language and page), so the ≈ 29 KB of dictionaries would be dead
   * weight on every boot — ABP's Angular client asks the same way.
   */
  getApplicationConfiguration(options?: CallOptions & { includeLocalizationResources?: boolean }): Promise<ApplicationConfiguration>;
}

export function createAbpEndpoints(request: ApiRequest): AbpEndpoints {
  return {
    getApplicationConfiguration: ({ includeLocalizationResources = false, ...options } = {}) =>
      send(request, AbpContracts.applicationConfiguration, { query: { includeLocalizationResources } }, options),
  };
}
