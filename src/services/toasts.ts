import { createToaster } from '@ark-ui/react/toast';

/** doc 1 §8: toasts close after 3 seconds and appear at the top right. */
export const TOAST_DURATION_MS = 3000;

/** Below the medium breakpoint (a handheld) toasts rise from the bottom: at the top they would
 * cover the header's menu button and the scan field (issue 20). */
const placement = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767.98px)').matches
    ? 'bottom'
    : 'top-end';

/** A toaster with the doc 1 §8 settings; the app renders <ToastRegion toaster={toaster} /> once. */
export function createAppToaster() {
  return createToaster({
    placement: placement(),
    duration: TOAST_DURATION_MS,
    overlap: false,
    gap: 8,
    max: 5,
  });
}

/** The console's single toaster. */
export const toaster = createAppToaster();

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

function show(type: ToastKind, text: string) {
  // The same message while it is still shown updates that toast rather than stacking a twin (two
  // calls refused at once with 401 say "not authorized" once).
  toaster.create({ id: `${type}:${text}`, type, title: text });
}

/** Plain-text toasts for services and screens; texts come from the API or from `t()`. */
export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

export type Notify = typeof notify;
