import { Badge } from '@chakra-ui/react';
import { formatDateTimeMinutes } from '@eticket/core/format';
import type { PagedListInput } from '@eticket/core/paging';
import { JOIN_APPLICATION_STATUSES, type JoinApplicationDto, type JoinApplicationListInput, type JoinApplicationStatusName } from '@eticket/core/tenants';
import { Suspense, lazy, useCallback, useState } from 'react';
import { LuCheck, LuX } from 'react-icons/lu';
import { useSessionInfo } from '../../../actors/use-session-info';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ExportButton } from '../../../components/data-ui/export-button';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { RowActions, type RowAction } from '../../../components/data-ui/row-actions';
import { useQuery } from '../../../components/data-ui/use-query';
import { exportInput, pagedInput, useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { PersonCell, StatusCell } from './application-cells';
import { ApplicationToolbar } from './application-toolbar';
import { ApprovalResource, useApprovals } from '../approvals-api';
import { InviteCard } from './invite-card';

const JoinDecisionDialog = lazy(() => import('./join-decision-dialogs'));

interface Filters {
  status: JoinApplicationStatusName | '';
  from: string;
  to: string;
}
const INITIAL: Filters = { status: 'pending', from: '', to: '' };
/** The application's day range: from, to (inclusive). */
const DAY_FILTERS = [
  ['from', 'People.Approval.From'],
  ['to', 'People.Approval.To'],
] as const;


function filtersOf({ status, from, to }: Filters): Omit<JoinApplicationListInput, keyof PagedListInput> {
  return { ...(status === '' ? {} : { status }), ...(from === '' ? {} : { from }), ...(to === '' ? {} : { to }) };
}

type Deciding = { kind: 'pass' | 'reject'; application: JoinApplicationDto } | null;

/**
 * Registration approval (注册审核, /user/registrationList): the invite link and QR code, the join applications
 * with status, keyword and day filters, pass (organization, roles, level) or reject with a reason, and the
 * filtered list as .xlsx. The pending count shows beside the title.
 */
export default function RegistrationListPage({ route }: ShellPageProps) {
  const t = useT();
  const approvals = useApprovals();
  const { tenantName } = useSessionInfo();
  const load = useCallback((request: ListRequest<Filters>, signal: AbortSignal) => approvals.joinApplications.list({ ...pagedInput(request), ...filtersOf(request.filters) }, { signal }), [approvals]);
  const list = useServerList<JoinApplicationDto, Filters>({ resource: ApprovalResource.joinApplication, load, initialFilters: INITIAL });
  const pending = useQuery([ApprovalResource.joinApplication, 'pendingCount'], (signal) => approvals.joinApplications.list({ status: 'pending', maxResultCount: 1 }, { signal }));
  const [deciding, setDeciding] = useState<Deciding>(null);
  const close = () => {
    setDeciding(null);
  };

  const actions = (a: JoinApplicationDto): RowAction[] =>
    a.status !== 'pending'
      ? []
      : [
          { key: 'pass', label: t('People.Approval.Pass'), icon: <LuCheck />, onClick: () => { setDeciding({ kind: 'pass', application: a }); } },
          { key: 'reject', label: t('People.Approval.Reject'), icon: <LuX />, danger: true, onClick: () => { setDeciding({ kind: 'reject', application: a }); } },
        ];

  const columns: Column<JoinApplicationDto>[] = [
    {
      key: 'name',
      header: t('People.Approval.Name'),
      sortField: 'name',
      sticky: 'start',
      minW: '28',
      cell: (a) => <PersonCell name={a.name} userName={a.userName} />,
    },
    { key: 'phone', header: t('People.Approval.Phone'), nowrap: true, cell: (a) => a.phoneNumber ?? '' },
    { key: 'organization', header: t('People.Approval.RequestedOrganization'), nowrap: true, cell: (a) => a.requestedOrganizationName ?? '' },
    { key: 'message', header: t('People.Approval.Message'), minW: '40', cell: (a) => a.message },
    { key: 'creationTime', header: t('People.Approval.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (a) => formatDateTimeMinutes(a.creationTime) },
    {
      key: 'status',
      header: t('People.Approval.Status'),
      nowrap: true,
      cell: (a) => <StatusCell status={a.status} reason={a.rejectReason} />,
    },
    { key: 'actions', header: t('Data.List.Actions'), align: 'end', sticky: 'end', cell: (a) => <RowActions label={a.name} actions={actions(a)} /> },
  ];

  const pendingCount = pending.data?.totalCount ?? 0;
  const title = t(route.title);
  return (
    <DataUiProvider>
      <PageFrame
        title={title}
        actions={
          pendingCount > 0 ? (
            <Badge colorPalette="orange" variant="subtle" size="lg" data-testid="pending-count">
              {t('People.Approval.PendingCount', { count: pendingCount })}
            </Badge>
          ) : undefined
        }
      >
        {tenantName !== null && <InviteCard tenantName={tenantName} />}
        <ApplicationToolbar
          list={list}
          statuses={JOIN_APPLICATION_STATUSES}
          status={list.filters.status}
          onStatus={(status) => {
            list.setFilters({ status });
          }}
          filters={DAY_FILTERS.map(([key, label]) => (
            <PlainInput
              key={key}
              size="sm"
              type="date"
              w="36"
              aria-label={t(label)}
              value={list.filters[key]}
              onChange={(e) => {
                list.setFilters({ [key]: e.currentTarget.value });
              }}
            />
          ))}
          actions={<ExportButton title={title} exporter={() => approvals.joinApplications.exportExcel({ ...exportInput(list.request), ...filtersOf(list.filters) })} />}
        />
        <PagedTable list={list} label={title} columns={columns} />
        {deciding !== null && (
          <Suspense fallback={null}>
            <JoinDecisionDialog kind={deciding.kind} application={deciding.application} onClose={close} />
          </Suspense>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
