import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { canAccessRoute, findRouteByName, ROUTE_TABLE, routeHref } from '@eticket/core/navigation';
import { sessionSelectors } from '@eticket/core/session';
import { LuTriangleAlert } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useAccess, useSessionRef, useSessionSelector } from '../../actors/session-context';
import { tenantExpiredStore, useTenantExpiredMessage } from '../../app/tenant-expired-store';
import { useT } from '../../i18n/i18n-context';

/** 401 (§8): "Session has expired, please login again!" with Re-login and Not yet; the session machine decides. */
export function SessionExpiredDialog() {
  const t = useT();
  const session = useSessionRef();
  const open = useSessionSelector(sessionSelectors.isExpiredPromptOpen);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) session.send({ type: 'session.dismiss' });
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="session-expired-dialog" maxW="sm">
            <Dialog.Header gap="2" display="flex" alignItems="center">
              <LuTriangleAlert aria-hidden />
              <Dialog.Title>{t('Shell.SessionExpired.Title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('Shell.SessionExpired.Message')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => {
                  session.send({ type: 'session.dismiss' });
                }}
              >
                {t('Shell.SessionExpired.NotYet')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  session.send({ type: 'session.relogin' });
                }}
              >
                {t('Shell.SessionExpired.Relogin')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** TenantExpired (§8): the server's message; Renew goes to the RentPrice page (or the public renewal page). */
export function TenantExpiredDialog() {
  const t = useT();
  const message = useTenantExpiredMessage();
  const access = useAccess();
  const [, navigate] = useLocation();
  const rentPrice = findRouteByName(ROUTE_TABLE, 'RentPrice');
  const renewPath = rentPrice !== null && canAccessRoute(rentPrice.route, access) ? rentPrice.route.path : routeHref('AccountRenewal');
  return (
    <Dialog.Root
      role="alertdialog"
      open={message !== null}
      onOpenChange={(e) => {
        if (!e.open) tenantExpiredStore.close();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="tenant-expired-dialog" maxW="md">
            <Dialog.Header gap="2" display="flex" alignItems="center" color="red.fg">
              <LuTriangleAlert aria-hidden />
              <Dialog.Title>{t('Shell.TenantExpired.Title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => {
                  tenantExpiredStore.close();
                }}
              >
                {t('Shell.TenantExpired.Close')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  tenantExpiredStore.close();
                  navigate(renewPath);
                }}
              >
                {t('Shell.TenantExpired.Renew')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
