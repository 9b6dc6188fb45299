import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/validate';
import { sessionClockAnswer } from './sim-answers';

const TEN_YEARS_MS = 10 * 366 * 86_400_000;
/** PUT /__sim/clock: freeze at an ISO instant, or null to follow the wall clock again. */
export const clockSetting = type({ at: 'string.date.iso | null' });
/** PUT /__sim/clock/rate: run at `rate` simulated ms per wall ms (1 = the wall clock's pace). */
export const clockRate = type({ rate: '0.01 <= number <= 10000' });
/** POST /__sim/clock/advance: move the clock by `ms` (negative moves it back). */
export const clockAdvance = type({ ms: `${-TEN_YEARS_MS} <= number.integer <= ${TEN_YEARS_MS}` });

/** The simulated clock of the caller's session (plugins/clock.ts): every "now" of the simulator. */
export async function simClockRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/clock',
    summary: "This session's simulated clock: now, whether it is frozen, its shift from the wall clock",
    tags: ['simulator'],
    response: sessionClockAnswer,
    handler: async (request) => ({ session: request.simSession, ...app.clockOf(request.simSession).state() }),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/clock',
    summary: 'Freeze the clock at `at` (ISO instant), or follow the wall clock again with `at: null`',
    tags: ['simulator'],
    response: sessionClockAnswer,
    body: clockSetting,
    handler: async (request) => {
      const clock = app.clockOf(request.simSession);
      clock.set(request.body.at === null ? null : new Date(request.body.at));
      return { session: request.simSession, ...clock.state() };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/clock/rate',
    summary:
      'Run the clock at `rate` simulated ms per wall ms from now on (60 = a minute a second; 1 = the wall pace); a frozen clock starts running',
    tags: ['simulator'],
    response: sessionClockAnswer,
    body: clockRate,
    handler: async (request) => {
      const clock = app.clockOf(request.simSession);
      clock.setRate(request.body.rate);
      return { session: request.simSession, ...clock.state() };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/clock/advance',
    summary: 'Move the clock by `ms` milliseconds (frozen or not; negative moves it back)',
    tags: ['simulator'],
    response: sessionClockAnswer,
    body: clockAdvance,
    handler: async (request) => {
      const clock = app.clockOf(request.simSession);
      clock.advance(request.body.ms);
      return { session: request.simSession, ...clock.state() };
    },
  });
}
