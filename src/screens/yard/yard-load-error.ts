import { useEffect } from 'react';
import { notify } from '../../services/toasts';
import { useT } from '../../ui/use-t';

/** doc 3 §8 "yard loading problem (Portuguese)": a toast once per failed load, besides the
 * list's own "unable to load" state. */
export function useLoadErrorToast(query: { isError: boolean; errorUpdatedAt: number }) {
  const t = useT();
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(t('yard.loadError'));
  }, [failedAt, t]);
}
