import type { Problem } from '../../../src/domain/validation';
import { defineMessages, validationText } from '../i18n';

/** Texts of the dashboard and company settings calls (doc 1 §2.7, §2.8, §8 "company update
 * success or error"), in the caller's language; the wording is ours. */
export const { message: dashboardMessage } = defineMessages({
  'pt-BR': {
    companyUpdated: 'Empresa atualizada com sucesso',
    orderOperationsSaved: 'Operações do monitoramento de pedidos salvas',
  },
  'en-US': {
    companyUpdated: 'Company updated successfully',
    orderOperationsSaved: 'Order monitoring operations saved',
  },
  es: {
    companyUpdated: 'Empresa actualizada con éxito',
    orderOperationsSaved: 'Operaciones del monitoreo de pedidos guardadas',
  },
});

const { text: dashboardError } = defineMessages(
  {
    'pt-BR': {
      exactlyThree: 'Escolha exatamente três operações para o monitoramento de pedidos',
      invalidSettings: 'Configurações inválidas: {detail}',
      noConfiguration: 'A empresa não tem configuração',
    },
    'en-US': {
      exactlyThree: 'Choose exactly three operations for order monitoring',
      invalidSettings: 'Invalid settings: {detail}',
      noConfiguration: 'The company has no configuration',
    },
    es: {
      exactlyThree: 'Elija exactamente tres operaciones para el monitoreo de pedidos',
      invalidSettings: 'Configuración inválida: {detail}',
      noConfiguration: 'La empresa no tiene configuración',
    },
  },
  'dashboard',
);

export const DASHBOARD_MESSAGES = {
  exactlyThree: dashboardError('exactlyThree'),
  /** each problem with its field and the console's text of its key (locales/*.json) */
  invalidSettings: (problems: readonly Problem[]) =>
    dashboardError('invalidSettings', {
      detail: (language) =>
        problems.map((p) => `${p.field}: ${validationText(language, p.key, p.values)}`).join('; '),
    }),
  noConfiguration: dashboardError('noConfiguration'),
};
