import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { ROUTE_TABLE, canOpenRoute } from '@eticket/core/navigation';
import { expiryNotice, expiryStatus } from '@eticket/core/tenants';
import { LuTriangleAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { useAccess } from '../../actors/session-context';
import { useT } from '../../i18n/i18n-context';
import { routeHref } from '@eticket/core/navigation';
import { useSessionInfo } from '../../actors/use-session-info';

/** Tenant only (§2): fewer than 7 days left → warning with a renew link; past the date → the expired message. */
export function ExpiryNotice() {
  const t = useT();
  const { side, user } = useSessionInfo();
  const access = useAccess();
  const expireDate = user?.tenantInfo?.expireDate ?? null;
  if (side !== 'tenant' || expireDate === null) return null;
  const status = expiryStatus(expireDate, Date.now());
  const notice = expiryNotice(status);
  if (notice === null) return null;
  const expired = status.kind === 'expired';
  const text = t(notice.key, notice.params);
  const canRenew = canOpenRoute(ROUTE_TABLE, 'RentPrice', access);
  return (
    <HStack
      role="status"
      data-testid="expiry-notice"
      data-kind={status.kind}
      gap="2"
      px={{ base: '2', sm: '3' }}
      py="1"
      rounded="full"
      fontSize="sm"
      bg={expired ? 'red.subtle' : 'orange.subtle'}
      color={expired ? 'red.fg' : 'orange.fg'}
      minW="0"
      title={text}
    >
      {/* With a renew link, a phone shows the icon inside the link alone: the bar must fit 390 px. */}
      <Box as="span" display={canRenew ? { base: 'none', sm: 'inline-flex' } : 'inline-flex'}>
        <LuTriangleAlert aria-hidden />
      </Box>
      <Text truncate display={{ base: 'none', lg: 'block' }}>
        {text}
      </Text>
      {canRenew && (
        <Link asChild fontWeight="semibold" color="inherit" whiteSpace="nowrap" aria-label={t('Expiry.Renew')}>
          <RouterLink href={routeHref('RentPrice')}>
            <Box as="span" display={{ base: 'inline-flex', sm: 'none' }}>
              <LuTriangleAlert aria-hidden />
            </Box>
            <Text as="span" display={{ base: 'none', sm: 'inline' }} textDecoration="underline">
              {t('Expiry.Renew')}
            </Text>
          </RouterLink>
        </Link>
      )}
    </HStack>
  );
}
