import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sva } from '../../styled-system/css';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../domain/list-query';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export const paginationRecipe = sva({
  slots: ['root', 'size', 'sizeLabel', 'sizeSelect', 'range', 'pages', 'item', 'ellipsis', 'nav'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      py: '2',
      fontSize: 'sm',
      color: 'textMuted',
    },
    size: { display: 'flex', alignItems: 'center', gap: '2' },
    sizeLabel: { whiteSpace: 'nowrap' },
    sizeSelect: {
      height: '8',
      // touch (issue 20): 44 px targets
      '@media (pointer: coarse)': { height: '11' },
      pl: '2',
      pr: '6',
      fontSize: 'sm',
      color: 'text',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      cursor: 'pointer',
      _hover: { borderColor: 'borderStrong' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
    },
    range: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    pages: { display: 'flex', alignItems: 'center', gap: '1' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: '8',
      height: '8',
      px: '2',
      '@media (pointer: coarse)': { minWidth: '11', height: '11' },
      fontSize: 'sm',
      color: 'text',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      cursor: 'pointer',
      fontVariantNumeric: 'tabular-nums',
      _hover: { _enabled: { bg: 'surfaceHover' } },
      _selected: { bg: 'accent', color: 'white', borderColor: 'accent', fontWeight: 'semibold' },
      '&[aria-current=page]': { bg: 'accent', color: 'white', borderColor: 'accent', fontWeight: 'semibold' },
      _disabled: { opacity: 0.45, cursor: 'not-allowed' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
    },
    ellipsis: { px: '1', color: 'textMuted' },
  },
});

const isPageSize = (value: unknown): value is number => (PAGE_SIZES as readonly unknown[]).includes(value);
const sessionJson = createJSONStorage<number>(() => sessionStorage);
const pageSizeAtoms = new Map<string, ReturnType<typeof createPageSizeAtom>>();
const createPageSizeAtom = (storageKey: string) =>
  atomWithStorage<number>(storageKey, DEFAULT_PAGE_SIZE, sessionJson, { getOnInit: true });

/** sessionStorage key of a remembered page size. */
export const pageSizeStorageKey = (key?: string) => (key ? `ui.pageSize.${key}` : 'ui.pageSize');

/**
 * Rows per page remembered for the browser session (doc 1 §2.9, §9: 25/50/100/150/200, default 25).
 * Without a key every list shares one choice (doc 3 §2: "shared page and rows per page").
 */
export function usePageSize(key?: string): [number, (size: number) => void] {
  const storageKey = pageSizeStorageKey(key);
  let sizeAtom = pageSizeAtoms.get(storageKey);
  if (!sizeAtom) {
    sizeAtom = createPageSizeAtom(storageKey);
    pageSizeAtoms.set(storageKey, sizeAtom);
  }
  const [stored, setSize] = useAtom(sizeAtom);
  // A hand-edited or stale stored value falls back to the default.
  const size = isPageSize(stored) ? stored : DEFAULT_PAGE_SIZE;
  return [size, (next: number) => setSize(isPageSize(next) ? next : DEFAULT_PAGE_SIZE)];
}

export interface PaginationProps {
  /** 1-based page. */
  page: number;
  pageSize: number;
  /** Total count of records. */
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Page navigation with a rows-per-page choice and the "first–last of total" range. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginationProps) {
  const intl = useIntl();
  const sizeId = useId();
  const styles = paginationRecipe();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className={styles.root}>
      <div className={styles.size}>
        <label htmlFor={sizeId} className={styles.sizeLabel}>
          {intl.formatMessage({ id: 'ui.pagination.pageSize' })}
        </label>
        <select
          id={sizeId}
          className={styles.sizeSelect}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <span className={styles.range} aria-live="polite">
        {intl.formatMessage(
          { id: 'ui.pagination.range' },
          { first: intl.formatNumber(first), last: intl.formatNumber(last), total: intl.formatNumber(total) },
        )}
      </span>
      <ArkPagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        siblingCount={1}
        onPageChange={(details) => onPageChange(details.page)}
        className={styles.pages}
        translations={{
          rootLabel: intl.formatMessage({ id: 'ui.pagination.label' }),
          prevTriggerLabel: intl.formatMessage({ id: 'ui.pagination.previous' }),
          nextTriggerLabel: intl.formatMessage({ id: 'ui.pagination.next' }),
          itemLabel: ({ page: p, totalPages }) =>
            intl.formatMessage({ id: 'ui.pagination.page' }, { page: p, total: totalPages }),
        }}
      >
        <ArkPagination.PrevTrigger className={styles.item}>
          <ChevronLeftIcon size={14} />
        </ArkPagination.PrevTrigger>
        <ArkPagination.Context>
          {(pagination) =>
            pagination.pages.map((item, index) =>
              item.type === 'page' ? (
                <ArkPagination.Item key={item.value} {...item} className={styles.item}>
                  {item.value}
                </ArkPagination.Item>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity
                <ArkPagination.Ellipsis key={`e${index}`} index={index} className={styles.ellipsis}>
                  …
                </ArkPagination.Ellipsis>
              ),
            )
          }
        </ArkPagination.Context>
        <ArkPagination.NextTrigger className={styles.item}>
          <ChevronRightIcon size={14} />
        </ArkPagination.NextTrigger>
      </ArkPagination.Root>
    </div>
  );
}
