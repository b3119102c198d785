import type { CuttingTimeDto } from '@eticket/core/production';
import { CUTTING_TIME_STATUS_LABEL_KEYS } from '@eticket/core/production';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { ShellPageProps } from '../../../kit/page.types';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { DocumentPrint } from '../print/document-print';
import { ProductionResource, useProduction } from '../production-api';
import { routeHref } from '@eticket/core/navigation';
import { useLoad } from '../../../components/data-ui/use-query';
import { bedQueryFromParams } from './bed-query';

/**
 * The cutting list (裁床汇总, /cuttingTimes/cuttingListPrint): the beds of the cutting-bed list's filters on
 * landscape A4 for the cutting room — bed, order, style, date, cutter, dye lot, plies, ratio, bundles and
 * pieces — with the totals.
 */
function ratioText(bed: CuttingTimeDto): string {
  return bed.ratios.map((r) => `${r.size}:${String(r.ratio)}`).join(' ');
}

export default function CuttingListPrintPage({ route }: ShellPageProps) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => bedQueryFromParams(new URLSearchParams(search)), [search]);
  const load = useLoad([ProductionResource.cuttingTime, 'printList', JSON.stringify(query)], (signal) => production.cuttingTimes.printList(query, { signal }), { resources: [] });
  const range = [query.cutDateStart ?? '', query.cutDateEnd ?? ''].filter((d) => d !== '').join(' ~ ');
  return (
    <DataUiProvider>
      <DocumentPrint
        title={t(route.title)}
        load={load}
        landscape
        backLabel={t('Data.Form.BackToList')}
        onBack={() => {
          navigate(routeHref('CuttingTimesList', {}));
        }}
      >
        {load.status === 'ready' && (
          <>
            <h2>{t('Route.CuttingListPrint')}</h2>
            <div className="et-doc-sub">{range === '' ? t('Production.Cutting.AllDates') : t('Production.Cutting.DateRange', { range })}</div>
            <table data-testid="cutting-list">
              <thead>
                <tr>
                  <th>{t('Production.Field.BedNo')}</th>
                  <th>{t('Production.Field.OrderNo')}</th>
                  <th>{t('Production.Field.Style')}</th>
                  <th>{t('Production.Field.Customer')}</th>
                  <th>{t('Production.Field.CutDate')}</th>
                  <th>{t('Production.Field.Cutter')}</th>
                  <th>{t('Production.Field.DyeLot')}</th>
                  <th className="num">{t('Production.Field.Layers')}</th>
                  <th>{t('Production.Field.Ratio')}</th>
                  <th className="num">{t('Production.Field.BundleCount')}</th>
                  <th className="num">{t('Production.Field.CutQty')}</th>
                  <th>{t('Production.Field.Status')}</th>
                </tr>
              </thead>
              <tbody>
                {load.value.items.map((bed) => (
                  <tr key={bed.id}>
                    <td>{bed.displayNo}</td>
                    <td>{bed.orderNo}</td>
                    <td>{bed.styleNo}</td>
                    <td>{bed.customerName ?? ''}</td>
                    <td>{bed.cutDate}</td>
                    <td>{bed.cutterName ?? ''}</td>
                    <td>{bed.dyeLot ?? ''}</td>
                    <td className="num">{bed.layers}</td>
                    <td>{ratioText(bed)}</td>
                    <td className="num">{bed.totalBundles}</td>
                    <td className="num">{bed.totalQty}</td>
                    <td>{t(CUTTING_TIME_STATUS_LABEL_KEYS[bed.status])}</td>
                  </tr>
                ))}
                <tr className="total">
                  <td colSpan={9}>{t('Production.Cutting.Totals', { beds: load.value.totals.bedCount })}</td>
                  <td className="num">{load.value.totals.bundleCount}</td>
                  <td className="num">{load.value.totals.qty}</td>
                  <td />
                </tr>
              </tbody>
            </table>
          </>
        )}
      </DocumentPrint>
    </DataUiProvider>
  );
}
