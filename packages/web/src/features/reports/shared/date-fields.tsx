import { Stack, Text } from '@chakra-ui/react';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useT } from '../../../i18n/i18n-context';

/** A labelled date box (the tenant's business dates), 44 px high for fingers on a phone. */
function DateField({ label, value, min, max, invalid, onChange }: { label: string; value: string; min?: string; max?: string; invalid: boolean; onChange: (value: string) => void }) {
  return (
    <Stack as="label" gap="1" flex={{ base: '1 1 9rem', sm: '0 0 auto' }}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <PlainInput
        type="date"
        size="sm"
        minH="11"
        w={{ base: 'full', sm: '40' }}
        value={value}
        {...(min === undefined || min === '' ? {} : { min })}
        {...(max === undefined || max === '' ? {} : { max })}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      />
    </Stack>
  );
}

/** From and to, both inclusive. */
export function DateFields({ from, to, invalid = false, onChange }: { from: string; to: string; invalid?: boolean; onChange: (range: { from: string; to: string }) => void }) {
  const t = useT();
  return (
    <>
      <DateField
        label={t('Reports.Filter.From')}
        value={from}
        max={to}
        invalid={invalid}
        onChange={(value) => {
          onChange({ from: value, to });
        }}
      />
      <DateField
        label={t('Reports.Filter.To')}
        value={to}
        min={from}
        invalid={invalid}
        onChange={(value) => {
          onChange({ from, to: value });
        }}
      />
    </>
  );
}
