import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint, schema } from '../contracts/endpoint';
import { pagedQuery } from '../contracts/paged-query';
import type { PagedListInput, PagedResultDto } from '../paging/paging';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { wireOptionalEnum } from '../validation/wire';

/**
 * Production assistants: a user of the company asks to report work for the members of some organizations
 * (one open application — pending or approved — at a time); a holder of ProductionAssistant approves it,
 * possibly for fewer of the organizations than were asked for, rejects it with a reason, or later revokes it.
 * The granted organizations (and every one below them, `assistantCovers`) are the assistant's scope.
 */

export const ASSISTANT_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type AssistantStatus = (typeof ASSISTANT_STATUSES)[number];

export const AssistantLimits = {
  organizationsMax: 50,
  messageMax: 200,
  reasonMax: 200,
} as const;

export interface AssistantOrganization {
  id: string;
  /** Null when the organization was deleted since. */
  name: string | null;
}

export interface AssistantApplicationDto {
  id: string;
  userId: string;
  userName: string;
  name: string;
  requestedOrganizations: AssistantOrganization[];
  /** Set on approval: the scope (a subset of the requested ones). */
  grantedOrganizations: AssistantOrganization[] | null;
  message: string;
  status: AssistantStatus;
  handledTime: string | null;
  reason: string | null;
  creationTime: string;
  concurrencyStamp: string;
}

export interface AssistantApplyInput {
  organizationIds: string[];
  message: string;
}

/** Approving: the scope (absent or empty = every requested organization), a subset of the requested. */
export interface AssistantApproveInput {
  organizationIds: string[];
  concurrencyStamp: string | null;
}

/** Rejecting or revoking: the reason the applicant is shown. */
export interface AssistantDecisionInput {
  reason: string;
  concurrencyStamp: string | null;
}

function readIds(r: InputReader, raw: unknown, max: number): string[] {
  const ids: string[] = [];
  r.list('organizationIds', property(raw, 'organizationIds'), max).forEach((entry, index) => {
    const id = r.id(`organizationIds[${String(index)}]`, entry);
    if (id !== '' && !ids.includes(id)) ids.push(id);
  });
  return ids;
}

const stamp = (r: InputReader, raw: unknown) => r.optionalText('concurrencyStamp', property(raw, 'concurrencyStamp'), 64);

export function validateAssistantApply(raw: unknown): Validated<AssistantApplyInput> {
  const r = new InputReader();
  const organizationIds = readIds(r, raw, AssistantLimits.organizationsMax);
  if (organizationIds.length === 0 && !r.failed('organizationIds')) r.fail('organizationIds', 'Validation.Required');
  const message = r.optionalText('message', property(raw, 'message'), AssistantLimits.messageMax) ?? '';
  return r.result({ organizationIds, message });
}

export function validateAssistantApprove(raw: unknown): Validated<AssistantApproveInput> {
  const r = new InputReader();
  return r.result({ organizationIds: readIds(r, raw, AssistantLimits.organizationsMax), concurrencyStamp: stamp(r, raw) });
}

export function validateAssistantDecision(raw: unknown): Validated<AssistantDecisionInput> {
  const r = new InputReader();
  const reason = r.text('reason', property(raw, 'reason'), AssistantLimits.reasonMax);
  return r.result({ reason, concurrencyStamp: stamp(r, raw) });
}

/**
 * The scope an approval grants: the chosen organizations, or all requested when none are chosen; null when a
 * chosen one was not requested (an approver narrows, never widens).
 */
export function grantedScope(requested: readonly string[], chosen: readonly string[]): string[] | null {
  if (chosen.length === 0) return [...requested];
  return chosen.every((id) => requested.includes(id)) ? [...chosen] : null;
}

export interface AssistantListFilters {
  status: AssistantStatus | null;
}
export interface AssistantListInput extends PagedListInput {
  status?: AssistantStatus;
}

export const ASSISTANT_SORT_FIELDS = ['creationTime', 'name', 'status'] as const;
export type AssistantSortField = (typeof ASSISTANT_SORT_FIELDS)[number];

const listQuery = pagedQuery<AssistantSortField, AssistantListFilters, AssistantListInput>({ sortFields: ASSISTANT_SORT_FIELDS }, (r, query) => ({
  status: wireOptionalEnum(r, 'status', query.status, ASSISTANT_STATUSES),
}));
const applyBody = schema<AssistantApplyInput, { organizationIds: string[]; message?: string }>(validateAssistantApply);
const approveBody = schema<AssistantApproveInput, { organizationIds?: string[]; concurrencyStamp?: string }>(validateAssistantApprove);
const decisionBody = schema<AssistantDecisionInput, { reason: string; concurrencyStamp?: string }>(validateAssistantDecision);

const MANAGE = { kind: 'permission', side: 'tenant', permission: P.ProductionAssistant } as const;
const SIGNED_IN = { kind: 'user', side: 'tenant' } as const;
const base = '/api/eticket/assistantApplication';
const byId = `${base}/{id}`;

/** A decision that closes an application with a reason the applicant sees. */
const decision = (action: 'reject' | 'revoke', summary: string) =>
  endpoint<AssistantApplicationDto, null, typeof decisionBody>({ method: 'POST', path: `${byId}/${action}`, access: MANAGE, body: decisionBody, summary });

export const AssistantContracts = {
  apply: endpoint<AssistantApplicationDto, null, typeof applyBody>({
    method: 'POST',
    path: base,
    access: SIGNED_IN,
    body: applyBody,
    summary: 'Assistant: the signed-in user applies for organizations (409 while an application is open)',
  }),
  mine: endpoint<{ application: AssistantApplicationDto | null }>({
    method: 'GET',
    path: `${base}/mine`,
    access: SIGNED_IN,
    summary: "Assistant: the signed-in user's latest application",
  }),
  list: endpoint<PagedResultDto<AssistantApplicationDto>, typeof listQuery>({
    method: 'GET',
    path: base,
    access: MANAGE,
    query: listQuery,
    summary: 'Assistant: a page of the applications (status, keyword on name / user name)',
  }),
  approve: endpoint<AssistantApplicationDto, null, typeof approveBody>({
    method: 'POST',
    path: `${byId}/approve`,
    access: MANAGE,
    body: approveBody,
    summary: 'Assistant: approve, optionally for a subset of the requested organizations',
  }),
  reject: decision('reject', 'Assistant: reject a pending application, with a reason'),
  revoke: decision('revoke', 'Assistant: revoke an approved application, with a reason'),
} as const;
