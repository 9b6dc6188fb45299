import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

// Texts of dense rows (a storage page renders 600 lines, a picking thousands of rows): headers,
// status chips and labels naming the row's product or order. `intl.formatMessage` serializes its
// formats into a memo key on every call, which costs more than the row itself; here each message
// is compiled once per IntlShape (a language change brings a new one) and then only formatted.

export type RowText = (id: string, values?: Record<string, string | number>) => string;
type Format = (values?: Record<string, string | number>) => string;

const compiled = new WeakMap<IntlShape, Map<string, Format>>();
// ICU syntax that needs the formatter: arguments, quoting, tags
const SYNTAX = /[{}'<]/;

function compile(intl: IntlShape, id: string): Format {
  const message = intl.messages[id];
  if (typeof message !== 'string') return (values) => intl.formatMessage({ id }, values);
  if (!SYNTAX.test(message)) return () => message;
  const format = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, {
    formatters: intl.formatters,
  });
  return (values) => {
    try {
      return String(format.format(values));
    } catch {
      return intl.formatMessage({ id }, values); // reports the error, answers the fallback
    }
  };
}

/** `intl.formatMessage({ id }, values)` for a row: the same text, compiled once. */
export function rowText(intl: IntlShape, id: string, values?: Record<string, string | number>): string {
  let byId = compiled.get(intl);
  if (!byId) {
    byId = new Map();
    compiled.set(intl, byId);
  }
  let format = byId.get(id);
  if (!format) {
    format = compile(intl, id);
    byId.set(id, format);
  }
  return format(values);
}

/** `t(id, values?)` of a row component (see `rowText`). */
export function useRowText(): RowText {
  const intl = useIntl();
  // stable per language: memoised columns and rows built with it keep their identity
  return useMemo(() => (id, values) => rowText(intl, id, values), [intl]);
}
