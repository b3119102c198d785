import { Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { SelectBox } from './select-box';
import { PAGE_SIZES } from './use-server-list';

/** Total, page size and page turning of a server-paged list (skipCount / maxResultCount). */
export function Pager({
  pageIndex,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
}: {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const page = Math.min(pageIndex, pages - 1);
  return (
    <Flex as="nav" aria-label={t('Data.List.Pagination')} align="center" justify="space-between" gap="3" mt="3" flexWrap="wrap" fontSize="sm">
      <Text color="fg.muted" data-testid="list-total">
        {t('Data.List.Total', { count: totalCount })}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <SelectBox
          size="xs"
          width="auto"
          label={t('Data.List.PageSizeLabel')}
          value={String(pageSize)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: t('Data.List.PageSize', { size }) }))}
          onChange={(value) => {
            onPageSizeChange(Number(value));
          }}
        />
        <IconButton
          size="xs"
          variant="outline"
          aria-label={t('Data.List.PrevPage')}
          disabled={page <= 0}
          onClick={() => {
            onPageChange(page - 1);
          }}
        >
          <LuChevronLeft />
        </IconButton>
        <Text minW="16" textAlign="center" aria-live="polite">
          {t('Data.List.PageOf', { page: page + 1, pages })}
        </Text>
        <IconButton
          size="xs"
          variant="outline"
          aria-label={t('Data.List.NextPage')}
          disabled={page >= pages - 1}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          <LuChevronRight />
        </IconButton>
      </HStack>
    </Flex>
  );
}
