import type { ProductPartDto } from '@eticket/core/catalog';
import { BUNDLE_STATUS_LABEL_KEYS, type CuttingSheetDto, type QtyMatrix } from '@eticket/core/production';
import { Fragment } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { ShellPageProps } from '../../../kit/page.types';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { ProductionResource, useCatalog, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { useLoad, type Load } from '../../../components/data-ui/use-query';
import { DocumentPrint } from './document-print';

/**
 * The cutting sheet of a bed (裁床单, /order/printCutting?id=): header (style, order, bed, date, cutter,
 * fabric, marker, plies, ratio), the colour × size pieces and the bundle list with numbers and quantities.
 * /order/printPartCutting?id= prints the same bed per part (部位裁床单): the pieces of each part to cut.
 */
interface SheetData {
  sheet: CuttingSheetDto;
  parts: ProductPartDto[];
}

function useSheet(id: string, withParts: boolean): Load<SheetData> {
  const catalog = useCatalog();
  const production = useProduction();
  return useLoad(
    [ProductionResource.cuttingTime, 'sheet', id, withParts],
    async (signal) => {
      const sheet = await production.cuttingTimes.printData(id, { signal });
      const parts = withParts ? (await catalog.products.get(sheet.cuttingTime.productId, { signal })).parts : [];
      return { sheet, parts: [...parts].sort((a, b) => a.sort - b.sort) };
    },
    { resources: [] },
  );
}

function Matrix({ colors, sizes, matrix, factor = 1 }: { colors: readonly string[]; sizes: readonly string[]; matrix: QtyMatrix; factor?: number }) {
  const t = useT();
  return (
    <table>
      <thead>
        <tr>
          <th>{t('Production.Plan.ColorSize')}</th>
          {sizes.map((s) => (
            <th key={s} className="num">
              {s}
            </th>
          ))}
          <th className="num">{t('Production.Field.Total')}</th>
        </tr>
      </thead>
      <tbody>
        {colors.map((color, c) => (
          <tr key={color}>
            <td>{color}</td>
            {sizes.map((s, i) => (
              <td key={s} className="num">
                {(matrix.cells[c]?.[i] ?? 0) * factor}
              </td>
            ))}
            <td className="num">{(matrix.rowTotals[c] ?? 0) * factor}</td>
          </tr>
        ))}
        <tr className="total">
          <td>{t('Production.Field.Total')}</td>
          {sizes.map((s, i) => (
            <td key={s} className="num">
              {(matrix.columnTotals[i] ?? 0) * factor}
            </td>
          ))}
          <td className="num">{matrix.total * factor}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Header({ sheet }: { sheet: CuttingSheetDto }) {
  const t = useT();
  const bed = sheet.cuttingTime;
  const items: [string, string | number | null][] = [
    [t('Production.Field.OrderNo'), bed.orderNo],
    [t('Production.Field.Style'), `${bed.styleNo} ${bed.productName}`],
    [t('Production.Field.Customer'), bed.customerName],
    [t('Production.Field.BedNo'), bed.displayNo],
    [t('Production.Field.CutDate'), bed.cutDate],
    [t('Production.Field.Cutter'), bed.cutterName],
    [t('Production.Field.Fabric'), [bed.fabricName, bed.fabricColor].filter((x) => x !== null).join(' ')],
    [t('Production.Field.DyeLot'), bed.dyeLot],
    [t('Production.Field.MarkerNo'), bed.markerNo],
    [t('Production.Field.MarkerLength'), bed.markerLength],
    [t('Production.Field.MarkerWidth'), bed.markerWidth],
    [t('Production.Field.LossRate'), bed.lossRate],
    [t('Production.Field.Layers'), bed.colors.map((c) => `${c.color} ${String(c.layers)}`).join('，')],
    [t('Production.Field.Ratio'), bed.ratios.map((r) => `${r.size}:${String(r.ratio)}`).join(' ')],
    [t('Production.Field.PiecesPerPly'), bed.piecesPerPly],
    [t('Production.Field.LayQty'), bed.layQty],
  ];
  return (
    <dl>
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? ''}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Sheet({ sheet, parts }: { sheet: CuttingSheetDto; parts: readonly ProductPartDto[] | null }) {
  const t = useT();
  const bed = sheet.cuttingTime;
  return (
    <>
      <h2>{sheet.companyName}</h2>
      <div className="et-doc-sub">{t(parts === null ? 'Production.Sheet.Title' : 'Production.Sheet.PartTitle', { bedNo: bed.displayNo })}</div>
      <Header sheet={sheet} />
      {parts === null ? (
        <>
          <h3>{t('Production.Sheet.Quantities')}</h3>
          <Matrix colors={sheet.colors} sizes={sheet.sizes} matrix={sheet.quantities} />
          <h3>{t('Production.Sheet.BundleList', { count: sheet.bundles.length })}</h3>
          <table data-testid="sheet-bundles">
            <thead>
              <tr>
                <th>{t('Production.Field.BundleNo')}</th>
                <th>{t('Production.Field.TicketNo')}</th>
                <th>{t('Production.Field.Color')}</th>
                <th>{t('Production.Field.Size')}</th>
                <th className="num">{t('Production.Field.Qty')}</th>
                <th>{t('Production.Field.DyeLot')}</th>
                <th>{t('Production.Field.Status')}</th>
              </tr>
            </thead>
            <tbody>
              {sheet.bundles.map((b) => (
                <tr key={b.bundleNo}>
                  <td>{b.bundleNo}</td>
                  <td>{b.ticketNo}</td>
                  <td>{b.color}</td>
                  <td>{b.size}</td>
                  <td className="num">{b.qty}</td>
                  <td>{b.dyeLot ?? ''}</td>
                  <td>{t(BUNDLE_STATUS_LABEL_KEYS[b.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : parts.length === 0 ? (
        <p>{t('Production.Sheet.NoParts')}</p>
      ) : (
        parts.map((part) => (
          <div key={part.id}>
            <h3>{t('Production.Sheet.PartHeading', { part: part.name, pieces: part.piecesPerGarment })}</h3>
            <Matrix colors={sheet.colors} sizes={sheet.sizes} matrix={sheet.quantities} factor={part.piecesPerGarment} />
          </div>
        ))
      )}
    </>
  );
}

function CuttingSheetView({ route, parts }: ShellPageProps & { parts: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const id = params.get('id') ?? '';
  const load = useSheet(id, parts);
  return (
    <DataUiProvider>
      <DocumentPrint
        title={t(route.title)}
        load={load}
        backLabel={t('Production.Sheet.Back')}
        onBack={() => {
          navigate(load.status === 'ready' ? routeHref('OrderTicket', { orderId: load.value.sheet.cuttingTime.orderId, bedId: id }) : routeHref('CuttingTimesList'));
        }}
      >
        {load.status === 'ready' && <Sheet sheet={load.value.sheet} parts={parts ? load.value.parts : null} />}
      </DocumentPrint>
    </DataUiProvider>
  );
}

/** /order/printCutting */
export default function CuttingSheetPage(props: ShellPageProps) {
  return <CuttingSheetView {...props} parts={false} />;
}

/** /order/printPartCutting */
export function PartCuttingSheetPage(props: ShellPageProps) {
  return <CuttingSheetView {...props} parts />;
}
