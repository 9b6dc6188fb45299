import { assign, setup } from 'xstate';
import { mayUseConsole, type UserType } from '../domain/user';
import { lifecycle } from './ask';

/**
 * Session lifecycle — doc 1 §4 "Session: request (loading), fulfilled, token changed, rejected,
 * signed out". Pure: no invoke, no after; the login screen sends the call's outcome as events.
 *
 * | rule | seed |
 * |---|---|
 * | LOGIN starts a request from signedOut or rejected | doc 1 §4 |
 * | an answer whose token type is SERVICE is rejected with a permission error | doc 1 §6, §8 |
 * | a 403 answer (the simulator refuses SERVICE accounts itself) is the same permission error | doc 1 §6, §8 |
 * | a 401 answer is rejected as wrong credentials; any other failure as a generic error | doc 1 §8 |
 * | COMPANY_SWITCHED changes the token only while fulfilled, and only to a viewable company | doc 1 §6 |
 * | SESSION_EXPIRED (a 401 mid-session) and SIGN_OUT end the session | doc 1 §8 |
 * | RESTORED (a readable stored session on load) signs in without a request, unless the stored user is a SERVICE account or views a company it may not view | doc 1 §3.4, §6 |
 *
 * "token changed" is the fulfilled state's self-transition on COMPANY_SWITCHED (the token and the
 * viewed company change, the session stays signed in).
 */
export type RejectionReason = 'credentials' | 'permission' | 'error';

export interface SessionContext {
  userType: UserType | null;
  companyDocument: string | null;
  /** documents this user may view: its own company and subsidiaries */
  viewable: string[];
  rejection: RejectionReason | null;
}

export type SessionEvent =
  | { type: 'LOGIN' }
  | { type: 'LOGIN_SUCCEEDED'; userType: UserType; companyDocument: string; viewable: string[] }
  | { type: 'LOGIN_FAILED'; status: number | null }
  | { type: 'RESTORED'; userType: UserType; companyDocument: string; viewable: string[] }
  | { type: 'COMPANY_SWITCHED'; companyDocument: string }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'SIGN_OUT' };

export type SessionState = 'signedOut' | 'requesting' | 'fulfilled' | 'rejected';

const empty: SessionContext = { userType: null, companyDocument: null, viewable: [], rejection: null };

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  guards: {
    isServiceAccount: ({ event }) => event.type === 'LOGIN_SUCCEEDED' && !mayUseConsole(event.userType),
    isRestorable: ({ event }) =>
      event.type === 'RESTORED' &&
      mayUseConsole(event.userType) &&
      event.viewable.includes(event.companyDocument),
    isWrongCredentials: ({ event }) => event.type === 'LOGIN_FAILED' && event.status === 401,
    isForbidden: ({ event }) => event.type === 'LOGIN_FAILED' && event.status === 403,
    isViewableCompany: ({ context, event }) =>
      event.type === 'COMPANY_SWITCHED' && context.viewable.includes(event.companyDocument),
  },
  actions: {
    clear: assign(() => empty),
    rememberUser: assign(({ event }) =>
      event.type === 'LOGIN_SUCCEEDED' || event.type === 'RESTORED'
        ? {
            userType: event.userType,
            companyDocument: event.companyDocument,
            viewable: event.viewable,
            rejection: null,
          }
        : {},
    ),
    rejectPermission: assign({ ...empty, rejection: 'permission' as const }),
    rejectCredentials: assign({ ...empty, rejection: 'credentials' as const }),
    rejectError: assign({ ...empty, rejection: 'error' as const }),
    changeCompany: assign(({ event }) =>
      event.type === 'COMPANY_SWITCHED' ? { companyDocument: event.companyDocument } : {},
    ),
  },
}).createMachine({
  id: 'session',
  initial: 'signedOut',
  context: empty,
  states: {
    signedOut: {
      on: {
        LOGIN: { target: 'requesting', actions: 'clear' },
        RESTORED: { guard: 'isRestorable', target: 'fulfilled', actions: 'rememberUser' },
      },
    },
    requesting: {
      on: {
        LOGIN_SUCCEEDED: [
          { guard: 'isServiceAccount', target: 'rejected', actions: 'rejectPermission' },
          { target: 'fulfilled', actions: 'rememberUser' },
        ],
        LOGIN_FAILED: [
          { guard: 'isWrongCredentials', target: 'rejected', actions: 'rejectCredentials' },
          { guard: 'isForbidden', target: 'rejected', actions: 'rejectPermission' },
          { target: 'rejected', actions: 'rejectError' },
        ],
      },
    },
    fulfilled: {
      on: {
        COMPANY_SWITCHED: {
          guard: 'isViewableCompany',
          target: 'fulfilled',
          reenter: true,
          actions: 'changeCompany',
        },
        SESSION_EXPIRED: { target: 'signedOut', actions: 'clear' },
        SIGN_OUT: { target: 'signedOut', actions: 'clear' },
      },
    },
    rejected: { on: { LOGIN: { target: 'requesting', actions: 'clear' } } },
  },
});

/** A signed-in viewer (the token's claims and the companies it may view) as the session machine
 * sees it: fulfilled, with that context — what the simulator asks before a company switch. */
export const signedInLifecycle = lifecycle(
  sessionMachine,
  () => 'fulfilled',
  (viewer: { userType: UserType; companyDocument: string; viewable: string[] }) => ({
    userType: viewer.userType,
    companyDocument: viewer.companyDocument,
    viewable: viewer.viewable,
    rejection: null,
  }),
);
