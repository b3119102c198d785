import { Alert, Box, Button, chakra, EmptyState, Skeleton, Spinner, Table, VStack } from '@chakra-ui/react';
import type { SortSpec } from '@eticket/core/paging';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuInbox } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { failureText } from './api-failure';
import type { ListStatus } from './use-server-list';

/**
 * The table of a list page: typed columns, server sorting from the headers, a skeleton on the first
 * load and a spinner over the rows while the next page loads (no flicker), an empty state that tells
 * "nothing yet" from "nothing matches", and the load failure with a retry. On a phone it scrolls sideways
 * with the first and the action columns kept in view.
 */

export interface Column<T> {
  key: string;
  /** Header text (already translated). */
  header: string;
  /** Shown in the header instead of the text (a select-all checkbox; the text then names nothing visible). */
  headerContent?: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** The server's sort field, when the column sorts. */
  sortField?: string;
  align?: 'start' | 'center' | 'end';
  minW?: string;
  /** Keep the cell on one line (numbers, dates, codes). */
  nowrap?: boolean;
  /** Keep the column visible while the table scrolls sideways (the action column: 'end'). */
  sticky?: 'start' | 'end';
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  status: ListStatus;
  /** Rows of an earlier load are on screen (loading then only dims them). */
  loaded: boolean;
  error?: unknown;
  onRetry?: () => void;
  sorting?: SortSpec<string> | null;
  onSortingChange?: (sorting: SortSpec<string> | null) => void;
  /** Keyword or filters are applied: the empty state says nothing matches and offers to clear them. */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** Accessible name of the table. */
  label: string;
  size?: 'sm' | 'md';
  /** Rendered under the rows (a totals row). */
  footer?: ReactNode;
  /** Mark rows: `muted` (e.g. inactive records) draws the row in the muted text colour on a subtle background. */
  rowProps?: (row: T) => RowMarks;
}

export interface RowMarks {
  muted?: boolean;
}

const SKELETON_ROWS = 5;
/**
 * A muted row keeps readable contrast (fg.muted is 4.5:1 or more on bg.subtle); dimming the row with opacity
 * took its badges and action buttons below 4.5:1 (axe color-contrast).
 */
const MUTED_ROW = { color: 'fg.muted', bg: 'bg.subtle' } as const;

/** asc → desc → none (the server's default order). */
function nextSorting(current: SortSpec<string> | null | undefined, field: string): SortSpec<string> | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/** A pinned cell's style (also for rows a page adds, like a totals footer). */
export function stickyProps(sticky: Column<unknown>['sticky']) {
  if (sticky === undefined) return {};
  // Only where there is room: on a phone a pinned column would cover the data it should accompany.
  return {
    position: { base: 'static', md: 'sticky' } as const,
    [sticky === 'start' ? 'left' : 'right']: 0,
    zIndex: 1,
    bg: 'bg.panel',
    shadow: sticky === 'end' ? 'inset 1px 0 0 var(--chakra-colors-border-muted)' : 'inset -1px 0 0 var(--chakra-colors-border-muted)',
  };
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <LuArrowUp aria-hidden />;
  if (direction === 'desc') return <LuArrowDown aria-hidden />;
  return <LuArrowUpDown aria-hidden opacity={0.4} />;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, status, loaded, sorting, onSortingChange, label } = props;
  const t = useT();
  const firstLoad = status === 'loading' && !loaded;
  const failed = status === 'error';

  const headerCell = (column: Column<T>) => {
    const direction = sorting != null && sorting.field === column.sortField ? sorting.direction : null;
    const ariaSort = column.sortField === undefined ? undefined : direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
    return (
      <Table.ColumnHeader
        key={column.key}
        textAlign={column.align ?? 'start'}
        minW={column.minW}
        whiteSpace="nowrap"
        aria-sort={ariaSort}
        {...stickyProps(column.sticky)}
        bg="bg.muted"
      >
        {column.headerContent !== undefined ? (
          column.headerContent
        ) : column.sortField === undefined || onSortingChange === undefined ? (
          column.header
        ) : (
          <chakra.button
            type="button"
            display="inline-flex"
            alignItems="center"
            gap="1"
            fontWeight="inherit"
            cursor="pointer"
            _hover={{ color: 'brand.fg' }}
            onClick={() => {
              onSortingChange(nextSorting(sorting, column.sortField ?? column.key));
            }}
          >
            {column.header}
            <SortIcon direction={direction} />
          </chakra.button>
        )}
      </Table.ColumnHeader>
    );
  };

  let body: ReactNode;
  if (firstLoad) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <Table.Row key={`skeleton-${i}`} aria-hidden>
        {columns.map((column) => (
          <Table.Cell key={column.key}>
            <Skeleton height="4" />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else {
    body = rows.map((row, index) => (
      <Table.Row key={rowKey(row)} {...(props.rowProps?.(row).muted === true ? { 'data-state': 'muted', ...MUTED_ROW } : {})}>
        {columns.map((column) => (
          <Table.Cell key={column.key} textAlign={column.align ?? 'start'} whiteSpace={column.nowrap === true ? 'nowrap' : undefined} {...stickyProps(column.sticky)}>
            {column.cell(row, index)}
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  }

  const empty = !firstLoad && !failed && rows.length === 0;
  return (
    <Box position="relative" borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" overflow="hidden">
      {failed && (
        <Alert.Root status="error" borderRadius="0" data-testid="list-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('Data.List.LoadFailed')}</Alert.Title>
            <Alert.Description>{failureText(props.error, t)}</Alert.Description>
          </Alert.Content>
          {props.onRetry !== undefined && (
            <Button size="sm" variant="outline" onClick={props.onRetry}>
              {t('Data.List.Retry')}
            </Button>
          )}
        </Alert.Root>
      )}
      <Table.ScrollArea>
        <Table.Root size={props.size ?? 'sm'} aria-label={label} aria-busy={status === 'loading'} interactive={rows.length > 0}>
          <Table.Header>
            <Table.Row>{columns.map(headerCell)}</Table.Row>
          </Table.Header>
          <Table.Body opacity={status === 'loading' && loaded ? 0.55 : 1} transition="opacity 0.15s">
            {body}
          </Table.Body>
          {props.footer !== undefined && rows.length > 0 && props.footer}
        </Table.Root>
      </Table.ScrollArea>
      {empty && (
        <EmptyState.Root size="sm" data-testid="list-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t(props.filtered === true ? 'Data.List.NoMatch' : 'Data.List.Empty')}</EmptyState.Title>
            </VStack>
            {props.filtered === true && props.onClearFilters !== undefined && (
              <Button size="sm" variant="outline" onClick={props.onClearFilters}>
                {t('Data.List.ClearFilters')}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {status === 'loading' && loaded && (
        <Box position="absolute" top="3" right="3" zIndex="2" aria-hidden>
          <Spinner size="sm" color="brand.fg" />
        </Box>
      )}
    </Box>
  );
}
