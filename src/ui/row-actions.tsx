import type { ReactNode } from 'react';
import { cva } from '../../styled-system/css';
import { Button } from './button';

export const rowActionsRecipe = cva({
  base: { display: 'inline-flex', gap: '0.5' },
  variants: {
    justify: {
      start: {},
      end: { justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { justify: 'start' },
});

export interface RowActionsProps {
  children: ReactNode;
  /** 'end' pushes the buttons to the end of the cell (default 'start'). */
  justify?: 'start' | 'end';
}

/** The inline group of per-row buttons in a table's actions column. */
export function RowActions({ children, justify }: RowActionsProps) {
  return <span className={rowActionsRecipe({ justify })}>{children}</span>;
}

export interface RowActionButtonProps {
  /** Accessible name (usually naming the row, e.g. "Editar Acme"). */
  label: string;
  /** Tooltip; defaults to `label`. */
  title?: string;
  onClick: () => void;
  loading?: boolean;
  /** Greyed out and not clickable (a rule refuses the action for this row, or the record is
   * protected); say why in `title`. */
  disabled?: boolean;
  /** The icon. */
  children: ReactNode;
}

/** A small ghost icon button of a table row (view, edit, delete…). */
export function RowActionButton({
  label,
  title,
  onClick,
  loading,
  disabled,
  children,
}: RowActionButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      iconOnly
      aria-label={label}
      title={title ?? label}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
