import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { userTypesText } from '../../src/domain/operations.schema';
import { forbidden, notFound } from '../http/http-error';
import { userAnswer } from '../http/platform-answers';
import { usersPage } from '../http/register-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { booleanText, idParams, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import { preparedOnce } from '../store/prepared';

/** The user list the pickers use (doc 2 §2 "user-assignment picker", §6 "Mechanic choices are
 * active users of type MECHANIC"; doc 3 §6 assign-operator dialog). */
const usersQuery = type({
  ...pagingFields,
  // one type, or several separated by commas (doc 3 §6 assign-operator dialog: USER plus the listed types)
  'type?': userTypesText,
  'isActive?': booleanText,
  'name?': 'string <= 100',
});

export function userPickerRoutes(app: FastifyInstance) {
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
      const rows = preparedOnce(
        store.db,
        `SELECT id FROM users WHERE ${where} ORDER BY name, id LIMIT @take OFFSET @offset`,
      )
        .pluck()
        .all({ ...params, take, offset: (page - 1) * take }) as string[];
      const total = preparedOnce(store.db, `SELECT count(*) FROM users WHERE ${where}`)
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
