import { useState } from 'react';
import type { Sort } from '../../../domain/list-query';
import { usePageSize } from '../../../ui/pagination';
import { filtersQuery, freshFilters, type ListFiltersProps, type OperationFilters } from './list-filters';

/**
 * The state of an operation list with its own call (handling-like kinds, crossdocking): the
 * filters being typed and the ones searched, the SQL sort and the page. Answers the call's query
 * and the props of ListFilters (but `searching`, the caller's call state), DataTable's sort and Pagination, so a list only lays them out.
 */
export function useListControls(statuses: readonly string[]) {
  const [draft, setDraft] = useState<OperationFilters>(freshFilters);
  const [filters, setFilters] = useState<OperationFilters>(draft);
  const [sort, setSort] = useState<Sort | null>(null);
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize();
  const filterProps: Omit<ListFiltersProps, 'searching'> = {
    draft,
    onDraftChange: setDraft,
    statuses,
    onSearch: () => {
      setFilters(draft);
      setPage(1);
    },
    onClear: () => {
      setDraft(freshFilters());
      setFilters(freshFilters());
      setPage(1);
    },
  };
  return {
    query: { page, take, sort, ...filtersQuery(filters) },
    filterProps,
    sortProps: {
      sort,
      onSortChange: (next: Sort | null) => {
        setSort(next);
        setPage(1);
      },
    },
    pageProps: (total: number) => ({
      page,
      pageSize: take,
      total,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setTake(size);
        setPage(1);
      },
    }),
  };
}
