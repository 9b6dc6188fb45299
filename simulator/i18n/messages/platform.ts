import type { Language } from '../../../src/domain/user';
import type { Problem } from '../../../src/domain/validation';
import type { Kind, TypeMismatch } from '../../http/type-mismatch';
import { type LocalizedText, localizedText, validationText } from '../i18n';
import { formatPlatformMessage, platformError } from './platform-error-texts';

/** Fastify's (and @fastify/multipart's) client errors by code: the catalogue key of each. */
const FASTIFY_ERRORS: Record<string, Parameters<typeof formatPlatformMessage>[1]> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJsonBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJsonBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'contentLengthMismatch',
  FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
  FST_FILES_LIMIT: 'tooManyParts',
  FST_FIELDS_LIMIT: 'tooManyParts',
  FST_PARTS_LIMIT: 'tooManyParts',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'notMultipart',
  FST_PROTO_VIOLATION: 'badFieldName',
  // the router's refusals (app.ts `frameworkErrors`): a path that is not URL-encoded right (`%zz`),
  // a path parameter longer than the router takes
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'paramTooLong',
};

const KIND_KEYS: Record<Kind | 'missing', Parameters<typeof formatPlatformMessage>[1]> = {
  missing: 'kindMissing',
  string: 'kindString',
  number: 'kindNumber',
  integer: 'kindInteger',
  object: 'kindObject',
  array: 'kindArray',
  date: 'kindDate',
  boolean: 'kindBoolean',
  null: 'kindNull',
};

/** "rating: deve ser número inteiro (recebido: texto)": a field of the wrong type, with the kinds
 * it takes ("texto ou nulo", the language's own "or"), in `language`. */
export function typeMismatchText(language: Language, field: string, mismatch: TypeMismatch): string {
  const said = (item: TypeMismatch['expected'][number] | TypeMismatch['actual']) => {
    if ('kind' in item) return formatPlatformMessage(language, KIND_KEYS[item.kind]);
    if ('pattern' in item) return formatPlatformMessage(language, 'kindPattern', { pattern: item.pattern });
    return item.literal;
  };
  const expected = new Intl.ListFormat(language, { type: 'disjunction' }).format(mismatch.expected.map(said));
  const params = { field, expected, actual: said(mismatch.actual) };
  return formatPlatformMessage(language, field ? 'typeMismatch' : 'typeMismatchWhole', params);
}

/** Where a 400 found bad input (validate.ts names the request's parts so). */
export type InputPart = 'path' | 'query' | 'body';

/** Texts the API answers with. Quoted ones are the seed's (doc 1 §8); the others are ours, for
 * calls whose texts the seeds do not show. Success texts: `platformMessage` (platform-success.ts); the catalogue: platform-error-texts.ts. */
export const MESSAGES = {
  tokenMissing: platformError('tokenMissing'),
  tokenExpired: platformError('tokenExpired'),
  tokenInvalid: platformError('tokenInvalid'),
  wrongCredentials: platformError('wrongCredentials'), // doc 1 §8
  noPermission: platformError('noPermission'), // doc 1 §8
  loginError: platformError('loginError'), // doc 1 §8
  /** 429 of a user name locked after repeated failed sign-ins (plugins/login-attempts.ts; ours) */
  loginLocked: (minutes: number) => platformError('loginLocked', { minutes }),
  alreadyRegistered: platformError('alreadyRegistered'),
  companyNotViewable: platformError('companyNotViewable'),
  companyNotFound: platformError('companyNotFound'),
  postalCodeNotFound: platformError('postalCodeNotFound'),
  cnpjNotFound: platformError('cnpjNotFound'),
  surveyNotFound: platformError('surveyNotFound'),
  surveyRefused: platformError('surveyRefused'),
  userNotFound: platformError('userNotFound'),
  userNotEditable: platformError('userNotEditable'),
  /** 400 of a part that fails its schema: in English arktype's sentences, as always; in pt-BR
   * and es each field with the console's text of its problem's key (locales/*.json). */
  invalidInput: (
    part: InputPart,
    problems: readonly Problem[],
    mismatches: ReadonlyArray<TypeMismatch | undefined> = [],
  ): LocalizedText =>
    platformError('invalidInput', {
      part,
      detail: (language) =>
        problems
          .map((p, i) => {
            const mismatch = mismatches[i];
            if (mismatch) return typeMismatchText(language, p.field, mismatch);
            return language === 'en-US'
              ? p.message
              : [p.field, validationText(language, p.key, p.values)].filter(Boolean).join(': ');
          })
          .join('; '),
    }),
  invalidQueryDate: (text: string) => platformError('invalidQueryDate', { text }),
  invalidDateRange: platformError('invalidDateRange'),
  unknownRoute: (method: string, path: string) => platformError('unknownRoute', { method, path }),
  internalError: platformError('internalError'),
  /** A client error Fastify (or a plugin of it) answered itself: English is Fastify's text. */
  clientError: (error: { code?: string; message: string; statusCode?: number }): LocalizedText => {
    const key = FASTIFY_ERRORS[error.code ?? ''] ?? 'requestRefused';
    const params = { status: error.statusCode ?? 400 };
    return localizedText({
      catalogue: 'platform',
      key,
      params: { ...params, code: error.code ?? '' },
      format: (language) =>
        language === 'en-US' ? error.message : formatPlatformMessage(language, key, params),
    });
  },
  badSimSession: (header: string) => platformError('badSimSession', { header }),
  noFaultRule: (id: string) => platformError('noFaultRule', { id }),
  noSnapshot: (id: string) => platformError('noSnapshot', { id }),
  noScenarioRun: (id: string) => platformError('noScenarioRun', { id }),
  scenarioRunGoing: (id: string) => platformError('scenarioRunGoing', { id }),
  unknownScenarioMachine: (name: string) => platformError('unknownScenarioMachine', { name }),
  badScenarioPath: (id: string) => platformError('badScenarioPath', { id }),
  faultInjected: (rules: readonly string[]) => platformError('faultInjected', { rules: rules.join(', ') }),
} as const;
