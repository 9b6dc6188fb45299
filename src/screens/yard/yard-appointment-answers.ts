import type { YardAppointment } from '../../domain/yard';
import { can } from '../../machines/ask';
import { yardAppointmentLifecycle } from '../../machines/yard-appointment.machine';

// What an appointment's popup may offer, asked of the yard-appointment machine through
// src/machines/ask.ts (doc 3 §4, §7: CONFIRM pending → accepted only; DELETE in any status).

export interface YardAppointmentAnswers {
  delete: boolean;
  confirm: boolean;
}

export function yardAppointmentAnswers(appointment: YardAppointment): YardAppointmentAnswers {
  return {
    delete: can(yardAppointmentLifecycle, appointment, { type: 'DELETE' }),
    confirm: can(yardAppointmentLifecycle, appointment, { type: 'CONFIRM' }),
  };
}
