import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

// A button whose action is confirmed first (doc 3 §2: storage cancel "with a confirmation
// dialog"; the same for finalize and cancel of the other kinds). The dialog stays open while the
// call runs and after it fails (doc 3 §8); it closes when the call succeeds.

export interface CommandButtonProps {
  /** the button's text */
  children: ReactNode;
  /** accessible name when the text alone is ambiguous in a list (e.g. "Cancel STO-3") */
  ariaLabel?: string;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  tone?: 'danger' | 'default';
  variant?: 'solid' | 'outline' | 'ghost' | 'danger';
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** the call; a rejection keeps the dialog open */
  onConfirm: () => Promise<unknown>;
}

export function CommandButton({
  children,
  ariaLabel,
  title,
  message,
  confirmLabel,
  tone = 'default',
  variant = 'outline',
  size = 'sm',
  disabled,
  onConfirm,
}: CommandButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // told by the API client
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        size={size}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open && (
        <ConfirmDialog
          open
          onOpenChange={setOpen}
          title={title}
          message={message}
          confirmLabel={confirmLabel}
          cancelLabel={intl.formatMessage({ id: 'operations.confirm.keep' })}
          tone={tone}
          loading={running}
          onConfirm={() => void run()}
        />
      )}
    </>
  );
}
