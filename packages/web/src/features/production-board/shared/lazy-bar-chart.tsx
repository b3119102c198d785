import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { BoardBarChartProps } from './bar-chart';

const BoardBarChart = lazy(() => import('./bar-chart'));

/** The boards' chart, fetched after the page shows its figures (recharts stays out of the first load). */
export function LazyBarChart(props: BoardBarChartProps) {
  return (
    <Suspense fallback={<Skeleton height={`${String(props.height ?? 240)}px`} />}>
      <BoardBarChart {...props} />
    </Suspense>
  );
}
