import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_DOCK_COLOR,
  freeRanges,
  platformClock,
  roundUpTime,
  startChoices,
  YARD_APPOINTMENT_STATUSES,
  YARD_OPERATION_TYPES,
  type YardDock,
  yardAppointmentInput,
  yardDockInput,
} from '../../src/domain/yard';
import { yardAppointmentLifecycle } from '../../src/machines/yard-appointment.machine';
import { decide } from '../http/decide';
import { badRequest } from '../http/http-error';
import { addRoute, noBody } from '../http/validate';
import { YARD_MESSAGES, yardMessage } from '../i18n/messages/yard';
import { idParams, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import { assertFree, assertSlotTimes, driverOf, viewableAppointment, viewableDock } from './yard-booking';

/**
 * Yard (doc 3 §7 "Yard": GET /yard; GET /yard/{id}; POST /yard; PUT /yard/{id} (payload includes
 * companyDocument). GET /yard-appointment; GET /yard-appointment/{id}; POST /yard-appointment;
 * PATCH /yard-appointment/{id}; PUT /yard-appointment/confirmation/{id}; DELETE
 * /yard-appointment/{id}; GET /yard-appointment/dock/available-time/{a}/{b}).
 *
 * Decisions where the seed is silent (also in simulator/README.md "Yard"):
 * - docks belong to a company of the caller's group (the payload's companyDocument, the viewed
 *   company when absent); lists show every company the token may view, filtered by `companyDocument`;
 * - changing a dock's hours leaves its existing appointments as they are; new bookings obey them;
 * - `{a}/{b}` of available-time are the dock id and the day (yyyy-MM-dd); `except` frees the slot of
 *   the appointment being edited; the answer is the free ranges and the 30-minute start times;
 * - the appointment list reads a date range (initialDate..finalDate, at most 62 days; default the
 *   current week) — the scheduler's week, or several weeks after "load previous / next".
 */
const day = type(/^\d{4}-\d{2}-\d{2}$/);
const dockQuery = type({
  ...pagingFields,
  'name?': 'string <= 80',
  'building?': 'string <= 64',
  'typeOperation?': type.enumerated(...YARD_OPERATION_TYPES),
  'companyDocument?': 'string <= 14',
});
const appointmentQuery = type({
  'origin?': 'string',
  'initialDate?': day,
  'finalDate?': day,
  'yardDockId?': 'string <= 64',
  'status?': type.enumerated(...YARD_APPOINTMENT_STATUSES),
  'building?': 'string <= 64',
  'typeOperation?': type.enumerated(...YARD_OPERATION_TYPES),
  'companyDocument?': 'string <= 14',
  'search?': 'string <= 100',
});
const availableParams = type({ a: '0 < string <= 64', b: day });
const availableQuery = type({ 'origin?': 'string', 'except?': 'string <= 64' });
const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;

/** `date` moved by `days`; a day the calendar does not have (2026-02-31, 0000-00-00) is a 400 with
 * the range message, never a 500 (found by the fuzz, issue 18). */
const dayShift = (date: string, days: number) => {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date)
    throw badRequest(YARD_MESSAGES.badRange(MAX_RANGE_DAYS));
  return new Date(at + days * DAY_MS).toISOString().slice(0, 10);
};

