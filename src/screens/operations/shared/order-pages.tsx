import { useState } from 'react';
import { Pagination, usePageSize } from '../../../ui/pagination';

// The orders of a picking or packing detail, one page at a time (a record may hold hundreds of
// orders, each a card with its own table): the page, its size kept per kind (`storageKey`), the
// page's orders, a way to show the page of a given order (a scan or the volume form chose it), and
// the pager, shown only when there is more than one page. Both kinds page their orders alike.

export interface OrderPages<T> {
  page: number;
  take: number;
  setPage: (page: number) => void;
  setTake: (size: number) => void;
  /** the orders of the current page */
  pageItems: T[];
  /** shows the page holding the order at `index` (nothing for -1, "not found") */
  showIndex: (index: number) => void;
}

export function useOrderPages<T>(items: readonly T[], storageKey: string): OrderPages<T> {
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize(storageKey);
  return {
    page,
    take,
    setPage,
    setTake,
    pageItems: items.slice((page - 1) * take, page * take),
    showIndex: (index) => {
      if (index >= 0) setPage(Math.floor(index / take) + 1);
    },
  };
}

/** The pager of the orders, when they do not fit on one page. */
export function OrderPagination<T>({ pages, total }: { pages: OrderPages<T>; total: number }) {
  if (total <= pages.take) return null;
  return (
    <Pagination
      page={pages.page}
      pageSize={pages.take}
      total={total}
      onPageChange={pages.setPage}
      onPageSizeChange={pages.setTake}
    />
  );
}
