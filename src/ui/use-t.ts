import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Values a message may interpolate (ICU arguments). */
export type TextValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The one way a component translates a message id: `const t = useT(); t('orders.title')`.
 * Stable across renders while the language stays the same.
 */
export function useT(): (id: string, values?: TextValues) => string {
  const intl = useIntl();
  return useCallback((id: string, values?: TextValues) => String(intl.formatMessage({ id }, values)), [intl]);
}
