import { Box, Flex, Text } from '@chakra-ui/react';
import { PlainCheckbox } from '../../../components/data-ui/plain-checkbox';

/** Tick the style's colours (or sizes) the order takes. */
export function AxisPicker({ label, options, chosen, locked, error, onChange }: {
  label: string;
  options: readonly string[];
  chosen: readonly string[];
  /** Entries that may not be removed (a producing order keeps its colours and sizes). */
  locked: readonly string[];
  error: string | null;
  onChange: (next: string[]) => void;
}) {
  // Not a Field: every checkbox would take the field's one input id (and its label would toggle the first).
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1.5" _after={{ content: '"*"', color: 'fg.error', ms: '1' }}>
        {label}
      </Text>
      <Flex gap="3" flexWrap="wrap" role="group" aria-label={label}>
        {options.map((name) => (
          <PlainCheckbox
            key={name}
            label={name}
            checked={chosen.includes(name)}
            disabled={locked.includes(name)}
            onCheckedChange={(checked) => {
              onChange(checked ? options.filter((o) => o === name || chosen.includes(o)) : chosen.filter((c) => c !== name));
            }}
          />
        ))}
      </Flex>
      {error !== null && (
        <Text color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
