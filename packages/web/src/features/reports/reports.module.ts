import type { WebModule } from '../../kit/web-module';

/** Reports: the report center and the member ticket logs. */
export const reportsModule = {
  name: 'reports',
  pages: {
    ReportList: 'center/report-center-page',
    ReportMemberTicketLog: 'member-logs/member-ticket-log-page',
  },
  texts: ['Reports.'],
  endpoints: 'reports',
} as const satisfies WebModule;
