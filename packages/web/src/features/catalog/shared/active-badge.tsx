import { Badge } from '@chakra-ui/react';
import { useT } from '../../../i18n/i18n-context';

export function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge size="sm" variant="subtle" colorPalette={active ? 'green' : 'gray'}>
      {t(active ? 'Catalog.Status.Active' : 'Catalog.Status.Inactive')}
    </Badge>
  );
}