export async function yardRoutes(app: FastifyInstance) {
  const tags = ['yard'];
  const dockOf = (request: Parameters<typeof viewedCompany>[0], body: typeof yardDockInput.infer) => {
    if (body.endTime <= body.startTime) throw badRequest(YARD_MESSAGES.dockHoursReversed);
    const companyDocument = body.companyDocument || viewedCompany(request);
    request.assertViewable(companyDocument);
    return {
      name: body.name.trim().toUpperCase(),
      building: body.building.trim(),
      startTime: body.startTime,
      endTime: body.endTime,
      color: body.color ?? DEFAULT_DOCK_COLOR,
      typeOperation: body.typeOperation,
      companyDocument,
    };
  };

  addRoute(app, {
    method: 'GET',
    url: '/yard',
    summary:
      'Docks of the companies the token may view (page, take, name, building, typeOperation, companyDocument); answers docks and total',
    tags,
    auth: true,
    querystring: dockQuery,
    handler: async (request) => {
      const q = request.query;
      if (q.companyDocument) request.assertViewable(q.companyDocument);
      return request.store.yard.docks({
        companyDocuments: request.viewer.viewable,
        ...pageOf(q),
        name: q.name?.trim() || undefined,
        building: q.building?.trim() || undefined,
        typeOperation: q.typeOperation,
        companyDocument: q.companyDocument || undefined,
      });
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/yard/:id',
    summary: 'One dock; 404; 403 for another group',
    tags,
    auth: true,
    params: idParams,
    handler: async (request) => viewableDock(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/yard',
    summary: 'Create a dock (doc 3 §5: name, building, startTime, endTime required; colour default #000000)',
    tags,
    auth: true,
    body: yardDockInput,
    handler: async (request, reply) => {
      const dock: YardDock = { id: request.store.yard.nextDockId(), ...dockOf(request, request.body) };
      request.store.yard.insertDock(dock);
      reply.status(201);
      return { message: yardMessage(request, 'dockCreated'), dock };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/yard/:id',
    summary: 'Update a dock (payload includes companyDocument, doc 3 §7)',
    tags,
    auth: true,
    params: idParams,
    body: yardDockInput,
    handler: async (request) => {
      const current = viewableDock(request, request.params.id);
      const dock: YardDock = { id: current.id, ...dockOf(request, request.body) };
      request.store.yard.updateDock(dock);
      return { message: yardMessage(request, 'dockUpdated'), dock };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/yard-appointment',
    summary:
      'Appointments between initialDate and finalDate (yyyy-MM-dd, at most 62 days; default the current week), filtered by dock, status, building, typeOperation, companyDocument, search; answers appointments and total',
    tags,
    auth: true,
    querystring: appointmentQuery,
    handler: async (request) => {
      const q = request.query;
      const today = platformClock(request.now()).date;
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      const from = dayShift(q.initialDate ?? dayShift(today, -weekday), 0);
      const to = dayShift(q.finalDate ?? dayShift(from, 6), 0);
      if (to < from || Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * DAY_MS)
        throw badRequest(YARD_MESSAGES.badRange(MAX_RANGE_DAYS));
      if (q.companyDocument) request.assertViewable(q.companyDocument);
      const appointments = request.store.yard.appointments({
        companyDocuments: q.companyDocument ? [q.companyDocument] : request.viewer.viewable,
        from,
        to,
        yardDockId: q.yardDockId,
        status: q.status,
        building: q.building?.trim() || undefined,
        typeOperation: q.typeOperation,
        text: q.search?.trim() || undefined,
      });
      return { appointments, total: appointments.length, initialDate: from, finalDate: to };
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/yard-appointment/:id',
    summary: 'One appointment; 404; 403 for another group',
    tags,
    auth: true,
    params: idParams,
    handler: async (request) => viewableAppointment(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/yard-appointment',
    summary:
      'Book a dock (doc 3 §5); 400 past date or time, end before start, outside the dock hours, not a driver; 409 overlapping another appointment of the dock',
    tags,
    auth: true,
    body: yardAppointmentInput,
    handler: async (request, reply) => {
      const body = request.body;
      const dock = viewableDock(request, body.yardDockId);
      assertSlotTimes(request, dock, body);
      const driver = driverOf(request, body.data.userId);
      const { yard } = request.store;
      const appointment = yard.transaction(() => {
        assertFree(request, dock, body);
        const row = {
          id: yard.nextAppointmentId(),
          companyDocument: viewedCompany(request),
          yardDockId: dock.id,
          status: body.status,
          createdBy: request.viewer.user.userName,
          dateEvent: body.dateEvent,
          startTime: body.startTime,
          endTime: body.endTime,
          data: { ...driver, orderId: body.data.orderId ?? null, orderNumber: body.data.orderNumber ?? null },
          title: body.title.trim(),
          description: body.description.trim(),
        };
        yard.insertAppointment(row);
        return row;
      });
      reply.status(201);
      return { message: yardMessage(request, 'appointmentCreated'), appointment };
    },
  });
  addRoute(app, {
    method: 'PATCH',
    url: '/yard-appointment/:id',
    summary:
      'Edit an appointment (any status, doc 3 §4); a changed dock, date or time is checked as a new booking (400, 409)',
    tags,
    auth: true,
    params: idParams,
    body: yardAppointmentInput,
    handler: async (request) => {
      const body = request.body;
      const current = viewableAppointment(request, request.params.id);
      const next = decide(
        yardAppointmentLifecycle,
        current,
        [{ type: 'EDIT', status: body.status }],
        YARD_MESSAGES.refused,
      );
      const dock = viewableDock(request, body.yardDockId);
      const moved =
        body.yardDockId !== current.yardDockId ||
        body.dateEvent !== current.dateEvent ||
        body.startTime !== current.startTime ||
        body.endTime !== current.endTime;
      // ours: a status-only edit of a past appointment (marking it completed) is not a new booking
      if (moved) assertSlotTimes(request, dock, body);
      const driver = driverOf(request, body.data.userId);
      const { yard } = request.store;
      const appointment = yard.transaction(() => {
        if (moved) assertFree(request, dock, body, current.id);
        const row = {
          ...current,
          yardDockId: dock.id,
          status: next.state as typeof body.status,
          dateEvent: body.dateEvent,
          startTime: body.startTime,
          endTime: body.endTime,
          data: { ...driver, orderId: body.data.orderId ?? null, orderNumber: body.data.orderNumber ?? null },
          title: body.title.trim(),
          description: body.description.trim(),
        };
        yard.updateAppointment(row);
        return row;
      });
      return { message: yardMessage(request, 'appointmentUpdated'), appointment };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/yard-appointment/confirmation/:id',
    summary: 'Confirm an appointment: pending → accepted (409 in any other status)',
    tags,
    auth: true,
    params: idParams,
    body: noBody,
    handler: async (request) => {
      const current = viewableAppointment(request, request.params.id);
      const next = decide(
        yardAppointmentLifecycle,
        current,
        [{ type: 'CONFIRM' }],
        YARD_MESSAGES.notConfirmable(current.status),
      );
      request.store.yard.setStatus(current.id, next.state);
      return {
        message: yardMessage(request, 'appointmentConfirmed'),
        appointment: { ...current, status: next.state },
      };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/yard-appointment/:id',
    summary: 'Delete an appointment (any status)',
    tags,
    auth: true,
    params: idParams,
    handler: async (request) => {
      const current = viewableAppointment(request, request.params.id);
      decide(yardAppointmentLifecycle, current, [{ type: 'DELETE' }], YARD_MESSAGES.refused);
      request.store.yard.removeAppointment(current.id);
      return { message: yardMessage(request, 'appointmentDeleted') };
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/yard-appointment/dock/available-time/:a/:b',
    summary:
      "The free times of dock {a} on day {b} (yyyy-MM-dd): its hours minus its appointments and, today, the past; `except` frees an appointment's own slot",
    tags,
    auth: true,
    params: availableParams,
    querystring: availableQuery,
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
