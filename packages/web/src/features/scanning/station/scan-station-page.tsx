import { Alert, Box, Button, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import {
  createScanStationMachine,
  defaultProcedure,
  queuedQty,
  readStationQty,
  stationProcedures,
  type CardLookup,
  type OutboxScan,
} from '@eticket/core/scanning';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useSessionRef } from '../../../actors/session-context';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useQuery } from '../../../components/data-ui/use-query';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { useStationDevice } from '../device/station-device-context';
import { stationOutbox, type OutboxActor } from '../device/station-outbox';
import type { StationDevice } from '../device/station-device';
import { ScanningResource, useScanning, type ScanStationEndpoints } from '../scanning-api';
import { BundleCard } from './bundle-card';
import { OutboxList } from './outbox-list';
import { ProcedurePicker } from './procedure-picker';
import { ScanInput } from './scan-input';
import { TotalsTiles } from './totals-tiles';
import { lookupCard, readLastProcedure, scopeOf, useFailureText, useStationScope, useTenantToday, writeLastProcedure } from './use-station';

const CameraScanner = lazy(() => import('./camera-scanner'));

/**
 * The scan station (/scan/station), phone first: a code comes from the handheld scanner's field or the
 * camera, the bundle card shows, the worker picks the procedure (claimable first, the last one used by
 * default) and the qty (the rest by default) and reports. Each report goes to the device's outbox with its
 * key made at the tap; the outbox sends it when it can, and the list under the form says per scan whether it
 * is waiting, recorded or refused (and why). Today's count and pay come from the server.
 */
export default function ScanStationPage({ route }: ShellPageProps) {
  const t = useT();
  const scope = useStationScope();
  return (
    <PageFrame title={t(route.title)}>
      {scope === null ? <Skeleton height="40" /> : <Station key={scope} scope={scope} />}
    </PageFrame>
  );
}

function Station({ scope }: { scope: string }) {
  const api = useScanning();
  const device = useStationDevice();
  const failureText = useFailureText();
  const session = useSessionRef();
  const outbox = useMemo(
    () => stationOutbox(device, scope, { api, refusalText: failureText, currentScope: () => scopeOf(session.getSnapshot()) }),
    [device, scope, api, failureText, session],
  );
  return <StationScreen scope={scope} api={api} device={device} outbox={outbox} failureText={failureText} />;
}

