import { TenantPermissions } from '../abp/permission-names';
import { endpoint, schema } from '../contracts/endpoint';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../forms/change-password';
import { characterCount } from '../forms/validators';
import type { PagedListInput, PagedResultDto } from '../paging/paging';
import { pagedQuery } from '../contracts/paged-query';
import { isBusinessDate } from '../production/business-date';
import { InputReader, isUuid, property, type Validated } from '../validation/input-reader';
import { platformPage, platformText, queryText, wireOptionalEnum } from '../validation/wire';

/**
 * What reaches a company from outside and what its users are told: the public join form, the
 * applications an approver passes or rejects, and the notices of the signed-in user.
 */

export interface NoticeDto {
  id: string;
  type: number;
  title: string;
  content: string;
  relatedEntityId: string | null;
  isRead: boolean;
  handled: boolean;
  creationTime: string;
}

export const JOIN_APPLICATION_STATUSES = ['pending', 'passed', 'rejected'] as const;
export type JoinApplicationStatusName = (typeof JOIN_APPLICATION_STATUSES)[number];

export interface JoinApplicationDto {
  id: string;
  name: string;
  userName: string;
  phoneNumber: string | null;
  message: string;
  status: string;
  creationTime: string;
  handledTime: string | null;
  rejectReason: string | null;
  createdUserId: string | null;
  /** From an invite link for one organization (the approver may choose another). */
  requestedOrganizationId: string | null;
  requestedOrganizationName: string | null;
  concurrencyStamp: string;
}

/** The join form as read: the user name falls back to the phone number, which may stand alone. */
export interface JoinApplicationBody {
  tenantName: string;
  name: string;
  userName: string;
  phoneNumber: string | null;
  password: string;
  message: string;
  /** The organization of an invite link; the server keeps it only when it is one of the company's. */
  organizationId: string | null;
}

const USER_NAME = /^[\p{L}\p{N}._@-]+$/u;
const PHONE = /^\+?\d{5,20}$/;

const apply = schema<JoinApplicationBody, { tenantName: string; name: string; userName: string; password: string; message?: string; organizationId?: string }>((raw) => {
  const r = new InputReader();
  const text = (name: string, max: number, required: boolean) => platformText(r, name, property(raw, name), { max, trim: true, required });
  const tenantName = text('tenantName', 64, true) ?? '';
  const name = text('name', 32, true) ?? '';
  const userName = text('userName', 32, false) ?? '';
  const phoneNumber = text('phoneNumber', 24, false);
  /** Alias accepted for phoneNumber. */
  const phoneAlias = text('phone', 24, false);
  const password = platformText(r, 'password', property(raw, 'password'), { max: 1000, min: 0, trim: true, required: true }) ?? '';
  if (!r.failed('password') && (characterCount(password) < PASSWORD_MIN_LENGTH || characterCount(password) > PASSWORD_MAX_LENGTH)) r.fail('password', 'Validation.PasswordLength');
  const message = text('message', 500, false) ?? '';
  // A link's organization that is not an id is dropped, not refused: the form still reaches the company.
  const organizationText = text('organizationId', 64, false);
  const organizationId = organizationText !== null && isUuid(organizationText) ? organizationText.toLowerCase() : null;
  if (r.hasErrors) return r.result({ tenantName, name, userName, phoneNumber: null, password, message, organizationId });
  // The identity rules run once the fields themselves are sound, one problem at a time.
  const phone = (phoneNumber ?? phoneAlias ?? '').replace(/[\s-]/g, '');
  if (userName === '' && phone === '') r.fail('userName', 'Server.Validation.UserNameOrPhone');
  else if (phone !== '' && !PHONE.test(phone)) r.fail('phoneNumber', 'Server.Validation.Invalid');
  else if (userName !== '' && (!USER_NAME.test(userName) || characterCount(userName) < 2)) r.fail('userName', 'Server.Validation.Invalid');
  return r.result({ tenantName, name, userName: userName === '' ? phone : userName, phoneNumber: phone === '' ? null : phone, password, message, organizationId });
});

/**
 * Passing: the stamp read (absent = not checked), the organization (absent = the requested one, null = none),
 * the roles (none = the company's default roles) and the technical level.
 */
export interface JoinApplicationPassInput {
  concurrencyStamp: string | null;
  organizationId: string | null | undefined;
  roleIds: readonly string[];
  technicalLevelId: string | null;
}

export function validateJoinApplicationPass(raw: unknown): Validated<JoinApplicationPassInput> {
  const r = new InputReader();
  const organization = property(raw, 'organizationId');
  const roleIds: string[] = [];
  r.list('roleIds', property(raw, 'roleIds'), 50).forEach((entry, index) => {
    const id = r.id(`roleIds[${String(index)}]`, entry);
    if (id !== '' && !roleIds.includes(id)) roleIds.push(id);
  });
  return r.result({
    concurrencyStamp: platformText(r, 'concurrencyStamp', property(raw, 'concurrencyStamp'), { max: 64, min: 0, required: false }),
    organizationId: organization === undefined ? undefined : r.optionalId('organizationId', organization),
    roleIds,
    technicalLevelId: r.optionalId('technicalLevelId', property(raw, 'technicalLevelId')),
  });
}

