import type { ReactNode } from 'react';
import { cva } from '../../styled-system/css';

// A small coloured mark for an order or tracking status (dense tables: colour plus text, never
// colour alone).

export const badgeRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '1.5',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    borderRadius: 'sm',
    borderWidth: '1px',
  },
  variants: {
    tone: {
      neutral: { bg: 'gray.100', color: 'gray.800', borderColor: 'gray.300' },
      info: { bg: 'accentSubtle', color: 'accentActive', borderColor: 'brand.200' },
      success: { bg: 'successSubtle', color: 'green.800', borderColor: 'green.200' },
      warning: { bg: 'warningSubtle', color: 'amber.900', borderColor: 'amber.200' },
      danger: { bg: 'dangerSubtle', color: 'red.800', borderColor: 'red.200' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const STATUS_TONES: Record<string, BadgeTone> = {
  PENDING: 'warning',
  INPROGRESS: 'info',
  DONE: 'success',
  REALIZED: 'success',
  OCCURRENCE: 'danger',
  NOTREALIZED: 'danger',
  NOTEXECUTED: 'danger',
  CANCELLED: 'neutral',
  REAGENDED: 'info',
};

export function statusTone(status: string | null | undefined): BadgeTone {
  return (status && STATUS_TONES[status]) || 'neutral';
}

export function Badge({ tone, children, title }: { tone?: BadgeTone; children: ReactNode; title?: string }) {
  return (
    <span className={badgeRecipe({ tone })} title={title}>
      {children}
    </span>
  );
}
