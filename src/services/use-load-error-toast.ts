import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { notify } from './toasts';

/** The load-error toasts the seeds name (doc 2 §8 users and customers; doc 3 §8 vehicles,
 * positions, manufacturers, yard): once per failed load of `query`, besides the list's own
 * "unable to load" state. `messageId` is the locale key of the text. */
export function useLoadErrorToast(query: { isError: boolean; errorUpdatedAt: number }, messageId: string) {
  const intl = useIntl();
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(intl.formatMessage({ id: messageId }));
  }, [failedAt, messageId, intl]);
}
