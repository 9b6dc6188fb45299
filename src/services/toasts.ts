import { createAppToaster } from '../ui/toast';

/**
 * The console's single toaster (doc 1 §8: toasts close after 3 seconds, top right — the design
 * system's createAppToaster sets both). The app renders <ToastRegion toaster={toaster} /> once.
 */
export const toaster = createAppToaster();

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

function show(type: ToastKind, text: string) {
  toaster.create({ type, title: text });
}

/** Plain-text toasts for services and screens; texts come from the API or from `t()`. */
export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

export type Notify = typeof notify;
