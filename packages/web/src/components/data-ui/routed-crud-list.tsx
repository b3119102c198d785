import type { CallOptions } from '@eticket/api-client';
import type { PagedListInput, PagedResultDto } from '@eticket/core/paging';
import { useCallback } from 'react';
import { LuCopy, LuPencil } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/i18n-context';
import { CrudListView } from './crud-list-view';
import type { Column } from './data-table';
import { editHref } from './edit-href';
import { exportInput, pagedInput, useServerList, type ListRequest } from './use-server-list';

/**
 * The list of records edited on their own page (templates, and later orders): keyword, paging, sorting,
 * export; New, Edit and Copy open the edit route, Delete asks here. A page supplies columns and names.
 */
export function RoutedCrudList<Row extends { id: string }>(props: {
  resource: string;
  entityName: string;
  endpoints: {
    list(query: PagedListInput, options?: CallOptions): Promise<PagedResultDto<Row>>;
    exportExcel(query: PagedListInput, options?: CallOptions): Promise<Blob>;
    delete(id: string, options?: CallOptions): Promise<void>;
  };
  columns: readonly Column<Row>[];
  keywordPlaceholder: string;
  editPath: string;
  permissions: { create: string; edit: string; delete: string };
  nameOf: (row: Row) => string;
  deleteCall: CallOptions;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const { endpoints, permissions, editPath } = props;
  const load = useCallback((request: ListRequest<null>, signal: AbortSignal) => endpoints.list(pagedInput(request), { signal }), [endpoints]);
  const list = useServerList({ resource: props.resource, load, initialFilters: null });
  return (
    <CrudListView
      list={list}
      entityName={props.entityName}
      resources={[props.resource]}
      columns={props.columns}
      keywordPlaceholder={props.keywordPlaceholder}
      exportExcel={(request) => endpoints.exportExcel(exportInput(request))}
      create={{
        permission: permissions.create,
        onClick: () => {
          navigate(editPath);
        },
      }}
      rowActions={(row) => [
        {
          key: 'edit',
          label: t('Data.Action.Edit'),
          icon: <LuPencil />,
          permission: permissions.edit,
          onClick: () => {
            navigate(editHref(editPath, 'id', row.id));
          },
        },
        {
          key: 'copy',
          label: t('Data.Action.Copy'),
          icon: <LuCopy />,
          permission: permissions.create,
          onClick: () => {
            navigate(editHref(editPath, 'copy', row.id));
          },
        },
      ]}
      remove={{ permission: permissions.delete, call: (id, options) => endpoints.delete(id, options), options: props.deleteCall, nameOf: props.nameOf }}
    />
  );
}
