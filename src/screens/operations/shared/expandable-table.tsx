import { Fragment, type ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { srOnly } from '../../../ui/a11y';
import { Button } from '../../../ui/button';
import { alignRecipe, type DataTableColumn, dataTableRecipe } from '../../../ui/data-table';
import { ChevronDownIcon, ChevronRightIcon } from '../../../ui/icons';
import { EmptyState, FailedState, SkeletonRows } from '../../../ui/states';

// The order rows of an operation detail (doc 3 §2: "each row expands into a product table"): the
// design system's table look, a chevron button first (aria-expanded, its label says which order),
// and the expanded content in a full-width row under its row.

const cell = css({
  px: '2.5',
  py: '1.5',
  verticalAlign: 'middle',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
});
const expandedCell = css({ p: '2', pl: '10', bg: 'canvas', borderBottomWidth: '1px', borderColor: 'border' });
const toggleColumn = css({ width: '11' });
const rowClass = css({
  '&[data-open]': { bg: 'accentSubtle' },
  '&[data-highlight]': { bg: 'warningSubtle' },
});

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
}

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
}: ExpandableTableProps<T>) {
  const styles = dataTableRecipe();
  const span = columns.length + 1;
  const cellClasses = columns.map((column) => cx(cell, alignRecipe({ align: column.align })));
  const full = (content: ReactNode) => (
    <tr>
      <td colSpan={span} className={styles.stateCell}>
        {content}
      </td>
    </tr>
  );
  let body: ReactNode;
  if (loading) body = <SkeletonRows columns={span} cellClassName={cell} />;
  else if (error) body = full(<FailedState />);
  else if (!rows || rows.length === 0) body = full(<EmptyState />);
  else
    body = rows.map((row) => {
      const key = rowKey(row);
      const open = expanded.has(key);
      return (
        <Fragment key={key}>
          <tr
            className={rowClass}
            data-open={open ? '' : undefined}
            data-highlight={highlighted?.(row) ? '' : undefined}
          >
            <td className={cell}>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-expanded={open}
                aria-label={toggleLabel(row, open)}
                onClick={() => onToggle(key)}
              >
                {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
              </Button>
            </td>
            {columns.map((column, c) => (
              <td key={column.key} className={cellClasses[c]}>
                {column.render
                  ? column.render(row)
                  : ((row as Record<string, unknown>)[column.key] as ReactNode)}
              </td>
            ))}
          </tr>
          {open && (
            <tr>
              <td colSpan={span} className={expandedCell}>
                {renderExpanded(row)}
              </td>
            </tr>
          )}
        </Fragment>
      );
    });
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={srOnly}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={cx(styles.headerCell, toggleColumn)}>
              <span className={srOnly}>{caption}</span>
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.headerCell, alignRecipe({ align: column.align }))}
                style={column.width !== undefined ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
