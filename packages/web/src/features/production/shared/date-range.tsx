import { HStack, Text } from '@chakra-ui/react';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useT } from '../../../i18n/i18n-context';

/** Two date boxes (yyyy-MM-dd, the tenant's calendar dates) for a list filter. */
export function DateRange({ label, start, end, onChange }: {
  label: string;
  start: string;
  end: string;
  onChange: (range: { start: string; end: string }) => void;
}) {
  const t = useT();
  return (
    <HStack gap="1" role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
      </Text>
      <PlainInput
        size="sm"
        type="date"
        w="36"
        aria-label={t('Production.Filter.RangeStart', { label })}
        value={start}
        max={end === '' ? undefined : end}
        onChange={(e) => {
          onChange({ start: e.currentTarget.value, end });
        }}
      />
      <Text color="fg.muted">{'—'}</Text>
      <PlainInput
        size="sm"
        type="date"
        w="36"
        aria-label={t('Production.Filter.RangeEnd', { label })}
        value={end}
        min={start === '' ? undefined : start}
        onChange={(e) => {
          onChange({ start, end: e.currentTarget.value });
        }}
      />
    </HStack>
  );
}
