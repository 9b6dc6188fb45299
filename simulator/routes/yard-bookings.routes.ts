import type { FastifyInstance } from 'fastify';
import { YARD_APPOINTMENT_STATUSES, yardAppointmentInput } from '../../src/domain/yard';
import { yardAppointmentLifecycle } from '../../src/machines/yard-appointment.machine';
import { decide, within } from '../http/decide';
import { addRoute } from '../http/validate';
import { appointmentChange } from '../http/yard-answers';
import { YARD_MESSAGES, yardMessage } from '../i18n/messages/yard';
import { idParams, viewedCompany } from '../orders-area/http';
import { assertFree, assertSlotTimes, driverOf, viewableAppointment, viewableDock } from './yard-booking';

// Booking a dock (doc 3 §7 "POST /yard-appointment; PATCH /yard-appointment/{id}"; doc 3 §5): the
// times and the dock's hours checked first (400), then, inside one transaction, no overlap with
// another appointment of the dock (409, also under concurrent creation).

type Booking = typeof yardAppointmentInput.infer;

/** What a booking body writes on the appointment (the same on create and edit). */
const bookedFields = (body: Booking, yardDockId: string, driver: ReturnType<typeof driverOf>) => ({
  yardDockId,
  dateEvent: body.dateEvent,
  startTime: body.startTime,
  endTime: body.endTime,
  data: { ...driver, orderId: body.data.orderId ?? null, orderNumber: body.data.orderNumber ?? null },
  title: body.title.trim(),
  description: body.description.trim(),
});

export async function yardBookingRoutes(app: FastifyInstance) {
  const tags = ['yard'];
  addRoute(app, {
    method: 'POST',
    url: '/yard-appointment',
    summary:
      'Book a dock (doc 3 §5); 400 past date or time, end before start, outside the dock hours, not a driver; 409 overlapping another appointment of the dock',
    tags,
    auth: true,
    body: yardAppointmentInput,
    response: appointmentChange,
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
          createdBy: request.viewer.user.userName,
          ...bookedFields(body, dock.id, driver),
          status: body.status,
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
    response: appointmentChange,
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
          ...bookedFields(body, dock.id, driver),
          status: within(next.state, YARD_APPOINTMENT_STATUSES),
        };
        yard.updateAppointment(row);
        return row;
      });
      return { message: yardMessage(request, 'appointmentUpdated'), appointment };
    },
  });
}
