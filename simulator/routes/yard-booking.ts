import type { FastifyRequest } from 'fastify';
import {
  appointmentTimeProblem,
  overlaps,
  withinDockHours,
  type YardAppointment,
  type YardDock,
} from '../../src/domain/yard';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { YARD_MESSAGES } from '../i18n/messages/yard';

// What the Yard routes share: tenancy of docks and appointments (a dock of any company the token
// may view — doc 1 §6 group; 404 unknown, 403 another group's), and the booking rules asked before
// an appointment is written (doc 3 §5 times, the dock's hours, no overlap on a dock).

export function viewableDock(request: FastifyRequest, id: string): YardDock {
  const dock = request.store.yard.dockById(id);
  if (!dock) throw notFound(YARD_MESSAGES.dockNotFound);
  if (!request.viewer.viewable.includes(dock.companyDocument)) throw forbidden(ORDER_MESSAGES.otherCompany);
  return dock;
}

export function viewableAppointment(request: FastifyRequest, id: string) {
  const appointment = request.store.yard.appointmentById(id);
  if (!appointment) throw notFound(YARD_MESSAGES.appointmentNotFound);
  if (!request.viewer.viewable.includes(appointment.companyDocument))
    throw forbidden(ORDER_MESSAGES.otherCompany);
  return appointment;
}

type Slot = Pick<YardAppointment, 'dateEvent' | 'startTime' | 'endTime'>;

/** doc 3 §5 (date today or later, start not before now, end after start) and the dock's hours:
 * 400 with the seed's message. */
export function assertSlotTimes(request: FastifyRequest, dock: YardDock, slot: Slot): void {
  const problem = appointmentTimeProblem(slot, request.now());
  if (problem) throw badRequest(YARD_MESSAGES.time(problem.problem));
  if (!withinDockHours(dock, slot))
    throw badRequest(YARD_MESSAGES.outsideDockHours(dock.name, dock.startTime, dock.endTime));
}

/** Two appointments never overlap on a dock: 409 naming the one in the way. Call inside the
 * transaction that writes, so a concurrent booking cannot pass the same check. */
export function assertFree(request: FastifyRequest, dock: YardDock, slot: Slot, exceptId?: string): void {
  const clash = request.store.yard
    .dayOfDock(dock.id, slot.dateEvent)
    .find((a) => a.id !== exceptId && overlaps(a, slot));
  if (clash) throw conflict(YARD_MESSAGES.overlap(dock.name, clash));
}

/** doc 3 §6: only active DRIVER users (of a company the token may view) are listed for
 * appointments; the stored name is the user's. 400 for anyone else. */
export function driverOf(request: FastifyRequest, userId: string): { userId: string; userName: string } {
  const user = request.store.users.byId(userId);
  const isDriver =
    user?.type === 'DRIVER' && user.isActive && request.viewer.viewable.includes(user.companyDocument);
  if (!user || !isDriver) throw badRequest(YARD_MESSAGES.notADriver);
  return { userId: user.id, userName: user.name };
}
