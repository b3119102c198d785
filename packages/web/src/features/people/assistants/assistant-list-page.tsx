import { formatDateTimeMinutes } from '@eticket/core/format';
import { ASSISTANT_STATUSES, type AssistantApplicationDto, type AssistantOrganization, type AssistantStatus } from '@eticket/core/people';
import { Suspense, lazy, useCallback, useState } from 'react';
import { LuBan, LuCheck, LuX } from 'react-icons/lu';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { RowActions, type RowAction } from '../../../components/data-ui/row-actions';
import { pagedInput, useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { PersonCell, StatusCell } from '../approvals/application-cells';
import { ApplicationToolbar } from '../approvals/application-toolbar';
import { ApprovalResource, useApprovals } from '../approvals-api';

const AssistantDecisionDialog = lazy(() => import('./assistant-decision-dialogs'));

interface Filters {
  status: AssistantStatus | '';
}
const INITIAL: Filters = { status: 'pending' };


const names = (organizations: readonly AssistantOrganization[] | null) => (organizations ?? []).map((o) => o.name ?? '—').join('、');

type Deciding = { kind: 'approve' | 'reject' | 'revoke'; application: AssistantApplicationDto } | null;

/**
 * Production assistants (生产助理, /application/list): the applications by status — pending ones to approve
 * (all or some of the requested organizations) or reject, approved ones (the current assistants and their
 * scopes) to revoke — each decision with its reason.
 */
export default function AssistantListPage({ route }: ShellPageProps) {
  const t = useT();
  const approvals = useApprovals();
  const load = useCallback(
    (request: ListRequest<Filters>, signal: AbortSignal) =>
      approvals.assistants.list({ ...pagedInput(request), ...(request.filters.status === '' ? {} : { status: request.filters.status }) }, { signal }),
    [approvals],
  );
  const list = useServerList<AssistantApplicationDto, Filters>({ resource: ApprovalResource.assistant, load, initialFilters: INITIAL });
  const [deciding, setDeciding] = useState<Deciding>(null);
  const close = () => {
    setDeciding(null);
  };
  const open = (kind: 'approve' | 'reject' | 'revoke', application: AssistantApplicationDto) => () => {
    setDeciding({ kind, application });
  };

  const actions = (a: AssistantApplicationDto): RowAction[] => {
    if (a.status === 'pending') {
      return [
        { key: 'approve', label: t('People.Assistant.Approve'), icon: <LuCheck />, onClick: open('approve', a) },
        { key: 'reject', label: t('People.Assistant.Reject'), icon: <LuX />, danger: true, onClick: open('reject', a) },
      ];
    }
    return a.status === 'approved' ? [{ key: 'revoke', label: t('People.Assistant.Revoke'), icon: <LuBan />, danger: true, onClick: open('revoke', a) }] : [];
  };

  const columns: Column<AssistantApplicationDto>[] = [
    {
      key: 'name',
      header: t('People.Assistant.Applicant'),
      sortField: 'name',
      sticky: 'start',
      minW: '28',
      cell: (a) => <PersonCell name={a.name} userName={a.userName} />,
    },
    { key: 'requested', header: t('People.Assistant.Requested'), minW: '40', cell: (a) => names(a.requestedOrganizations) },
    { key: 'granted', header: t('People.Assistant.Granted'), minW: '40', cell: (a) => names(a.grantedOrganizations) },
    { key: 'message', header: t('People.Assistant.Message'), minW: '32', cell: (a) => a.message },
    { key: 'creationTime', header: t('People.Approval.CreationTime'), sortField: 'creationTime', nowrap: true, cell: (a) => formatDateTimeMinutes(a.creationTime) },
    {
      key: 'status',
      header: t('People.Approval.Status'),
      sortField: 'status',
      nowrap: true,
      cell: (a) => <StatusCell status={a.status} reason={a.reason} />,
    },
    { key: 'actions', header: t('Data.List.Actions'), align: 'end', sticky: 'end', cell: (a) => <RowActions label={a.name} actions={actions(a)} /> },
  ];

  const title = t(route.title);
  return (
    <DataUiProvider>
      <PageFrame title={title}>
        <ApplicationToolbar
          list={list}
          statuses={ASSISTANT_STATUSES}
          status={list.filters.status}
          onStatus={(status) => {
            list.setFilters({ status });
          }}
        />
        <PagedTable list={list} label={title} columns={columns} />
        {deciding !== null && (
          <Suspense fallback={null}>
            <AssistantDecisionDialog kind={deciding.kind} application={deciding.application} onClose={close} />
          </Suspense>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
