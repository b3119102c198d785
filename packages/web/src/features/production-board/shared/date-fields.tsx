import { HStack } from '@chakra-ui/react';
import { PlainField } from '../../../components/data-ui/plain-field';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useT } from '../../../i18n/i18n-context';

/** From and to business dates of a board (yyyy-MM-dd), labelled, each applied as it changes. */
export function DateFields({ from, to, onChange }: { from: string; to: string; onChange: (range: { from: string; to: string }) => void }) {
  const t = useT();
  return (
    <HStack gap="2" align="flex-end">
      <PlainField label={t('ProductionBoard.Summary.From')} error={null}>
        <PlainInput
          size="sm"
          type="date"
          w="40"
          value={from}
          max={to === '' ? undefined : to}
          onChange={(e) => {
            onChange({ from: e.currentTarget.value, to });
          }}
        />
      </PlainField>
      <PlainField label={t('ProductionBoard.Summary.To')} error={null}>
        <PlainInput
          size="sm"
          type="date"
          w="40"
          value={to}
          min={from === '' ? undefined : from}
          onChange={(e) => {
            onChange({ from, to: e.currentTarget.value });
          }}
        />
      </PlainField>
    </HStack>
  );
}
