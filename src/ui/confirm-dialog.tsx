import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  loading?: boolean;
  tone?: 'danger' | 'default';
}

/** Generic confirmation modal (doc 1 §2.9). A danger confirmation focuses Cancel first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  loading = false,
  tone = 'default',
}: ConfirmDialogProps) {
  const intl = useIntl();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!loading) onOpenChange(next);
      }}
      title={title}
      size="sm"
      role="alertdialog"
      closeOnInteractOutside={!loading}
      initialFocusEl={() => (tone === 'danger' ? cancelRef.current : confirmRef.current)}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={() => onOpenChange(false)} disabled={loading}>
            {cancelLabel ?? intl.formatMessage({ id: 'ui.confirm.cancel' })}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'solid'}
            onClick={onConfirm}
            loading={loading}
          >
            {confirmLabel ?? intl.formatMessage({ id: 'ui.confirm.confirm' })}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
