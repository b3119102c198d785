import type { ReportEndpoints } from '@eticket/api-client';

const never = (name: string) => () => Promise.reject(new Error(`fake reports api: ${name} was not expected`));

/** A reports endpoint group for page tests: every call fails unless the test gives it. */
export function fakeReportsApi(overrides: {
  get?: ReportEndpoints['get'];
  exportExcel?: ReportEndpoints['exportExcel'];
  organizations?: Partial<ReportEndpoints['organizations']>;
  members?: Partial<ReportEndpoints['members']>;
  ticketLogs?: Partial<ReportEndpoints['ticketLogs']>;
}): ReportEndpoints {
  return {
    get: overrides.get ?? never('get'),
    exportExcel: overrides.exportExcel ?? never('exportExcel'),
    organizations: { list: never('organizations.list'), ...overrides.organizations },
    members: { lookup: never('members.lookup'), ...overrides.members },
    ticketLogs: { list: never('ticketLogs.list'), exportExcel: never('ticketLogs.exportExcel'), revoke: never('ticketLogs.revoke'), ...overrides.ticketLogs },
  };
}
