import { type ReactNode, useId } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { formSubmit } from './form/form-submit';

export interface FormDialogProps {
  title: ReactNode;
  /** Closes the dialog (Cancel, ×, Escape, outside click) — ignored while submitting. */
  onClose: () => void;
  /** Called on submit (the native submit event is prevented). */
  onSubmit: () => void;
  submitting: boolean;
  cancelLabel: ReactNode;
  saveLabel: ReactNode;
  /** Class of the `<form>` (its layout grid). */
  className?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/**
 * An always-open Dialog (mount it while open) holding a `<form>`, with a Cancel / Save footer:
 * while submitting Cancel is disabled, Save shows a spinner and the dialog cannot be closed.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitting,
  cancelLabel,
  saveLabel,
  className,
  size = 'lg',
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !submitting && onClose()}
      size={size}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={className} noValidate onSubmit={formSubmit(onSubmit)}>
        {children}
      </form>
    </Dialog>
  );
}
