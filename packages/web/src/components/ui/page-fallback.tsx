import { Center, Spinner } from '@chakra-ui/react';
import { useT } from '../../i18n/i18n-context';

/** What a page shows while its chunk (and its texts) load. */
export function PageFallback() {
  const t = useT();
  return (
    <Center minH="60vh" role="status">
      <Spinner size="lg" color="brand.solid" aria-label={t('Web.Common.Loading')} />
    </Center>
  );
}
