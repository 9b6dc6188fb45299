import { setup } from 'xstate';
import { YARD_APPOINTMENT_STATUSES, type YardAppointmentStatus } from '../domain/yard';
import { lifecycle } from './ask';

/**
 * Yard appointment — doc 3 §3 "Yard appointment", §4 "Yard appointment status: pending (default),
 * accepted, not-accept, changed, start-process, completed. The form lets the user pick any status;
 * no transition restriction is shown", §7 PATCH /yard-appointment/{id}, PUT
 * /yard-appointment/confirmation/{id}, DELETE /yard-appointment/{id}.
 *
 * | rule | seed |
 * |---|---|
 * | LOADED rests the record in its stored status | doc 3 §4 |
 * | EDIT (the edit dialog's save, PATCH) may set any status from any status — the seed shows no restriction, so none is invented | doc 3 §4 |
 * | CONFIRM (PUT …/confirmation) moves pending → accepted only; ours: confirming anything else is refused (409), it would overwrite a later decision | doc 3 §7 |
 * | DELETE removes the appointment in any status (ours: the seed restricts nothing) | doc 3 §7 |
 *
 * Overlap on a dock and the dock's hours are not statuses: they are the time rules of
 * src/domain/yard.ts, which the simulator asks before it writes (409 / 400 with the reason).
 */
export type YardAppointmentEvent =
  | { type: 'LOADED'; status: YardAppointmentStatus }
  | { type: 'EDIT'; status: YardAppointmentStatus }
  | { type: 'CONFIRM' }
  | { type: 'DELETE' };

/** one guarded branch per status: the event's status is the target */
const toStatus = () =>
  YARD_APPOINTMENT_STATUSES.map((status) => ({
    guard: { type: 'isStatus' as const, params: { status } },
    target: `#yardAppointment.${status}`,
  }));

const statusState = {
  on: {
    EDIT: toStatus(),
    DELETE: { target: '#yardAppointment.deleted' },
  },
};

export const yardAppointmentMachine = setup({
  types: { events: {} as YardAppointmentEvent },
  guards: {
    /** the event asks for `status` */
    isStatus: ({ event }, params: { status: YardAppointmentStatus }) =>
      (event.type === 'LOADED' || event.type === 'EDIT') && event.status === params.status,
  },
}).createMachine({
  id: 'yardAppointment',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: toStatus() } },
    pending: { on: { ...statusState.on, CONFIRM: { target: 'accepted' } } },
    accepted: statusState,
    'not-accept': statusState,
    changed: statusState,
    'start-process': statusState,
    completed: statusState,
    deleted: { type: 'final' },
  },
});

/** A stored appointment as ask.ts asks it: its status is the state. */
export const yardAppointmentLifecycle = lifecycle(
  yardAppointmentMachine,
  (a: { status: YardAppointmentStatus }) => a.status,
);
