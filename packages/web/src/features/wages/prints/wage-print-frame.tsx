import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { RouteDef } from '@eticket/core/navigation';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import type { Load } from '../../../components/data-ui/use-query';
import { PrintArea } from '../../../components/ui/print-area';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';

/** Black on white in the document's own box; on screen a sheet with a frame that scrolls sideways on a phone. */
export const WAGE_DOC_CSS = `
.et-wage-doc { background: #fff; color: #000; padding: 6mm; box-shadow: 0 0 0 1px #d0d4da;
  font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; font-size: 9.5pt; line-height: 1.35; }
.et-wage-doc h2 { font-size: 14pt; font-weight: 700; margin: 0; }
.et-wage-doc table { width: 100%; border-collapse: collapse; }
.et-wage-doc th, .et-wage-doc td { border: 0.2mm solid #555; padding: 0.6mm 1.2mm; text-align: left; }
.et-wage-doc th { background: #eef0f3; font-weight: 600; }
.et-wage-doc .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.et-wage-doc tr.total td { font-weight: 700; }
.et-wage-doc thead { display: table-header-group; }
.et-wage-doc tr { break-inside: avoid; }
@media screen {
  .et-wage-wrap { max-width: 100%; overflow-x: auto; }
  .et-wage-doc { min-width: min-content; }
}
@media print {
  .et-wage-doc { box-shadow: none; padding: 0; max-width: none !important; }
  .et-wage-doc th { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

/** What a print page has: the address lacks what it needs (`missing`: the text saying so), or the data's load. */
export type PrintState<T> = { status: 'missing'; text: string } | Load<T>;

/**
 * A wage print (payslips, payroll, piece detail): Back (to the list it is opened from) and Print above, a
 * line of what is on it, then the document; on paper only the document. `css` carries the document's own
 * rules, `@page` included.
 */
export function WagePrintFrame<T>({ route, state, summary, css, children }: {
  route: RouteDef;
  state: PrintState<T>;
  summary?: (value: T) => string;
  css: string;
  children: (value: T) => ReactNode;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <PageFrame
      title={t(route.title)}
      actions={
        <HStack gap="2">
          {route.activeMenu !== undefined && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                navigate(route.activeMenu ?? '/');
              }}
            >
              <LuArrowLeft aria-hidden />
              {t('Wages.Print.Back')}
            </Button>
          )}
          <Button
            size="sm"
            colorPalette="brand"
            disabled={state.status !== 'ready'}
            onClick={() => {
              window.print();
            }}
            data-testid="print-button"
          >
            <LuPrinter aria-hidden />
            {t('Wages.Print.Print')}
          </Button>
        </HStack>
      }
    >
      {state.status === 'missing' && (
        <Alert.Root status="info" data-testid="print-missing">
          <Alert.Indicator />
          <Alert.Title>{state.text}</Alert.Title>
        </Alert.Root>
      )}
      {state.status === 'error' && <LoadFailure error={state.error} />}
      {state.status === 'loading' && <Spinner size="lg" aria-label={t(route.title)} />}
      {state.status === 'ready' && (
        <>
          {summary !== undefined && (
            <Text fontSize="sm" color="fg.muted" mb="2" data-testid="print-summary">
              {summary(state.value)}
            </Text>
          )}
          <PrintArea css={WAGE_DOC_CSS + css} ready className="et-wage-wrap">
            {children(state.value)}
          </PrintArea>
        </>
      )}
    </PageFrame>
  );
}
