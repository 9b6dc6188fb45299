import { useEffect } from 'react';
import { notify } from '../services/toasts';
import { useT } from './use-t';

/** The load-error toasts the seeds name (doc 2 §8 users and customers; doc 3 §8 vehicles,
 * positions, manufacturers, yard): once per failed load of `query`, besides the list's own
 * "unable to load" state. `messageId` is the locale key of the text. */
export function useLoadErrorToast(query: { isError: boolean; errorUpdatedAt: number }, messageId: string) {
  const t = useT();
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(t(messageId));
  }, [failedAt, messageId, t]);
}
