import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import ptBR from '../../locales/pt-BR.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/domain/user';

/**
 * Texts the simulator answers in the caller's language. doc 1 §8: the console toasts a
 * successful call's `message` as it comes, so the server has to speak the user's language; doc 1
 * §1, §9: pt-BR (default and fallback), en-US and es. The console sends its interface language as
 * `Accept-Language` on every call (src/services/api-client.ts); a call without one (curl, another
 * client) gets pt-BR.
 *
 * One catalogue per area in `messages/` (`messages/orders.ts`, …), made with `defineMessages`:
 *
 * ```ts
 * export const { message: inboundMessage } = defineMessages({
 *   'pt-BR': { finalized: 'Recebimento {code} finalizado com sucesso' },
 *   'en-US': { finalized: 'Inbound {code} finalized successfully' },
 *   es: { finalized: 'Recepción {code} finalizada con éxito' },
 * });
 * return { message: inboundMessage(request, 'finalized', { code: record.code }), record };
 * ```
 *
 * Texts are ICU messages, as in the console's locale files: `{name}` placeholders, `plural` and
 * `select`. The three languages must hold the same keys (a missing one does not compile).
 *
 * Error texts go through the same catalogues, but they are made where the refusal is decided,
 * far from the request (machines, repositories, shared helpers), and thrown: the catalogue's
 * `text(key, params)` makes a `LocalizedText`, which the error helpers (http-error.ts) take as
 * any message and the errors plugin says in the caller's language (`localize`):
 *
 * ```ts
 * export const ORDER_MESSAGES = {
 *   orderNotFound: orderError('orderNotFound'),
 *   salesChannelCodeInUse: (code: string) => orderError('salesChannelCodeInUse', { code }),
 * };
 * throw notFound(ORDER_MESSAGES.orderNotFound); // 404 "Pedido não encontrado" for a pt-BR caller
 * ```
 */

export type MessageParams = Record<string, string | number>;

/** Params of a text to throw: a value may depend on the language it is said in (a status the
 * console labels, a number written the language's way). */
export type TextParams = Record<string, string | number | ((language: Language) => string)>;

/** What the language is read from: a request's headers. */
export type LanguageSource = Pick<FastifyRequest, 'headers'>;

/**
 * The language of an `Accept-Language` header: its tags by preference (q), each matched exactly
 * (case-insensitive), then by primary subtag (`en-GB` → en-US, `es-AR` → es, `pt` → pt-BR);
 * pt-BR when nothing matches.
 */
export function languageOf(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const primary = (tag: string) => tag.split('-')[0];
  for (const { tag } of tags) {
    const match =
      LANGUAGES.find((l) => l.toLowerCase() === tag) ??
      LANGUAGES.find((l) => primary(l.toLowerCase()) === primary(tag));
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a request asked for (`Accept-Language`). */
export function requestLanguage(request: LanguageSource): Language {
  return languageOf(request.headers['accept-language']);
}

const cache = createIntlCache();

/**
 * An area's catalogue: `message(request, key, params)` answers the text in the request's
 * language, `format(language, key, params)` in a given one (tests, texts built outside a call),
 * `text(key, params)` a `LocalizedText` to throw (said in the caller's language when answered).
 * `catalogue` names it in `TextSource`s.
 */
export function defineMessages<K extends string>(
  texts: Record<Language, Record<K, string>>,
  catalogue = 'messages',
) {
  const intls = new Map<Language, IntlShape>();
  const intlOf = (language: Language): IntlShape => {
    let intl = intls.get(language);
    if (!intl) {
      intl = createIntl(
        { locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: texts[language] },
        cache,
      );
      intls.set(language, intl);
    }
    return intl;
  };
  const format = (language: Language, key: K, params?: MessageParams): string =>
    String(intlOf(language).formatMessage({ id: key }, params));
  return {
    format,
    message: (request: LanguageSource, key: K, params?: MessageParams): string =>
      format(requestLanguage(request), key, params),
    text: (key: K, params?: TextParams): LocalizedText =>
      localizedText({
        catalogue,
        key,
        params: params && paramsIn('en-US', params),
        format: (language) => format(language, key, params && paramsIn(language, params)),
      }),
  };
}

const paramsIn = (language: Language, params: TextParams): MessageParams =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'function' ? value(language) : value,
    ]),
  );

