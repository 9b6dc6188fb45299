import { type } from 'arktype';
import {
  type TimeRange,
  YARD_APPOINTMENT_STATUSES,
  YARD_OPERATION_TYPES,
  type YardAppointment,
  type YardDock,
} from '../../src/domain/yard';
import { exact, listAnswer, messageWith, nullableText } from './answers';

/**
 * Answer types of the yard (doc 3 §2 Yard, §3, §7; simulator/routes/yard-docks.routes.ts,
 * yard-appointments, yard-bookings and yard-available-time .routes.ts): docks, appointments, their
 * pages and changes, and a dock's free times on a day. Checked against the domain types.
 */

export const yardDockAnswer = type({
  id: 'string',
  name: 'string',
  building: 'string',
  startTime: 'string',
  endTime: 'string',
  color: 'string',
  typeOperation: type.enumerated(...YARD_OPERATION_TYPES),
  companyDocument: 'string',
});
exact<typeof yardDockAnswer.infer, YardDock>(true);
export const yardDocksPage = listAnswer('docks', yardDockAnswer);
export const yardDockChange = messageWith('dock', yardDockAnswer);

export const appointmentAnswer = type({
  id: 'string',
  status: type.enumerated(...YARD_APPOINTMENT_STATUSES),
  createdBy: 'string',
  dateEvent: 'string',
  startTime: 'string',
  endTime: 'string',
  data: { orderId: nullableText, orderNumber: nullableText, userId: 'string', userName: 'string' },
  title: 'string',
  description: 'string',
  yardDockId: 'string',
  companyDocument: 'string',
});
exact<typeof appointmentAnswer.infer, YardAppointment>(true);
/** GET /yard-appointment: the appointments of the range, with the range they cover. */
export const appointmentsPage = listAnswer('appointments', appointmentAnswer).and({
  initialDate: 'string',
  finalDate: 'string',
});
export const appointmentChange = messageWith('appointment', appointmentAnswer);

const timeRange = type({ startTime: 'string', endTime: 'string' });
exact<typeof timeRange.infer, TimeRange>(true);
/** GET /yard-appointment/dock/available-time/{dock}/{day}: the free ranges and start choices. */
export const availableTimeAnswer = type({
  yardDockId: 'string',
  dateEvent: 'string',
  startTime: 'string',
  endTime: 'string',
  free: timeRange.array(),
  starts: 'string[]',
});
