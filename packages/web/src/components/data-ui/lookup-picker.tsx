import { Box, Button, Combobox, createListCollection, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import type { PagedResultDto } from '@eticket/core/paging';
import type { LookupRequest, LookupStatus } from '@eticket/core/query';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { FullUiProvider } from '../ui/full-provider';
import { useServerLookup } from './use-server-lookup';

export interface LookupPickerProps<T extends { id: string }> {
  /** Accessible name (and the visible label when `showLabel`). */
  label: string;
  showLabel?: boolean;
  /** The picked id ('' for none). */
  value: string;
  /** How the picked row reads while it is not among the loaded rows (e.g. from the address). */
  selectedLabel?: string | null;
  onChange: (id: string, item: T | null) => void;
  /** Invalidation key: a save of this resource searches again while the picker is open. */
  resource: string;
  /** The picker's filters as text: a change starts the search over. */
  filterKey?: string;
  search: (request: LookupRequest, signal: AbortSignal) => Promise<PagedResultDto<T>>;
  itemLabel: (item: T) => string;
  /** A second, muted line (style, customer …). */
  itemDetail?: (item: T) => string | null;
  placeholder?: string;
  width?: string | Record<string, string>;
  disabled?: boolean;
  invalid?: boolean;
  testId?: string;
}

/** 44px: the smallest touch target the app uses on its pickers (phones on the shop floor). */
const TOUCH = '11';

/**
 * A picker over a list that can grow without bound (orders, styles, customers): typing searches on the
 * server, rows load page by page, and what is not shown yet is said ("N more — refine the search"), never
 * dropped silently. Arrow keys and Enter pick; arrowing onto the last loaded row loads the next page.
 */
export function LookupPicker<T extends { id: string }>(props: LookupPickerProps<T>) {
  return (
    <FullUiProvider>
      <LookupCombobox {...props} />
    </FullUiProvider>
  );
}

function LookupCombobox<T extends { id: string }>(props: LookupPickerProps<T>) {
  const { value, selectedLabel, itemLabel, itemDetail, onChange } = props;
  const t = useT();
  const lookup = useServerLookup(props.resource, props.filterKey ?? '', props.search);
  const { items, status } = lookup.state;
  const collection = useMemo(() => createListCollection({ items: [...items], itemToString: itemLabel, itemToValue: (item) => item.id }), [items, itemLabel]);
  // The row picked here, remembered: a later search may no longer list it.
  const [remembered, setRemembered] = useState<{ id: string; label: string } | null>(null);
  const picked = items.find((item) => item.id === value);
  const shownLabel = value === '' ? '' : picked !== undefined ? itemLabel(picked) : remembered?.id === value ? remembered.label : (selectedLabel ?? '');
  const [input, setInput] = useState(shownLabel);
  const [open, setOpen] = useState(false);
  // While closed the field shows the picked row (it may arrive after the picker, e.g. from the address).
  useEffect(() => {
    if (!open) setInput(shownLabel);
  }, [open, shownLabel]);
  const lastId = items.at(-1)?.id;

  return (
    <Combobox.Root
      collection={collection}
      size="sm"
      width={props.width ?? 'full'}
      value={value === '' ? [] : [value]}
      inputValue={input}
      open={open}
      openOnClick
      selectionBehavior="replace"
      disabled={props.disabled ?? false}
      invalid={props.invalid ?? false}
      data-testid={props.testId}
      onOpenChange={(e) => {
        setOpen(e.open);
        lookup.setOpen(e.open);
      }}
      onInputValueChange={(e) => {
        setInput(e.inputValue);
        if (e.reason === 'input-change') lookup.setText(e.inputValue);
        if (e.reason === 'clear-trigger') {
          lookup.setText('');
          onChange('', null);
        }
      }}
      onValueChange={(e) => {
        const item = e.items[0] ?? null;
        setRemembered(item === null ? null : { id: item.id, label: itemLabel(item) });
        onChange(item === null ? '' : item.id, item);
      }}
      onHighlightChange={(e) => {
        if (e.highlightedValue !== null && e.highlightedValue === lastId && lookup.remaining > 0) lookup.loadMore();
      }}
    >
      {props.showLabel === true && <Combobox.Label>{props.label}</Combobox.Label>}
      <Combobox.Control>
        <Combobox.Input aria-label={props.label} placeholder={props.placeholder} minH={TOUCH} />
        <Combobox.IndicatorGroup>
          {value !== '' && <Combobox.ClearTrigger aria-label={t('Data.Lookup.Clear')} />}
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="80" overflowY="auto" data-testid={props.testId === undefined ? undefined : `${props.testId}-options`}>
            {collection.items.map((item) => {
              const detail = itemDetail?.(item) ?? null;
              return (
                <Combobox.Item key={item.id} item={item} minH={TOUCH}>
                  <Box minW="0">
                    <Text truncate>{itemLabel(item)}</Text>
                    {detail !== null && (
                      <Text truncate fontSize="xs" color="fg.muted">
                        {detail}
                      </Text>
                    )}
                  </Box>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              );
            })}
            <LookupFooter status={status} count={items.length} remaining={lookup.remaining} pageSize={lookup.state.pageSize} onMore={lookup.loadMore} onRetry={lookup.retry} />
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

/** What the list does not show: searching, nothing found, the failure, or how many more match. */
function LookupFooter(props: { status: LookupStatus; count: number; remaining: number; pageSize: number; onMore: () => void; onRetry: () => void }) {
  const t = useT();
  if (props.status === 'loading' || props.status === 'idle') {
    return (
      <HStack px="2" minH={TOUCH} color="fg.muted" aria-live="polite">
        <Spinner size="xs" />
        <Text fontSize="sm">{t('Data.Lookup.Searching')}</Text>
      </HStack>
    );
  }
  if (props.status === 'error') {
    return (
      <HStack px="2" minH={TOUCH} justify="space-between" role="alert">
        <Text fontSize="sm">{t('Data.Lookup.Failed')}</Text>
        <Button size="xs" minH={TOUCH} variant="outline" onClick={props.onRetry}>
          {t('Data.List.Retry')}
        </Button>
      </HStack>
    );
  }
  if (props.count === 0) {
    return (
      <Text px="2" py="3" fontSize="sm" color="fg.muted" aria-live="polite">
        {t('Data.Lookup.NoMatch')}
      </Text>
    );
  }
  if (props.remaining === 0) return null;
  return (
    <HStack px="2" minH={TOUCH} justify="space-between" gap="2" borderTopWidth="1px" aria-live="polite" data-testid="lookup-more">
      <Text fontSize="xs" color="fg.muted">
        {t('Data.Lookup.More', { count: props.remaining })}
      </Text>
      <Button size="xs" minH={TOUCH} variant="ghost" onClick={props.onMore}>
        {t('Data.Lookup.LoadMore', { count: Math.min(props.remaining, props.pageSize) })}
      </Button>
    </HStack>
  );
}
