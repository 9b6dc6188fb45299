import { type CreateToasterReturn, Toast, Toaster } from '@ark-ui/react/toast';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sva } from '../../styled-system/css';
import { CloseIcon } from './icons';

/** A toaster made by `createToaster` (services/toasts.ts makes the app's single one). */
export type AppToaster = CreateToasterReturn<ReactNode>;

export const toastRecipe = sva({
  slots: ['root', 'body', 'title', 'description', 'close'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'min(92vw, 380px)',
      px: '4',
      py: '3',
      color: 'white',
      borderRadius: 'md',
      boxShadow: 'popover',
      // Zag positions each toast through these variables (stacking, enter and exit).
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 0.3s, scale 0.3s, opacity 0.3s, height 0.3s',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _motionReduce: { transition: 'none' },
    },
    body: { flex: '1', minWidth: '0' },
    title: { fontWeight: 'semibold', fontSize: 'sm', lineHeight: '1.35' },
    description: { fontSize: 'sm', opacity: 0.95, mt: '0.5' },
    close: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '6',
      height: '6',
      mt: '-0.5',
      mr: '-1.5',
      borderRadius: 'sm',
      color: 'white',
      cursor: 'pointer',
      _hover: { bg: 'rgba(255, 255, 255, 0.18)' },
      _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '1px' },
      '@media (pointer: coarse)': { width: '11', height: '11', mt: '-2.5' },
    },
  },
  variants: {
    type: {
      success: { root: { bg: 'toastSuccess' } },
      error: { root: { bg: 'toastError' } },
      warning: { root: { bg: 'toastWarning' } },
      info: { root: { bg: 'toastInfo' } },
      loading: { root: { bg: 'gray.700' } },
    },
  },
  defaultVariants: { type: 'info' },
});

const TYPES = ['success', 'error', 'warning', 'info', 'loading'] as const;
type ToastKind = (typeof TYPES)[number];
const kindOf = (type: string | undefined): ToastKind =>
  (TYPES as readonly string[]).includes(type ?? '') ? (type as ToastKind) : 'info';

export interface ToastRegionProps {
  toaster: AppToaster;
}

/** Renders the toasts of a toaster created elsewhere (once, in the app shell). */
export function ToastRegion({ toaster }: ToastRegionProps) {
  const intl = useIntl();
  const close = intl.formatMessage({ id: 'ui.toast.close' });
  return (
    <Toaster toaster={toaster}>
      {(toast) => {
        const styles = toastRecipe({ type: kindOf(toast.type) });
        return (
          <Toast.Root className={styles.root}>
            <div className={styles.body}>
              {toast.title && <Toast.Title className={styles.title}>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
              )}
            </div>
            <Toast.CloseTrigger className={styles.close} aria-label={close}>
              <CloseIcon size={14} />
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </Toaster>
  );
}
