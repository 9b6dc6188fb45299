import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css, cva, cx, sva } from '../../styled-system/css';
import type { Sort } from '../domain/list-query';
import { srOnly } from './a11y';
import { SortAscIcon, SortDescIcon, SortIcon } from './icons';
import { stackedCell, stackedHead, stackedRight, stackedRow, stackedTable } from './stacked-table.styles';
import { EmptyState, FailedState, SkeletonRows } from './states';
import { useHorizontalOverflow } from './use-horizontal-overflow';

export const dataTableRecipe = sva({
  slots: ['wrapper', 'table', 'head', 'headerCell', 'sortButton', 'row', 'stateCell'],
  base: {
    wrapper: {
      width: 'full',
      overflowX: 'auto',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
    },
    table: {
      width: 'full',
      borderCollapse: 'separate',
      borderSpacing: '0',
      fontSize: 'table',
      lineHeight: '1.35',
      fontVariantNumeric: 'tabular-nums',
      '&[aria-busy=true] tbody': { cursor: 'progress' },
    },
    head: { position: 'sticky', top: '0', zIndex: 'sticky', bg: 'gray.100' },
    headerCell: {
      px: '2.5',
      py: '2',
      fontWeight: 'semibold',
      color: 'gray.700',
      whiteSpace: 'nowrap',
      borderBottomWidth: '1px',
      borderColor: 'border',
      '&[aria-sort]': { py: '0', px: '1' },
    },
    sortButton: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      width: 'full',
      px: '1.5',
      py: '2',
      fontWeight: 'inherit',
      color: 'inherit',
      borderRadius: 'sm',
      cursor: 'pointer',
      _hover: { color: 'accent', bg: 'gray.200' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      '& svg': { flexShrink: 0, color: 'gray.500' },
      '&[data-sorted] svg': { color: 'accent' },
    },
    row: {
      _even: { bg: 'gray.50' },
      '&[data-clickable]': {
        cursor: 'pointer',
        _hover: { bg: 'accentSubtle' },
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      },
    },
    stateCell: { p: '0' },
  },
});

