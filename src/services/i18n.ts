import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { atomWithStorage } from 'jotai/utils';
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/user';
import { checkedStorage } from './local-storage';
import { appStore } from './store';

// doc 1 §1, §9: pt-BR (default and fallback), en-US and es; locales/*.json are the sources and a
// message id is the dotted path of a key ("api.login.success").
// issue 17 (console weight): the browser gets one language at a time, precompiled (the
// compiled-locales Vite plugin, scripts/compiled-locales.ts: completed with pt-BR for the ids a
// language lacks, ICU already parsed, so no parser ships). The app loads the active language
// before its first render and the next one when the language changes; signed out, only the
// public pages' texts (TextScope).

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Which texts a page needs: 'public' — what the signed-out pages say (login, register, survey,
 * errors; PUBLIC_NAMESPACES in scripts/compiled-locales.ts); 'all' — also the signed-in pages'.
 * The login page so carries about a sixth of a language's texts; the rest load once signed in.
 */
export type TextScope = 'public' | 'all';
type Part = 'public' | 'rest';

/** Two chunks per language; none is in the entry. */
const LOADERS: Record<Language, Record<Part, () => Promise<{ default: CompiledMessages }>>> = {
  'pt-BR': {
    public: () => import('../../locales/pt-BR.json?compiled-public'),
    rest: () => import('../../locales/pt-BR.json?compiled-rest'),
  },
  'en-US': {
    public: () => import('../../locales/en-US.json?compiled-public'),
    rest: () => import('../../locales/en-US.json?compiled-rest'),
  },
  es: {
    public: () => import('../../locales/es.json?compiled-public'),
    rest: () => import('../../locales/es.json?compiled-rest'),
  },
};

/** Per language, the most complete messages loaded so far. */
const loaded = new Map<Language, CompiledMessages>();
const complete = new Set<Language>();
const loading = new Map<string, Promise<CompiledMessages>>();
/** The language loaded last: what the screen shows while a newly chosen one is on its way. */
let latest: Language | undefined;

async function fetchScope(language: Language, scope: TextScope): Promise<CompiledMessages> {
  if (scope === 'public') return (await LOADERS[language].public()).default;
  const [publicPart, rest] = await Promise.all([LOADERS[language].public(), LOADERS[language].rest()]);
  return { ...publicPart.default, ...rest.default };
}

/** Loads a language's messages for a scope (once; a failed load is tried again next time). */
export function loadMessages(language: Language, scope: TextScope = 'all'): Promise<CompiledMessages> {
  const key = `${language} ${scope}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = fetchScope(language, scope).then(
      (messages) => {
        // A public load finishing after the full one must not shrink what is shown.
        if (!complete.has(language)) loaded.set(language, messages);
        if (scope === 'all') complete.add(language);
        latest = language;
        return loaded.get(language) ?? messages;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** A language's messages when already loaded for the scope (the most complete ones without it). */
export function loadedMessages(language: Language, scope?: TextScope): CompiledMessages | undefined {
  return scope === 'all' && !complete.has(language) ? undefined : loaded.get(language);
}

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

/**
 * An intl object for use outside React (toasts, documents); cached per language. A language not
 * loaded yet (just chosen) speaks as the screen does, in the language loaded last.
 */
export function getIntl(language: Language = appStore.get(languageAtom)): IntlShape {
  const shown = loaded.has(language) ? language : latest;
  const cached = shown && intls.get(shown);
  // A language's signed-in texts arriving later make a new intl object.
  if (cached && cached.messages === loaded.get(shown)) return cached;
  const intl = createIntl(
    {
      locale: shown ?? language,
      defaultLocale: DEFAULT_LANGUAGE,
      messages: shown ? loaded.get(shown) : {},
      onError: onIntlError,
    },
    cache,
  );
  if (shown) intls.set(shown, intl);
  return intl;
}

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Translates a message id in the current language; an unknown id answers the id itself. */
export function t(id: string, values?: MessageValues, language?: Language): string {
  return String(getIntl(language).formatMessage({ id }, values));
}

/** The current language outside React. */
export function currentLanguage(): Language {
  return appStore.get(languageAtom);
}
