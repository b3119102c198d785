import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuEllipsis } from 'react-icons/lu';
import type { RowMenuItem } from './row-menu-item';

export type { RowMenuItem };

const RowMenuChunk = lazy(() => import('./row-menu'));

/**
 * A row's "more actions" button. The menu (and the full recipe set it needs) loads when the pointer or
 * focus reaches the button, so a list page does not carry it in its first load; a click opens it as soon
 * as it is there.
 */
export function LazyRowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  const [armed, setArmed] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const arm = () => {
    setArmed(true);
  };
  const placeholder = (
    <Button
      size="xs"
      variant="ghost"
      aria-label={label}
      onPointerEnter={arm}
      onFocus={arm}
      onClick={() => {
        setArmed(true);
        setOpenOnLoad(true);
      }}
    >
      <LuEllipsis />
    </Button>
  );
  if (!armed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RowMenuChunk label={label} items={items} defaultOpen={openOnLoad} />
    </Suspense>
  );
}
