import type { LookupHints } from '../../../ui/form/lookup-hint';

// The words of the register forms' lookups (customers, buildings), for ui/form/lookup-hint.ts.

export const CNPJ_HINTS: LookupHints = {
  searching: 'customers.form.searchingCnpj',
  notFound: 'customers.form.cnpjNotFound',
};

export const POSTAL_HINTS: LookupHints = {
  searching: 'customers.form.searchingPostalCode',
  notFound: 'customers.form.postalCodeNotFound',
};
