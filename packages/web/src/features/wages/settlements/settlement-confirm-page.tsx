import { Alert, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { routeHref } from '@eticket/core/navigation';
import { WAGE_CONFIRM_STATUSES, type WageSettlementDto, type WageSettlementItemDto } from '@eticket/core/wages';
import { lazy, Suspense, useCallback, useState } from 'react';
import { LuBell, LuCircleCheck, LuMessageSquareReply } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'wouter';
import { failureText } from '../../../components/data-ui/api-failure';
import type { Column } from '../../../components/data-ui/data-table';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ListToolbar } from '../../../components/data-ui/list-toolbar';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { RowActions, type RowAction } from '../../../components/data-ui/row-actions';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useMoney } from '../../../components/data-ui/use-money';
import { useQuery } from '../../../components/data-ui/use-query';
import { useServerList, type ListRequest } from '../../../components/data-ui/use-server-list';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { useWagesApi } from '../wages-api';
import { itemActions } from '../shared/settlement-rules';
import { ConfirmStatusBadge, SettlementStatusBadge } from '../shared/status-badges';
import { invalidateWages, WAGE_STEP_CALL, WagesResource } from '../shared/wage-resources';
import { workerLabel } from '../shared/worker-picker';
import type { ItemDecision } from './item-decision-dialogs';

const ItemDecisionDialog = lazy(() => import('./item-decision-dialogs'));

interface ConfirmFilters {
  status: string;
}
const NO_FILTERS: ConfirmFilters = { status: '' };

function When({ time }: { time: string | null }) {
  return time === null ? null : (
    <Text fontSize="xs" color="fg.muted">
      {formatDateTimeMinutes(time)}
    </Text>
  );
}

