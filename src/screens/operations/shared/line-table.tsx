import { type CSSProperties, type HTMLAttributes, memo, type ReactNode, useRef } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { srOnly } from '../../../ui/a11y';
import { dataTableRecipe } from '../../../ui/data-table';
import {
  stackedCell as cell,
  stackedHead as head,
  stackedRight as right,
  stackedRow as row,
  stackedTable as table,
} from '../../../ui/stacked-table.styles';
import { allRows, type RowWindow, VIRTUAL_THRESHOLD, VirtualRows } from '../../../ui/virtual-rows';

// The line list of every operation (issue 20 "Handheld"; inbound, storage, picking, packing and the
// later ones): a table from the medium breakpoint up; below it each line is a stacked card — the
// title (SKU, description), the position, expected / entered, then the line's one primary action,
// other columns as small "label value" pairs — so nothing scrolls sideways on a 360–430 px handheld.
// It is one DOM (a <table> restyled by CSS), so roles, names and axe read the same at every size.
// Long lists render only the rows near the viewport (issue 17 "Big tables", src/ui/virtual-rows.ts),
// and each row is memoised on its line and its `view`: a typed quantity re-renders one row.

/** Where a column's cell goes in the stacked card below md. */
export type LineSlot = 'title' | 'position' | 'quantity' | 'meta' | 'action';

export interface LineColumn<T, V> {
  key: string;
  /** the header text; also the cell's label in the stacked card */
  header: string;
  slot: LineSlot;
  align?: 'left' | 'right';
  /** extra classes of the column's cells and header (a width from md up, a monospace code…) */
  className?: string;
  /** the cell; default: the line's property named `key` */
  render?: (line: T, view: V) => ReactNode;
}

export interface LineTableProps<T, V> {
  caption: string;
  /** keep it stable (useMemo): rows re-render when their columns change */
  columns: readonly LineColumn<T, V>[];
  lines: readonly T[];
  lineKey: (line: T) => string;
  /** what a row shows besides its line (typed text, an error, busy…), compared key by key */
  viewOf?: (line: T) => V;
  /** data-* attributes of a row (selected, ready, settled…), from its line and view */
  rowData?: (line: T, view: V) => Record<`data-${string}`, string | undefined>;
  /** classes of each row (the `data-*` looks) */
  rowClassName?: string;
  /** the table keeps fixed column widths from md up (several tables whose columns line up) */
  fixed?: boolean;
  /** shown in a full-width row when there is no line */
  empty?: ReactNode;
  /**
   * The lines in groups instead of `lines` (packing: one group per volume): each its own <tbody>
   * opened by a row header spanning the table (`head`), with `empty` when it holds no line.
   */
  sections?: readonly LineSection<T>[];
}

export interface LineSection<T> {
  key: string;
  head: ReactNode;
  lines: readonly T[];
  empty?: ReactNode;
  /** data-* attributes of the group's <tbody> */
  data?: Record<`data-${string}`, string | undefined>;
}

const lineHeight = () => 44;
const muted = css({ color: 'textMuted' });
const groupHead = css({
  gridColumn: '1 / -1',
  px: '2.5',
  py: '1.5',
  textAlign: 'left',
  fontWeight: 'semibold',
  bg: 'gray.50',
  borderBottomWidth: '1px',
  borderColor: 'border',
  '[data-target] > tr > &': { bg: 'accentSubtle' },
});
const fixedLayout = css({ md: { tableLayout: 'fixed' } });
const spacer = css({ p: '0', borderWidth: '0' });

/** The blank row standing for the lines not rendered (virtualised) above or below. */
function Spacer({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr data-spacer="">
      <td colSpan={span} className={spacer} style={{ height } as CSSProperties} />
    </tr>
  );
}

interface LineRowProps<T, V> {
  line: T;
  view: V;
  index: number;
  columns: readonly LineColumn<T, V>[];
  cellClasses: readonly string[];
  className?: string;
  rowData?: (line: T, view: V) => Record<string, string | undefined>;
  measure?: (node: Element | null) => void;
}

