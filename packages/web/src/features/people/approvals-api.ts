import { createApprovalEndpoints, type ApiError, type ApprovalEndpoints, type CallOptions } from '@eticket/api-client';
import { useModuleEndpoints } from '../../kit/api';
import { SharedResource } from '../../kit/shared-resources';

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** Join applications for approvers and production assistants. */
    approvals: ApprovalEndpoints;
  }
}

/** Only the approval pages (and the assistant card) import this, so no other page carries the group. */
export function useApprovals(): ApprovalEndpoints {
  return useModuleEndpoints('approvals', createApprovalEndpoints);
}

/** Invalidation keys: a decision reloads the lists and counts that show it. */
export const ApprovalResource = { joinApplication: SharedResource.joinApplication, assistant: 'assistantApplication' } as const;

/** Decisions: field errors (organization, roles, a scope beyond the request), the quota and 409s show in the dialog. */
export const DECISION_CALL: CallOptions = { silent: (error: ApiError) => error.status === 400 || error.status === 403 || error.status === 409 };