/** Where a localizable text comes from: its catalogue, key and params, and how it reads in each
 * language. */
export interface TextSource {
  catalogue: string;
  key: string;
  params?: MessageParams;
  format: (language: Language) => string;
}

declare const localizable: unique symbol;

/**
 * A text the simulator answers in the caller's language (an error message). At run time it is
 * its English text, a plain string — so it goes wherever a message string goes (helpers typed
 * `string`, logs, tests comparing the English text) — and the text's source (catalogue, key,
 * params) is kept aside, keyed by that English text, for `localize` to say it in another
 * language. A string built from it (`${text}: ${id}`) is no longer one: it stays English, so a
 * message with parts belongs in a catalogue entry with params.
 */
export type LocalizedText = string & { readonly [localizable]: true };

/** Texts without params (catalogue constants, made once): kept for good. */
const fixedTexts = new Map<string, TextSource>();
/** Texts with params (made when a call is refused, thrown at once): the latest ones. */
const recentTexts = new LRUCache<string, TextSource>({ max: 5_000 });

const differsFrom = (a: TextSource, b: TextSource) => LANGUAGES.some((l) => a.format(l) !== b.format(l));

/** A `LocalizedText` for `source`. Two fixed texts reading the same in English must read the
 * same in every language (each is found by its English text): the second one throws otherwise. */
export function localizedText(source: TextSource): LocalizedText {
  const english = source.format('en-US');
  if (source.params && Object.keys(source.params).length > 0) {
    recentTexts.set(english, source);
  } else {
    const known = fixedTexts.get(english);
    if (!known) fixedTexts.set(english, source);
    else if ((known.catalogue !== source.catalogue || known.key !== source.key) && differsFrom(known, source))
      throw new Error(
        `"${english}" is ${known.catalogue}.${known.key} and ${source.catalogue}.${source.key}, which differ in another language`,
      );
  }
  return english as LocalizedText;
}

/** The source of a message made by `localizedText`, if it is one. */
export function textSource(message: string): TextSource | undefined {
  return recentTexts.get(message) ?? fixedTexts.get(message);
}

/** `message` in `language` when it is a `LocalizedText`; any other string as it is. */
export function localize(message: string, language: Language): string {
  return textSource(message)?.format(language) ?? message;
}

/** The console's locale files (locales/*.json): the labels its users read for codes and the texts
 * of its validation keys. */
type LocaleTree = { [key: string]: string | LocaleTree };
const CONSOLE_LOCALES: Record<Language, LocaleTree> = { 'pt-BR': ptBR, 'en-US': enUS, es };

/** The console's text at a dotted `path` in `language`, if it has one. */
function consoleText(language: Language, path: string): string | undefined {
  let node: string | LocaleTree | undefined = CONSOLE_LOCALES[language];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export type LabelGroup = 'operations.status' | 'orders.status' | 'orders.type';

/**
 * A code (a status, an order type) as a `TextParams` value: the console's label for it in pt-BR
 * and es ("INPROGRESS" → "Em andamento"); English keeps the code itself, as the English texts
 * always said it ("… while INPROGRESS"). An unknown code stays as it is.
 */
export function codeLabel(group: LabelGroup, code: string): (language: Language) => string {
  return (language) => (language === 'en-US' ? code : (consoleText(language, `${group}.${code}`) ?? code));
}

/** A quantity as a `TextParams` value: written the language's way (1.5 → "1,5" in pt-BR); in
 * English as JavaScript writes it, as the English texts always did. */
export function quantityText(value: number): (language: Language) => string {
  return (language) => (language === 'en-US' ? String(value) : value.toLocaleString(language));
}

/** The console's text of a validation key (`validation.required` …, locales/*.json) in
 * `language`, with its values; the key itself when the console has no such text. */
export function validationText(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = consoleText(language, key);
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (whole, param: string) =>
    values[param] === undefined ? whole : String(values[param]),
  );
}
