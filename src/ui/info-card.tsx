import type { ReactNode } from 'react';
import { sva } from '../../styled-system/css';

export const infoCardRecipe = sva({
  slots: ['root', 'title', 'value', 'hint'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      minWidth: '0',
      px: '4',
      py: '3',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderLeftWidth: '4px',
      borderRadius: 'md',
      boxShadow: 'card',
    },
    title: {
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'textMuted',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
    },
    value: { fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.2', fontVariantNumeric: 'tabular-nums' },
    hint: { fontSize: 'xs', color: 'textMuted' },
  },
  variants: {
    tone: {
      default: { root: { borderLeftColor: 'border' } },
      accent: { root: { borderLeftColor: 'accent' }, value: { color: 'accent' } },
      success: { root: { borderLeftColor: 'success' }, value: { color: 'toastSuccess' } },
      warning: { root: { borderLeftColor: 'warning' }, value: { color: 'toastWarning' } },
      danger: { root: { borderLeftColor: 'danger' }, value: { color: 'dangerHover' } },
    },
  },
  defaultVariants: { tone: 'default' },
});

export interface InfoCardProps {
  title: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'default' | 'accent' | 'success' | 'warning' | 'danger';
}

/** Information card: a label, a large value and an optional hint (doc 1 §2.9, dashboard indicators). */
export function InfoCard({ title, value, hint, tone }: InfoCardProps) {
  const styles = infoCardRecipe({ tone });
  // A term and its value, not a heading: cards sit at any depth of a page and must not break
  // the heading order.
  return (
    <dl className={styles.root}>
      <dt className={styles.title}>{title}</dt>
      <dd className={styles.value}>{value}</dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </dl>
  );
}
