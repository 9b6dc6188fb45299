import { type CSSProperties, memo, type ReactNode, useRef } from 'react';
import { css, cx } from '../../styled-system/css';
import { srOnly } from './a11y';
import { Button } from './button';
import { type DataTableColumn, dataTableRecipe } from './data-table';
import { ChevronDownIcon, ChevronRightIcon } from './icons';
import { stackedCell, stackedHead, stackedRight, stackedTable } from './stacked-table.styles';
import { EmptyState, FailedState, SkeletonRows } from './states';
import { allRows, type RowWindow, VIRTUAL_THRESHOLD, VirtualRows } from './virtual-rows';

// The detail's order rows (doc 3 §2: "each row expands into a product table"): the design system's
// table look, a chevron button first (aria-expanded, its label says which order), and the expanded
// content in a full-width row under its row. Below the medium breakpoint each order is a card
// (src/ui/stacked-table.styles.ts: the chevron and the order, then its other columns, its actions, its lines).
// Each order is its own <tbody> (its row and its expanded row), memoised on the order, whether it
// is open or marked, and its expanded content's `version`; past VIRTUAL_THRESHOLD orders only those
// near the viewport are rendered (issue 17 "Big tables": 200 expanded storage orders took 1.6 s).

const orderRow = css({
  display: { base: 'flex', md: 'table-row' },
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '3',
  rowGap: '1',
  px: { base: '2', md: '0' },
  py: { base: '2', md: '0' },
  '&[data-open]': { bg: 'accentSubtle' },
  '&[data-highlight]': { bg: 'warningSubtle' },
  // the order number beside its chevron takes the rest of the first line (never squeezed to a column)
  '& > [data-slot=title]': { flex: { base: '1 0 60%', md: 'none' } },
  '& > [data-slot=meta]': { flexBasis: { base: '40%', md: 'auto' } },
  '& > [data-slot=action]': { flexBasis: { base: '100%', md: 'auto' } },
});
const expandedCell = css({
  display: { base: 'block', md: 'table-cell' },
  p: { base: '1', md: '2' },
  pl: { base: '1', md: '10' },
  bg: 'canvas',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
const toggleColumn = css({ width: '11' });
const spacer = css({ p: '0', borderWidth: '0' });

/** `open` with `key` toggled: the `onToggle` of the inbound and storage details. */
export function toggledKey(open: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(open);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

export interface ExpandableTableProps<T> {
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  error?: boolean;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** accessible name of the chevron of `row` ("Show the products of order 123") */
  toggleLabel: (row: T, open: boolean) => string;
  renderExpanded: (row: T) => ReactNode;
  /** rows to mark (e.g. the one a scan selected) */
  highlighted?: (row: T) => boolean;
  /**
   * What the expanded content of `row` depends on besides the row (the operator's choices in its
   * lines…): an order re-renders when it changes. Without it every order re-renders with the table.
   */
  version?: (row: T) => unknown;
  /** how many lines `row`'s expanded content shows (sizes the rows a long table skips) */
  expandedLines?: (row: T) => number;
}

interface OrderRowProps<T> {
  row: T;
  rowId: string;
  index: number;
  open: boolean;
  highlight: boolean;
  version: unknown;
  columns: DataTableColumn<T>[];
  cellClasses: string[];
  toggleLabel: string;
  onToggle: (key: string) => void;
  renderExpanded: (row: T) => ReactNode;
  measure?: (node: Element | null) => void;
}

function OrderRowView<T>(props: OrderRowProps<T>) {
  const { row, rowId, index, open, columns, cellClasses } = props;
  const last = columns.length - 1;
  return (
    <tbody ref={props.measure} data-index={index}>
      <tr
        className={orderRow}
        data-open={open ? '' : undefined}
        data-highlight={props.highlight ? '' : undefined}
      >
        <td className={stackedCell} data-slot="toggle">
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-expanded={open}
            aria-label={props.toggleLabel}
            onClick={() => props.onToggle(rowId)}
          >
            {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
          </Button>
        </td>
        {columns.map((column, c) => {
          const slot = c === 0 ? 'title' : c === last && column.key === 'actions' ? 'action' : 'meta';
          return (
            <td
              key={column.key}
              className={cellClasses[c]}
              data-slot={slot}
              data-label={typeof column.header === 'string' ? column.header : undefined}
              data-labelled={slot === 'meta' && typeof column.header === 'string' ? '' : undefined}
            >
              {column.render
                ? column.render(row)
                : ((row as Record<string, unknown>)[column.key] as ReactNode)}
            </td>
          );
        })}
      </tr>
      {open && (
        <tr className={orderRow}>
          <td colSpan={columns.length + 1} className={expandedCell}>
            {props.renderExpanded(row)}
          </td>
        </tr>
      )}
    </tbody>
  );
}

// An order re-renders when it, its open/marked state, its version or the columns changed.
const OrderRow = memo(
  OrderRowView,
  (a, b) =>
    a.row === b.row &&
    a.index === b.index &&
    a.open === b.open &&
    a.highlight === b.highlight &&
    a.toggleLabel === b.toggleLabel &&
    a.measure === b.measure &&
    a.version !== undefined &&
    Object.is(a.version, b.version),
) as typeof OrderRowView;

export function ExpandableTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  expanded,
  onToggle,
  toggleLabel,
  renderExpanded,
  highlighted,
  version,
  expandedLines,
}: ExpandableTableProps<T>) {
  const styles = dataTableRecipe();
  const span = columns.length + 1;
  const list = loading || error ? [] : (rows ?? []);
  const tableRef = useRef<HTMLTableElement>(null);
  // an order row is ~48 px; open, its lines (~44 px each) and their header come under it
  const estimate = (index: number) => {
    const item = list[index];
    if (!item || !expanded.has(rowKey(item))) return 48;
    return 48 + 48 + 44 * (expandedLines?.(item) ?? 3);
  };
  const cellClasses = columns.map((column) => cx(stackedCell, column.align === 'right' && stackedRight));
  const full = (content: ReactNode) => (
    <tbody>
      <tr>
        <td colSpan={span} className={styles.stateCell}>
          {content}
        </td>
      </tr>
    </tbody>
  );
  const gap = (height: number) =>
    height > 0 && (
      <tbody data-spacer="">
        <tr>
          <td colSpan={span} className={spacer} style={{ height } as CSSProperties} />
        </tr>
      </tbody>
    );
  let body: ReactNode;
  if (loading)
    body = (
      <tbody>
        <SkeletonRows columns={span} cellClassName={stackedCell} />
      </tbody>
    );
  else if (error) body = full(<FailedState />);
  else if (list.length === 0) body = full(<EmptyState />);
  else {
    const orders = (rows: RowWindow) => (
      <>
        {gap(rows.before)}
        {rows.indexes.map((index) => {
          const item = list[index];
          const key = rowKey(item);
          const open = expanded.has(key);
          return (
            <OrderRow
              key={key}
              row={item}
              rowId={key}
              index={index}
              open={open}
              highlight={highlighted?.(item) ?? false}
              version={version?.(item)}
              columns={columns}
              cellClasses={cellClasses}
              toggleLabel={toggleLabel(item, open)}
              onToggle={onToggle}
              renderExpanded={renderExpanded}
              measure={rows.measure}
            />
          );
        })}
        {gap(rows.after)}
      </>
    );
    body =
      list.length > VIRTUAL_THRESHOLD ? (
        <VirtualRows count={list.length} estimate={estimate} within={tableRef}>
          {orders}
        </VirtualRows>
      ) : (
        orders(allRows(list.length))
      );
  }
  return (
    <div className={styles.wrapper}>
      <table ref={tableRef} className={cx(styles.table, stackedTable)} aria-busy={loading || undefined}>
        <caption className={srOnly}>{caption}</caption>
        <thead className={stackedHead}>
          <tr>
            <th scope="col" className={cx(styles.headerCell, toggleColumn)}>
              <span className={srOnly}>{caption}</span>
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.headerCell, column.align === 'right' && stackedRight)}
                style={column.width !== undefined ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {body}
      </table>
    </div>
  );
}
