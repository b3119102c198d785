import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

const COLORS = ['brand.solid', 'orange.solid', 'green.solid'] as const;

export interface ChartSeries {
  key: string;
  /** Already translated. */
  label: string;
}

export interface ChartPoint {
  category: string;
  values: Readonly<Record<string, number>>;
}

export interface SeriesChartProps {
  type: 'bar' | 'line';
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  /** Accessible name of the chart. */
  label: string;
  testId?: string;
}

type Point = Record<string, string | number>;

/**
 * A chart of one or more series over categories (Chakra charts on recharts): bars, or lines. Import it lazily:
 * recharts is heavy and a page shows its table first. `responsive` makes the chart fill its box (without it
 * recharts draws nothing).
 */
export default function SeriesChart({ type, series, points, label, testId = 'series-chart' }: SeriesChartProps) {
  const data: Point[] = points.map((p) => ({ category: p.category, ...p.values }));
  const labelOf = (key: string) => series.find((s) => s.key === key)?.label ?? key;
  const c = useChart<Point>({
    data,
    series: series.map((s, i) => ({ name: s.key, color: COLORS[i % COLORS.length], label: s.label })),
  });
  // Chakra's chart types its colour lookup as any: it resolves a token to a CSS colour string.
  const color = (token: string | undefined): string => c.color(token) as string;
  const axis = { dataKey: c.key('category'), tickLine: false, axisLine: false, tick: { fontSize: 12 } } as const;
  return (
    <Box role="img" aria-label={label} borderWidth="1px" rounded="md" p="3" data-testid={testId}>
      <Chart.Root chart={c} h={{ base: '56', md: '72' }}>
        {type === 'line' ? (
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
