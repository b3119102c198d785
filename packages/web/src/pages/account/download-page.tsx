import { HStack, Stack, Text } from '@chakra-ui/react';
import { LuSmartphone } from 'react-icons/lu';
import { DocLayout } from '../../features/public/doc-layout';
import { NotAvailableCard } from '../../components/ui/notice-card';
import { useT } from '../../i18n/i18n-context';
import { useMessagePart } from '../../i18n/use-message-part';

/** /account/download and /download: there is no app yet, so point to the web address instead. */
export default function DownloadPage() {
  useMessagePart('public');
  const t = useT();
  return (
    <DocLayout title={t('Route.Download')} intro={t('Web.Download.Intro')}>
      <NotAvailableCard text={t('Web.Download.Unavailable')}>
        <HStack gap="4" align="center">
          <LuSmartphone size="32" aria-hidden />
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {t('Web.Download.Address')}
            </Text>
            <Text as="code" fontFamily="mono" fontSize="lg" px="2" py="1" rounded="sm" bg="bg.muted" data-testid="site-address">
              {window.location.origin}
            </Text>
          </Stack>
        </HStack>
      </NotAvailableCard>
    </DocLayout>
  );
}
