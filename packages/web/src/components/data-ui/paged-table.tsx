import type { ReactNode } from 'react';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import type { ServerList } from './use-server-list';

/** A server-paged list's table and pager (the shared list pattern), for lists whose toolbar is their own; `footer` goes under the rows (totals). */
export function PagedTable<Row extends { id: string }, F>({ list, label, columns, footer }: { list: ServerList<Row, F>; label: string; columns: readonly Column<Row>[]; footer?: ReactNode }) {
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        status={list.status}
        loaded={list.loaded}
        error={list.error}
        onRetry={list.reload}
        filtered={list.filtered}
        onClearFilters={list.reset}
        {...(footer === undefined ? {} : { footer })}
      />
      <Pager pageIndex={list.pageIndex} pageSize={list.pageSize} totalCount={list.totalCount} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
    </>
  );
}
