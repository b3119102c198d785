import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { PlainInput } from './plain-input';

/** A typed filter beside the keyword (e.g. style no): applied with it, on Enter or Search. */
export interface TextFilter {
  key: string;
  label: string;
  /** The applied value. */
  value: string;
}

/**
 * Above a list: the keyword box and the typed filters (applied on Enter or Search, so typing does not
 * fire a request per key), the page's other filters (selects apply at once), Reset, and the page's
 * actions (New, Export) on the right. Wraps on a phone: filters stack, actions go to their own line.
 */
export function ListToolbar({
  keyword,
  placeholder,
  onSearch,
  onReset,
  textFilters = [],
  filters,
  actions,
}: {
  /** The applied keyword (Reset and outside changes show here). */
  keyword: string;
  placeholder: string;
  onSearch: (keyword: string, textFilters: Record<string, string>) => void;
  onReset: () => void;
  textFilters?: readonly TextFilter[];
  filters?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  const appliedKey = JSON.stringify([keyword, textFilters.map((f) => f.value)]);
  const [draft, setDraft] = useState(keyword);
  const [draftFilters, setDraftFilters] = useState<Record<string, string>>(() => Object.fromEntries(textFilters.map((f) => [f.key, f.value])));
  const [applied, setApplied] = useState(appliedKey);
  // What is applied changed from outside (Reset, "clear filters" in the empty state): show it.
  if (applied !== appliedKey) {
    setApplied(appliedKey);
    setDraft(keyword);
    setDraftFilters(Object.fromEntries(textFilters.map((f) => [f.key, f.value])));
  }
  return (
    <Flex gap="3" mb="3" flexWrap="wrap" align="flex-end" justify="space-between">
      <Flex
        as="form"
        role="search"
        gap="2"
        flexWrap="wrap"
        align="flex-end"
        flex="1"
        minW={{ base: 'full', md: 'auto' }}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(draft, draftFilters);
        }}
      >
        {/* Chakra's InputGroup with a start element, laid out the same way without its Group machinery. */}
        <Box position="relative" display="flex" isolation="isolate" width={{ base: 'full', sm: '64' }}>
          <Box
            position="absolute"
            insetInlineStart="0"
            zIndex="2"
            display="flex"
            alignItems="center"
            justifyContent="center"
            height="full"
            px="3"
            fontSize="sm"
            color="fg.muted"
            pointerEvents="none"
          >
            <LuSearch aria-hidden />
          </Box>
          <PlainInput
            size="sm"
            type="search"
            ps="var(--input-height)"
            aria-label={placeholder}
            placeholder={placeholder}
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
            }}
          />
        </Box>
        {textFilters.map((filter) => (
          <PlainInput
            key={filter.key}
            size="sm"
            width={{ base: 'full', sm: '32' }}
            aria-label={filter.label}
            placeholder={filter.label}
            value={draftFilters[filter.key] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraftFilters((d) => ({ ...d, [filter.key]: value }));
            }}
          />
        ))}
        {filters}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand">
            {t('Shell.Action.Search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft('');
              setDraftFilters({});
              onReset();
            }}
          >
            <LuRotateCcw aria-hidden />
            {t('Shell.Action.Reset')}
          </Button>
        </HStack>
      </Flex>
      {actions !== undefined && (
        <HStack gap="2" flexWrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
