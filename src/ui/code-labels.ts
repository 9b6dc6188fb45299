import { useMemo } from 'react';
import { useIntl } from 'react-intl';

// Display names of the orders area's codes (types, statuses, origins, calendar statuses,
// attachment types) from the locale files; an unknown code shows as it is.

export type CodeGroup = 'type' | 'status' | 'stage' | 'origin' | 'calendarStatus' | 'attachmentType';

export function useCodeLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const label = (group: CodeGroup, code: string | null | undefined): string => {
      if (!code) return '';
      const id = `orders.${group}.${code}`;
      return intl.messages[id] ? intl.formatMessage({ id }) : code;
    };
    return {
      label,
      type: (code: string | null | undefined) => label('type', code),
      status: (code: string | null | undefined) => label('status', code),
      origin: (code: string | null | undefined) => label('origin', code),
    };
  }, [intl]);
}
