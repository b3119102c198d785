import { Popover, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

export interface AnchoredPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The (light, always rendered) trigger button the popover hangs from. */
  anchor: RefObject<HTMLElement | null>;
  children: ReactNode;
  width?: string;
  testId?: string;
}

/**
 * A popover opened by a trigger that lives outside it (the trigger renders before the popover code has
 * loaded). Clicks on that trigger are not "outside": the trigger itself toggles.
 */
export function AnchoredPopover({ open, onOpenChange, anchor, children, width = '72', testId }: AnchoredPopoverProps) {
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        onOpenChange(e.open);
      }}
      positioning={{ placement: 'bottom-end', getAnchorElement: () => anchor.current }}
      onInteractOutside={(e) => {
        const target = e.target;
        if (target instanceof Node && anchor.current?.contains(target) === true) e.preventDefault();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: width }} data-testid={testId}>
            {children}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
