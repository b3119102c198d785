import { EmptyState, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';
import type { ShellPageProps } from '../../kit/page.types';
import { useT } from '../../i18n/i18n-context';
import { PageFrame } from '../../kit/page-frame';

/**
 * Business pages whose module belongs to a later issue: the real frame (title, place in the menu, tab,
 * breadcrumb) and a plain statement that the module is being built; no invented data.
 */
export default function ModulePage({ route }: ShellPageProps) {
  const t = useT();
  return (
    <PageFrame title={t(route.title)}>
      <EmptyState.Root bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" data-testid="module-building">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuConstruction />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t('Web.Module.Building')}</EmptyState.Title>
            <EmptyState.Description maxW="md">{t('Web.Module.BuildingText')}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </PageFrame>
  );
}
