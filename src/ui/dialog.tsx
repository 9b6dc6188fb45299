import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sva } from '../../styled-system/css';
import { Button } from './button';
import { CloseIcon } from './icons';

export const dialogRecipe = sva({
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'close'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'rgba(15, 23, 42, 0.45)',
      _open: { animation: 'fadeIn 0.12s ease-out' },
      _closed: { animation: 'fadeOut 0.1s ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      overflowY: 'auto',
      px: '4',
      py: { base: '4', md: '16' },
    },
    content: {
      position: 'relative',
      width: 'full',
      display: 'flex',
      flexDirection: 'column',
      maxHeight: { base: 'calc(100dvh - 2rem)', md: 'calc(100dvh - 8rem)' },
      bg: 'surface',
      color: 'text',
      borderRadius: 'lg',
      boxShadow: 'popover',
      outline: 'none',
      _open: { animation: 'popIn 0.14s ease-out' },
      _closed: { animation: 'fadeOut 0.1s ease-in' },
    },
    header: { pl: '5', pr: '12', pt: '4', pb: '2' },
    title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3' },
    description: { px: '5', pb: '2', color: 'textMuted', fontSize: 'sm' },
    body: { px: '5', py: '3', overflowY: 'auto', flex: '1' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      flexWrap: 'wrap',
      gap: '2',
      px: '5',
      py: '3',
      borderTopWidth: '1px',
      borderColor: 'border',
    },
    close: { position: 'absolute', top: '3', right: '3' },
  },
  variants: {
    size: {
      sm: { content: { maxWidth: '400px' } },
      md: { content: { maxWidth: '560px' } },
      lg: { content: { maxWidth: '880px' } },
      xl: { content: { maxWidth: '1240px' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** 400 / 560 / 880 / 1240 px (xl: a record's full detail, e.g. the order modal). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when the dialog opens (default: the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
  closeOnInteractOutside?: boolean;
  /** Called before Escape closes the dialog; `event.preventDefault()` keeps it open (an inline
   * editor inside uses Escape to cancel its own edit). */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/** Modal dialog (doc 1 §2.9): title, optional description, body, optional footer, close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size,
  role = 'dialog',
  initialFocusEl,
  closeOnInteractOutside,
  onEscapeKeyDown,
}: DialogProps) {
  const intl = useIntl();
  const styles = dialogRecipe({ size });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      initialFocusEl={initialFocusEl}
      closeOnInteractOutside={closeOnInteractOutside}
      onEscapeKeyDown={onEscapeKeyDown}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            </div>
            {description && (
              <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>
            )}
            {children !== undefined && <div className={styles.body}>{children}</div>}
            {footer && <div className={styles.footer}>{footer}</div>}
            {/* Last in the DOM so the first field, not Close, takes the initial focus. */}
            <ArkDialog.CloseTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                className={styles.close}
                aria-label={intl.formatMessage({ id: 'ui.dialog.close' })}
              >
                <CloseIcon />
              </Button>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
