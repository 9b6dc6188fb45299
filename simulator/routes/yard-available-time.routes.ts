import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { freeRanges, platformClock, roundUpTime, startChoices } from '../../src/domain/yard';
import { addRoute } from '../http/validate';
import { availableTimeAnswer } from '../http/yard-answers';
import { viewableDock } from './yard-booking';
import { day } from './yard-range';

// The free times of a dock on a day (doc 3 §7 "GET /yard-appointment/dock/available-time/{a}/{b}"):
// what the calendar's create and edit dialog offers, so an overlapping booking cannot be picked.

const availableParams = type({ a: '0 < string <= 64', b: day });
const availableQuery = type({ 'origin?': 'string', 'except?': 'string <= 64' });

export async function yardAvailableTimeRoutes(app: FastifyInstance) {
  const tags = ['yard'];
  addRoute(app, {
    method: 'GET',
    url: '/yard-appointment/dock/available-time/:a/:b',
    summary:
      "The free times of dock {a} on day {b} (yyyy-MM-dd): its hours minus its appointments and, today, the past; `except` frees an appointment's own slot",
    tags,
    auth: true,
    params: availableParams,
    querystring: availableQuery,
    response: availableTimeAnswer,
    handler: async (request) => {
      const dock = viewableDock(request, request.params.a);
      const dateEvent = request.params.b;
      const clock = platformClock(request.now());
      const booked = request.store.yard
        .dayOfDock(dock.id, dateEvent)
        .filter((a) => a.id !== request.query.except);
      const free =
        dateEvent < clock.date
          ? []
          : freeRanges(dock, booked, dateEvent === clock.date ? roundUpTime(clock.time) : undefined);
      return {
        yardDockId: dock.id,
        dateEvent,
        startTime: dock.startTime,
        endTime: dock.endTime,
        free,
        starts: startChoices(free),
      };
    },
  });
}
