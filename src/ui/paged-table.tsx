import { useState } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination, usePageSize } from './pagination';

/** Page state of a paginated list: the 1-based page and the remembered rows per page. */
export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** Changes the rows per page and goes back to the first page. */
  setPageSize: (size: number) => void;
}

/** `usePageSize(key)` plus the current page (starting at 1). */
export function usePaging(key?: string): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setTake] = usePageSize(key);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setTake(size);
      setPage(1);
    },
  };
}

export interface PagedDataTableProps<T> extends DataTableProps<T> {
  paging: Paging;
  /** Total count of records. */
  total: number;
}

/** A DataTable followed by its Pagination (siblings, no wrapper element). */
export function PagedDataTable<T>({ paging, total, ...table }: PagedDataTableProps<T>) {
  return (
    <>
      <DataTable {...table} />
      <Pagination
        page={paging.page}
        pageSize={paging.pageSize}
        total={total}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </>
  );
}
