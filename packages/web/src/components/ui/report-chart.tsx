import type { ReportChartDto, ReportColumn } from '@eticket/core/reports';
import SeriesChart from '../data-ui/series-chart';
import { useT } from '../../i18n/i18n-context';

/** A report's chart: bars per category, or a line over days; each series labelled by its report column. */
export default function ReportChart({ chart, columns, label }: { chart: ReportChartDto; columns: readonly ReportColumn[]; label: string }) {
  const t = useT();
  const labelOf = (key: string) => {
    const column = columns.find((c) => c.key === key);
    return column === undefined ? key : t(column.label);
  };
  return <SeriesChart type={chart.type} series={chart.series.map((key) => ({ key, label: labelOf(key) }))} points={chart.points} label={label} testId="report-chart" />;
}
