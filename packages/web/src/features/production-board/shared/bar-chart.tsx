import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart as ReBarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

export interface BarSeries {
  name: string;
  label: string;
  color: string;
}

export interface BoardBarChartProps {
  data: readonly Record<string, string | number>[];
  xKey: string;
  series: readonly BarSeries[];
  stacked?: boolean;
  height?: number;
  label: string;
}

/**
 * A bar chart of the boards (Chakra charts over recharts). Loaded on its own (see lazy-bar-chart), so the
 * pages' first load does not carry recharts. `responsive` is required: without it the chart renders empty.
 */
export default function BoardBarChart({ data, xKey, series, stacked = false, height = 240, label }: BoardBarChartProps) {
  const chart = useChart<Record<string, string | number>>({ data: [...data], series: series.map((s) => ({ name: s.name, label: s.label, color: s.color, ...(stacked ? { stackId: 'a' } : {}) })) });
  // The chart's colour lookup is typed `any` upstream: it answers a CSS colour string.
  const color = (token: string | undefined): string => String(chart.color(token));
  return (
    <Chart.Root chart={chart} maxH={`${String(height)}px`} role="img" aria-label={label}>
      <ReBarChart responsive data={chart.data}>
        <CartesianGrid stroke={color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key(xKey)} tickLine={false} axisLine={false} tickFormatter={(v: string) => (v.length === 10 ? v.slice(5) : v)} />
        <YAxis tickLine={false} axisLine={false} width={40} />
        <Tooltip cursor={{ fill: color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {series.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((item) => (
          <Bar key={String(item.name)} isAnimationActive={false} dataKey={chart.key(item.name)} fill={color(typeof item.color === 'string' ? item.color : undefined)} {...(item.stackId === undefined ? {} : { stackId: item.stackId })} />
        ))}
      </ReBarChart>
    </Chart.Root>
  );
}
