import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { useT } from '../../i18n/i18n-context';

export function PublicFooter() {
  const t = useT();
  return (
    <HStack as="footer" justify="center" gap="4" py="5" fontSize="sm" color="fg.muted" flexWrap="wrap">
      <Text>{t('Web.Footer.Copyright', { year: new Date().getFullYear(), app: t('App.Title') })}</Text>
      <Link asChild color="fg.muted">
        <RouterLink href="/privacy">{t('Route.Privacy')}</RouterLink>
      </Link>
      <Link asChild color="fg.muted">
        <RouterLink href="/agreement">{t('Route.Agreement')}</RouterLink>
      </Link>
    </HStack>
  );
}
