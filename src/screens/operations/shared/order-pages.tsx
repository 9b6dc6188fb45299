import { type Paging, usePaging } from '../../../ui/paged-table';
import { Pagination } from '../../../ui/pagination';

// The orders of a picking or packing detail, one page at a time (a record may hold hundreds of
// orders, each a card with its own table): the list paging of src/ui (page, size kept per kind by
// `storageKey`, a new size starts again at page 1), the page's orders, a way to show the page of a
// given order (a scan or the volume form chose it), and the pager, shown only when there is more
// than one page. Both kinds page their orders alike.

export interface OrderPages<T> extends Paging {
  /** the orders of the current page */
  pageItems: T[];
  /** shows the page holding the order at `index` (nothing for -1, "not found") */
  showIndex: (index: number) => void;
}

export function useOrderPages<T>(items: readonly T[], storageKey: string): OrderPages<T> {
  const paging = usePaging(storageKey);
  const { page, pageSize } = paging;
  return {
    ...paging,
    pageItems: items.slice((page - 1) * pageSize, page * pageSize),
    showIndex: (index) => {
      if (index >= 0) paging.setPage(Math.floor(index / pageSize) + 1);
    },
  };
}

/** The pager of the orders, when they do not fit on one page. */
export function OrderPagination<T>({ pages, total }: { pages: OrderPages<T>; total: number }) {
  if (total <= pages.pageSize) return null;
  return (
    <Pagination
      page={pages.page}
      pageSize={pages.pageSize}
      total={total}
      onPageChange={pages.setPage}
      onPageSizeChange={pages.setPageSize}
    />
  );
}
