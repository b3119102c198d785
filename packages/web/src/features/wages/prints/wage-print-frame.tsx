import { Alert, Spinner, Text } from '@chakra-ui/react';
import type { RouteDef } from '@eticket/core/navigation';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import type { Load } from '../../../components/data-ui/use-query';
import { PrintActions } from '../../../components/ui/print-actions';
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
export function WagePrintFrame<T>({ route, state, summary, options, css, children }: {
  route: RouteDef;
  state: PrintState<T>;
  summary?: (value: T) => string;
  /** Choices of the print (shown on screen beside the summary, not printed). */
  options?: ReactNode;
  css: string;
  children: (value: T) => ReactNode;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const back = route.activeMenu;
  return (
    <PageFrame
      title={t(route.title)}
      actions={
        <PrintActions
          backLabel={t('Wages.Print.Back')}
          onBack={
            back === undefined
              ? null
              : () => {
                  navigate(back);
                }
          }
          printLabel={t('Wages.Print.Print')}
          ready={state.status === 'ready'}
        />
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
          {options}
          <PrintArea css={WAGE_DOC_CSS + css} ready className="et-wage-wrap">
            {children(state.value)}
          </PrintArea>
        </>
      )}
    </PageFrame>
  );
}

/** A column of a printed table: its header, whether it holds numbers (right-aligned) and its cell. */
export interface DocColumn<T> {
  key: string;
  header: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/** The header row of a printed table: a thead, so paper repeats it on every page. */
export function DocHead({ columns }: { columns: readonly Pick<DocColumn<never>, 'key' | 'header' | 'numeric'>[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.key} className={column.numeric === true ? 'num' : column.key}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A printed table: the rows, a line saying there are none, then its total row (`footer`). */
export function DocTable<T>({ columns, rows, rowKey, empty, footer, testId }: {
  columns: readonly DocColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  empty: string;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <table data-testid={testId}>
      <DocHead columns={columns} />
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.key} className={column.numeric === true ? 'num' : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
        {footer}
      </tbody>
    </table>
  );
}
