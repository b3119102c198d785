import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/i18n-context';

/** How far the print view has drawn a batch (thousands of tickets take a moment), then "ready". */
export function PrintProgress({ rendered, total, pages, loading }: { rendered: number; total: number; pages: number; loading: boolean }) {
  const t = useT();
  const percent = total === 0 ? 0 : Math.floor((rendered * 100) / total);
  const done = !loading && total > 0 && rendered >= total;
  return (
    <Box data-testid="print-progress">
      <Flex align="center" gap="2" fontSize="sm" mb="1">
        {!done && <Spinner size="xs" color="brand.fg" />}
        <Text aria-live="polite" data-testid="print-status">
          {loading
            ? t('Production.Print.Loading')
            : done
              ? t('Production.Print.Ready', { tickets: total, pages })
              : t('Production.Print.Rendering', { rendered, total })}
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-label={t('Production.Print.Progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={loading ? 0 : percent}
        h="1.5"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${String(loading ? 0 : percent)}%`} bg={done ? 'green.solid' : 'brand.solid'} transition="width 0.2s" />
      </Box>
    </Box>
  );
}
