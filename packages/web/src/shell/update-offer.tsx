import { Button, HStack, Text } from '@chakra-ui/react';
import { appUpdateSelectors, type AppUpdateRef } from '@eticket/core/pwa';
import { useSelector } from '@xstate/react';
import { LuRefreshCw } from 'react-icons/lu';
import { useT } from '../i18n/i18n-context';

/** The offer itself: loaded once a service worker is registered, so the shell's first load does not carry it. */
export default function UpdateOffer({ actor }: { actor: AppUpdateRef }) {
  const t = useT();
  const offered = useSelector(actor, appUpdateSelectors.offered);
  const busy = useSelector(actor, appUpdateSelectors.busy);
  if (!offered && !busy) return null;
  return (
    <HStack role="status" data-testid="update-banner" bg="brand.subtle" color="brand.fg" px="4" py="2" gap="3" fontSize="sm" flexWrap="wrap">
      <LuRefreshCw aria-hidden />
      <Text flex="1" minW="40">
        {t('Shell.Update.Message')}
      </Text>
      <HStack gap="2">
        {/* Workers tap these on the station: at least 44 px high. */}
        <Button size="sm" minH="11" variant="ghost" colorPalette="brand" disabled={busy} onClick={() => { actor.send({ type: 'update.dismiss' }); }}>
          {t('Shell.Update.Later')}
        </Button>
        <Button size="sm" minH="11" variant="solid" colorPalette="brand" loading={busy} onClick={() => { actor.send({ type: 'update.accept' }); }}>
          {t('Shell.Update.Reload')}
        </Button>
      </HStack>
    </HStack>
  );
}

