import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../http/http-error';
import { MESSAGES } from '../i18n/messages/platform';

/** How many failed sign-ins one user name may have before it is locked, and for how long. */
export interface LoginLimit {
  /** failed sign-ins allowed within the window (default 10) */
  failures: number;
  /** the window, counted from the first failure; a locked name waits for its end (default 15 min) */
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMIT: LoginLimit = { failures: 10, windowMs: 15 * 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    loginAttempts: {
      /** 429, in the caller's language, while `userName` is locked; nothing is counted */
      assertNotLocked(request: FastifyRequest, reply: FastifyReply, userName: string): Promise<void>;
      /** counts a failed sign-in of `userName` */
      failed(request: FastifyRequest, userName: string): Promise<void>;
      /** a successful sign-in starts `userName`'s count again */
      succeeded(request: FastifyRequest, userName: string): void;
    };
  }
}

/**
 * Repeated wrong passwords for one user name are locked out for a while (issue 18), with
 * @fastify/rate-limit counting: keyed by simulator session and user name (never by address, so
 * the test suites that sign in hundreds of times from one address are not affected), counting
 * failures only (a peek before the password is checked, a count after it failed), and a success
 * starts a new count (the key carries how many successes the name has had). Below the limit a
 * failure keeps the seed's 401 (doc 1 §8); at the limit the answer is 429 with Retry-After.
 */
export const loginAttemptsPlugin = fp(
  async (app: FastifyInstance, options: { limit?: Partial<LoginLimit> }) => {
    const limit = { ...DEFAULT_LOGIN_LIMIT, ...options.limit };
    await app.register(rateLimit, { global: false });
    // bounded: test suites make a session per test, each signing in
    const successes = new LRUCache<string, number>({ max: 10_000 });
    const nameKey = (request: FastifyRequest, userName: string) =>
      `${request.simSession}\u0000${userName.toLowerCase()}`;
    const userNames = new WeakMap<FastifyRequest, string>();
    const check = app.createRateLimit({
      max: limit.failures,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => {
        const key = nameKey(request, userNames.get(request) ?? '');
        return `${key}\u0000${successes.get(key) ?? 0}`;
      },
    });
    app.decorate('loginAttempts', {
      async assertNotLocked(request: FastifyRequest, reply: FastifyReply, userName: string) {
        userNames.set(request, userName);
        // a peek: the failures so far, this attempt not counted (it may succeed)
        const status = await check(request, { increment: false });
        if (status.isAllowed || status.remaining > 0) return;
        reply.header('retry-after', status.ttlInSeconds);
        throw new HttpError(429, MESSAGES.loginLocked(Math.max(1, Math.ceil(status.ttl / 60_000))));
      },
      async failed(request: FastifyRequest, userName: string) {
        userNames.set(request, userName);
        await check(request);
      },
      succeeded(request: FastifyRequest, userName: string) {
        const key = nameKey(request, userName);
        successes.set(key, (successes.get(key) ?? 0) + 1);
      },
    });
  },
  { name: 'login-attempts', dependencies: ['sim-session'] },
);
