import type { SessionUserInfo } from '@eticket/core/abp';
import { SESSION_USER_INFO_PATHS, type SessionSide } from '@eticket/core/session';
import type { ApiRequest, CallOptions } from '../request.types';

export interface SessionEndpoints {
  /** GET /api/eticket/session/current (tenant) or /api/admin/session/current (host). */
  getCurrent(side: SessionSide, options?: CallOptions): Promise<SessionUserInfo>;
}

export function createSessionEndpoints(request: ApiRequest): SessionEndpoints {
  return {
    getCurrent: (side, options) => request('GET', SESSION_USER_INFO_PATHS[side], { ...options }),
  };
}
