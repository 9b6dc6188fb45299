import { expect } from 'vitest';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo-companies';
import { DEMO_PASSWORD } from '../../simulator/seed/demo-users';
import type { UserType } from '../../src/domain/user';
import { type SessionEvent, sessionMachine } from '../../src/machines/session.machine';
import type { SimClient } from '../api/sim-client';
import type { MachineModel } from './scenario-runner';

/** The client side of a session: the token the console holds, and one stored from an earlier
 * sign-in (what RESTORED reads from storage). */
interface SessionWorld {
  token: string | null;
  stored: string;
  lastStatus: number | null;
}

const { principal, subsidiary1, subsidiary2, outsider } = DEMO_DOCUMENTS;
const adminViewable = [principal, subsidiary1, subsidiary2];
const DEMO_USER: Partial<Record<UserType, string>> = { ADMIN: 'admin', SERVICE: 'service' };

const login = async (sim: SimClient, world: SessionWorld, body: unknown) => {
  const res = await sim.request('POST', '/api/auth/login', { body });
  world.lastStatus = res.statusCode;
  world.token = res.statusCode === 200 ? res.json().access_token : null;
  return res.statusCode;
};
const FAILED_LOGINS: Record<string, [body: unknown, status: number]> = {
  401: [{ username: 'admin', password: 'wrong' }, 401],
  403: [{ username: 'service', password: DEMO_PASSWORD }, 403],
  other: [{ username: 'admin' }, 400],
};
const me = (sim: SimClient, token?: string | null) => sim.get('/api/users/me', token ?? undefined);

export const sessionModel: MachineModel<typeof sessionMachine, SessionWorld> = {
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

  world: async (sim) => ({ token: null, stored: await sim.login('admin'), lastStatus: null }),

  steps: {
    // The request starts; its answer is the next event.
    LOGIN: { allowed: async () => {} },
    // ADMIN → 200; SERVICE → 403 (doc 1 §6).
    LOGIN_SUCCEEDED: {
      allowed: async ({ event, after, sim, world }) => {
        const status = await login(sim, world, {
          username: DEMO_USER[event.userType],
          password: DEMO_PASSWORD,
        });
        expect(status).toBe(after.value === 'fulfilled' ? 200 : 403);
      },
    },
    // The login call's failure, by status: 401 a wrong password, 403 a SERVICE account, anything
    // else a malformed login (400) until the faults plugin can make the simulator answer 500.
    LOGIN_FAILED: {
      allowed: async ({ event, sim, world }) => {
        const [body, status] = FAILED_LOGINS[event.status ?? 0] ?? FAILED_LOGINS.other;
        expect(await login(sim, world, body)).toBe(status);
      },
    },
    // A stored token is accepted by the API; the refusals are refused by the API too.
    RESTORED: {
      allowed: async ({ sim, world }) => {
        expect((await me(sim, world.stored)).statusCode).toBe(200);
        world.token = world.stored;
      },
      refused: async ({ event, before, sim, world }) => {
        if (before.value !== 'signedOut') return;
        if (event.userType === 'SERVICE') {
          expect(await login(sim, { ...world }, { username: 'service', password: DEMO_PASSWORD })).toBe(403);
          return;
        }
        const forged = sim.forge({
          sub: 'usr-admin',
          type: event.userType,
          companyDocument: event.companyDocument,
        });
        expect((await me(sim, forged)).statusCode).toBe(403);
      },
    },
    COMPANY_SWITCHED: {
      allowed: async ({ event, sim, world }) => {
        const res = await sim.request('POST', '/api/auth/switch-company', {
          token: world.token ?? undefined,
          body: event,
        });
        expect(res.statusCode).toBe(200);
        world.token = res.json().access_token;
      },
      refused: async ({ event, sim, world }) => {
        const res = await sim.request('POST', '/api/auth/switch-company', {
          token: world.token ?? undefined,
          body: event,
        });
        expect(res.statusCode).toBe(world.token ? 403 : 401);
      },
    },
    // A call with an expired token answers 401 (doc 1 §8); the console drops the session.
    SESSION_EXPIRED: {
      allowed: async ({ before, sim, world }) => {
        const claims = {
          sub: 'usr-admin',
          type: 'ADMIN' as const,
          companyDocument: before.context.companyDocument ?? principal,
        };
        expect((await me(sim, sim.expired(claims))).statusCode).toBe(401);
        world.token = null;
      },
    },
    // Signing out forgets the token; the API then answers 401.
    SIGN_OUT: {
      allowed: async ({ sim, world }) => {
        world.token = null;
        expect((await me(sim)).statusCode).toBe(401);
      },
    },
  },

  async observe(snapshot, world, sim) {
    if (snapshot.value !== 'fulfilled') {
      expect(world.token, `no token while ${snapshot.value}`).toBeNull();
    } else {
      const configure = await sim.get('/api/configure', world.token ?? undefined);
      expect(configure.statusCode).toBe(200);
      expect(configure.json()[0].companyDocument).toBe(snapshot.context.companyDocument);
    }
    if (snapshot.value === 'rejected') {
      const expected = { credentials: 401, permission: 403, error: 400 }[
        snapshot.context.rejection ?? 'error'
      ];
      expect(world.lastStatus, `rejection ${snapshot.context.rejection}`).toBe(expected);
    }
  },
};
