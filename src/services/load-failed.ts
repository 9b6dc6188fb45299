import { t } from './i18n';
import { notify } from './toasts';

/** Says that a part loaded on demand (src/ui/on-demand.ts) could not be fetched: its chunk did not
 * come, said with the interceptor's "no connection" text (doc 1 §8: check the connection and retry). */
export const notifyLoadFailed = (): void => notify.error(t('api.noConnection'));
