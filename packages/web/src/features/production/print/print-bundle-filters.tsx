import { Button, Flex } from '@chakra-ui/react';
import type { BundleDto, BundleFilter } from '@eticket/core/production';
import { useMemo } from 'react';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from '../../../components/data-ui/plain-native-select';
import { useT } from '../../../i18n/i18n-context';
import type { PrintJobSend } from './print-draft';

/** The bundles a filter lets through (colour, size, printed or not). */
export function filterBundles(bundles: readonly BundleDto[], filter: BundleFilter): BundleDto[] {
  return bundles.filter(
    (b) =>
      (filter.color === '' || b.color === filter.color) &&
      (filter.size === '' || b.size === filter.size) &&
      (filter.printed === 'all' || (filter.printed === 'yes') === b.printCount > 0),
  );
}

/** One of the values the bundles carry, or all of them (''). */
function ValueFilter({ label, allLabel, values, value, onChange }: { label: string; allLabel: string; values: readonly string[]; value: string; onChange: (value: string) => void }) {
  return (
    <PlainSelectRoot size="xs" width="auto">
      <PlainSelectField aria-label={label} value={value} onChange={(e) => { onChange(e.currentTarget.value); }}>
        <option value="">{allLabel}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </PlainSelectField>
      <PlainSelectIndicator />
    </PlainSelectRoot>
  );
}

/** Narrow the bundle table, and pick every live bundle it shows. */
export function PrintBundleFilters({ bundles, shown, filter, send }: { bundles: readonly BundleDto[]; shown: readonly BundleDto[]; filter: BundleFilter; send: PrintJobSend }) {
  const t = useT();
  const colors = useMemo(() => [...new Set(bundles.map((b) => b.color))], [bundles]);
  const sizes = useMemo(() => [...new Set(bundles.map((b) => b.size))], [bundles]);
  const edit = (patch: Partial<BundleFilter>) => {
    send({ type: 'filter.edit', patch });
  };
  return (
    <Flex gap="2" mb="2" flexWrap="wrap">
      <ValueFilter label={t('Production.Field.Color')} allLabel={t('Production.Print.AllColors')} values={colors} value={filter.color} onChange={(color) => { edit({ color }); }} />
      <ValueFilter label={t('Production.Field.Size')} allLabel={t('Production.Print.AllSizes')} values={sizes} value={filter.size} onChange={(size) => { edit({ size }); }} />
      <PlainSelectRoot size="xs" width="auto">
        <PlainSelectField
          aria-label={t('Production.Field.PrintCount')}
          value={filter.printed}
          onChange={(e) => {
            edit({ printed: e.currentTarget.value === 'yes' ? 'yes' : e.currentTarget.value === 'no' ? 'no' : 'all' });
          }}
        >
          <option value="all">{t('Production.Print.PrintedAll')}</option>
          <option value="no">{t('Production.Print.PrintedNo')}</option>
          <option value="yes">{t('Production.Print.PrintedYes')}</option>
        </PlainSelectField>
        <PlainSelectIndicator />
      </PlainSelectRoot>
      <Button size="xs" variant="outline" disabled={shown.length === 0} onClick={() => { send({ type: 'picks.replace', bundleNos: shown.filter((b) => b.status !== 'void').map((b) => b.bundleNo) }); }}>
        {t('Production.Print.PickShown', { count: shown.length })}
      </Button>
    </Flex>
  );
}
