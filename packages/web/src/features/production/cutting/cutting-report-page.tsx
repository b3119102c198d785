import { Alert, Box, Flex, Skeleton, Table, Text } from '@chakra-ui/react';
import {
  CUTTING_REPORT_DIMENSIONS,
  CUTTING_REPORT_DIMENSION_LABEL_KEYS,
  type CuttingReportDimension,
  type CuttingReportQuery,
} from '@eticket/core/production';
import { useMemo, useState } from 'react';
import type { ShellPageProps } from '../../../kit/page.types';
import { failureText } from '../../../components/data-ui/api-failure';
import { ExportButton } from '../../../components/data-ui/export-button';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import { CustomerPicker, ProductionResource, StylePicker, useProduction } from '../production-api';
import { DateRange } from '../shared/date-range';
import { useLoad } from '../../../components/data-ui/use-query';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from '../../../components/data-ui/plain-native-select';

/**
 * The cutting report (裁床报表, /cuttingTimes/cuttingReport): cut pieces, beds and bundles by day, style,
 * order or cutter (one or two of them), for a date range, a style and a customer; grouped by order alone it
 * also shows over- or under-cut against the order. Excel export of the same report.
 */
interface Filters {
  first: CuttingReportDimension;
  second: CuttingReportDimension | '';
  cutDateStart: string;
  cutDateEnd: string;
  productId: string;
  customerId: string;
}

function toQuery(f: Filters): CuttingReportQuery {
  return {
    groupBy: f.second === '' || f.second === f.first ? [f.first] : [f.first, f.second],
    ...(f.cutDateStart === '' ? {} : { cutDateStart: f.cutDateStart }),
    ...(f.cutDateEnd === '' ? {} : { cutDateEnd: f.cutDateEnd }),
    ...(f.productId === '' ? {} : { productId: f.productId }),
    ...(f.customerId === '' ? {} : { customerId: f.customerId }),
  };
}

export default function CuttingReportPage({ route }: ShellPageProps) {
  const t = useT();
  const production = useProduction();
  const [filters, setFilters] = useState<Filters>({ first: 'day', second: '', cutDateStart: '', cutDateEnd: '', productId: '', customerId: '' });
  const query = useMemo(() => toQuery(filters), [filters]);

  const load = useLoad([ProductionResource.cuttingTime, 'report', JSON.stringify(query)], (signal) => production.cuttingTimes.report(query, { signal }), { resources: [] });

  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
  };
  const dimensionSelect = (value: string, label: string, allowNone: boolean, onChange: (v: string) => void) => (
    <PlainSelectRoot size="sm" width="auto">
      <PlainSelectField
        aria-label={label}
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      >
        {allowNone && <option value="">{t('Production.Report.NoSecond')}</option>}
        {CUTTING_REPORT_DIMENSIONS.map((d) => (
          <option key={d} value={d}>
            {t(CUTTING_REPORT_DIMENSION_LABEL_KEYS[d])}
          </option>
        ))}
      </PlainSelectField>
      <PlainSelectIndicator />
    </PlainSelectRoot>
  );
  const report = load.status === 'ready' ? load.value : null;
  const byOrder = report?.rows.some((r) => r.orderQty !== null) ?? false;

  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        <Flex gap="2" mb="3" flexWrap="wrap" align="center">
          <Text fontSize="sm">{t('Production.Report.GroupBy')}</Text>
          {dimensionSelect(filters.first, t('Production.Report.FirstDimension'), false, (v) => {
            const first = CUTTING_REPORT_DIMENSIONS.find((d) => d === v);
            if (first !== undefined) set({ first });
          })}
          {dimensionSelect(filters.second, t('Production.Report.SecondDimension'), true, (v) => {
            set({ second: CUTTING_REPORT_DIMENSIONS.find((d) => d === v) ?? '' });
          })}
          <DateRange
            label={t('Production.Field.CutDate')}
            start={filters.cutDateStart}
            end={filters.cutDateEnd}
            onChange={({ start, end }) => {
              set({ cutDateStart: start, cutDateEnd: end });
            }}
          />
          <StylePicker
            label={t('Production.Field.Style')}
            placeholder={t('Production.Report.AllStyles')}
            width={{ base: 'full', sm: '64' }}
            value={filters.productId}
            testId="report-style-picker"
            onChange={(productId) => {
              set({ productId });
            }}
          />
          <CustomerPicker
            label={t('Production.Field.Customer')}
            placeholder={t('Production.Report.AllCustomers')}
            width={{ base: 'full', sm: '56' }}
            value={filters.customerId}
            testId="report-customer-picker"
            onChange={(customerId) => {
              set({ customerId });
            }}
          />
          <Box ms="auto">
            <ExportButton title={t('Production.Report.Title')} exporter={() => production.cuttingTimes.exportReport(query)} disabled={report === null} />
          </Box>
        </Flex>
        {load.status === 'error' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failureText(load.error, t)}</Alert.Title>
          </Alert.Root>
        )}
        {load.status === 'loading' && <Skeleton height="40" />}
        {report !== null && (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={t('Production.Report.Title')} data-testid="cutting-report">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {report.groupBy.map((d) => (
                    <Table.ColumnHeader key={d}>{t(CUTTING_REPORT_DIMENSION_LABEL_KEYS[d])}</Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.BedCount')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.BundleCount')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('Production.Field.CutQty')}</Table.ColumnHeader>
                  {byOrder && <Table.ColumnHeader textAlign="end">{t('Production.Field.TotalQty')}</Table.ColumnHeader>}
                  {byOrder && <Table.ColumnHeader textAlign="end">{t('Production.Report.Difference')}</Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.rows.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={report.groupBy.length + (byOrder ? 5 : 3)} textAlign="center" color="fg.muted">
                      {t('Data.List.Empty')}
                    </Table.Cell>
                  </Table.Row>
                )}
                {report.rows.map((row) => (
                  <Table.Row key={row.keys.map((k) => k.value).join('/')}>
                    {row.keys.map((k) => (
                      <Table.Cell key={k.dimension}>{k.label === '' ? t('Production.Report.Unassigned') : k.label}</Table.Cell>
                    ))}
                    <Table.Cell textAlign="end">{row.bedCount}</Table.Cell>
                    <Table.Cell textAlign="end">{row.bundleCount}</Table.Cell>
                    <Table.Cell textAlign="end">{row.qty}</Table.Cell>
                    {byOrder && <Table.Cell textAlign="end">{row.orderQty ?? ''}</Table.Cell>}
                    {byOrder && (
                      <Table.Cell textAlign="end" color={(row.difference ?? 0) > 0 ? 'red.fg' : (row.difference ?? 0) < 0 ? 'orange.fg' : undefined}>
                        {row.difference ?? ''}
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
                <Table.Row bg="bg.subtle" fontWeight="semibold">
                  <Table.Cell colSpan={report.groupBy.length}>{t('Production.Report.TotalRow')}</Table.Cell>
                  <Table.Cell textAlign="end">{report.totals.bedCount}</Table.Cell>
                  <Table.Cell textAlign="end">{report.totals.bundleCount}</Table.Cell>
                  <Table.Cell textAlign="end">{report.totals.qty}</Table.Cell>
                  {byOrder && <Table.Cell />}
                  {byOrder && <Table.Cell />}
                </Table.Row>
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
