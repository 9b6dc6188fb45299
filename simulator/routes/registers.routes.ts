import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CompanyCustomer,
  type CompanyCustomerInput,
  companyCustomerInput,
} from '../../src/domain/customers';
import { onlyDigits } from '../../src/domain/documents';
import { userTypesText } from '../../src/domain/operations.schema';
import { type Transporter, type TransporterInput, transporterInput } from '../../src/domain/transporters';
import { messageAnswer } from '../http/answers';
import { conflict, forbidden, notFound } from '../http/http-error';
import { userAnswer } from '../http/platform-answers';
import {
  companyCustomerAnswer,
  companyCustomerChange,
  companyCustomersPage,
  transporterAnswer,
  transporterChange,
  transportersPage,
  usersPage,
} from '../http/register-answers';
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

/**
 * Registers of the orders area: company customers (doc 2 §2 "Customers page"), transporters
 * (couriers, `/courrier`, doc 2 §2 "Transporters list", §5), and the user list the pickers use
 * (doc 2 §2 "user-assignment picker", §6 "Mechanic choices are active users of type MECHANIC").
 */
const customerQuery = type({
  ...pagingFields,
  'isActive?': booleanText,
  'name?': 'string <= 100',
  'document?': 'string <= 20',
});
const courierQuery = type({
  ...pagingFields,
  'name?': 'string <= 100',
  'document?': 'string <= 20',
  'status?': booleanText,
});
const usersQuery = type({
  ...pagingFields,
  // one type, or several separated by commas (doc 3 §6 assign-operator dialog: USER plus the listed types)
  'type?': userTypesText,
  'isActive?': booleanText,
  'name?': 'string <= 100',
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

function transporterFrom(input: TransporterInput, id: string, companyDocument: string): Transporter {
  return {
    id,
    companyDocument,
    type: input.type,
    typeFreight: input.typeFreight || null,
    nameTransporter: input.nameTransporter.trim(),
    documentTransporter: onlyDigits(input.documentTransporter),
    additionalDocumentTransporter: input.additionalDocumentTransporter || null,
    codeANTT: input.codeANTT || null,
    address: input.address,
    city: input.city,
    state: input.state.toUpperCase(),
    status: input.status,
  };
}

const ownedCustomer = (request: FastifyRequest, id: string) =>
  owned(request, request.store.companyCustomers.byId(id), ORDER_MESSAGES.customerNotFound);
const ownedTransporter = (request: FastifyRequest, id: string) =>
  owned(request, request.store.transporters.byId(id), ORDER_MESSAGES.transporterNotFound);

/** doc 1 §7.1 names the resource `company-customer`; `/company-customers` (the plural the console
 * first called) answers the same, as an alias. */
const CUSTOMER_PATHS = ['/company-customer', '/company-customers'] as const;

/** The company-customer calls under one of its paths (doc 2 §2 "Customers page", §5, §7). */
function customerRoutes(app: FastifyInstance, base: (typeof CUSTOMER_PATHS)[number]) {
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

export async function registersRoutes(app: FastifyInstance) {
  for (const base of CUSTOMER_PATHS) customerRoutes(app, base);

  // --- transporters (couriers)
  addRoute(app, {
    method: 'GET',
    url: '/courrier',
    summary: 'Transporters (page, take, name, document, status); answers transporters and total (doc 2 §7)',
    tags: ['transporters'],
    auth: true,
    querystring: courierQuery,
    response: transportersPage,
    handler: async (request) =>
      request.store.transporters.list({
        companyDocument: viewedCompany(request),
        name: request.query.name || undefined,
        document: request.query.document || undefined,
        status: isTrue(request.query.status),
        ...pageOf(request.query),
      }),
  });
  addRoute(app, {
    method: 'GET',
    url: '/courrier/:id',
    summary: 'One transporter',
    tags: ['transporters'],
    auth: true,
    params: idParams,
    response: transporterAnswer,
    handler: async (request) => ownedTransporter(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/courrier',
    summary: "Create a transporter; 409 '<document> already in use' (doc 2 §5)",
    tags: ['transporters'],
    auth: true,
    body: transporterInput,
    response: transporterChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const document = onlyDigits(request.body.documentTransporter);
      if (store.transporters.byDocument(company, document))
        throw conflict(ORDER_MESSAGES.documentInUse(document));
      const transporter = transporterFrom(request.body, store.transporters.nextId(), company);
      store.transporters.insert(transporter);
      reply.status(201);
      return { message: orderMessage(request, 'transporterCreated'), transporter };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/courrier/:id',
    summary: 'Edit a transporter; 409 when the document is used by another transporter',
    tags: ['transporters'],
    auth: true,
    params: idParams,
    body: transporterInput,
    response: transporterChange,
    handler: async (request) => {
      const { store } = request;
      const current = ownedTransporter(request, request.params.id);
      const document = onlyDigits(request.body.documentTransporter);
      const other = store.transporters.byDocument(current.companyDocument, document);
      if (other && other.id !== current.id) throw conflict(ORDER_MESSAGES.documentInUse(document));
      const transporter = transporterFrom(request.body, current.id, current.companyDocument);
      store.transporters.update(transporter);
      return { message: orderMessage(request, 'transporterUpdated'), transporter };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/courrier/:id',
    summary: 'Delete a transporter; 409 while orders reference it',
    tags: ['transporters'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const { store } = request;
      const transporter = ownedTransporter(request, request.params.id);
      if (store.orders.transporterInUse(transporter.id)) throw conflict(ORDER_MESSAGES.transporterInUse);
      store.transporters.remove(transporter.id);
      return { message: orderMessage(request, 'transporterDeleted') };
    },
  });

  // --- users (pickers)
  addRoute(app, {
    method: 'GET',
    url: '/users',
    summary:
      "Users of the caller's group (type: one or several separated by commas, isActive, name, page, take); answers users and total (doc 2 §7, doc 3 §6, §7)",
    tags: ['users'],
    auth: true,
    querystring: usersQuery,
    response: usersPage,
    handler: async (request) => {
      const { store } = request;
      const company = viewedCompany(request);
      const q = request.query;
      const { page, take } = pageOf(q);
      const where = `companyDocument IN (SELECT value FROM json_each(@group))
        AND (@types IS NULL OR type IN (SELECT value FROM json_each(@types)))
        AND (@isActive IS NULL OR isActive = @isActive) AND (@name IS NULL OR name LIKE @name OR userName LIKE @name)`;
      // the users of the caller's group (its company and subsidiaries): they work on every company it views
      const params = {
        group: JSON.stringify(request.viewer.viewable),
        types: q.type ? JSON.stringify(q.type.split(',').map((t) => t.trim())) : null,
        isActive: q.isActive === undefined ? null : q.isActive === 'true' ? 1 : 0,
        name: q.name ? `%${q.name}%` : null,
      };
      const rows = store.db
        .prepare(`SELECT id FROM users WHERE ${where} ORDER BY name, id LIMIT @take OFFSET @offset`)
        .pluck()
        .all({ ...params, take, offset: (page - 1) * take }) as string[];
      const total = store.db
        .prepare(`SELECT count(*) FROM users WHERE ${where}`)
        .pluck()
        .get(params) as number;
      const subsidiaries = store.companies.subsidiariesOf(company);
      return {
        users: rows.map((id) =>
          store.users.view(
            store.users.byId(id) as NonNullable<ReturnType<typeof store.users.byId>>,
            subsidiaries,
          ),
        ),
        total,
      };
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/users/:id',
    summary: 'One user; 403 for a user of a company one may not view',
    tags: ['users'],
    auth: true,
    params: idParams,
    response: userAnswer,
    handler: async (request) => {
      const user = request.store.users.byId(request.params.id);
      if (!user) throw notFound(ORDER_MESSAGES.userNotFound);
      if (!request.viewer.viewable.includes(user.companyDocument))
        throw forbidden(ORDER_MESSAGES.otherCompany);
      return request.store.users.view(user);
    },
  });
}