function StationScreen({ scope, api, device, outbox, failureText }: {
  scope: string;
  api: ScanStationEndpoints;
  device: StationDevice;
  outbox: OutboxActor;
  failureText: (error: unknown) => string;
}) {
  const t = useT();
  const money = useMoney();
  const inputRef = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [qtyError, setQtyError] = useState<string | null>(null);

  const items = useSelector(outbox, (s) => s.context.items);
  const online = useSelector(outbox, (s) => s.context.online);
  const waiting = useSelector(outbox, (s) => s.matches({ running: { delivery: 'waiting' } }));
  const storageFailed = useSelector(outbox, (s) => s.context.storageFailed);

  // The machine's implementations are fixed for this worker's station (the component is keyed by scope).
  const [logic] = useState(() =>
    createScanStationMachine().provide({
      actors: {
        lookupCard: fromPromise<CardLookup, string>(({ input, signal }) => lookupCard(input, { api, device, scope, failureText, signal })),
      },
      actions: {
        queueScan: (_, scan) => {
          outbox.send({ type: 'scan.add', scan });
        },
        rememberProcedure: (_, last) => {
          writeLastProcedure(scope, last);
        },
        signalFailure: () => {
          device.signal(false);
        },
      },
    }),
  );
  const station = useActorRef(logic, { input: { last: readLastProcedure(scope) } });
  const state = useSelector(station, (s) => ({ value: s.value, context: s.context }), (a, b) => a.value === b.value && a.context === b.context);
  const { lookup, failure, code, lastReported } = state.context;

  // Procedures as offered now: the card's figures less what this device reported since it was read.
  const procedures = useMemo(
    () => (lookup === null ? [] : stationProcedures(lookup.card.procedures, (id) => queuedQty(items, lookup.card.bundle.code, id, lookup.fetchedAt))),
    [lookup, items],
  );
  const chosenId = state.context.procedureId ?? defaultProcedure(procedures, state.context.last);
  const chosen = procedures.find((p) => p.orderProcedureId === chosenId && p.offered) ?? null;
  const qtyText = state.context.qtyText ?? (chosen === null ? '' : String(chosen.available));

  // The outcome of the latest report: a signal when it settles.
  const reported = lastReported === null ? null : (items.find((item) => item.clientRequestId === lastReported) ?? null);
  const settledStatus = reported !== null && (reported.status === 'sent' || reported.status === 'refused') ? reported.status : null;
  useEffect(() => {
    if (settledStatus !== null) device.signal(settledStatus === 'sent');
  }, [settledStatus, device]);

  // Today's totals, asked again whenever another scan is recorded.
  const today = useTenantToday(() => device.now());
  const sentCount = items.filter((item) => item.status === 'sent').length;
  const totals = useQuery([ScanningResource.ticketLog, 'mine', today, sentCount], (signal) =>
    api.ticketLogs.mine({ from: today, to: today, maxResultCount: 1 }, { signal, silent: true }),
  );

  const submitCode = (text: string) => {
    setQtyError(null);
    station.send({ type: 'code.submit', code: text });
  };

  const report = () => {
    if (lookup === null || chosen === null) return;
    const read = readStationQty(qtyText, chosen.available);
    if ('error' in read) {
      setQtyError(t(read.error, { max: chosen.available }));
      return;
    }
    setQtyError(null);
    const { card } = lookup;
    const scan: OutboxScan = {
      clientRequestId: device.newKey(),
      code: card.bundle.code,
      orderProcedureId: chosen.orderProcedureId,
      qty: read.qty,
      queuedAt: device.now().toISOString(),
      label: { orderNo: card.orderNo, styleNo: card.styleNo, bundleNo: card.bundle.bundleNo, color: card.bundle.color, size: card.bundle.size, procedureName: chosen.name },
    };
    station.send({ type: 'report', scan, procedureName: chosen.name });
    inputRef.current?.focus();
  };

  return (
    <Stack gap="4" maxW="xl" mx="auto" data-testid="scan-station">
      <TotalsTiles totals={totals.data?.totals ?? null} label={t('ScanStation.Today.Title')} testId="today" />
      <ScanInput
        inputRef={inputRef}
        onCode={submitCode}
        cameraOpen={cameraOpen}
        onCamera={() => {
          setCameraOpen((open) => !open);
        }}
      />
      {cameraOpen && (
        <Suspense fallback={<Skeleton aspectRatio={4 / 3} />}>
          <CameraScanner onCode={submitCode} />
        </Suspense>
      )}

      {state.value === 'lookingUp' && <Skeleton height="24" data-testid="card-loading" />}
      {failure !== null && (
        <Alert.Root status="error" data-testid="scan-failure">
          <Alert.Indicator />
          <Box>
            <Alert.Title>{code}</Alert.Title>
            <Alert.Description>
              {failure.kind === 'needsNetwork'
                ? t('ScanStation.Failure.NeedsNetwork')
                : failure.kind === 'refused'
                  ? failure.message
                  : (failure.message ?? t('ScanStation.Failure.Lookup'))}
            </Alert.Description>
          </Box>
        </Alert.Root>
      )}

      {reported !== null && (
        <Alert.Root
          status={reported.status === 'sent' ? 'success' : reported.status === 'refused' ? 'error' : 'info'}
          data-testid="scan-result"
          data-status={reported.status}
        >
          <Alert.Indicator />
          <Box>
            <Alert.Title>
              {reported.status === 'sent'
                ? t('ScanStation.Result.Sent', { procedure: reported.label.procedureName, qty: reported.receipt?.qty ?? 0, amount: money(reported.receipt?.amount) })
                : reported.status === 'refused'
                  ? t('ScanStation.Result.Refused', { procedure: reported.label.procedureName })
                  : t(online ? 'ScanStation.Result.Sending' : 'ScanStation.Result.Queued', { procedure: reported.label.procedureName })}
            </Alert.Title>
            {reported.refusal !== null && <Alert.Description>{reported.refusal.message}</Alert.Description>}
          </Box>
        </Alert.Root>
      )}

      {lookup !== null && (
        <Stack gap="3">
          <BundleCard lookup={lookup} />
          <ProcedurePicker
            procedures={procedures}
            chosen={chosen?.orderProcedureId ?? null}
            onChoose={(id) => {
              setQtyError(null);
              station.send({ type: 'procedure.choose', orderProcedureId: id });
            }}
          />
          {chosen !== null && (
            <Stack gap="2">
              <Box>
                <chakra.label htmlFor="scan-qty" fontSize="sm" fontWeight="medium" display="block">
                  {t('ScanStation.Qty.Label', { max: chosen.available })}
                </chakra.label>
                <PlainInput
                  id="scan-qty"
                  inputMode="numeric"
                  minH="12"
                  fontSize="lg"
                  value={qtyText}
                  aria-invalid={qtyError !== null}
                  onChange={(e) => {
                    station.send({ type: 'qty.edit', text: e.currentTarget.value });
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') report();
                  }}
                  data-testid="scan-qty"
                />
                {qtyError !== null && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {qtyError}
                  </Text>
                )}
              </Box>
              <Button size="xl" minH="14" colorPalette="green" onClick={report} data-testid="scan-report">
                {t('ScanStation.Report', { procedure: chosen.name })}
              </Button>
            </Stack>
          )}
        </Stack>
      )}

      <OutboxList
        items={items}
        online={online}
        waiting={waiting}
        storageFailed={storageFailed}
        onRetry={() => {
          outbox.send({ type: 'outbox.retry' });
        }}
        onDismiss={(clientRequestId) => {
          outbox.send({ type: 'outbox.dismiss', clientRequestId });
        }}
      />
    </Stack>
  );
}
