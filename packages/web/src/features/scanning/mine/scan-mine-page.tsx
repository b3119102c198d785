import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { TenantPermissions, SettingNames } from '@eticket/core/abp';
import { canRevokeOwn, periodRange, revokeMinutes, type MinePeriod, type TicketLogDto, type TicketLogStatus } from '@eticket/core/scanning';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSessionSelector } from '../../../actors/session-context';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import type { Column } from '../../../components/data-ui/data-table';
import { ExportButton } from '../../../components/data-ui/export-button';
import { invalidate } from '../../../components/data-ui/invalidation';
import { PagedTable } from '../../../components/data-ui/paged-table';
import { useMoney } from '../../../components/data-ui/use-money';
import { useQuery } from '../../../components/data-ui/use-query';
import { useServerList } from '../../../components/data-ui/use-server-list';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { useStationDevice } from '../device/station-device-context';
import { TotalsTiles } from '../station/totals-tiles';
import { ScanningResource, useScanning } from '../scanning-api';
import { useTenantToday } from '../station/use-station';

const RevokeDialog = lazy(() => import('./revoke-dialog'));

const STATUS_KEYS: Readonly<Record<TicketLogStatus, string>> = {
  pending: 'ScanStation.Record.Pending',
  valid: 'ScanStation.Record.Valid',
  rejected: 'ScanStation.Record.Rejected',
  revoked: 'ScanStation.Record.Revoked',
  settled: 'ScanStation.Record.Settled',
};
const STATUS_PALETTE: Readonly<Record<TicketLogStatus, string>> = { pending: 'orange', valid: 'green', rejected: 'red', revoked: 'gray', settled: 'blue' };

const PERIODS: readonly { value: MinePeriod; key: string }[] = [
  { value: 'today', key: 'ScanStation.Mine.Today' },
  { value: 'month', key: 'ScanStation.Mine.Month' },
];

const TIME = new Intl.DateTimeFormat('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

/**
 * "My records" (/scan/mine): the worker's own work records of today or this month with their totals (count,
 * pieces, pay), paged on the server; an own record may be revoked with a reason within the tenant's
 * minutes (the server decides again).
 */
export default function ScanMinePage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const api = useScanning();
  const device = useStationDevice();
  const today = useTenantToday(() => device.now());
  const minutes = useSessionSelector((s) => revokeMinutes(s.context.appConfig?.setting.values[SettingNames.ScanRevokeMinutes]));
  const userId = useSessionSelector((s) => s.context.appConfig?.currentUser.id ?? null);
  const [period, setPeriod] = useState<MinePeriod>('today');
  const [revoking, setRevoking] = useState<TicketLogDto | null>(null);
  const range = useMemo(() => periodRange(period, today), [period, today]);

  const list = useServerList<TicketLogDto, { from: string; to: string }>({
    resource: ScanningResource.ticketLog,
    initialFilters: range,
    load: (request, signal) =>
      api.ticketLogs.mine({ ...request.filters, skipCount: request.skipCount, maxResultCount: request.maxResultCount }, { signal }),
  });
  // Totals over the whole period (not only the page on screen): the same query, one row.
  const summary = useQuery([ScanningResource.ticketLog, 'mineTotals', range.from, range.to], (signal) =>
    api.ticketLogs.mine({ ...range, maxResultCount: 1 }, { signal }),
  );
  const totals = summary.data?.totals ?? null;

  const choose = (value: MinePeriod) => {
    setPeriod(value);
    const next = periodRange(value, today);
    list.setFilters(next);
  };

  const now = device.now().getTime();
  const columns: Column<TicketLogDto>[] = [
    { key: 'time', header: t('ScanStation.Mine.Time'), nowrap: true, cell: (r) => TIME.format(new Date(r.occurredAt)) },
    { key: 'bundle', header: t('ScanStation.Mine.Bundle'), cell: (r) => `${r.orderNo} · ${t('ScanStation.Card.BundleNo', { no: r.bundleNo })} · ${r.color}/${r.size}` },
    { key: 'procedure', header: t('ScanStation.Mine.Procedure'), cell: (r) => r.procedureName },
    { key: 'qty', header: t('ScanStation.Mine.Qty'), align: 'end', nowrap: true, cell: (r) => r.qty },
    { key: 'amount', header: t('ScanStation.Mine.Amount'), align: 'end', nowrap: true, cell: (r) => money(r.amount) },
    {
      key: 'status',
      header: t('ScanStation.Mine.Status'),
      nowrap: true,
      cell: (r) => (
        <Badge colorPalette={STATUS_PALETTE[r.status]} title={r.revokeReason ?? undefined}>
          {t(STATUS_KEYS[r.status])}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('ScanStation.Mine.Actions'),
      sticky: 'end',
      cell: (r) =>
        r.userId === userId && canRevokeOwn(r, now, minutes) ? (
          <Button
            size="sm"
            minH="11"
            variant="outline"
            colorPalette="red"
            onClick={() => {
              setRevoking(r);
            }}
          >
            {t('ScanStation.Mine.Revoke')}
          </Button>
        ) : null,
    },
  ];

  return (
    <DataUiProvider>
      <PageFrame
        title={t(route.title)}
        actions={
          <Can permission={TenantPermissions.ReportCenterOrganizationMemberTicketLogs}>
            <ExportButton
              title={t(route.title)}
              exporter={() => api.ticketLogs.exportExcel({ ...range, ...(userId === null ? {} : { userId }) })}
            />
          </Can>
        }
      >
        <HStack gap="2" mb="3" role="group" aria-label={t('ScanStation.Mine.Period')}>
          {PERIODS.map((p) => (
            <Button
              key={p.value}
              minH="11"
              variant={period === p.value ? 'solid' : 'outline'}
              aria-pressed={period === p.value}
              onClick={() => {
                choose(p.value);
              }}
            >
              {t(p.key)}
            </Button>
          ))}
        </HStack>
        <Box mb="3">
          <TotalsTiles totals={totals} label={t(PERIODS.find((p) => p.value === period)?.key ?? 'ScanStation.Mine.Today')} testId="mine" />
        </Box>
        {minutes > 0 && (
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t('ScanStation.Mine.RevokeHint', { minutes })}
          </Text>
        )}
        <PagedTable list={list} label={t('ScanStation.Mine.Records')} columns={columns} />
        {revoking !== null && (
          <Suspense fallback={null}>
            <RevokeDialog
              record={revoking}
              revoke={(reason) => api.ticketLogs.revoke(revoking.id, { reason }, { silent: true })}
              onClose={() => {
                setRevoking(null);
              }}
              onDone={() => {
                setRevoking(null);
                invalidate(ScanningResource.ticketLog);
                notify({ kind: 'message', type: 'success', title: t('ScanStation.Mine.Revoked'), durationMs: 3000 });
              }}
            />
          </Suspense>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
