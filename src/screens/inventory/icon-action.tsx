import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

/** A row's icon action named by `label` (also its tooltip), enabled or not as a machine says. */
export function IconAction({
  label,
  disabled,
  onClick,
  expanded,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  expanded?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      iconOnly
      aria-label={label}
      title={label}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