export const alignRecipe = cva({
  base: {},
  variants: {
    align: {
      left: { textAlign: 'left', justifyContent: 'flex-start' },
      center: { textAlign: 'center', justifyContent: 'center' },
      right: { textAlign: 'right', justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { align: 'left' },
});

const cellClass = css({
  px: '2.5',
  py: '1.5',
  verticalAlign: 'middle',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
  '[data-last-row] > &': { borderBottomWidth: '0' },
});

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  sortable?: boolean;
  /** Sort field sent to the API when it differs from `key` (e.g. 'driver.name'). */
  sortField?: string;
  align?: 'left' | 'center' | 'right';
  /** CSS width of the column ('8rem', 120, '20%'). */
  width?: string | number;
  /** Cell content; default: the row's property named `key`. */
  render?: (row: T) => ReactNode;
  /** With `stacked`: a cell that spans the card, unlabelled — its title (first) or its actions. */
  stackedSlot?: 'title' | 'action';
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  error?: boolean;
  sort?: Sort | null;
  onSortChange?: (sort: Sort | null) => void;
  onRowClick?: (row: T) => void;
  skeletonRows?: number;
  /** Accessible name of the table (read by screen readers, not shown). */
  caption?: string;
  /** below the medium breakpoint each row is a card of labelled cells instead of a table row
   * that scrolls sideways (issue 20 "Handheld": the operation lists) */
  stacked?: boolean;
}

/** Sort cycle of a header button: ascending, then descending, then unsorted. */
export function nextSort(current: Sort | null | undefined, field: string): Sort | null {
  if (!current || current.field !== field) return { field, direction: 'ASC' };
  if (current.direction === 'ASC') return { field, direction: 'DESC' };
  return null;
}

// A click on a control inside a row (row actions, checkboxes, links) must not open the row.
const INTERACTIVE =
  'a, button, input, select, textarea, label, [role=menuitem], [role=checkbox], [role=switch]';
function fromInnerControl(event: MouseEvent | KeyboardEvent) {
  const target = event.target as HTMLElement;
  return target !== event.currentTarget && Boolean(target.closest(INTERACTIVE));
}

/**
 * Dense list table (doc 3 §2 list pattern): sortable headers (aria-sort), skeleton rows while
 * loading, "no data" when empty, "unable to load" on failure. Rows open with click or Enter.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  error = false,
  sort,
  onSortChange,
  onRowClick,
  skeletonRows = 5,
  caption,
  stacked = false,
}: DataTableProps<T>) {
  const intl = useIntl();
  const styles = dataTableRecipe();
  const wrapper = useRef<HTMLDivElement>(null);
  // a table wider than its place scrolls sideways: its wrapper then takes focus, so the arrow keys
  // scroll it (a table of plain cells has nothing else a keyboard user could reach it by)
  const scrolls = useHorizontalOverflow(wrapper);
  const fullRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className={styles.stateCell}>
        {content}
      </td>
    </tr>
  );

  // one class per column, not per cell (a dense page renders thousands of cells)
  const cellClasses = columns.map((column) =>
    stacked
      ? cx(stackedCell, column.align === 'right' ? stackedRight : alignRecipe({ align: column.align }))
      : cx(cellClass, alignRecipe({ align: column.align })),
  );
  // a stacked card labels each cell with its column's header ("Status Pendente"), but its title
  // and its actions, which span the card
  const labelOf = (column: DataTableColumn<T>) => {
    if (!stacked) return undefined;
    if (column.stackedSlot) return { 'data-slot': column.stackedSlot };
    return typeof column.header === 'string'
      ? { 'data-label': column.header, 'data-labelled': '' }
      : undefined;
  };

  let body: ReactNode;
  if (loading) body = <SkeletonRows rows={skeletonRows} columns={columns.length} cellClassName={cellClass} />;
  else if (error) body = fullRow(<FailedState />);
  else if (!rows || rows.length === 0) body = fullRow(<EmptyState />);
  else
    body = rows.map((row, index) => {
      const open = onRowClick
        ? {
            tabIndex: 0,
            'data-clickable': '',
            onClick: (event: MouseEvent<HTMLTableRowElement>) => {
              if (!fromInnerControl(event)) onRowClick(row);
            },
            onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
              if (event.key === 'Enter' && !fromInnerControl(event)) {
                event.preventDefault();
                onRowClick(row);
              }
            },
          }
        : {};
      return (
        <tr
          key={rowKey(row)}
          className={cx(styles.row, stacked && stackedRow)}
          data-last-row={index === rows.length - 1 ? '' : undefined}
          {...open}
        >
          {columns.map((column, c) => (
            <td key={column.key} className={cellClasses[c]} {...labelOf(column)}>
              {column.render
                ? column.render(row)
                : ((row as Record<string, unknown>)[column.key] as ReactNode)}
            </td>
          ))}
        </tr>
      );
    });

  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      {...(scrolls
        ? {
            tabIndex: 0,
            role: 'region',
            // named apart from the table (its caption) and from the page's own regions
            'aria-label': intl.formatMessage({ id: 'ui.table.scrollable' }, { caption: caption ?? '' }),
          }
        : {})}
    >
      <table className={cx(styles.table, stacked && stackedTable)} aria-busy={loading || undefined}>
        {caption && <caption className={srOnly}>{caption}</caption>}
        <thead className={cx(styles.head, stacked && stackedHead)}>
          <tr>
            {columns.map((column) => {
              const field = column.sortField ?? column.key;
              const sortable = Boolean(column.sortable && onSortChange);
              const direction = sort && sort.field === field ? sort.direction : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(styles.headerCell, alignRecipe({ align: column.align }))}
                  style={column.width !== undefined ? { width: column.width } : undefined}
                  aria-sort={
                    sortable
                      ? direction === 'ASC'
                        ? 'ascending'
                        : direction === 'DESC'
                          ? 'descending'
                          : 'none'
                      : undefined
                  }
                >
                  {sortable ? (
                    <button
                      type="button"
                      className={cx(styles.sortButton, alignRecipe({ align: column.align }))}
                      data-sorted={direction ? '' : undefined}
                      onClick={() => onSortChange?.(nextSort(sort, field))}
                    >
                      {column.header}
                      {direction === 'ASC' ? (
                        <SortAscIcon size={14} />
                      ) : direction === 'DESC' ? (
                        <SortDescIcon size={14} />
                      ) : (
                        <SortIcon size={14} />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {body}
          {loading && (
            <tr className={srOnly}>
              <td colSpan={columns.length}>{intl.formatMessage({ id: 'ui.loading' })}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
