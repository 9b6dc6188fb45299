import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { type Company, registrationPayload } from '../../src/domain/company.schema';
import { onlyDigits } from '../../src/domain/documents';
import { messageAnswer } from '../http/answers';
import { conflict, notFound } from '../http/http-error';
import { companyAnswer } from '../http/platform-answers';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { platformMessage } from '../i18n/messages/platform-success';
import { baseConfiguration } from '../seed/configurations';

const companyId = type({ id: '0 < string <= 64' });

export async function companyRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/company',
    summary: 'Companies the user may view: its own and its subsidiaries (doc 1 §6)',
    tags: ['company'],
    auth: true,
    response: companyAnswer.array(),
    handler: async (request): Promise<Company[]> =>
      request.store.companies.byDocuments(request.viewer.viewable),
  });

  addRoute(app, {
    method: 'GET',
    url: '/company/:id',
    summary: "One company; 403 for another group's company",
    tags: ['company'],
    auth: true,
    params: companyId,
    response: companyAnswer,
    handler: async (request): Promise<Company> => {
      const company = request.store.companies.byId(request.params.id);
      if (!company) throw notFound(MESSAGES.companyNotFound);
      request.assertViewable(company.cnpj);
      return company;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/company/register',
    summary: 'Company self-registration (doc 1 §2.4, §3.1, §5); 409 when the document exists',
    tags: ['company'],
    body: registrationPayload,
    response: { 201: messageAnswer },
    handler: async (request, reply) => {
      const { cnpj, type: companyType, ...fields } = request.body;
      const document = onlyDigits(cnpj); // doc 1 §3.1: the document is stored as digits only
      const { store } = request;
      if (store.companies.byDocument(document)) throw conflict(MESSAGES.alreadyRegistered);
      store.db.transaction(() => {
        store.companies.insert({
          ...fields,
          id: `cmp-${document}`,
          cnpj: document,
          type: companyType ?? 'PRINCIPAL', // doc 1 §3.1: registration defaults to PRINCIPAL
          logo: null,
          country: 'Brasil',
          parentDocument: null,
        });
        // doc 1 §3.2: one configuration per company document.
        store.configurations.insert(baseConfiguration(document));
      })();
      return reply.status(201).send({ message: platformMessage(request, 'registered') });
    },
  });
}
