import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const table = css({
  width: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    p: '1.5',
    verticalAlign: 'top',
    textAlign: 'left',
  },
});

/** A table's head: one column header per label. The wall's tables (tv/) share it with their own
 * look and sizes. */
export function HeadRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A monitoring table of the dashboard (routes, checklist — doc 1 §2.8): named for screen readers,
 * scrolling sideways inside a narrow card rather than leaving it. `children` are its body rows. */
export function MonitorTable({
  caption,
  heads,
  children,
}: {
  caption: string;
  heads: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <HeadRow labels={heads} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
