import { HStack, Link, Text } from '@chakra-ui/react';
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
  return (
    <HStack
      role="status"
      data-testid="expiry-notice"
      data-kind={status.kind}
      gap="2"
      px="3"
      py="1"
      rounded="full"
      fontSize="sm"
      bg={expired ? 'red.subtle' : 'orange.subtle'}
      color={expired ? 'red.fg' : 'orange.fg'}
      minW="0"
    >
      <LuTriangleAlert aria-hidden />
      <Text truncate display={{ base: 'none', lg: 'block' }}>
        {t(notice.key, notice.params)}
      </Text>
      {canOpenRoute(ROUTE_TABLE, 'RentPrice', access) && (
        <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline" whiteSpace="nowrap">
          <RouterLink href={routeHref('RentPrice')}>{t('Expiry.Renew')}</RouterLink>
        </Link>
      )}
    </HStack>
  );
}
