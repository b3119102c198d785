import type { CallOptions, CatalogResourceEndpoints } from '@eticket/api-client';
import type { PagedListInput, SortSpec } from '@eticket/core/paging';
import { useCallback, useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { CrudListView } from './crud-list-view';
import type { Column, RowMarks } from './data-table';
import { LazyRecordFormDialog } from './lazy-dialogs';
import type { RecordFormSpec, StoredRecord } from './record-form-dialog';
import { exportInput, pagedInput, useServerList, type ListRequest } from './use-server-list';

/**
 * The whole list page of a simple record edited in a dialog (customers, factories, technical levels):
 * keyword search, server paging and sorting, Excel export of the filtered list, New / Edit / Delete
 * behind their permissions, the form validated by the core's rules. A page supplies its columns and a
 * form module (values, rules, fields — loaded on first use); everything else is this pattern.
 */

type Endpoints<D, I> = CatalogResourceEndpoints<D, D, I, I & { concurrencyStamp: string }, PagedListInput, unknown>;

export interface DialogCrudListProps<D extends StoredRecord, V, I> {
  /** Invalidation key of the resource. */
  resource: string;
  /** Translated entity name ("客户"): dialog titles, export file name, table label. */
  entityName: string;
  endpoints: Endpoints<D, I>;
  permissions: { create: string; edit: string; delete: string };
  columns: readonly Column<D>[];
  keywordPlaceholder: string;
  defaultSorting?: SortSpec<string> | null;
  nameOf: (record: D) => string;
  /** The form module (values, rules, fields), loaded when New or Edit is first clicked. A module-level function. */
  form: () => Promise<{ default: RecordFormSpec<D, V, I> }>;
  /** Call options of the saves and the delete (silence what the form / dialog shows itself). */
  formCall: CallOptions;
  deleteCall: CallOptions;
  /** Other resources a save or delete changes (their lists and lookups reload too). */
  alsoInvalidates?: readonly string[];
  rowProps?: (record: D) => RowMarks;
}

export function DialogCrudList<D extends StoredRecord, V, I>(props: DialogCrudListProps<D, V, I>) {
  const t = useT();
  const { endpoints, permissions } = props;
  const load = useCallback((request: ListRequest<null>, signal: AbortSignal) => endpoints.list(pagedInput(request), { signal }), [endpoints]);
  const list = useServerList({ resource: props.resource, load, initialFilters: null, defaultSorting: props.defaultSorting ?? null });
  const [editing, setEditing] = useState<{ record: D | null } | null>(null);
  const [spec, setSpec] = useState<RecordFormSpec<D, V, I> | null>(null);
  const open = (record: D | null) => {
    setEditing({ record });
    // The form module arrives once; the dialog shows when it is there (a failed import is presented like any failure).
    if (spec === null) {
      props.form().then(
        (module) => {
          setSpec(() => module.default);
        },
        () => {
          setEditing(null);
        },
      );
    }
  };
  return (
    <>
      <CrudListView
        list={list}
        entityName={props.entityName}
        resources={[props.resource, ...(props.alsoInvalidates ?? [])]}
        columns={props.columns}
        keywordPlaceholder={props.keywordPlaceholder}
        exportExcel={(request) => endpoints.exportExcel(exportInput(request))}
        create={{
          permission: permissions.create,
          onClick: () => {
            open(null);
          },
        }}
        rowActions={(record) => [
          {
            key: 'edit',
            label: t('Data.Action.Edit'),
            icon: <LuPencil />,
            permission: permissions.edit,
            onClick: () => {
              open(record);
            },
          },
        ]}
        remove={{ permission: permissions.delete, call: (id, options) => endpoints.delete(id, options), options: props.deleteCall, nameOf: props.nameOf }}
        {...(props.rowProps === undefined ? {} : { rowProps: props.rowProps })}
      />
      {editing !== null && spec !== null && (
        <LazyRecordFormDialog
          resource={props.resource}
          entityName={props.entityName}
          endpoints={endpoints}
          formCall={props.formCall}
          {...(props.alsoInvalidates === undefined ? {} : { alsoInvalidates: props.alsoInvalidates })}
          {...spec}
          record={editing.record}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
