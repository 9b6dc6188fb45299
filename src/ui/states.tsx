import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cva, sva } from '../../styled-system/css';
import { AlertIcon, InboxIcon } from './icons';

export const stateRecipe = sva({
  slots: ['root', 'icon', 'message', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      py: '8',
      px: '4',
      textAlign: 'center',
      color: 'textMuted',
      fontSize: 'sm',
    },
    icon: { color: 'gray.400' },
    message: { maxWidth: 'prose' },
    action: { mt: '1' },
  },
  variants: {
    tone: {
      empty: {},
      failed: { icon: { color: 'danger' }, message: { color: 'dangerHover', fontWeight: 'medium' } },
    },
  },
});

interface StateProps {
  /** Overrides the default text. */
  message?: ReactNode;
  /** An optional action under the message (e.g. a "New" or "Retry" button). */
  action?: ReactNode;
}

/** "No data" message for empty lists (doc 1 §2.9). */
export function EmptyState({ message, action }: StateProps) {
  const intl = useIntl();
  const styles = stateRecipe({ tone: 'empty' });
  return (
    <div className={styles.root} data-state="empty">
      <InboxIcon size={28} className={styles.icon} />
      <p className={styles.message}>{message ?? intl.formatMessage({ id: 'ui.table.noData' })}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

/** "Unable to load data. Reload the page!" for failed loads (doc 1 §2.9, §8). */
export function FailedState({ message, action }: StateProps) {
  const intl = useIntl();
  const styles = stateRecipe({ tone: 'failed' });
  return (
    <div className={styles.root} role="alert" data-state="failed">
      <AlertIcon size={28} className={styles.icon} />
      <p className={styles.message}>{message ?? intl.formatMessage({ id: 'ui.table.failed' })}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

export const skeletonRecipe = cva({
  base: {
    display: 'block',
    height: '3',
    borderRadius: 'sm',
    bg: 'gray.200',
    animation: 'shimmer 1.2s ease-in-out infinite',
    _motionReduce: { animation: 'none' },
  },
  variants: {
    width: {
      short: { width: '40%' },
      medium: { width: '65%' },
      long: { width: '85%' },
    },
  },
  defaultVariants: { width: 'medium' },
});

const WIDTHS = ['long', 'medium', 'short'] as const;

export interface SkeletonRowsProps {
  /** Number of placeholder rows (default 5). */
  rows?: number;
  /** Number of cells per row. */
  columns: number;
  /** Class of each cell, so the placeholders keep the table's padding. */
  cellClassName?: string;
}

/** Placeholder table rows shown while a list loads (doc 1 §2.9); the bars are hidden from screen readers. */
export function SkeletonRows({ rows = 5, columns, cellClassName }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <tr key={r} data-skeleton="">
          {Array.from({ length: columns }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <td key={c} className={cellClassName}>
              <span aria-hidden="true" className={skeletonRecipe({ width: WIDTHS[(r + c) % 3] })} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
