import { Button, Text } from '@chakra-ui/react';
import type { CallOptions } from '@eticket/api-client';
import { useState, type ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { Can } from '../../kit/can';
import { useT } from '../../i18n/i18n-context';
import { DataTable, type Column, type RowMarks } from './data-table';
import { ExportButton } from './export-button';
import { invalidate } from './invalidation';
import { LazyConfirmDeleteDialog } from './lazy-dialogs';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { RowActions, type RowAction } from './row-actions';
import type { ListRequest, ServerList } from './use-server-list';

/**
 * The body of a list page: toolbar (keyword, the page's filters, Export, New), the table with its row
 * actions, the pager, and the delete confirmation. The page owns the list state (`useServerList`) and
 * says what its columns, filters and actions are.
 */

export interface CrudListViewProps<Row extends { id: string }, F> {
  list: ServerList<Row, F>;
  /** Translated entity name: table label and export file name. */
  entityName: string;
  /** Invalidation keys a delete changes (the resource first). */
  resources: readonly string[];
  columns: readonly Column<Row>[];
  keywordPlaceholder: string;
  /** Typed filters applied with the keyword (string-valued keys of the filters). */
  textFilters?: readonly { key: keyof F & string; label: string }[];
  filters?: ReactNode;
  /** The export of the list's current query (keyword, filters, sorting; the page builds it like its list query, without paging). */
  exportExcel: (request: ListRequest<F>) => Promise<Blob>;
  create?: { permission: string; onClick: () => void };
  /** The page's own toolbar actions, before Export (import, bulk actions). */
  toolbarActions?: ReactNode;
  /** Row actions besides Delete. */
  rowActions: (row: Row) => RowAction[];
  /** `allowed`: rows that may be deleted at all (default every row); the others show no Delete. */
  remove?: { permission: string; call: (id: string, options: CallOptions) => Promise<void>; options: CallOptions; nameOf: (row: Row) => string; allowed?: (row: Row) => boolean };
  rowProps?: (row: Row) => RowMarks;
  /** The order to show the rows of the page in (e.g. a tree's); default the server's. */
  arrange?: (rows: readonly Row[]) => readonly Row[];
  /** false: the whole list is one page (a tree): only the total shows, no pager. */
  paged?: boolean;
}

export function CrudListView<Row extends { id: string }, F>(props: CrudListViewProps<Row, F>) {
  const t = useT();
  const { list, remove } = props;
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  const columns: Column<Row>[] = [
    ...props.columns,
    {
      key: 'actions',
      header: t('Data.List.Actions'),
      align: 'end',
      sticky: 'end',
      cell: (row) => (
        <RowActions
          label={remove?.nameOf(row) ?? row.id}
          actions={[
            ...props.rowActions(row),
            ...(remove === undefined || remove.allowed?.(row) === false
              ? []
              : [
                  {
                    key: 'delete',
                    label: t('Data.Action.Delete'),
                    icon: <LuTrash2 />,
                    permission: remove.permission,
                    danger: true,
                    onClick: () => {
                      setDeleting({ id: row.id, name: remove.nameOf(row) });
                    },
                  },
                ]),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        keyword={list.keyword}
        placeholder={props.keywordPlaceholder}
        onSearch={(keyword, typed) => {
          list.search(keyword, typed as Partial<F>);
        }}
        onReset={list.reset}
        textFilters={(props.textFilters ?? []).map((f) => ({ key: f.key, label: f.label, value: String(list.filters[f.key]) }))}
        filters={props.filters}
        actions={
          <>
            {props.toolbarActions}
            <ExportButton title={props.entityName} exporter={() => props.exportExcel(list.request)} />
            {props.create !== undefined && (
              <Can permission={props.create.permission}>
                <Button size="sm" colorPalette="brand" onClick={props.create.onClick}>
                  <LuPlus aria-hidden />
                  {t('Data.Action.Create')}
                </Button>
              </Can>
            )}
          </>
        }
      />
      <DataTable
        label={props.entityName}
        columns={columns}
        rows={props.arrange === undefined ? list.rows : props.arrange(list.rows)}
        rowKey={(row) => row.id}
        status={list.status}
        loaded={list.loaded}
        error={list.error}
        onRetry={list.reload}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        filtered={list.filtered}
        onClearFilters={list.reset}
        {...(props.rowProps === undefined ? {} : { rowProps: props.rowProps })}
      />
      {props.paged === false ? (
        <Text mt="3" fontSize="sm" color="fg.muted" data-testid="list-total">
          {t('Data.List.Total', { count: list.totalCount })}
        </Text>
      ) : (
        <Pager pageIndex={list.pageIndex} pageSize={list.pageSize} totalCount={list.totalCount} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
      )}
      {remove !== undefined && (
        <LazyConfirmDeleteDialog
          target={deleting}
          remove={(id) => remove.call(id, remove.options)}
          onDeleted={() => {
            invalidate(...props.resources);
          }}
          onClose={() => {
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
