import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onlyDigits } from '../../src/domain/documents';
import { mayEditUser, type User } from '../../src/domain/user';
import {
  DEFAULT_LINE_COLOR,
  isLanguageOnly,
  normalizePersonName,
  normalizeUserName,
  passwordChangeInput,
  type UserCreateInput,
  type UserEditInput,
  userCreateInput,
  userEditInput,
} from '../../src/domain/users-register';
import { messageAnswer } from '../http/answers';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error';
import { userAnswer } from '../http/platform-answers';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { platformMessage } from '../i18n/messages/platform-success';
import { REGISTER_MESSAGES, registerMessage } from '../i18n/messages/registers';
import { viewedCompany } from '../orders-area/http';
import { hashPassword } from '../store/password';
import type { UserRecord } from '../store/users.repo';

/**
 * The signed-in user (doc 1 §3.4) and the users register (doc 3 §2 "Users", §3, §5, §7: POST
 * /users, PUT /users/{id} without password — also the profile menu's language, doc 1 §2.6 —, PUT
 * /users/password/{id}). The list (GET /users) is in registers.routes.ts with the pickers'.
 * Who may: a user changes its own language and password; an ADMIN registers and edits the users
 * of the companies it views (ours: doc 3 §6 "which role may see or do what otherwise: not shown").
 */
const userAnswerBody = type({ message: 'string', user: userAnswer });
const idParam = type({ id: '0 < string <= 64' });

/** The target user, 404 when missing, 403 unless `allowed`. */
function targetUser(request: FastifyRequest, id: string, allowed: (target: UserRecord) => boolean) {
  const target = request.store.users.byId(id);
  if (!target) throw notFound(MESSAGES.userNotFound);
  if (!allowed(target)) throw forbidden(MESSAGES.userNotEditable);
  return target;
}

/** An ADMIN managing a user of a company it views. */
const managesUsers = (request: FastifyRequest, companyDocument: string) =>
  request.viewer.record.type === 'ADMIN' && request.viewer.viewable.includes(companyDocument);

/** doc 3 §6: the profile vehicle must be one of the user's company (400 otherwise). */
function checkedVehicle(
  request: FastifyRequest,
  companyDocument: string,
  vehicleId: string | null | undefined,
) {
  const id = vehicleId?.trim();
  if (!id) return null;
  const vehicle = request.store.vehicles.byId(id);
  if (!vehicle || vehicle.companyDocument !== companyDocument)
    throw badRequest(REGISTER_MESSAGES.userUnknownVehicle(id));
  return vehicle.id;
}

/** The profile columns of a create or edit body (doc 3 §3: name uppercased, document digits). */
function profileOf(body: UserCreateInput | (Required<Pick<UserEditInput, 'name' | 'type'>> & UserEditInput)) {
  return {
    name: normalizePersonName(body.name),
    type: body.type,
    document: body.document ? onlyDigits(body.document) : '',
    email: body.email?.trim() ?? '',
    phoneNumber: body.phoneNumber ? onlyDigits(body.phoneNumber) : '',
    lineColor: body.lineColor ?? DEFAULT_LINE_COLOR,
  };
}

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
    method: 'POST',
    url: '/users',
    summary:
      'Register a user of the viewed company {userName, password, confirmPassword, name, type, document?, email?, phoneNumber?, vehicleId?, lineColor?, isActive?} (doc 3 §5: a driver or seller needs a vehicle of the company); 409 for a user name in use; ADMIN only',
    tags: ['users'],
    auth: true,
    body: userCreateInput,
    response: userAnswerBody,
    handler: async (request, reply) => {
      const { users } = request.store;
      const company = viewedCompany(request);
      if (!managesUsers(request, company)) throw forbidden(REGISTER_MESSAGES.userNotManaged);
      const body = request.body;
      const userName = normalizeUserName(body.userName);
      if (users.byUserName(userName)) throw conflict(REGISTER_MESSAGES.userNameInUse(userName));
      const record: UserRecord = {
        id: `usr-${userName}`,
        userName,
        passwordHash: hashPassword(body.password, `${userName}:${request.now().toISOString()}`),
        companyDocument: company,
        language: body.language ?? request.viewer.record.language,
        isActive: body.isActive ?? true,
        ...profileOf(body),
        vehicleId: checkedVehicle(request, company, body.vehicleId),
        newPlatformUrl: null,
      };
      users.insert(record);
      reply.status(201);
      return { message: registerMessage(request, 'userCreated'), user: users.view(record) };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/users/:id',
    summary:
      "Edit a user without its password (doc 3 §7): the language alone (profile menu, doc 1 §2.6: oneself or an ADMIN of the user's company) or the register's edit (name, type, profile, isActive, language; ADMIN of a company it views; the user name is fixed)",
    tags: ['users'],
    auth: true,
    params: idParam,
    body: userEditInput,
    response: userAnswerBody,
    handler: async (request) => {
      const { users } = request.store;
      const body = request.body;
      if (isLanguageOnly(body) && body.language) {
        const target = targetUser(request, request.params.id, (t) => mayEditUser(request.viewer.record, t));
        users.setLanguage(target.id, body.language);
        const updated = users.byId(target.id);
        return { message: platformMessage(request, 'userUpdated'), user: updated && users.view(updated) };
      }
      const target = targetUser(request, request.params.id, (t) => managesUsers(request, t.companyDocument));
      const name = body.name ?? target.name;
      const type = body.type ?? target.type;
      const record: UserRecord = {
        ...target,
        ...profileOf({ ...body, name, type }),
        language: body.language ?? target.language,
        isActive: body.isActive ?? target.isActive,
        vehicleId: checkedVehicle(request, target.companyDocument, body.vehicleId),
      };
      users.updateProfile(record);
      return { message: registerMessage(request, 'userUpdated'), user: users.view(record) };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/users/password/:id',
    summary:
      "Change a user's password {newPassword, confirmPassword?} (doc 3 §3, §5): oneself, or an ADMIN of a company it views; stored hashed",
    tags: ['users'],
    auth: true,
    params: idParam,
    body: passwordChangeInput,
    response: messageAnswer,
    handler: async (request) => {
      const target = targetUser(
        request,
        request.params.id,
        (t) => t.id === request.viewer.record.id || managesUsers(request, t.companyDocument),
      );
      const salt = `${target.userName}:${request.now().toISOString()}`;
      request.store.users.setPassword(target.id, hashPassword(request.body.newPassword, salt));
      return { message: registerMessage(request, 'passwordChanged') };
    },
  });
}
