import type { UserType } from '../../../src/domain/user';
import {
  type RejectionReason,
  type SessionEvent,
  sessionMachine,
} from '../../../src/machines/session.machine';
import { DEMO_DOCUMENTS } from '../../seed/demo/companies';
import { DEMO_PASSWORD } from '../../seed/demo/users';
import { expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';

/**
 * sessionMachine (doc 1 §4) against the simulator. The "record" of a session is what the console
 * holds: the token from the last login answer. Reading it back asks the API what that token
 * opens: signed in and viewing a company, or the refusal of the last login.
 */
interface SessionWorld {
  /** the token the console holds */
  token: string | null;
  /** a token from an earlier sign-in, what RESTORED reads from storage */
  stored: string;
  /** status of the last login answer, null while none is pending or after signing out */
  lastStatus: number | null;
}

const { principal, subsidiary1, subsidiary2, outsider } = DEMO_DOCUMENTS;
const adminViewable = [principal, subsidiary1, subsidiary2];
const DEMO_USER: Partial<Record<UserType, string>> = { ADMIN: 'admin', SERVICE: 'service' };
/** doc 1 §8: how the console reads a failed login's status. */
const reasonOf = (status: number): RejectionReason =>
  status === 401 ? 'credentials' : status === 403 ? 'permission' : 'error';

const login = async (api: ScenarioApi, world: SessionWorld, body: unknown) => {
  const res = await api.request('POST', '/api/auth/login', { body });
  world.lastStatus = res.statusCode;
  world.token = res.statusCode === 200 ? res.json().access_token : null;
  return res;
};
const me = (api: ScenarioApi, token?: string | null) => api.get('/api/users/me', token ?? undefined);

export const sessionScenario = defineScenarioMachine({
  name: 'session',
  machine: sessionMachine,
  events: [
    { type: 'LOGIN' },
    { type: 'LOGIN_SUCCEEDED', userType: 'ADMIN', companyDocument: principal, viewable: adminViewable },
    { type: 'LOGIN_SUCCEEDED', userType: 'SERVICE', companyDocument: principal, viewable: adminViewable },
    { type: 'LOGIN_FAILED', status: 401 },
    { type: 'LOGIN_FAILED', status: 403 },
    { type: 'LOGIN_FAILED', status: 500 },
    { type: 'RESTORED', userType: 'ADMIN', companyDocument: principal, viewable: adminViewable },
    { type: 'RESTORED', userType: 'SERVICE', companyDocument: principal, viewable: adminViewable },
    { type: 'RESTORED', userType: 'ADMIN', companyDocument: outsider, viewable: adminViewable },
    { type: 'COMPANY_SWITCHED', companyDocument: subsidiary1 },
    { type: 'COMPANY_SWITCHED', companyDocument: outsider },
    { type: 'SESSION_EXPIRED' },
    { type: 'SIGN_OUT' },
  ] satisfies SessionEvent[],

  // The stored token is what a login as admin answers, signed directly (a login costs a password hash).
  setup: async (api): Promise<SessionWorld> => ({
    token: null,
    stored: await api.forge({ sub: 'usr-admin', type: 'ADMIN', companyDocument: principal }),
    lastStatus: null,
  }),

  steps: {
    // The request starts; its answer is the next event.
    LOGIN: {
      allowed: async ({ world }) => {
        world.lastStatus = null;
      },
    },
    // ADMIN → 200; SERVICE → 403 (the simulator refuses SERVICE accounts itself, doc 1 §6).
    LOGIN_SUCCEEDED: {
      allowed: async ({ event, after, api, world }) => {
        const body = { username: DEMO_USER[event.userType], password: DEMO_PASSWORD };
        expectStatus(await login(api, world, body), after.value === 'fulfilled' ? 200 : 403, 'login');
      },
    },
    // The login call's failure, by status: 401 a wrong password, 403 a SERVICE account, anything
    // else a server error, made by a fault rule on the login route.
    LOGIN_FAILED: {
      allowed: async ({ event, api, world }) => {
        if (event.status === 401) {
          expectStatus(await login(api, world, { username: 'admin', password: 'wrong' }), 401, 'login');
        } else if (event.status === 403) {
          const body = { username: 'service', password: DEMO_PASSWORD };
          expectStatus(await login(api, world, body), 403, 'login');
        } else {
          await api.fault({ method: 'POST', path: '/api/auth/login', status: event.status ?? 500, first: 1 });
          const body = { username: 'admin', password: DEMO_PASSWORD };
          expectStatus(await login(api, world, body), event.status ?? 500, 'login');
        }
      },
    },
    // A stored token is accepted by the API; the machine's refusals are refused by the API too.
    RESTORED: {
      allowed: async ({ api, world }) => {
        expectStatus(await me(api, world.stored), 200, 'GET /users/me with the stored token');
        world.token = world.stored;
      },
      refused: async ({ event, before, api, world }) => {
        if (before.value !== 'signedOut') return; // signed in already: the console ignores storage
        if (event.userType === 'SERVICE') {
          const body = { username: 'service', password: DEMO_PASSWORD };
          expectStatus(await login(api, { ...world }, body), 403, 'login as SERVICE');
          return;
        }
        const forged = await api.forge({
          sub: 'usr-admin',
          type: event.userType,
          companyDocument: event.companyDocument,
        });
        expectStatus(await me(api, forged), 403, `GET /users/me viewing ${event.companyDocument}`);
      },
    },
    COMPANY_SWITCHED: {
      allowed: async ({ event, api, world }) => {
        const res = await api.request('POST', '/api/auth/switch-company', {
          token: world.token ?? undefined,
          body: event,
        });
        expectStatus(res, 200, 'switch company');
        world.token = res.json().access_token;
      },
      refused: async ({ event, api, world }) => {
        const res = await api.request('POST', '/api/auth/switch-company', {
          token: world.token ?? undefined,
          body: event,
        });
        expectStatus(res, world.token ? 403 : 401, 'switch company');
      },
    },
    // A call with an expired token answers 401 (doc 1 §8); the console drops the session.
    SESSION_EXPIRED: {
      allowed: async ({ before, api, world }) => {
        const claims = {
          sub: 'usr-admin',
          type: 'ADMIN' as const,
          companyDocument: before.context.companyDocument ?? principal,
        };
        expectStatus(await me(api, await api.expired(claims)), 401, 'GET /users/me with an expired token');
        world.token = null;
        world.lastStatus = null;
      },
    },
    // Signing out forgets the token; the API then answers 401.
    SIGN_OUT: {
      allowed: async ({ api, world }) => {
        world.token = null;
        world.lastStatus = null;
        expectStatus(await me(api), 401, 'GET /users/me without a token');
      },
    },
  },

  async read(world, api) {
    if (world.token) {
      const res = await api.get('/api/configure', world.token);
      return res.statusCode === 200
        ? `signed in, viewing ${res.json()[0]?.companyDocument}`
        : `token refused (${res.statusCode})`;
    }
    return world.lastStatus === null ? 'no token' : `refused: ${reasonOf(world.lastStatus)}`;
  },

  expected(snapshot) {
    if (snapshot.value === 'fulfilled') return `signed in, viewing ${snapshot.context.companyDocument}`;
    if (snapshot.value === 'rejected') return `refused: ${snapshot.context.rejection}`;
    return 'no token';
  },
});
