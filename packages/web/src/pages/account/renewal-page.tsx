import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { DocLayout } from '../../features/public/doc-layout';
import { NotAvailableCard } from '../../components/ui/notice-card';
import { useT } from '../../i18n/i18n-context';

/** /account/renewal: the target of every renew/upgrade link; online payment is a later issue. */
export default function RenewalPage() {
  const t = useT();
  return (
    <DocLayout title={t('Route.Renewal')} intro={t('Web.Renewal.Intro')}>
      <NotAvailableCard text={t('Web.Renewal.Unavailable')}>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink href="/">{t('Web.Common.BackHome')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink href="/account/pricing">{t('Route.Pricing')}</RouterLink>
          </Button>
        </HStack>
      </NotAvailableCard>
    </DocLayout>
  );
}
