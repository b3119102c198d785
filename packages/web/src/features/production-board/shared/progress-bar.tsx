import { Box, HStack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/i18n-context';

/** A plain progress bar (Chakra's Progress would bring Ark's machine for a static figure). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const t = useT();
  const value = Math.max(0, Math.min(100, percent));
  return (
    <HStack gap="2" minW="32">
      <Box
        flex="1"
        h="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <Box h="full" w={t('ProductionBoard.Format.Percent', { value })} bg={value >= 100 ? 'green.solid' : 'brand.solid'} />
      </Box>
      <Text fontSize="sm" w="10" textAlign="end" fontVariantNumeric="tabular-nums">
        {t('ProductionBoard.Format.Percent', { value })}
      </Text>
    </HStack>
  );
}
