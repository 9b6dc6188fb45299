import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { YARD_APPOINTMENT_STATUSES, YARD_OPERATION_TYPES } from '../../src/domain/yard';
import { yardAppointmentLifecycle } from '../../src/machines/yard-appointment.machine';
import { messageAnswer } from '../http/answers';
import { decide, within } from '../http/decide';
import { addRoute, noBody } from '../http/validate';
import { appointmentAnswer, appointmentChange, appointmentsPage } from '../http/yard-answers';
import { YARD_MESSAGES, yardMessage } from '../i18n/messages/yard';
import { idParams } from '../orders-area/http';
import { viewableAppointment } from './yard-booking';
import { day, listRange } from './yard-range';

// Yard appointments read, confirmed and deleted (doc 3 §7 "GET /yard-appointment; GET
// /yard-appointment/{id}; PUT /yard-appointment/confirmation/{id}; DELETE /yard-appointment/{id}");
// the status changes are asked of yardAppointmentLifecycle. Booking: yard-bookings.routes.ts.

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
export async function yardAppointmentRoutes(app: FastifyInstance) {
  const tags = ['yard'];
  addRoute(app, {
    method: 'GET',
    url: '/yard-appointment',
    summary:
      'Appointments between initialDate and finalDate (yyyy-MM-dd, at most 62 days; default the current week), filtered by dock, status, building, typeOperation, companyDocument, search; answers appointments and total',
    tags,
    auth: true,
    querystring: appointmentQuery,
    response: appointmentsPage,
    handler: async (request) => {
      const q = request.query;
      const { from, to } = listRange(request, q);
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
    response: appointmentAnswer,
    handler: async (request) => viewableAppointment(request, request.params.id),
  });
  addRoute(app, {
    method: 'PUT',
    url: '/yard-appointment/confirmation/:id',
    summary: 'Confirm an appointment: pending → accepted (409 in any other status)',
    tags,
    auth: true,
    params: idParams,
    body: noBody,
    response: appointmentChange,
    handler: async (request) => {
      const current = viewableAppointment(request, request.params.id);
      const next = decide(
        yardAppointmentLifecycle,
        current,
        [{ type: 'CONFIRM' }],
        YARD_MESSAGES.notConfirmable(current.status),
      );
      request.store.yard.setStatus(current.id, within(next.state, YARD_APPOINTMENT_STATUSES));
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
    response: messageAnswer,
    handler: async (request) => {
      const current = viewableAppointment(request, request.params.id);
      decide(yardAppointmentLifecycle, current, [{ type: 'DELETE' }], YARD_MESSAGES.refused);
      request.store.yard.removeAppointment(current.id);
      return { message: yardMessage(request, 'appointmentDeleted') };
    },
  });
}
