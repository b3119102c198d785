import { Button, CloseButton, HStack, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuInfo } from 'react-icons/lu';
import { useT } from '../i18n/i18n-context';
import { BANNER_DISMISSED_KEY, CHROME_DOWNLOAD_URL, shouldRecommendChrome } from './browser-check';

/** Recommends a Chrome-type browser (§2), with download and close; closing lasts for this browser tab. */
export function BrowserBanner() {
  const t = useT();
  const [visible, setVisible] = useState(
    () => shouldRecommendChrome(navigator.userAgent) && window.sessionStorage.getItem(BANNER_DISMISSED_KEY) === null,
  );
  if (!visible) return null;
  return (
    <HStack role="region" aria-label={t('Shell.BrowserBanner.Message')} data-testid="browser-banner" bg="accent.subtle" color="accent.fg" px="4" py="2" gap="3" fontSize="sm">
      <LuInfo aria-hidden />
      <Text flex="1">{t('Shell.BrowserBanner.Message')}</Text>
      <Button asChild size="xs" colorPalette="accent" variant="solid">
        <Link href={CHROME_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
          <LuDownload />
          {t('Shell.BrowserBanner.Download')}
        </Link>
      </Button>
      <CloseButton
        size="xs"
        aria-label={t('Shell.BrowserBanner.Close')}
        onClick={() => {
          window.sessionStorage.setItem(BANNER_DISMISSED_KEY, '1');
          setVisible(false);
        }}
      />
    </HStack>
  );
}