function LineRowView<T, V>({
  line,
  view,
  index,
  columns,
  cellClasses,
  className,
  rowData,
  measure,
}: LineRowProps<T, V>) {
  const attributes: HTMLAttributes<HTMLTableRowElement> = rowData?.(line, view) ?? {};
  return (
    <tr ref={measure} data-index={index} className={cx(row, className)} {...attributes}>
      {columns.map((column, c) => (
        <td
          key={column.key}
          className={cellClasses[c]}
          data-slot={column.slot}
          data-label={column.header}
          data-labelled={column.slot === 'title' || column.slot === 'action' ? undefined : ''}
        >
          {column.render
            ? column.render(line, view)
            : ((line as Record<string, unknown>)[column.key] as ReactNode)}
        </td>
      ))}
    </tr>
  );
}

const sameView = (a: unknown, b: unknown) => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const bb = b as Record<string, unknown>;
  return (
    ka.length === Object.keys(b).length &&
    ka.every((k) => Object.is((a as Record<string, unknown>)[k], bb[k]))
  );
};

// A row re-renders only when its line, its view (key by key) or the columns changed.
const LineRow = memo(
  LineRowView,
  (a, b) =>
    a.line === b.line &&
    a.index === b.index &&
    a.columns === b.columns &&
    a.rowData === b.rowData &&
    a.className === b.className &&
    a.measure === b.measure &&
    sameView(a.view, b.view),
) as typeof LineRowView;

export function LineTable<T, V = undefined>({
  caption,
  columns,
  lines,
  lineKey,
  viewOf,
  rowData,
  rowClassName,
  fixed,
  empty,
  sections,
}: LineTableProps<T, V>) {
  const styles = dataTableRecipe();
  const tableRef = useRef<HTMLTableElement>(null);
  const cellClasses = columns.map((c) => cx(cell, c.align === 'right' && right, c.className));
  const body = (rows: RowWindow, list: readonly T[] = lines) => (
    <>
      <Spacer height={rows.before} span={columns.length} />
      {rows.indexes.map((index) => {
        const line = list[index];
        return (
          <LineRow
            key={lineKey(line)}
            line={line}
            view={viewOf ? viewOf(line) : (undefined as V)}
            index={index}
            columns={columns}
            cellClasses={cellClasses}
            className={rowClassName}
            rowData={rowData}
            measure={rows.measure}
          />
        );
      })}
      <Spacer height={rows.after} span={columns.length} />
    </>
  );
  const emptyRow = (content: ReactNode) => (
    <tr className={row}>
      <td colSpan={columns.length} className={cx(cell, muted)}>
        {content}
      </td>
    </tr>
  );
  return (
    <div className={styles.wrapper}>
      <table ref={tableRef} className={cx(styles.table, table, fixed && fixedLayout)}>
        <caption className={srOnly}>{caption}</caption>
        <thead className={head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.headerCell, column.align === 'right' && right, column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {sections ? (
          sections.map((section) => (
            <tbody key={section.key} {...section.data}>
              <tr className={row}>
                <th scope="rowgroup" colSpan={columns.length} className={groupHead}>
                  {section.head}
                </th>
              </tr>
              {section.lines.length === 0 && section.empty ? emptyRow(section.empty) : null}
              {body(allRows(section.lines.length), section.lines)}
            </tbody>
          ))
        ) : (
          <tbody>
            {lines.length === 0 && empty ? emptyRow(empty) : null}
            {lines.length > VIRTUAL_THRESHOLD ? (
              <VirtualRows count={lines.length} estimate={lineHeight} within={tableRef}>
                {body}
              </VirtualRows>
            ) : (
              body(allRows(lines.length))
            )}
          </tbody>
        )}
      </table>
    </div>
  );
}