export const JOIN_REJECT_REASON_MAX = 200;

/** Rejecting: the stamp read and an optional reason the applicant's record keeps. */
const rejecting = schema<{ concurrencyStamp: string | null; reason: string | null }, { concurrencyStamp?: string; reason?: string }>((raw) => {
  const r = new InputReader();
  return r.result({
    concurrencyStamp: platformText(r, 'concurrencyStamp', property(raw, 'concurrencyStamp'), { max: 64, min: 0, required: false }),
    reason: platformText(r, 'reason', property(raw, 'reason'), { max: JOIN_REJECT_REASON_MAX, min: 0, trim: true, required: false }),
  });
});

const passing = schema<JoinApplicationPassInput, { concurrencyStamp?: string; organizationId?: string | null; roleIds?: string[]; technicalLevelId?: string | null }>(validateJoinApplicationPass);

export const JOIN_APPLICATION_SORT_FIELDS = ['creationTime', 'name', 'userName'] as const;
export type JoinApplicationSortField = (typeof JOIN_APPLICATION_SORT_FIELDS)[number];

/** The list's own filters: status and the day range of the application (inclusive, company days). */
export interface JoinApplicationFilters {
  status: JoinApplicationStatusName | null;
  from: string | null;
  to: string | null;
}
export interface JoinApplicationListInput extends PagedListInput {
  status?: JoinApplicationStatusName;
  from?: string;
  to?: string;
}

const applicationList = pagedQuery<JoinApplicationSortField, JoinApplicationFilters, JoinApplicationListInput>(
  { sortFields: JOIN_APPLICATION_SORT_FIELDS, maxPageSize: 1000 },
  (r, query) => ({
    status: wireOptionalEnum(r, 'status', query.status, JOIN_APPLICATION_STATUSES),
    from: readDay(r, 'from', query.from),
    to: readDay(r, 'to', query.to),
  }),
);

function readDay(r: InputReader, path: string, value: unknown): string | null {
  const text = r.optionalText(path, value, 10);
  if (text === null) return null;
  if (!isBusinessDate(text)) {
    r.fail(path, 'Catalog.Validation.Invalid');
    return null;
  }
  return text;
}

const noticeList = schema<{ skipCount: number; maxResultCount: number }, { skipCount?: number; maxResultCount?: number }>((raw) => {
  const r = new InputReader();
  return r.result(platformPage(r, queryText(raw), 1000));
});

const APPROVE = { kind: 'permission', side: 'tenant', permission: TenantPermissions.UserManagementApproveRegistrationApplication } as const;
const applications = '/api/eticket/joinApplication';

export const JoinApplicationContracts = {
  apply: endpoint<{ id: string; status: string }, null, typeof apply>({
    method: 'POST',
    path: applications,
    access: { kind: 'public' },
    body: apply,
    summary: "Apply to join a company (201; the company's approvers get a notice)",
  }),
  list: endpoint<PagedResultDto<JoinApplicationDto>, typeof applicationList>({
    method: 'GET',
    path: applications,
    access: APPROVE,
    query: applicationList,
    summary: 'Join applications: a page (status, keyword on name / user name / phone, day range)',
  }),
  export: endpoint<undefined, typeof applicationList>({
    method: 'GET',
    path: `${applications}/export`,
    access: APPROVE,
    query: applicationList,
    reply: 'file',
    summary: 'Join applications: the filtered list as .xlsx',
  }),
  get: endpoint<JoinApplicationDto>({ method: 'GET', path: `${applications}/{id}`, access: APPROVE, summary: 'Join application: one' }),
  pass: endpoint<{ id: string; status: string; userId: string }, null, typeof passing>({
    method: 'POST',
    path: `${applications}/{id}/pass`,
    access: APPROVE,
    body: passing,
    summary: 'Pass: the applicant becomes a user (organization, roles — default ones when none — and level; quota checked)',
  }),
  reject: endpoint<{ id: string; status: string }, null, typeof rejecting>({
    method: 'POST',
    path: `${applications}/{id}/reject`,
    access: APPROVE,
    body: rejecting,
    summary: 'Reject, with an optional reason',
  }),
};

export const NoticeContracts = {
  list: endpoint<PagedResultDto<NoticeDto>, typeof noticeList>({
    method: 'GET',
    path: '/api/eticket/notice',
    access: { kind: 'user', side: 'tenant' },
    query: noticeList,
    summary: "The signed-in user's notices, newest first",
  }),
};
