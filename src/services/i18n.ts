import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { atomWithStorage } from 'jotai/utils';
import enUS from '../../locales/en-US.json';
import es from '../../locales/es.json';
import ptBR from '../../locales/pt-BR.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/user';
import { checkedStorage } from './local-storage';
import { appStore } from './store';

// doc 1 §1, §9: pt-BR (default and fallback), en-US and es. Locale files hold nested keys; a
// message id is the dotted path ("api.login.success"). A key missing in en-US or es shows pt-BR.

export type Tree = { [key: string]: string | Tree };

export function flattenMessages(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flattenMessages(value, `${prefix}${key}.`));
  }
  return out;
}

/** A language's messages completed with the fallback's for the ids it lacks or leaves empty. */
export function withFallback(tree: Tree, fallback: Tree): Record<string, string> {
  const own = Object.entries(flattenMessages(tree)).filter(([, text]) => text.trim() !== '');
  return { ...flattenMessages(fallback), ...Object.fromEntries(own) };
}

/** Messages per language, each completed with pt-BR (doc 1 §9: pt-BR is the fallback). */
export const MESSAGES: Record<Language, Record<string, string>> = {
  'pt-BR': flattenMessages(ptBR as Tree),
  'en-US': withFallback(enUS as Tree, ptBR as Tree),
  es: withFallback(es as Tree, ptBR as Tree),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The interface language, remembered in this browser; the profile menu also saves it to the user. */
export const languageAtom = atomWithStorage<Language>(
  'wf.language',
  DEFAULT_LANGUAGE,
  checkedStorage((raw) => (isLanguage(raw) ? raw : undefined)),
  { getOnInit: true },
);

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/** Missing ids are reported once in development and never in tests or production builds. */
export function onIntlError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.warn(error.message);
}

/** An intl object for use outside React (toasts, documents); cached per language. */
export function getIntl(language: Language = appStore.get(languageAtom)): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: DEFAULT_LANGUAGE,
        messages: MESSAGES[language],
        onError: onIntlError,
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Translates a message id in the current language; an unknown id answers the id itself. */
export function t(id: string, values?: MessageValues, language?: Language): string {
  const intl = getIntl(language);
  return String(intl.formatMessage({ id, defaultMessage: MESSAGES[DEFAULT_LANGUAGE][id] ?? id }, values));
}

/** The current language outside React. */
export function currentLanguage(): Language {
  return appStore.get(languageAtom);
}
