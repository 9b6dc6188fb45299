import { defineMessages } from '../i18n';

/** Texts of the company logo calls (doc 1 §3.1 logo); the wording is ours. The upload's refusals
 * are the upload dialog's (order-errors.ts UPLOAD_REFUSALS). */
export const { message: logoMessage } = defineMessages({
  'pt-BR': { saved: 'Logo da empresa salvo', removed: 'Logo da empresa removido' },
  'en-US': { saved: 'Company logo saved', removed: 'Company logo removed' },
  es: { saved: 'Logo de la empresa guardado', removed: 'Logo de la empresa eliminado' },
});

const { text: logoError } = defineMessages(
  {
    'pt-BR': {
      none: 'A empresa não tem logo',
    },
    'en-US': {
      none: 'The company has no logo',
    },
    es: {
      none: 'La empresa no tiene logo',
    },
  },
  'company-logo',
);

export const LOGO_ERRORS = {
  none: logoError('none'),
};
