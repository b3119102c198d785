import { Button, Menu, Portal } from '@chakra-ui/react';
import { LuEllipsis } from 'react-icons/lu';
import { FullUiProvider } from '../../../components/ui/full-provider';
import type { RowMenuItem } from './row-menu-item';

/** The row's "more" menu itself (loaded with the menu machinery on first use). */
export default function RowMenu({ label, items, defaultOpen }: { label: string; items: readonly RowMenuItem[]; defaultOpen: boolean }) {
  return (
    <FullUiProvider>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <Button size="xs" variant="ghost" aria-label={label}>
            <LuEllipsis />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {items.map((item) => (
                <Menu.Item key={item.key} value={item.key} color={item.danger === true ? 'fg.error' : undefined} onSelect={item.onSelect}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </FullUiProvider>
  );
}
