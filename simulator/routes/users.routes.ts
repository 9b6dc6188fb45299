import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { userLanguageUpdate } from '../../src/domain/auth.schema';
import { mayEditUser, type User } from '../../src/domain/user';
import { forbidden, notFound } from '../http/http-error';
import { userAnswer } from '../http/platform-answers';
import { addRoute } from '../http/validate';
import { MESSAGES, platformMessage } from '../i18n/messages/platform';

export async function usersRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/users/me',
    summary: 'The signed-in user, language included (doc 1 §3.4)',
    tags: ['users'],
    auth: true,
    response: userAnswer,
    handler: async (request): Promise<User> => request.viewer.user,
  });

  addRoute(app, {
    method: 'PUT',
    url: '/users/:id',
    summary: 'Save the language chosen in the profile menu (doc 1 §2.6); 403 for users one may not edit',
    tags: ['users'],
    auth: true,
    params: type({ id: '0 < string <= 64' }),
    body: userLanguageUpdate,
    response: type({ message: 'string', user: userAnswer }),
    handler: async (request) => {
      const { users } = request.store;
      const target = users.byId(request.params.id);
      if (!target) throw notFound(MESSAGES.userNotFound);
      if (!mayEditUser(request.viewer.record, target)) throw forbidden(MESSAGES.userNotEditable);
      users.setLanguage(target.id, request.body.language);
      const updated = users.byId(target.id);
      return { message: platformMessage(request, 'userUpdated'), user: updated && users.view(updated) };
    },
  });
}
