import type { ApplicationConfiguration } from '@eticket/core/abp';
import type { ApiRequest, CallOptions } from '../request.types';

export interface AbpEndpoints {
  /** GET /api/abp/application-configuration, loaded before the first navigation (§2 rule 1). */
  getApplicationConfiguration(options?: CallOptions): Promise<ApplicationConfiguration>;
}

export function createAbpEndpoints(request: ApiRequest): AbpEndpoints {
  return {
    getApplicationConfiguration: (options) => request('GET', '/api/abp/application-configuration', { ...options }),
  };
}
