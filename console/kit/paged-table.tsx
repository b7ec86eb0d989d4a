import type { ReactNode } from 'react';
import type { Page } from '@shared/api/types.ts';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import type { QueryResult } from './data.ts';
import { QueryError } from './query-state.tsx';
import './kit.css';

type PagedTableProps<Row> = {
  /** the table's accessible name */
  label: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => number | string;
  /** the query of the page shown (`useQuery`) */
  found: QueryResult<Page<Row>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: ReactNode;
};

/**
 * The body of a list a screen lays out itself (a detail page's list under its own heading): the table, or the
 * read's failure with a retry, and the pager with the count, also when everything fits on one page.
 */
export function PagedTable<Row>({ label, columns, rowKey, found, page, pageSize, onPage, empty }: PagedTableProps<Row>) {
  const shown = found.data;
  return (
    <>
      {found.error && !shown ? (
        <QueryError error={found.error} onRetry={found.reload} />
      ) : (
        <Table label={label} columns={columns} rows={shown?.rows ?? []} rowKey={rowKey} busy={found.loading} empty={shown ? empty : undefined} />
      )}
      {shown && <Pager className="lc-list__pager" total={shown.totalCount} page={page} pageSize={pageSize} onChange={onPage} disabled={found.loading} />}
    </>
  );
}
