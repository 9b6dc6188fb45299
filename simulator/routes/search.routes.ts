import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import {
  type CnpjRecord,
  cnpjRule,
  type PostalAddress,
  postalCodeRule,
} from '../../src/domain/company.schema';
import { onlyDigits } from '../../src/domain/documents';
import { notFound } from '../http/http-error';
import { cnpjRecordAnswer, postalAddressAnswer } from '../http/platform-answers';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { CNPJ_RECORDS, POSTAL_ADDRESSES } from '../seed/lookup-registry';

export async function searchRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/search/cep/:code',
    summary: 'Address of a postal code (doc 1 §5: exactly 8 digits) from the built-in registry',
    tags: ['search'],
    params: type({ code: postalCodeRule }),
    response: postalAddressAnswer,
    handler: async (request): Promise<PostalAddress> => {
      const address =
        Object.hasOwn(POSTAL_ADDRESSES, request.params.code) && POSTAL_ADDRESSES[request.params.code];
      if (!address) throw notFound(MESSAGES.postalCodeNotFound);
      return address;
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/search/cnpj/:document',
    summary: 'Company data of a CNPJ (doc 1 §5: check digits verified) from the built-in registry',
    tags: ['search'],
    params: type({ document: cnpjRule }),
    response: cnpjRecordAnswer,
    handler: async (request): Promise<CnpjRecord> => {
      const document = onlyDigits(request.params.document);
      const record = Object.hasOwn(CNPJ_RECORDS, document) && CNPJ_RECORDS[document];
      if (!record) throw notFound(MESSAGES.cnpjNotFound);
      return record;
    },
  });
}
