import type { ApiRequest, CallOptions } from '../request.types';
import type { PageQuery, PagedResultDto } from '@eticket/core/paging';
import { JoinApplicationContracts, NoticeContracts } from '@eticket/core/tenants';
import { send } from './contract-call';

/** Notice type 1: a join application, answered with Agree (pass) or Reject. */
export const JOIN_APPLICATION_NOTICE_TYPE = 1;

/** A notice of the notice box (product-spec §3; the optional fields per domain.md, when the server sends them). */
export interface Notice {
  id: string;
  title: string;
  content: string;
  /** 1 = join application (see JOIN_APPLICATION_NOTICE_TYPE). */
  type: number;
  /** For a type-1 notice: the join application it is about. */
  relatedEntityId?: string | null;
  isRead?: boolean;
  handled?: boolean;
  creationTime?: string;
}

export type NoticeListQuery = PageQuery;

/** Public POST /api/eticket/joinApplication (the /account/register page). */
export interface JoinApplicationInput {
  /** The company to join. */
  tenantName: string;
  name: string;
  /** A user name or a mobile number. */
  userName: string;
  password: string;
  message?: string;
  /** The organization of an invite link (kept by the server only when it is the company's). */
  organizationId?: string;
}

export interface NoticeEndpoints {
  /** GET /api/eticket/notice → items, totalCount. */
  list(query?: NoticeListQuery, options?: CallOptions): Promise<PagedResultDto<Notice>>;
}

export interface JoinApplicationEndpoints {
  /** POST /api/eticket/joinApplication, anonymous (the body names the company). */
  submit(input: JoinApplicationInput, options?: CallOptions): Promise<void>;
  /** POST /api/eticket/joinApplication/{id}/pass. */
  pass(id: string, options?: CallOptions): Promise<void>;
  /** POST /api/eticket/joinApplication/{id}/reject. */
  reject(id: string, options?: CallOptions): Promise<void>;
}

export function createNoticeEndpoints(request: ApiRequest): NoticeEndpoints {
  return {
    list: (query = {}, options) => send(request, NoticeContracts.list, { query }, options),
  };
}

export function createJoinApplicationEndpoints(request: ApiRequest): JoinApplicationEndpoints {
  const c = JoinApplicationContracts;
  return {
    submit: (input, options) => request(c.apply.method, c.apply.path, { ...options, body: { ...input }, auth: 'none' }),
    pass: (id, options) => send(request, c.pass, { params: { id } }, options),
    reject: (id, options) => send(request, c.reject, { params: { id } }, options),
  };
}
