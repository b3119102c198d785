import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { DocLayout } from '../../features/public/doc-layout';
import { NotAvailableCard } from '../../components/ui/notice-card';
import { useT } from '../../i18n/i18n-context';
import { useMessagePart } from '../../i18n/use-message-part';

/** /account/pricing: plans and prices are a later issue; say so. */
export default function PricingPage() {
  useMessagePart('public');
  const t = useT();
  return (
    <DocLayout title={t('Route.Pricing')} intro={t('Web.Pricing.Intro')}>
      <NotAvailableCard text={t('Web.Pricing.Unavailable')}>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink href="/account/renewal">{t('Route.Renewal')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink href="/account/login">{t('Web.Common.BackToLogin')}</RouterLink>
          </Button>
        </HStack>
      </NotAvailableCard>
    </DocLayout>
  );
}
