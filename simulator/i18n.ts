import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/domain/user';

/**
 * Texts the simulator answers in the caller's language. doc 1 §8: the console toasts a
 * successful call's `message` as it comes, so the server has to speak the user's language; doc 1
 * §1, §9: pt-BR (default and fallback), en-US and es. The console sends its interface language as
 * `Accept-Language` on every call (src/services/api-client.ts); a call without one (curl, another
 * client) gets pt-BR.
 *
 * One catalogue per area (`orders-area/messages.ts`, …), made with `defineMessages`:
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
 */

export type MessageParams = Record<string, string | number>;

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
 * language, `format(language, key, params)` in a given one (tests, texts built outside a call).
 */
export function defineMessages<K extends string>(texts: Record<Language, Record<K, string>>) {
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
  };
}
