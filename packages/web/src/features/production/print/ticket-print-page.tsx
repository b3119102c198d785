import { Alert, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@eticket/api-client';
import { TICKET_TEMPLATE_LABEL_KEYS, type TicketPrintDataDto } from '@eticket/core/production';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'wouter';
import type { ShellPageProps } from '../../../kit/page.types';
import { failureText } from '../../../components/data-ui/api-failure';
import { useMoney } from '../../../components/data-ui/use-money';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { useLoad } from '../../../components/data-ui/use-query';
import { printJobSearch, printRequest, readPrintJob, type PrintJob } from './print-params';
import { PrintProgress } from './print-progress';
import { loadQrEncoder } from '../../../components/ui/qr';
import { TicketSheets, type TicketLabels } from './ticket-sheets';

/**
 * The print view of bundle tickets (/order/printBatchAssign) and part tickets (/order/printPartTicket):
 * the job comes from the address; the preview is drawn a slice at a time with a progress bar; Print
 * records the print on the server (print counts and dates; a reprint keeps the same code) and then opens
 * the browser's print dialog, whose page size is the template's.
 */

type Load = { status: 'loading' } | { status: 'ready'; data: TicketPrintDataDto; version: number } | { status: 'error'; error: unknown };

export function useTicketLabels(): TicketLabels {
  const t = useT();
  return useMemo(
    () => ({
      styleNo: t('Production.Field.Style'),
      orderNo: t('Production.Field.OrderNo'),
      bedNo: t('Production.Field.BedNo'),
      bundleNo: t('Production.Field.BundleNo'),
      color: t('Production.Field.Color'),
      size: t('Production.Field.Size'),
      qty: t('Production.Field.Qty'),
      dyeLot: t('Production.Field.DyeLot'),
      ticketNo: t('Production.Field.TicketNo'),
      part: t('Production.Field.Part'),
      reprint: t('Production.Print.ReprintMark'),
      copyOf: (copy, copies) => t('Production.Print.CopyOf', { copy, copies }),
    }),
    [t],
  );
}

/** The messages of a refused job (400 with field errors), else the failure's text. */
function LoadError({ error }: { error: unknown }) {
  const t = useT();
  const details = isApiError(error) ? error.validationErrors.map((v) => v.message) : [];
  return (
    <Alert.Root status="error" data-testid="print-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('Production.Print.CannotPrint')}</Alert.Title>
        <Alert.Description>
          {details.length === 0 ? (
            failureText(error, t)
          ) : (
            <Stack gap="1">
              {details.map((message) => (
                <Text key={message}>{message}</Text>
              ))}
            </Stack>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function TicketPrintView({ job, parts, title }: { job: PrintJob; parts: boolean; title: string }) {
  const t = useT();
  const money = useMoney();
  const production = useProduction();
  const [, navigate] = useLocation();
  const labels = useTicketLabels();
  // What was recorded replaces the preview (new print counts, reprint marks); a failed recording shows instead.
  const [recorded, setRecorded] = useState<Load | null>(null);
  const [progress, setProgress] = useState({ rendered: 0, total: 0 });
  const [printing, setPrinting] = useState<'idle' | 'recording' | 'waiting'>('idle');

  // Fetch the QR encoder while the print data is on its way.
  useEffect(() => {
    loadQrEncoder().catch(() => undefined);
  }, []);

  // A preview of this job: nothing a save elsewhere should redo behind the printer's back.
  const preview = useLoad(
    [ProductionResource.bundle, 'printPreview', JSON.stringify(job), parts],
    (signal) => {
      const request = printRequest(job);
      const call = { ...INLINE_CALL, signal };
      return parts ? production.orders.partTicketPrintData(job.orderId, request, call) : production.orders.ticketPrintData(job.orderId, request, call);
    },
    { resources: [] },
  );
  const load = useMemo<Load>(() => recorded ?? (preview.status === 'ready' ? { status: 'ready', data: preview.value, version: 0 } : preview), [recorded, preview]);

  const onProgress = useCallback((rendered: number, total: number) => {
    setProgress({ rendered, total });
  }, []);
  const ready = load.status === 'ready' && progress.total === load.data.tickets.length && progress.rendered === progress.total;

  // Recorded and redrawn (print counts, reprint marks): now the browser may print.
  useEffect(() => {
    if (printing !== 'waiting' || !ready) return;
    setPrinting('idle');
    window.print();
  }, [printing, ready]);

  const record = () => {
    setPrinting('recording');
    const request = printRequest(job);
    const recording = parts ? production.orders.partTicketPrint(job.orderId, request, INLINE_CALL) : production.orders.ticketPrint(job.orderId, request, INLINE_CALL);
    recording.then(
      (data) => {
        notify({ kind: 'message', type: 'success', title: t('Production.Print.Recorded', { count: data.tickets.length }), durationMs: 3000 });
        setRecorded((current) => ({ status: 'ready', data, version: current?.status === 'ready' ? current.version + 1 : 1 }));
        setProgress({ rendered: 0, total: data.tickets.length });
        setPrinting('waiting');
      },
      (error: unknown) => {
        setPrinting('idle');
        setRecorded({ status: 'error', error });
      },
    );
  };

  const procedures = useMemo(() => {
    if (load.status !== 'ready') return '';
    return load.data.procedures.map((p) => `${String(p.seq)}.${p.name}${p.price === null ? '' : ` ${money(p.price)}`}`).join('  ');
  }, [load, money]);

  const back = () => {
    navigate(`${parts ? routeHref('OrderPartPrintView') : routeHref('OrderPrintTicketHome')}?${printJobSearch(job)}`);
  };

  return (
    <PageFrame
      title={title}
      actions={
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={back}>
            <LuArrowLeft aria-hidden />
            {t('Production.Print.BackToSelection')}
          </Button>
          <Button size="sm" colorPalette="brand" disabled={!ready} loading={printing !== 'idle'} onClick={record} data-testid="print-button">
            <LuPrinter aria-hidden />
            {t('Production.Print.Print')}
          </Button>
        </HStack>
      }
    >
      {load.status === 'error' && <LoadError error={load.error} />}
      {load.status === 'loading' && <PrintProgress rendered={0} total={0} pages={0} loading />}
      {load.status === 'ready' && (
        <>
          <Box mb="3">
            <PrintProgress rendered={progress.rendered} total={load.data.tickets.length} pages={load.data.layout.pageCount} loading={false} />
            <Flex gap="3" mt="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
              <Text>{t('Production.Print.OrderLine', { styleNo: load.data.styleNo, orderNo: load.data.orderNo })}</Text>
              <Text>{t('Production.Print.Summary', { tickets: load.data.tickets.length, pages: load.data.layout.pageCount })}</Text>
              <Text>{t(TICKET_TEMPLATE_LABEL_KEYS[load.data.template])}</Text>
            </Flex>
          </Box>
          <Box overflowX="auto" pb="4">
            <TicketSheets key={load.data.recorded ? `r${String(load.version)}` : 'preview'} data={load.data} labels={labels} procedures={procedures} onProgress={onProgress} />
          </Box>
        </>
      )}
    </PageFrame>
  );
}

export function TicketPrintPage({ route, parts }: ShellPageProps & { parts: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const search = params.toString();
  const job = useMemo(() => readPrintJob(new URLSearchParams(search)), [search]);
  // Alerts, buttons and the progress spinner only: the shell has their recipes, so the page
  // does not load the data pages' (tables, inputs, selects).
  return job === null ? (
    <PageFrame title={t(route.title)}>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('Production.Print.NoJob')}</Alert.Title>
      </Alert.Root>
    </PageFrame>
  ) : (
    <TicketPrintView job={job} parts={parts} title={t(route.title)} />
  );
}

/** /order/printBatchAssign: bundle tickets. */
export default function BundleTicketPrintPage(props: ShellPageProps) {
  return <TicketPrintPage {...props} parts={false} />;
}
