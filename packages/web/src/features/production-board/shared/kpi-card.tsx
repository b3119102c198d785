import { Box, Text } from '@chakra-ui/react';

/** One figure of the overview: what it counts, the number, and an optional line under it. */
export function KpiCard({ label, value, note, tone, testId }: { label: string; value: string; note?: string | null; tone?: 'danger'; testId?: string }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" mt="1" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {note !== undefined && note !== null && (
        <Text fontSize="sm" mt="1" color={tone === 'danger' ? 'red.fg' : 'fg.muted'}>
          {note}
        </Text>
      )}
    </Box>
  );
}
