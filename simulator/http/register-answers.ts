import { type } from 'arktype';
import type { CompanyCustomer } from '../../src/domain/customers';
import { TRANSPORTER_TYPES, type Transporter } from '../../src/domain/transporters';
import type { User } from '../../src/domain/user';
import { companyRecordFields, exact, listAnswer, messageWith, nullableText } from './answers';
import { userAnswer } from './platform-answers';

/**
 * Answer types of the orders area's registers (simulator/routes/registers.routes.ts): company
 * customers (doc 2 §2 "Customers page"), transporters (`/courrier`) and the users list the pickers
 * use. Each record is checked against its domain type with `exact`.
 */

export const companyCustomerAnswer = type({
  ...companyRecordFields,
  corporateName: 'string',
  fantasyName: nullableText,
  document: 'string',
  additionalDocument: nullableText,
  name: nullableText,
  postalCode: 'string',
  street: 'string',
  number: 'string',
  complement: nullableText,
  neighborhood: 'string',
  city: 'string',
  state: 'string',
  country: 'string',
  lat: 'number | null',
  lng: 'number | null',
  email: nullableText,
  phone: nullableText,
  observation: nullableText,
  isActive: 'boolean',
  createdAt: 'string',
});
exact<typeof companyCustomerAnswer.infer, CompanyCustomer>(true);
export const companyCustomersPage = listAnswer('companyCustomers', companyCustomerAnswer);
export const companyCustomerChange = messageWith('companyCustomer', companyCustomerAnswer);

export const transporterAnswer = type({
  ...companyRecordFields,
  type: type.enumerated(...TRANSPORTER_TYPES),
  typeFreight: nullableText,
  nameTransporter: 'string',
  documentTransporter: 'string',
  additionalDocumentTransporter: nullableText,
  codeANTT: nullableText,
  address: 'string',
  city: 'string',
  state: 'string',
  status: 'boolean',
});
exact<typeof transporterAnswer.infer, Transporter>(true);
export const transportersPage = listAnswer('transporters', transporterAnswer);
export const transporterChange = messageWith('transporter', transporterAnswer);

export const usersPage = listAnswer('users', userAnswer);
exact<typeof usersPage.infer, { users: User[]; total: number }>(true);
