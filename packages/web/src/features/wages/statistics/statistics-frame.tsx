import { Box, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { SeriesChartProps } from '../../../components/data-ui/series-chart';
import { LabelledInput } from '../shared/period-fields';

const SeriesChart = lazy(() => import('../../../components/data-ui/series-chart'));

// The statistics pages take the wage pages' shared pieces through this one module: imported page by page they
// split the chunks every other wage page loads (two more requests on each of them).
export { useBusinessToday } from '../shared/use-wage-period';
export { OrganizationFilter, WageFilterBar } from '../shared/wage-filter-bar';
export { WagesResource } from '../shared/wage-resources';

/** The chart, loaded after the table (recharts is heavy). */
export function StatisticsChart(props: SeriesChartProps) {
  return (
    <Box my="4">
      <Suspense fallback={<Skeleton h={{ base: '56', md: '72' }} rounded="md" />}>
        <SeriesChart {...props} />
      </Suspense>
    </Box>
  );
}

/** How the figures are made, under the table. */
export function StatisticsNote({ children }: { children: string }) {
  return (
    <Text fontSize="xs" color="fg.muted" mt="3" data-testid="statistics-note">
      {children}
    </Text>
  );
}

/** A month box (yyyy-MM); a cleared or partial value is ignored. */
export function MonthInput({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  return (
    <LabelledInput
      label={label}
      type="month"
      value={value}
      onChange={(month) => {
        if (/^\d{4}-\d{2}$/.test(month)) onChange(month);
      }}
    />
  );
}
