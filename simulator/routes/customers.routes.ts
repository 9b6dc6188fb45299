import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CompanyCustomer,
  type CompanyCustomerInput,
  companyCustomerInput,
} from '../../src/domain/customers';
import { onlyDigits } from '../../src/domain/documents';
import { messageAnswer } from '../http/answers';
import { conflict } from '../http/http-error';
import { companyCustomerAnswer, companyCustomerChange, companyCustomersPage } from '../http/register-answers';
import { addRoute, noBody } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import {
  booleanText,
  idParams,
  isTrue,
  owned,
  pageOf,
  pagingFields,
  viewedCompany,
} from '../orders-area/http';
import { geocode } from '../seed/geocode';

/** Company customers (doc 2 §2 "Customers page", §3, §5, §7), a register of the orders area. */
const customerQuery = type({
  ...pagingFields,
  'isActive?': booleanText,
  'name?': 'string <= 100',
  'document?': 'string <= 20',
});
const blankCoordinate = (v: unknown) => v === undefined || v === null || v === '';

function customerFrom(
  input: CompanyCustomerInput,
  base: Pick<CompanyCustomer, 'id' | 'companyDocument' | 'createdAt'>,
): CompanyCustomer {
  const point =
    blankCoordinate(input.lat) || blankCoordinate(input.lng)
      ? geocode(input)
      : { lat: Number(input.lat), long: Number(input.lng) };
  return {
    ...base,
    corporateName: input.corporateName.trim(),
    fantasyName: input.fantasyName || null,
    document: onlyDigits(input.document),
    additionalDocument: input.additionalDocument || null,
    name: input.name || null,
    postalCode: input.postalCode,
    street: input.street,
    number: input.number,
    complement: input.complement || null,
    neighborhood: input.neighborhood,
    city: input.city,
    state: input.state.toUpperCase(),
    country: input.country,
    lat: point.lat,
    lng: point.long,
    email: input.email || null,
    phone: input.phone ? onlyDigits(input.phone) : null,
    observation: input.observation || null,
    isActive: input.isActive ?? true, // doc 2 §3: isActive defaults to true
  };
}

const ownedCustomer = (request: FastifyRequest, id: string) =>
  owned(request, request.store.companyCustomers.byId(id), ORDER_MESSAGES.customerNotFound);
/** doc 1 §7.1 names the resource `company-customer`; `/company-customers` (the plural the console
 * first called) answers the same, as an alias. */
const CUSTOMER_PATHS = ['/company-customer', '/company-customers'] as const;

/** The company-customer calls under one of its paths (doc 2 §2 "Customers page", §5, §7). */
function customerRoutesAt(app: FastifyInstance, base: (typeof CUSTOMER_PATHS)[number]) {
  const summary = (text: string) =>
    base === CUSTOMER_PATHS[0] ? text : `${text} (alias of ${CUSTOMER_PATHS[0]})`;
  addRoute(app, {
    method: 'GET',
    url: base,
    summary: summary(
      'Company customers (page, take, isActive, name, document); answers companyCustomers and total (doc 2 §7)',
    ),
    tags: ['customers'],
    auth: true,
    querystring: customerQuery,
    response: companyCustomersPage,
    handler: async (request) =>
      request.store.companyCustomers.list({
        companyDocument: viewedCompany(request),
        isActive: isTrue(request.query.isActive),
        name: request.query.name || undefined,
        document: request.query.document || undefined,
        ...pageOf(request.query),
      }),
  });
  addRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    summary: summary('One company customer'),
    tags: ['customers'],
    auth: true,
    params: idParams,
    response: companyCustomerAnswer,
    handler: async (request) => ownedCustomer(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: base,
    summary: summary(
      'Create a company customer (doc 2 §5 "Customer form"); 409 when the document is registered',
    ),
    tags: ['customers'],
    auth: true,
    body: companyCustomerInput,
    response: companyCustomerChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      if (store.companyCustomers.byDocument(company, onlyDigits(request.body.document)))
        throw conflict(ORDER_MESSAGES.customerExists);
      const customer = customerFrom(request.body, {
        id: store.companyCustomers.nextId(),
        companyDocument: company,
        createdAt: request.now().toISOString(),
      });
      store.companyCustomers.insert(customer);
      reply.status(201);
      return { message: orderMessage(request, 'customerCreated'), companyCustomer: customer };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: `${base}/:id`,
    summary: summary('Edit a company customer; 409 when the document belongs to another customer'),
    tags: ['customers'],
    auth: true,
    params: idParams,
    body: companyCustomerInput,
    response: companyCustomerChange,
    handler: async (request) => {
      const { store } = request;
      const current = ownedCustomer(request, request.params.id);
      const other = store.companyCustomers.byDocument(
        current.companyDocument,
        onlyDigits(request.body.document),
      );
      if (other && other.id !== current.id) throw conflict(ORDER_MESSAGES.customerExists);
      const customer = customerFrom(request.body, current);
      store.companyCustomers.update(customer);
      return { message: orderMessage(request, 'customerUpdated'), companyCustomer: customer };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    summary: summary('Delete a company customer'),
    tags: ['customers'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const customer = ownedCustomer(request, request.params.id);
      request.store.companyCustomers.remove(customer.id);
      return { message: orderMessage(request, 'customerDeleted') };
    },
  });
  addRoute(app, {
    method: 'POST',
    url: `${base}/reprocess/:id`,
    summary: summary("Reprocess a customer's coordinates: lat and lng cleared and geocoded again (doc 2 §7)"),
    tags: ['customers'],
    auth: true,
    params: idParams,
    body: noBody,
    response: companyCustomerChange,
    handler: async (request) => {
      const current = ownedCustomer(request, request.params.id);
      const point = geocode(current);
      const customer = { ...current, lat: point.lat, lng: point.long };
      request.store.companyCustomers.update(customer);
      return { message: orderMessage(request, 'customerReprocessed'), companyCustomer: customer };
    },
  });
}

export function customerRoutes(app: FastifyInstance) {
  for (const base of CUSTOMER_PATHS) customerRoutesAt(app, base);
}
