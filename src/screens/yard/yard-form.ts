import type { ArkErrors } from 'arktype';
import { type Problem, validate } from '../../domain/validation';
import {
  appointmentTimeProblem,
  DEFAULT_DOCK_COLOR,
  DEFAULT_DOCK_END,
  DEFAULT_DOCK_START,
  type YardAppointment,
  type YardAppointmentInput,
  type YardAppointmentStatus,
  type YardDock,
  type YardDockInput,
  type YardOperationType,
  yardAppointmentInput,
  yardDockInput,
} from '../../domain/yard';

// The yard forms' values and checks: the same arktype schemas as the simulator (src/domain/yard.ts)
// plus the time rules of doc 3 §5, told with locale keys.

/** field → locale id and values of its first problem */
export type FormProblems = Record<string, { id: string; values?: Record<string, string | number> }>;

function firstByField(schema: (data: unknown) => unknown, body: unknown): FormProblems {
  const result = validate(schema as (data: unknown) => unknown | ArkErrors, body);
  const out: FormProblems = {};
  if (result.ok) return out;
  for (const p of result.problems as Problem[]) {
    const field = p.field.startsWith('data.') ? 'driver' : p.field;
    out[field] ??= { id: p.key, values: p.values };
  }
  return out;
}

export interface DockValues {
  name: string;
  building: string;
  startTime: string;
  endTime: string;
  color: string;
  typeOperation: YardOperationType;
  companyDocument: string;
}

export const newDockValues = (companyDocument: string): DockValues => ({
  name: '',
  building: '',
  startTime: DEFAULT_DOCK_START,
  endTime: DEFAULT_DOCK_END,
  color: DEFAULT_DOCK_COLOR,
  typeOperation: 'both',
  companyDocument,
});

export const dockValuesOf = (d: YardDock): DockValues => ({ ...d });

export const dockInputOf = (v: DockValues): YardDockInput => ({
  name: v.name.trim(),
  building: v.building.trim(),
  startTime: v.startTime,
  endTime: v.endTime,
  color: v.color,
  typeOperation: v.typeOperation,
  companyDocument: v.companyDocument,
});

export function dockProblems(v: DockValues): FormProblems {
  const out = firstByField(yardDockInput, dockInputOf(v));
  if (!out.endTime && !out.startTime && v.endTime <= v.startTime)
    out.endTime = { id: 'yard.validation.endBeforeStart' };
  return out;
}

export interface AppointmentValues {
  title: string;
  description: string;
  yardDockId: string;
  userId: string;
  status: YardAppointmentStatus;
  dateEvent: string;
  startTime: string;
  endTime: string;
}

export const appointmentValuesOf = (a: YardAppointment): AppointmentValues => ({
  title: a.title,
  description: a.description,
  yardDockId: a.yardDockId,
  userId: a.data.userId,
  status: a.status,
  dateEvent: a.dateEvent,
  startTime: a.startTime,
  endTime: a.endTime,
});

export const appointmentInputOf = (v: AppointmentValues, keep?: YardAppointment): YardAppointmentInput => ({
  title: v.title.trim(),
  description: v.description.trim(),
  yardDockId: v.yardDockId,
  status: v.status,
  dateEvent: v.dateEvent,
  startTime: v.startTime,
  endTime: v.endTime,
  data: {
    userId: v.userId,
    orderId: keep?.data.orderId ?? null,
    orderNumber: keep?.data.orderNumber ?? null,
  },
});

/** doc 3 §5: the required fields, then the date and times (checked only when they changed on an
 * edit: marking a past appointment completed is no new booking — as the simulator decides). */
export function appointmentProblems(
  v: AppointmentValues,
  now: Date,
  original?: YardAppointment,
): FormProblems {
  const out = firstByField(yardAppointmentInput, appointmentInputOf(v));
  const moved =
    !original ||
    original.dateEvent !== v.dateEvent ||
    original.startTime !== v.startTime ||
    original.endTime !== v.endTime ||
    original.yardDockId !== v.yardDockId;
  if (moved && !out.dateEvent && !out.startTime && !out.endTime) {
    const time = appointmentTimeProblem(v, now);
    if (time) out[time.field] = { id: `yard.validation.${time.problem}` };
  }
  return out;
}
