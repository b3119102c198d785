import { TenantPermissions } from '../abp/permission-names';
import { endpoint, schema } from '../contracts/endpoint';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../forms/change-password';
import { characterCount } from '../forms/validators';
import type { PagedResultDto } from '../paging/paging';
import { InputReader, property } from '../validation/input-reader';
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
}

const USER_NAME = /^[\p{L}\p{N}._@-]+$/u;
const PHONE = /^\+?\d{5,20}$/;

const apply = schema<JoinApplicationBody, { tenantName: string; name: string; userName: string; password: string; message?: string }>((raw) => {
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
  if (r.hasErrors) return r.result({ tenantName, name, userName, phoneNumber: null, password, message });
  // The identity rules run once the fields themselves are sound, one problem at a time.
  const phone = (phoneNumber ?? phoneAlias ?? '').replace(/[\s-]/g, '');
  if (userName === '' && phone === '') r.fail('userName', 'Server.Validation.UserNameOrPhone');
  else if (phone !== '' && !PHONE.test(phone)) r.fail('phoneNumber', 'Server.Validation.Invalid');
  else if (userName !== '' && (!USER_NAME.test(userName) || characterCount(userName) < 2)) r.fail('userName', 'Server.Validation.Invalid');
  return r.result({ tenantName, name, userName: userName === '' ? phone : userName, phoneNumber: phone === '' ? null : phone, password, message });
});

/** Passing or rejecting: the stamp read (absent = not checked) and, for a rejection, a reason. */
const handling = schema<{ concurrencyStamp: string | null; reason: string | null }, { concurrencyStamp?: string; reason?: string }>((raw) => {
  const r = new InputReader();
  return r.result({
    concurrencyStamp: platformText(r, 'concurrencyStamp', property(raw, 'concurrencyStamp'), { max: 64, min: 0, required: false }),
    reason: platformText(r, 'reason', property(raw, 'reason'), { max: 200, min: 0, trim: true, required: false }),
  });
});

const applicationList = schema<{ status: JoinApplicationStatusName | null; skipCount: number; maxResultCount: number }, { status?: JoinApplicationStatusName; skipCount?: number; maxResultCount?: number }>(
  (raw) => {
    const r = new InputReader();
    const query = queryText(raw);
    return r.result({ status: wireOptionalEnum(r, 'status', query.status, JOIN_APPLICATION_STATUSES), ...platformPage(r, query, 1000) });
  },
);

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
  list: endpoint<PagedResultDto<JoinApplicationDto>, typeof applicationList>({ method: 'GET', path: applications, access: APPROVE, query: applicationList, summary: 'Join applications' }),
  get: endpoint<JoinApplicationDto>({ method: 'GET', path: `${applications}/{id}`, access: APPROVE, summary: 'Join application: one' }),
  pass: endpoint<{ id: string; status: string; userId: string }, null, typeof handling>({
    method: 'POST',
    path: `${applications}/{id}/pass`,
    access: APPROVE,
    body: handling,
    summary: 'Pass: the applicant becomes a worker of the company',
  }),
  reject: endpoint<{ id: string; status: string }, null, typeof handling>({
    method: 'POST',
    path: `${applications}/{id}/reject`,
    access: APPROVE,
    body: handling,
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
