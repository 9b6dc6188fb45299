import type { FastifyInstance } from 'fastify';
import { yardAppointmentRoutes } from './yard-appointments.routes';
import { yardAvailableTimeRoutes } from './yard-available-time.routes';
import { yardBookingRoutes } from './yard-bookings.routes';
import { yardDockRoutes } from './yard-docks.routes';

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
export async function yardRoutes(app: FastifyInstance) {
  await yardDockRoutes(app);
  await yardAppointmentRoutes(app);
  await yardBookingRoutes(app);
  await yardAvailableTimeRoutes(app);
}
