import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { createContext, use, useId, useState, type KeyboardEvent } from 'react';

/*
 * Chakra's Tabs (same `tabs` recipe, slots, sizes, variants and classes) on plain elements with the WAI-ARIA
 * tabs pattern: a tablist of tab buttons and their tabpanels, wired by ids. Chakra's Tabs is Ark's zag state
 * machine (tabs, presence, dom-query); an edit page's tab strip does not need it on the first load. Like
 * Chakra's default: automatic activation (the arrow keys, Home and End move the focus and select), the focus
 * wraps around, disabled tabs are skipped, only the selected tab is in the Tab order (roving tabindex), and
 * `lazyMount` / `unmountOnExit` mount and drop panels as Ark's presence does. The recipe's selected and
 * orientation looks come from `aria-selected` / `data-selected` and `data-orientation`.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'tabs' });

const RootBox = withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'tabs'>>>('div', 'root');
const ListBox = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'list');
const TriggerButton = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'trigger');
const ContentBox = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');

type Orientation = 'horizontal' | 'vertical';

interface TabsState {
  value: string | null;
  select: (value: string) => void;
  /** Prefix of the tabs' and panels' ids. */
  baseId: string;
  orientation: Orientation;
  lazyMount: boolean;
  unmountOnExit: boolean;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (state === null) throw new Error('PlainTabs parts must be inside PlainTabsRoot');
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export type PlainTabsRootProps = Omit<HTMLChakraProps<'div', SlotRecipeProps<'tabs'>>, 'defaultValue' | 'onChange'> & {
  /** The selected tab (controlled); with `onValueChange`. */
  value?: string | null;
  /** The tab selected first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (details: { value: string }) => void;
  orientation?: Orientation;
  /** A panel's content mounts when its tab is first selected. */
  lazyMount?: boolean;
  /** A panel's content unmounts when its tab is left. */
  unmountOnExit?: boolean;
};

export function PlainTabsRoot({
  value,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  lazyMount = false,
  unmountOnExit = false,
  ...rest
}: PlainTabsRootProps) {
  const baseId = useId();
  const [own, setOwn] = useState<string | null>(defaultValue ?? null);
  const current = value === undefined ? own : value;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.({ value: next });
  };
  return (
    <TabsContext value={{ value: current, select, baseId, orientation, lazyMount, unmountOnExit }}>
      <RootBox data-orientation={orientation} {...rest} />
    </TabsContext>
  );
}

/** The enabled tab a key moves to from tab `from` (wrapping around); null for other keys. */
function targetOf(tabs: readonly HTMLElement[], from: number, key: string, orientation: Orientation): HTMLElement | null {
  const [prev, next] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const count = tabs.length;
  if (count === 0) return null;
  if (key === 'Home') return tabs[0] ?? null;
  if (key === 'End') return tabs[count - 1] ?? null;
  if (from < 0) return null;
  if (key === next) return tabs[(from + 1) % count] ?? null;
  if (key === prev) return tabs[(from - 1 + count) % count] ?? null;
  return null;
}

export function PlainTabsList(props: HTMLChakraProps<'div'>) {
  const { select, orientation } = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    props.onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const list = event.currentTarget;
    // This list's own enabled tabs, in order (a panel's nested tabs are not in this list).
    const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]')).filter(
      (tab) => tab.closest('[role="tablist"]') === list && !tab.hasAttribute('disabled'),
    );
    // The key goes to the focused element: a tab of this list, or nothing to move from.
    const from = event.target instanceof HTMLElement ? tabs.indexOf(event.target) : -1;
    const target = targetOf(tabs, from, event.key, orientation);
    const next = target?.dataset['value'];
    if (target === null || next === undefined) return;
    event.preventDefault();
    target.focus();
    select(next);
  };
  return <ListBox role="tablist" aria-orientation={orientation} data-orientation={orientation} {...props} onKeyDown={onKeyDown} />;
}

export function PlainTabsTrigger({ value, disabled = false, ...rest }: Omit<HTMLChakraProps<'button'>, 'value'> & { value: string; disabled?: boolean }) {
  const { value: current, select, baseId, orientation } = useTabs();
  const selected = current === value;
  return (
    <TriggerButton
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={selected}
      // Only the selected panel is sure to be in the page (lazyMount, unmountOnExit), as in zag.
      aria-controls={selected ? contentId(baseId, value) : undefined}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      data-selected={selected ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-orientation={orientation}
      {...rest}
      onClick={(event) => {
        rest.onClick?.(event);
        if (!event.defaultPrevented && !disabled) select(value);
      }}
    />
  );
}

export function PlainTabsContent({ value, ...rest }: Omit<HTMLChakraProps<'div'>, 'value'> & { value: string }) {
  const { value: current, baseId, orientation, lazyMount, unmountOnExit } = useTabs();
  const selected = current === value;
  const [wasSelected, setWasSelected] = useState(selected);
  if (selected && !wasSelected) setWasSelected(true);
  // Ark's presence rule: lazyMount waits for the first selection, unmountOnExit drops a panel once left.
  const unmounted = !selected && ((lazyMount && !wasSelected) || (unmountOnExit && wasSelected));
  if (unmounted) return null;
  return (
    <ContentBox
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      tabIndex={0}
      hidden={!selected}
      data-selected={selected ? '' : undefined}
      data-orientation={orientation}
      {...rest}
    />
  );
}
