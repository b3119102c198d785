import { Stack } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { routeHref } from '@eticket/core/navigation';
import { createPrintJobMachine, parsePickText, type PrintJobEvent } from '@eticket/core/production';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { PrintBundleTable } from './print-bundle-table';
import { draftOf, selectionOf, summaryOf, toJob } from './print-draft';
import { PrintJobForm } from './print-job-form';
import { OrderDraftNotice } from '../shared/order-draft-notice';
import { PrintOrderBed } from './print-order-bed';
import { printJobSearch, readPrintJob } from './print-params';
import { useBedsAndBundles } from './use-print-data';

/**
 * Ticket printing (菲票打印, /order/printTicketHome): choose the order (and bed), see its bundles, choose by
 * bundle-number range or by ticking / typing a pick list, the paper (60×40 mm, 80×60 mm, A4 grid), copies
 * and what the ticket shows; the print view then draws and records the print. A pick list that is empty or
 * names a bundle that does not exist or is void is refused here and on the server — never "print all".
 * Per bundle: correct its qty, dye lot or note, replace the ticket (new code, the old one void for good) or void it.
 */

const printJobMachine = createPrintJobMachine();

export default function PrintHomePage({ route }: ShellPageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const canPrint = useIsGranted(P.OrderManagementPrint);
  // The server's bundle EDIT policy: edit and void.
  const canEdit = useIsGranted([P.OrderManagementEdit, P.CuttingListEdit]);
  // The address is read once: later edits live in the machine (the print views get them back in theirs).
  const actor = useActorRef(printJobMachine, { input: { draft: draftOf(readPrintJob(params)) } });
  const send = useCallback((event: PrintJobEvent) => {
    actor.send(event);
  }, [actor]);
  const draft = useSelector(actor, (s) => s.context.draft);
  const filter = useSelector(actor, (s) => s.context.filter);
  const page = useSelector(actor, (s) => s.context.page);
  const { beds, bundles } = useBedsAndBundles(draft.orderId, draft.bedId);

  useEffect(() => {
    const first = bundles?.[0];
    const last = bundles?.at(-1);
    if (first !== undefined && last !== undefined) actor.send({ type: 'bundles.known', first: first.bundleNo, last: last.bundleNo });
  }, [bundles, actor]);

  const job = toJob(draft);
  const { mode, picks, from, to } = draft;
  const selection = useMemo(() => selectionOf(bundles, { mode, picks, from, to }), [bundles, mode, picks, from, to]);
  const picked = useMemo(() => new Set(mode === 'picks' ? (parsePickText(picks) ?? []) : []), [mode, picks]);
  const go = (path: string) => {
    navigate(`${path}?${printJobSearch(job)}`);
  };

  return (
    <FormUiProvider>
      <PageFrame title={t(route.title)}>
        <Stack gap="4">
          <PrintOrderBed beds={beds} orderId={draft.orderId} bedId={draft.bedId} send={send} />
          <OrderDraftNotice orderId={draft.orderId} />
          {draft.orderId !== '' && (
            <>
              <PrintJobForm
                draft={draft}
                selection={selection}
                summary={summaryOf(selection, job)}
                canPrint={canPrint}
                send={send}
                onOpenPartTickets={() => { go(routeHref('OrderPartPrintView')); }}
                onOpenPrintView={() => { go(routeHref('OrderPrintBatchAssign')); }}
              />
              <PrintBundleTable bundles={bundles} picked={picked} filter={filter} page={page} canPrint={canPrint} canEdit={canEdit} send={send} />
            </>
          )}
        </Stack>
      </PageFrame>
    </FormUiProvider>
  );
}
