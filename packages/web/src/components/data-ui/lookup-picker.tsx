import { Box, Button, chakra, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import type { PagedResultDto } from '@eticket/core/paging';
import type { LookupRequest, LookupStatus } from '@eticket/core/query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LuCheck, LuChevronDown, LuX } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { PlainInput } from './plain-input';
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
 * dropped silently. Arrow keys and Enter pick, Escape closes; arrowing onto the last loaded row loads the
 * next page. A plain ARIA combobox (input + listbox) rather than Chakra's Combobox: the Ark state machine
 * behind that one would add ≈ 40 KB to the first load of every page with a picker.
 */
export function LookupPicker<T extends { id: string }>(props: LookupPickerProps<T>) {
  const { value, selectedLabel, itemLabel, itemDetail, onChange } = props;
  const t = useT();
  const lookup = useServerLookup(props.resource, props.filterKey ?? '', props.search);
  const { items, status } = lookup.state;
  const listId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The row picked here, remembered: a later search may no longer list it.
  const [remembered, setRemembered] = useState<{ id: string; label: string } | null>(null);
  const picked = items.find((item) => item.id === value);
  const shownLabel = value === '' ? '' : picked !== undefined ? itemLabel(picked) : remembered?.id === value ? remembered.label : (selectedLabel ?? '');
  const [input, setInput] = useState(shownLabel);
  const [open, setOpenState] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  // While closed the field shows the picked row (it may arrive after the picker, e.g. from the address).
  useEffect(() => {
    if (!open) setInput(shownLabel);
  }, [open, shownLabel]);
  const disabled = props.disabled ?? false;

  const setOpen = (next: boolean) => {
    if (next === open) return;
    setOpenState(next);
    lookup.setOpen(next);
    if (!next) setHighlighted(-1);
  };
  const pick = (item: T | null) => {
    setRemembered(item === null ? null : { id: item.id, label: itemLabel(item) });
    onChange(item === null ? '' : item.id, item);
    setOpen(false);
  };
  const highlight = (index: number) => {
    if (items.length === 0) return;
    const next = Math.max(0, Math.min(items.length - 1, index));
    setHighlighted(next);
    if (next === items.length - 1 && lookup.remaining > 0) lookup.loadMore();
    document.getElementById(`${listId}-${String(next)}`)?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      else highlight(highlighted + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && open && highlighted >= 0) {
      e.preventDefault();
      pick(items[highlighted] ?? null);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const activeId = open && highlighted >= 0 && highlighted < items.length ? `${listId}-${String(highlighted)}` : undefined;

  return (
    <Box position="relative" width={props.width ?? 'full'} data-testid={props.testId}>
      {props.showLabel === true && (
        <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium" mb="1.5" display="block">
          {props.label}
        </chakra.label>
      )}
      <Box position="relative">
        <PlainInput
          ref={inputRef}
          id={inputId}
          role="combobox"
          size="sm"
          minH={TOUCH}
          pe="16"
          aria-label={props.label}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={props.invalid === true ? true : undefined}
          autoComplete="off"
          placeholder={props.placeholder}
          disabled={disabled}
          value={input}
          onClick={() => {
            setOpen(true);
          }}
          onChange={(e) => {
            setInput(e.currentTarget.value);
            lookup.setText(e.currentTarget.value);
            setHighlighted(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
          }}
        />
        <HStack position="absolute" top="0" bottom="0" insetEnd="1" gap="0" color="fg.muted">
          {value !== '' && !disabled && (
            <IconButton
              aria-label={t('Data.Lookup.Clear')}
              size="xs"
              variant="ghost"
              onMouseDown={(e) => {
                e.preventDefault();
              }}
              onClick={() => {
                lookup.setText('');
                setInput('');
                pick(null);
              }}
            >
              <LuX />
            </IconButton>
          )}
          <Box
            aria-hidden
            px="1.5"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            onMouseDown={(e) => {
              e.preventDefault();
              if (disabled) return;
              setOpen(!open);
              inputRef.current?.focus();
            }}
          >
            <LuChevronDown />
          </Box>
        </HStack>
      </Box>
      {open && (
        <Box
          position="absolute"
          insetStart="0"
          insetEnd="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          rounded="l2"
          shadow="md"
          maxH="80"
          overflowY="auto"
          data-testid={props.testId === undefined ? undefined : `${props.testId}-options`}
          // Clicks in the list must not blur the input first (that would close it before the pick).
          onMouseDown={(e) => {
            e.preventDefault();
          }}
        >
          <Box as="ul" id={listId} role="listbox" aria-label={props.label} listStyleType="none" m="0" p="1">
            {items.map((item, index) => {
              const detail = itemDetail?.(item) ?? null;
              const selected = item.id === value;
              return (
                <HStack
                  as="li"
                  key={item.id}
                  id={`${listId}-${String(index)}`}
                  role="option"
                  aria-selected={selected}
                  minH={TOUCH}
                  px="2"
                  rounded="l1"
                  cursor="pointer"
                  justify="space-between"
                  bg={index === highlighted ? 'bg.emphasized' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  onMouseMove={() => {
                    if (highlighted !== index) setHighlighted(index);
                  }}
                  onClick={() => {
                    pick(item);
                  }}
                >
                  <Box minW="0">
                    <Text truncate>{itemLabel(item)}</Text>
                    {detail !== null && (
                      <Text truncate fontSize="xs" color="fg.muted">
                        {detail}
                      </Text>
                    )}
                  </Box>
                  {selected && <LuCheck aria-hidden />}
                </HStack>
              );
            })}
          </Box>
          <LookupFooter status={status} count={items.length} remaining={lookup.remaining} pageSize={lookup.state.pageSize} onMore={lookup.loadMore} onRetry={lookup.retry} />
        </Box>
      )}
    </Box>
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
