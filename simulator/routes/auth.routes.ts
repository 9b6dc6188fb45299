import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { loginRequest, switchCompanyRequest } from '../../src/domain/auth.schema';
import { type LoginAnswer, viewableCompanyDocuments } from '../../src/domain/user';
import { runFromStart } from '../../src/machines/ask';
import { type RejectionReason, sessionMachine, signedInLifecycle } from '../../src/machines/session.machine';
import { decide } from '../http/decide';
import { forbidden, HttpError } from '../http/http-error';
import { loginAnswer } from '../http/platform-answers';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { platformMessage } from '../i18n/messages/platform-success';
import { verifyPassword } from '../store/password';

/** doc 1 §8: how each rejection of the session machine is answered. */
const REJECTIONS: Record<RejectionReason, HttpError> = {
  credentials: new HttpError(401, MESSAGES.wrongCredentials),
  permission: new HttpError(403, MESSAGES.noPermission),
  error: new HttpError(500, MESSAGES.loginError),
};

export async function authRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/auth/login',
    summary: 'Sign in (doc 1 §2.3, §7.2); SERVICE accounts are refused with 403 (doc 1 §6)',
    tags: ['auth'],
    body: loginRequest,
    response: loginAnswer,
    handler: async (request, reply): Promise<LoginAnswer> => {
      const { username, password } = request.body;
      // repeated failures lock the user name for a while (plugins/login-attempts.ts)
      await app.loginAttempts.assertNotLocked(request, reply, username);
      const record = request.store.users.byUserName(username);
      // Inactive users get the same answer as a wrong password: nothing tells which one it was.
      const valid = record?.isActive && (await verifyPassword(password, record.passwordHash));
      const user = valid ? request.store.users.view(record) : null;
      // The session machine decides the outcome (DESIGN §3), exactly as it does in the console.
      const session = runFromStart(sessionMachine, [
        { type: 'LOGIN' },
        user
          ? {
              type: 'LOGIN_SUCCEEDED',
              userType: user.type,
              companyDocument: user.companyDocument,
              viewable: viewableCompanyDocuments(user),
            }
          : { type: 'LOGIN_FAILED', status: 401 },
      ]);
      if (!user || session.value !== 'fulfilled') {
        if (session.context.rejection === 'credentials') await app.loginAttempts.failed(request, username);
        throw REJECTIONS[session.context.rejection ?? 'error'];
      }
      app.loginAttempts.succeeded(request, username);
      return {
        access_token: app.signToken({ sub: user.id, type: user.type, companyDocument: user.companyDocument }),
        user,
        ...(record?.newPlatformUrl ? { newPlatformUrl: record.newPlatformUrl } : {}),
        message: platformMessage(request, 'loginSucceeded'),
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/auth/switch-company',
    summary: 'View another company: own company or a subsidiary (doc 1 §6); answers a new token',
    tags: ['auth'],
    auth: true,
    body: switchCompanyRequest,
    response: type({ access_token: 'string', companyDocument: 'string', message: 'string' }),
    handler: async (request) => {
      const { claims, viewable } = request.viewer;
      const { companyDocument } = request.body;
      decide(
        signedInLifecycle,
        { userType: claims.type, companyDocument: claims.companyDocument, viewable },
        [{ type: 'COMPANY_SWITCHED', companyDocument }],
        forbidden(MESSAGES.companyNotViewable),
      );
      return {
        access_token: app.signToken({ ...claims, companyDocument }),
        companyDocument,
        message: platformMessage(request, 'companySwitched'),
      };
    },
  });
}
