import { Breadcrumb, Text } from '@chakra-ui/react';
import { selectBreadcrumb } from '@eticket/core/navigation';
import { Fragment } from 'react';
import { Link as RouterLink } from 'wouter';
import { useCurrentRoute } from '../actors/current-route-context';
import { useT } from '../i18n/i18n-context';

/** The current route's breadcrumb: Dashboard first, links for pages above the current one. */
export function AppBreadcrumb() {
  const t = useT();
  const items = useCurrentRoute(selectBreadcrumb);
  return (
    <Breadcrumb.Root aria-label={t('Shell.Breadcrumb.Label')} size="sm" display={{ base: 'none', sm: 'block' }} minW="0">
      <Breadcrumb.List flexWrap="nowrap" overflow="hidden">
        {items.map((item, index) => (
          <Fragment key={item.key}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item whiteSpace="nowrap">
              {index === items.length - 1 ? (
                <Breadcrumb.CurrentLink color="fg">{t(item.title)}</Breadcrumb.CurrentLink>
              ) : item.path === undefined ? (
                <Text as="span" color="fg.muted">
                  {t(item.title)}
                </Text>
              ) : (
                <Breadcrumb.Link asChild color="fg.muted">
                  <RouterLink href={item.path}>{t(item.title)}</RouterLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
