import { Stack, Text } from '@chakra-ui/react';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useT } from '../../../i18n/i18n-context';
import { monthPeriod, periodMonth, type WagePeriod } from './period';

export function LabelledInput({ label, type, value, min, max, onChange }: { label: string; type: 'month' | 'date'; value: string; min?: string; max?: string; onChange: (value: string) => void }) {
  return (
    <Stack as="label" gap="1" flex={{ base: '1 1 9rem', sm: '0 0 auto' }}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <PlainInput
        type={type}
        size="sm"
        minH="11"
        w={{ base: 'full', sm: type === 'month' ? '36' : '40' }}
        value={value}
        {...(min === undefined ? {} : { min })}
        {...(max === undefined ? {} : { max })}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      />
    </Stack>
  );
}

/**
 * The period of a wage list: a month (the usual pay period) or any range of days. Picking a month sets the
 * range to it; a range that is not a whole month leaves the month empty. Cleared boxes are ignored.
 */
export function PeriodFields({ period, onChange }: { period: WagePeriod; onChange: (period: WagePeriod) => void }) {
  const t = useT();
  return (
    <>
      <LabelledInput
        label={t('Wages.Admin.Month')}
        type="month"
        value={periodMonth(period) ?? ''}
        onChange={(month) => {
          if (/^\d{4}-\d{2}$/.test(month)) onChange(monthPeriod(month));
        }}
      />
      <LabelledInput
        label={t('Wages.Field.PeriodStart')}
        type="date"
        value={period.periodStart}
        max={period.periodEnd}
        onChange={(day) => {
          if (day !== '') onChange({ ...period, periodStart: day });
        }}
      />
      <LabelledInput
        label={t('Wages.Field.PeriodEnd')}
        type="date"
        value={period.periodEnd}
        min={period.periodStart}
        onChange={(day) => {
          if (day !== '') onChange({ ...period, periodEnd: day });
        }}
      />
    </>
  );
}