function ConfirmList({ settlement }: { settlement: WageSettlementDto }) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const [deciding, setDeciding] = useState<{ decision: ItemDecision; item: WageSettlementItemDto } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(
    (request: ListRequest<ConfirmFilters>, signal: AbortSignal) => {
      const status = WAGE_CONFIRM_STATUSES.find((s) => s === request.filters.status);
      return wages.settlements.confirmations(
        settlement.id,
        { ...(request.keyword === null ? {} : { keyword: request.keyword }), ...(status === undefined ? {} : { status }), skipCount: request.skipCount, maxResultCount: request.maxResultCount },
        { signal },
      );
    },
    [wages, settlement.id],
  );
  const list = useServerList({ resource: WagesResource.settlement, load, initialFilters: NO_FILTERS });
  const remind = (item: WageSettlementItemDto) => {
    setProblem(null);
    wages.items.remind(item.id, WAGE_STEP_CALL).then(
      () => {
        notify({ kind: 'message', type: 'success', title: t('Wages.Admin.Reminded', { name: workerLabel(item) }), durationMs: 3000 });
        invalidateWages();
      },
      (error: unknown) => {
        setProblem(failureText(error, t));
      },
    );
  };
  const actionsOf = (item: WageSettlementItemDto): RowAction[] =>
    itemActions(settlement.status, item).map((action) => {
      if (action === 'remind') return { key: action, label: t('Wages.Admin.Item.remind'), icon: <LuBell />, permission: P.SalaryManagementSettle, onClick: () => { remind(item); } };
      if (action === 'resolve') return { key: action, label: t('Wages.Admin.Item.resolve'), icon: <LuMessageSquareReply />, permission: P.SalaryManagementSettle, onClick: () => { setDeciding({ decision: 'resolve', item }); } };
      return { key: action, label: t('Wages.Admin.Item.forceConfirm'), icon: <LuCircleCheck />, permission: P.SalaryManagementForceConfirm, danger: true, onClick: () => { setDeciding({ decision: 'forceConfirm', item }); } };
    });
  const columns: Column<WageSettlementItemDto>[] = [
    {
      key: 'worker',
      header: t('Wages.Field.Worker'),
      sticky: 'start',
      nowrap: true,
      cell: (item) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{workerLabel(item)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {[item.employeeNo, item.organizationName].filter((part) => part !== null && part !== '').join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'net', header: t('Wages.Field.NetAmount'), align: 'end', nowrap: true, cell: (item) => <Text fontWeight="semibold">{money(item.netAmount)}</Text> },
    {
      key: 'status',
      header: t('Wages.Field.ConfirmStatus'),
      nowrap: true,
      cell: (item) => (
        <Stack gap="0.5" align="start">
          <ConfirmStatusBadge status={item.confirmStatus} />
          <When time={item.confirmedAt} />
        </Stack>
      ),
    },
    {
      key: 'dispute',
      header: t('Wages.Admin.Dispute'),
      minW: '40',
      cell: (item) =>
        item.disputeReason === null ? (
          '—'
        ) : (
          <Stack gap="0.5">
            <Text>{item.disputeReason}</Text>
            <When time={item.disputedAt} />
          </Stack>
        ),
    },
    {
      key: 'resolution',
      header: t('Wages.Admin.Resolution'),
      minW: '40',
      cell: (item) =>
        item.resolveRemark === null ? (
          '—'
        ) : (
          <Stack gap="0.5">
            <Text>{item.resolveRemark}</Text>
            <When time={item.resolvedAt} />
          </Stack>
        ),
    },
    { key: 'reminded', header: t('Wages.Admin.RemindedAt'), nowrap: true, cell: (item) => (item.remindedAt === null ? '—' : formatDateTimeMinutes(item.remindedAt)) },
    { key: 'actions', header: t('Data.List.Actions'), align: 'end', sticky: 'end', cell: (item) => <RowActions label={workerLabel(item)} actions={actionsOf(item)} /> },
  ];
  return (
    <>
      <ListToolbar
        keyword={list.keyword}
        placeholder={t('Wages.Admin.WorkerKeyword')}
        onSearch={(keyword) => {
          list.search(keyword);
        }}
        onReset={list.reset}
        filters={
          <SelectBox
            label={t('Wages.Field.ConfirmStatus')}
            width={{ base: 'full', sm: '32' }}
            value={list.filters.status}
            placeholder={t('Wages.Admin.AllStatuses')}
            options={WAGE_CONFIRM_STATUSES.map((status) => ({ value: status, label: t(`Wages.Confirm.${status}`) }))}
            onChange={(status) => {
              list.setFilters({ status });
            }}
          />
        }
      />
      {problem !== null && (
        <Alert.Root status="error" mb="3" data-testid="item-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <PagedTable list={list} label={t('Wages.Admin.Confirmations')} columns={columns} />
      {deciding !== null && (
        <Suspense fallback={null}>
          <ItemDecisionDialog
            decision={deciding.decision}
            item={deciding.item}
            onClose={() => {
              setDeciding(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A settlement's confirmations (/wage/salaryConfirmDetail?id=): each worker's answer, when they gave it,
 * their dispute and its resolution, filtered by status; remind a worker, answer a dispute (with an
 * adjustment when the worker was right) or confirm in their stead — what the settlement machine allows
 * for the item, to the holders of each permission.
 */
export default function SettlementConfirmPage({ route }: ShellPageProps) {
  const t = useT();
  const wages = useWagesApi();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useQuery(id === '' ? null : [WagesResource.settlement, 'detail', id], (signal) => wages.settlements.get(id, { signal }));
  const settlement = query.data;
  const detailHref = routeHref('WageSettleDetail', { id });
  return (
    <DataUiProvider>
      <PageFrame title={settlement === undefined ? t(route.title) : t('Wages.Admin.ConfirmTitle', { settlementNo: settlement.settlementNo })}>
        {id === '' && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('Wages.Admin.NoSettlement')}</Alert.Title>
          </Alert.Root>
        )}
        {id !== '' && settlement === undefined && (query.status === 'error' ? <LoadFailure error={query.error} /> : <Skeleton height="40" />)}
        {settlement !== undefined && (
          <Stack gap="3">
            <Flex gap="3" align="center" flexWrap="wrap" fontSize="sm">
              <Link
                colorPalette="brand"
                href={detailHref}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(detailHref);
                }}
              >
                {t('Wages.Admin.PeriodRange', { from: settlement.periodStart, to: settlement.periodEnd })}
              </Link>
              <SettlementStatusBadge status={settlement.status} />
              {WAGE_CONFIRM_STATUSES.filter((status) => settlement.confirmCounts[status] > 0).map((status) => (
                <Text key={status} color="fg.muted">
                  {t('Wages.Admin.ConfirmCount', { status: t(`Wages.Confirm.${status}`), count: settlement.confirmCounts[status] })}
                </Text>
              ))}
            </Flex>
            <ConfirmList settlement={settlement} />
          </Stack>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
