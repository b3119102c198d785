import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import type { ReportChartDto, ReportColumn } from '@eticket/core/reports';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '../../i18n/i18n-context';

const COLORS = ['brand.solid', 'orange.solid', 'green.solid'] as const;

type Point = Record<string, string | number>;

/**
 * A report's chart (Chakra charts on recharts): bars per category, or a line over days. Loaded on its own
 * after the table. `responsive` makes the chart fill its box (without it recharts draws nothing).
 */
export default function ReportChart({ chart, columns, label }: { chart: ReportChartDto; columns: readonly ReportColumn[]; label: string }) {
  const t = useT();
  const data: Point[] = chart.points.map((p) => ({ category: p.category, ...p.values }));
  const labelOf = (key: string) => {
    const column = columns.find((c) => c.key === key);
    return column === undefined ? key : t(column.label);
  };
  const c = useChart<Point>({
    data,
    series: chart.series.map((name, i) => ({ name, color: COLORS[i % COLORS.length], label: labelOf(name) })),
  });
  // Chakra's chart types its colour lookup as any: it resolves a token to a CSS colour string.
  const color = (token: string | undefined): string => c.color(token) as string;
  const axis = { dataKey: c.key('category'), tickLine: false, axisLine: false, tick: { fontSize: 12 } } as const;
  return (
    <Box role="img" aria-label={label} borderWidth="1px" rounded="md" p="3" data-testid="report-chart">
      <Chart.Root chart={c} h={{ base: '56', md: '72' }}>
        {chart.type === 'line' ? (
          <LineChart data={c.data} responsive>
            <CartesianGrid stroke={color('border.muted')} vertical={false} />
            <XAxis {...axis} />
            <YAxis tickLine={false} axisLine={false} width={48} tick={{ fontSize: 12 }} />
            <Tooltip animationDuration={0} cursor={false} content={<Chart.Tooltip />} />
            {c.series.map((s) => (
              <Line key={String(s.name)} type="monotone" isAnimationActive={false} dataKey={c.key(s.name)} stroke={color(typeof s.color === 'string' ? s.color : undefined)} strokeWidth={2} dot={false} name={labelOf(String(s.name))} />
            ))}
          </LineChart>
        ) : (
          <BarChart data={c.data} responsive>
            <CartesianGrid stroke={color('border.muted')} vertical={false} />
            <XAxis {...axis} />
            <YAxis tickLine={false} axisLine={false} width={48} tick={{ fontSize: 12 }} />
            <Tooltip animationDuration={0} cursor={{ fill: color('bg.muted') }} content={<Chart.Tooltip />} />
            {c.series.length > 1 && <Legend content={<Chart.Legend />} />}
            {c.series.map((s) => (
              <Bar key={String(s.name)} isAnimationActive={false} dataKey={c.key(s.name)} fill={color(typeof s.color === 'string' ? s.color : undefined)} name={labelOf(String(s.name))} radius={[4, 4, 0, 0]} />
            ))}
          </BarChart>
        )}
      </Chart.Root>
    </Box>
  );
}
