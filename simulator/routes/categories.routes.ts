import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryInput, isReservedCategory } from '../../src/domain/categories';
import { messageAnswer } from '../http/answers';
import { categoriesPage, categoryAnswer, categoryChange } from '../http/catalog-register-answers';
import { conflict } from '../http/http-error';
import { addRoute } from '../http/validate';
import { REGISTER_MESSAGES, registerMessage } from '../i18n/messages/registers';
import { booleanText, idParams, owned, pageOf, pagingFields, viewedCompany } from '../orders-area/http';

/**
 * Product categories (doc 3 §2 "Categories", §3, §5, §7 `GET /category (page, take, name, optional
 * no pagination); GET/PUT/DELETE /category/{id}; POST /category`), scoped to the viewed company,
 * in SQL. `paginate=false` answers every match (ours: the seed names the option, not its key).
 * The reserved 999 cannot be edited or deleted (409).
 */
const categoryQuery = type({ ...pagingFields, 'name?': 'string <= 100', 'paginate?': booleanText });

const ownedCategory = (request: FastifyRequest, id: string) =>
  owned(request, request.store.categories.byId(id), REGISTER_MESSAGES.categoryNotFound);

export async function categoriesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/category',
    summary:
      'Product categories of the viewed company by name (page, take, name: part of it; paginate=false: all); answers categories and total (doc 3 §7)',
    tags: ['categories'],
    auth: true,
    querystring: categoryQuery,
    response: categoriesPage,
    handler: async (request) => {
      const { page, take } = pageOf(request.query);
      return request.store.categories.list({
        companyDocument: viewedCompany(request),
        name: request.query.name?.trim() || undefined,
        page: request.query.paginate === 'false' ? null : page,
        take,
      });
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/category/:id',
    summary: 'One category (404 missing, 403 another company’s)',
    tags: ['categories'],
    auth: true,
    params: idParams,
    response: categoryAnswer,
    handler: async (request) => ownedCategory(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/category',
    summary: 'Create a category {code, name} (doc 3 §5: both required); 409 for a code the company has',
    tags: ['categories'],
    auth: true,
    body: categoryInput,
    response: categoryChange,
    handler: async (request, reply) => {
      const { categories } = request.store;
      const company = viewedCompany(request);
      const code = request.body.code.trim();
      if (categories.byCode(company, code)) throw conflict(REGISTER_MESSAGES.categoryCodeInUse(code));
      const category = {
        id: categories.nextId(),
        companyDocument: company,
        code,
        name: request.body.name.trim(),
      };
      categories.insert(category);
      reply.status(201);
      return { message: registerMessage(request, 'categoryCreated'), category };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/category/:id',
    summary: 'Edit a category {code, name}; 409 for the reserved 999 (doc 3 §5) or a code in use',
    tags: ['categories'],
    auth: true,
    params: idParams,
    body: categoryInput,
    response: categoryChange,
    handler: async (request) => {
      const { categories } = request.store;
      const current = ownedCategory(request, request.params.id);
      if (isReservedCategory(current.code)) throw conflict(REGISTER_MESSAGES.categoryReserved);
      const code = request.body.code.trim();
      const other = categories.byCode(current.companyDocument, code);
      if (other && other.id !== current.id) throw conflict(REGISTER_MESSAGES.categoryCodeInUse(code));
      if (isReservedCategory(code)) throw conflict(REGISTER_MESSAGES.categoryReserved);
      const category = { ...current, code, name: request.body.name.trim() };
      categories.update(category);
      return { message: registerMessage(request, 'categoryUpdated'), category };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/category/:id',
    summary: 'Delete a category; 409 for the reserved 999 (doc 3 §5)',
    tags: ['categories'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const current = ownedCategory(request, request.params.id);
      if (isReservedCategory(current.code)) throw conflict(REGISTER_MESSAGES.categoryReserved);
      request.store.categories.remove(current.id);
      return { message: registerMessage(request, 'categoryDeleted') };
    },
  });
}
