import type { Language } from '../../../src/domain/user';
import type { Problem } from '../../../src/domain/validation';
import type { Kind, TypeMismatch } from '../../http/type-mismatch';
import { defineMessages, type LocalizedText, localizedText, validationText } from '../i18n';

/**
 * Error texts of the platform-wide calls and of the simulator itself, in the caller's language
 * (i18n.ts: the errors plugin says a thrown `LocalizedText` in the request's Accept-Language).
 * English is the contract's wording (doc 1 §8 where quoted: `wrongCredentials`, `noPermission`,
 * `loginError`, whose pt-BR and es are the console's own texts for them); the rest is ours.
 */
const { text: platformError, format: formatPlatformMessage } = defineMessages(
  {
    'pt-BR': {
      tokenMissing: 'Token de acesso não informado',
      tokenExpired: 'Sua sessão expirou: entre novamente',
      tokenInvalid: 'Token de acesso inválido: entre novamente',
      wrongCredentials: 'Ops, usuário e/ou senha incorretos!',
      noPermission: 'Usuário não tem permissão de acesso',
      loginError: 'Ops, ocorreu um erro ao tentar entrar. Tente novamente!',
      loginLocked:
        'Muitas tentativas de login sem sucesso para este usuário: tente novamente em {minutes, plural, one {# minuto} other {# minutos}}',
      alreadyRegistered: 'Já existe uma empresa cadastrada com este documento',
      companyNotViewable: 'Você não tem acesso a esta empresa',
      companyNotFound: 'Empresa não encontrada',
      postalCodeNotFound: 'CEP não encontrado',
      cnpjNotFound: 'CNPJ não encontrado',
      surveyNotFound: 'Pesquisa não encontrada',
      surveyRefused: 'Esta pesquisa já foi respondida',
      userNotFound: 'Usuário não encontrado',
      userNotEditable: 'Você não pode alterar este usuário',
      invalidInput:
        '{part, select, path {Endereço da chamada inválido} query {Parâmetros da consulta inválidos} other {Dados enviados inválidos}}: {detail}',
      typeMismatch: '{field}: deve ser {expected} (recebido: {actual})',
      typeMismatchWhole: 'deve ser {expected} (recebido: {actual})',
      kindString: 'texto',
      kindNumber: 'número',
      kindInteger: 'número inteiro',
      kindObject: 'objeto',
      kindArray: 'lista',
      kindDate: 'data',
      kindBoolean: 'verdadeiro ou falso',
      kindNull: 'nulo',
      kindMissing: 'nada',
      kindPattern: 'texto no formato {pattern}',
      badUrl: 'O endereço da chamada não é uma URL válida',
      paramTooLong: 'Um parâmetro do endereço da chamada é longo demais',
      invalidQueryDate: 'Consulta inválida: {text} não é uma data no formato aaaa-MM-dd',
      invalidDateRange:
        'Período inválido: initialDate e finalDate devem ser datas no formato aaaa-MM-dd, e a inicial não pode ser posterior à final',
      unknownRoute: 'Rota {method} {path} não encontrada',
      internalError: 'Erro interno do simulador',
      // Fastify's own client errors (English: Fastify's text as it comes)
      emptyJsonBody: 'O corpo da requisição está vazio, mas o content-type é application/json',
      invalidJsonBody: 'O corpo da requisição não é um JSON válido, mas o content-type é application/json',
      bodyTooLarge: 'O corpo da requisição é grande demais',
      unsupportedMediaType: 'Tipo de conteúdo não suportado',
      contentLengthMismatch: 'O tamanho do corpo não confere com o Content-Length',
      fileTooLarge: 'Arquivo grande demais',
      tooManyParts: 'A requisição tem partes demais (arquivos ou campos)',
      notMultipart: 'A requisição não é multipart/form-data',
      badFieldName: 'Nome de campo não permitido',
      requestRefused: 'Não foi possível processar a requisição ({status})',
      // the simulator's own calls (/__sim, x-sim-session)
      badSimSession: '{header} deve ter de 1 a 64 letras, dígitos ou . _ : -',
      noFaultRule: 'Regra de falha {id} não encontrada',
      noSnapshot: 'Snapshot {id} não encontrado',
      noScenarioRun: 'Execução de cenários {id} não encontrada',
      scenarioRunGoing: 'Uma execução de cenários ({id}) ainda está em andamento',
      unknownScenarioMachine: 'Máquina desconhecida: {name}',
      badScenarioPath: '{id} não é um caminho (máquina:i.j.k, ex. survey:0.4.7)',
      faultInjected: 'Falha simulada pela regra {rules}',
    },
    'en-US': {
      tokenMissing: 'Missing access token',
      tokenExpired: 'Access token expired',
      tokenInvalid: 'Invalid access token',
      wrongCredentials: 'Oops, wrong username and/or password(s)!', // doc 1 §8
      noPermission: 'User does not have permission to access', // doc 1 §8
      loginError: 'Oops, there was an error trying to login. Try again!', // doc 1 §8
      loginLocked:
        'Too many failed sign-ins for this user: try again in {minutes, plural, one {# minute} other {# minutes}}',
      alreadyRegistered: 'A company with this document is already registered',
      companyNotViewable: 'You do not have access to this company',
      companyNotFound: 'Company not found',
      postalCodeNotFound: 'Postal code not found',
      cnpjNotFound: 'CNPJ not found',
      surveyNotFound: 'Survey not found',
      surveyRefused: 'This survey has already been answered',
      userNotFound: 'User not found',
      userNotEditable: 'You cannot change this user',
      invalidInput: 'Invalid {part}: {detail}',
      typeMismatch: '{field} must be {expected} (was {actual})',
      typeMismatchWhole: 'must be {expected} (was {actual})',
      kindString: 'a string',
      kindNumber: 'a number',
      kindInteger: 'an integer',
      kindObject: 'an object',
      kindArray: 'an array',
      kindDate: 'a date',
      kindBoolean: 'true or false',
      kindNull: 'null',
      kindMissing: 'missing',
      kindPattern: 'matched by {pattern}',
      badUrl: 'The address of the call is not a valid URL',
      paramTooLong: 'A parameter of the address of the call is too long',
      invalidQueryDate: 'Invalid query: {text} is not a date yyyy-MM-dd',
      invalidDateRange:
        'initialDate and finalDate must be real dates yyyy-MM-dd, the first not after the second',
      unknownRoute: 'Route {method} {path} not found',
      internalError: 'Internal simulator error',
      emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
      invalidJsonBody: "Body is not valid JSON but content-type is set to 'application/json'",
      bodyTooLarge: 'Request body is too large',
      unsupportedMediaType: 'Unsupported Media Type',
      contentLengthMismatch: 'Request body size did not match Content-Length',
      fileTooLarge: 'request file too large',
      tooManyParts: 'reach parts limit',
      notMultipart: 'the request is not multipart',
      badFieldName: 'prototype property is not allowed as field name',
      requestRefused: 'The request cannot be processed ({status})',
      badSimSession: '{header} must be 1 to 64 letters, digits or . _ : -',
      noFaultRule: 'No fault rule {id}',
      noSnapshot: 'No snapshot {id}',
      noScenarioRun: 'No scenario run {id}',
      scenarioRunGoing: 'A scenario run ({id}) is still going',
      unknownScenarioMachine: 'Unknown machine: {name}',
      badScenarioPath: '{id} is not a path id (machine:i.j.k, e.g. survey:0.4.7)',
      faultInjected: 'Fault injected by rule {rules}',
    },
    es: {
      tokenMissing: 'Falta el token de acceso',
      tokenExpired: 'Su sesión expiró: vuelva a iniciar sesión',
      tokenInvalid: 'Token de acceso no válido: vuelva a iniciar sesión',
      wrongCredentials: '¡Ups, usuario y/o contraseña incorrectos!',
      noPermission: 'El usuario no tiene permiso de acceso',
      loginError: '¡Ups, hubo un error al intentar iniciar sesión. Inténtelo de nuevo!',
      loginLocked:
        'Demasiados intentos fallidos de inicio de sesión para este usuario: inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}',
      alreadyRegistered: 'Ya existe una empresa registrada con este documento',
      companyNotViewable: 'No tiene acceso a esta empresa',
      companyNotFound: 'Empresa no encontrada',
      postalCodeNotFound: 'Código postal no encontrado',
      cnpjNotFound: 'CNPJ no encontrado',
      surveyNotFound: 'Encuesta no encontrada',
      surveyRefused: 'Esta encuesta ya fue respondida',
      userNotFound: 'Usuario no encontrado',
      userNotEditable: 'No puede modificar este usuario',
      invalidInput:
        '{part, select, path {Dirección de la llamada no válida} query {Parámetros de la consulta no válidos} other {Datos enviados no válidos}}: {detail}',
      typeMismatch: '{field}: debe ser {expected} (recibido: {actual})',
      typeMismatchWhole: 'debe ser {expected} (recibido: {actual})',
      kindString: 'texto',
      kindNumber: 'número',
      kindInteger: 'número entero',
      kindObject: 'objeto',
      kindArray: 'lista',
      kindDate: 'fecha',
      kindBoolean: 'verdadero o falso',
      kindNull: 'nulo',
      kindMissing: 'nada',
      kindPattern: 'texto con el formato {pattern}',
      badUrl: 'La dirección de la llamada no es una URL válida',
      paramTooLong: 'Un parámetro de la dirección de la llamada es demasiado largo',
      invalidQueryDate: 'Consulta no válida: {text} no es una fecha con formato aaaa-MM-dd',
      invalidDateRange:
        'Período no válido: initialDate y finalDate deben ser fechas con formato aaaa-MM-dd, y la inicial no puede ser posterior a la final',
      unknownRoute: 'Ruta {method} {path} no encontrada',
      internalError: 'Error interno del simulador',
      emptyJsonBody: 'El cuerpo de la solicitud está vacío, pero el content-type es application/json',
      invalidJsonBody:
        'El cuerpo de la solicitud no es un JSON válido, pero el content-type es application/json',
      bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande',
      unsupportedMediaType: 'Tipo de contenido no admitido',
      contentLengthMismatch: 'El tamaño del cuerpo no coincide con el Content-Length',
      fileTooLarge: 'Archivo demasiado grande',
      tooManyParts: 'La solicitud tiene demasiadas partes (archivos o campos)',
      notMultipart: 'La solicitud no es multipart/form-data',
      badFieldName: 'Nombre de campo no permitido',
      requestRefused: 'No se pudo procesar la solicitud ({status})',
      badSimSession: '{header} debe tener de 1 a 64 letras, dígitos o . _ : -',
      noFaultRule: 'No existe la regla de falla {id}',
      noSnapshot: 'No existe el snapshot {id}',
      noScenarioRun: 'No existe la ejecución de escenarios {id}',
      scenarioRunGoing: 'Una ejecución de escenarios ({id}) sigue en curso',
      unknownScenarioMachine: 'Máquina desconocida: {name}',
      badScenarioPath: '{id} no es un camino (máquina:i.j.k, p. ej. survey:0.4.7)',
      faultInjected: 'Falla simulada por la regla {rules}',
    },
  },
  'platform',
);

