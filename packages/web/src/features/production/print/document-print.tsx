import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { failureText } from '../../../components/data-ui/api-failure';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { PrintActions } from '../../../components/ui/print-actions';
import { PrintArea } from '../../../components/ui/print-area';

/**
 * A printable document (cutting sheet, part cutting sheet, cutting list): Back and Print above, the
 * document on an A4 page below; on paper only the document, in black on white, tables repeating their
 * header row on every page.
 */
const DOC_CSS = (landscape: boolean) => `
@page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 10mm; }
.et-doc { background: #fff; color: #000; max-width: ${landscape ? '277mm' : '190mm'}; padding: 6mm; box-shadow: 0 0 0 1px #d0d4da;
  font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; font-size: 10.5pt; }
.et-doc h2 { font-size: 15pt; font-weight: 700; text-align: center; margin: 0 0 2mm; }
.et-doc h3 { font-size: 11.5pt; font-weight: 700; margin: 4mm 0 1.5mm; }
.et-doc .et-doc-sub { text-align: center; margin-bottom: 3mm; }
.et-doc dl { display: grid; grid-template-columns: repeat(${landscape ? 6 : 4}, auto 1fr); gap: 1mm 2mm; margin: 0 0 2mm; }
.et-doc dt { color: #444; white-space: nowrap; }
.et-doc dd { margin: 0; font-weight: 600; }
.et-doc table { width: 100%; border-collapse: collapse; margin-bottom: 2mm; }
.et-doc th, .et-doc td { border: 0.2mm solid #555; padding: 0.8mm 1.5mm; text-align: left; }
.et-doc th { background: #eef0f3; }
.et-doc td.num, .et-doc th.num { text-align: right; }
.et-doc tr.total td { font-weight: 700; }
.et-doc thead { display: table-header-group; }
.et-doc tr { break-inside: avoid; }
@media screen {
  /* A landscape sheet is wider than a phone: the preview scrolls sideways inside its frame, not the page. */
  .et-doc-wrap { max-width: 100%; overflow-x: auto; }
  .et-doc { min-width: min-content; }
}
@media print {
  .et-doc { box-shadow: none; padding: 0; max-width: none; }
  .et-doc th { background: #eef0f3 !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

export function DocumentPrint({ title, load, landscape = false, onBack, backLabel, children }: {
  title: string;
  load: { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: unknown };
  landscape?: boolean;
  onBack: () => void;
  backLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <PageFrame
      title={title}
      actions={<PrintActions backLabel={backLabel} onBack={onBack} printLabel={t('Production.Print.Print')} ready={load.status === 'ready'} />}
    >
      {load.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failureText(load.error, t)}</Alert.Title>
        </Alert.Root>
      )}
      {load.status === 'loading' && (
        <Stack gap="3">
          <Skeleton height="10" />
          <Skeleton height="40" />
        </Stack>
      )}
      {load.status === 'ready' && (
        <PrintArea css={DOC_CSS(landscape)} ready className="et-doc-wrap">
          <div className="et-doc">{children}</div>
        </PrintArea>
      )}
    </PageFrame>
  );
}
