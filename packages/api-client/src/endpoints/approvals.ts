import type { PagedResultDto } from '@eticket/core/paging';
import {
  AssistantContracts,
  type AssistantApplicationDto,
  type AssistantApplyInput,
  type AssistantListInput,
} from '@eticket/core/people';
import { JoinApplicationContracts, type JoinApplicationDto, type JoinApplicationListInput } from '@eticket/core/tenants';
import type { ApiRequest, CallOptions } from '../request.types';
import { download, send } from './contract-call';

/** Passing from the registration list: absent organization = the requested one, null = none; no roles = the defaults. */
export interface JoinApplicationPassBody {
  organizationId?: string | null;
  roleIds?: readonly string[];
  technicalLevelId?: string | null;
  concurrencyStamp?: string;
}

export interface JoinApplicationAdminEndpoints {
  list(query?: JoinApplicationListInput, options?: CallOptions): Promise<PagedResultDto<JoinApplicationDto>>;
  exportExcel(query?: JoinApplicationListInput, options?: CallOptions): Promise<Blob>;
  pass(id: string, body: JoinApplicationPassBody, options?: CallOptions): Promise<{ id: string; status: string; userId: string }>;
  reject(id: string, body: { reason?: string; concurrencyStamp?: string }, options?: CallOptions): Promise<{ id: string; status: string }>;
}

export interface AssistantEndpoints {
  apply(input: AssistantApplyInput, options?: CallOptions): Promise<AssistantApplicationDto>;
  mine(options?: CallOptions): Promise<{ application: AssistantApplicationDto | null }>;
  list(query?: AssistantListInput, options?: CallOptions): Promise<PagedResultDto<AssistantApplicationDto>>;
  approve(id: string, body: { organizationIds?: readonly string[]; concurrencyStamp?: string }, options?: CallOptions): Promise<AssistantApplicationDto>;
  reject(id: string, body: { reason: string; concurrencyStamp?: string }, options?: CallOptions): Promise<AssistantApplicationDto>;
  revoke(id: string, body: { reason: string; concurrencyStamp?: string }, options?: CallOptions): Promise<AssistantApplicationDto>;
}

/** Registration approval and production assistants. */
export interface ApprovalEndpoints {
  joinApplications: JoinApplicationAdminEndpoints;
  assistants: AssistantEndpoints;
}

export function createApprovalEndpoints(request: ApiRequest): ApprovalEndpoints {
  const j = JoinApplicationContracts;
  const a = AssistantContracts;
  const query = (q: object | undefined) => (q === undefined ? {} : { query: q });
  return {
    joinApplications: {
      list: (q, options) => send(request, j.list, query(q), options),
      exportExcel: (q, options) => download(request, j.export, query(q), options),
      pass: (id, body, options) => send(request, j.pass, { params: { id }, body }, options),
      reject: (id, body, options) => send(request, j.reject, { params: { id }, body }, options),
    },
    assistants: {
      apply: (input, options) => send(request, a.apply, { body: input }, options),
      mine: (options) => send(request, a.mine, {}, options),
      list: (q, options) => send(request, a.list, query(q), options),
      approve: (id, body, options) => send(request, a.approve, { params: { id }, body }, options),
      reject: (id, body, options) => send(request, a.reject, { params: { id }, body }, options),
      revoke: (id, body, options) => send(request, a.revoke, { params: { id }, body }, options),
    },
  };
}