export { formatPlatformMessage };

/**
 * Success texts of the platform-wide calls and of the simulator's own tools, in the caller's
 * language: the console toasts a successful call's `message` as it comes (doc 1 §8). Login and
 * registration are the seed's texts (doc 1 §8; pt-BR and es as the console's locale files say
 * them); the others are ours.
 */
export const { message: platformMessage, format: formatPlatformSuccess } = defineMessages({
  'pt-BR': {
    loginSucceeded: 'Login realizado com sucesso',
    registered: 'Cadastro realizado com sucesso! Aguarde seu e-mail com seu usuário e senha!',
    companySwitched: 'Empresa alterada com sucesso',
    surveyAnswered: 'Obrigado! Sua resposta foi registrada.',
    userUpdated: 'Usuário atualizado com sucesso',
    simSessionReset: 'Sessão reiniciada',
    simSessionSeeded: 'Sessão populada',
    simFaultRemoved: 'Regra de falha removida',
    simFaultsCleared: 'Regras de falha removidas',
    simSnapshotRestored: 'Snapshot restaurado',
    simSnapshotRemoved: 'Snapshot removido',
    simJournalCleared: 'Diário limpo',
  },
  'en-US': {
    loginSucceeded: 'Successfully logged in', // doc 1 §8
    registered: 'Registration successfully created! Wait for your email with your username and password!', // doc 1 §8
    companySwitched: 'Company switched successfully',
    surveyAnswered: 'Thank you! Your answer was saved.',
    userUpdated: 'User updated successfully',
    simSessionReset: 'Session reset',
    simSessionSeeded: 'Session seeded',
    simFaultRemoved: 'Fault rule removed',
    simFaultsCleared: 'Fault rules cleared',
    simSnapshotRestored: 'Snapshot restored',
    simSnapshotRemoved: 'Snapshot removed',
    simJournalCleared: 'Journal cleared',
  },
  es: {
    loginSucceeded: 'Inicio de sesión exitoso',
    registered: '¡Registro creado con éxito! ¡Espera tu correo con tu usuario y contraseña!',
    companySwitched: 'Empresa cambiada con éxito',
    surveyAnswered: '¡Gracias! Tu respuesta fue registrada.',
    userUpdated: 'Usuario actualizado con éxito',
    simSessionReset: 'Sesión reiniciada',
    simSessionSeeded: 'Sesión poblada',
    simFaultRemoved: 'Regla de falla eliminada',
    simFaultsCleared: 'Reglas de falla eliminadas',
    simSnapshotRestored: 'Snapshot restaurado',
    simSnapshotRemoved: 'Snapshot eliminado',
    simJournalCleared: 'Diario vaciado',
  },
});

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
 * calls whose texts the seeds do not show. Success texts: `platformMessage` above. */
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
