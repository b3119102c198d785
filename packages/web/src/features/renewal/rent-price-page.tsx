import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { ShellPageProps } from '../../kit/page.types';
import { NotAvailableCard } from '../../components/ui/notice-card';
import { useT } from '../../i18n/i18n-context';
import { PageFrame } from '../../kit/page-frame';

/** /rentPrice/index (RentPrice): renew or upgrade inside the app; online payment is a later issue, and it says so. */
export default function RentPricePage({ route }: ShellPageProps) {
  const t = useT();
  return (
    <PageFrame title={t(route.title)}>
      <Stack gap="4" maxW="3xl">
        <NotAvailableCard text={t('Web.Renewal.Unavailable')}>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild variant="outline">
              <RouterLink href="/account/pricing">{t('Route.Pricing')}</RouterLink>
            </Button>
          </HStack>
        </NotAvailableCard>
      </Stack>
    </PageFrame>
  );
}
