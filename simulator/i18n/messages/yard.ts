import { defineMessages } from '../i18n';

/**
 * Texts of the Yard and checklist calls (doc 3 §7 "Yard", doc 2 §7 checklists), in the caller's
 * language. Success texts are toasted as they come (doc 3 §8); the wording is ours. The time
 * refusals are the seed's pt-BR messages (doc 3 §5 "Deve ser maior ou igual a hoje", "Menor que a
 * hora atual", "Menor que a hora de início").
 */
export const { message: yardMessage } = defineMessages({
  'pt-BR': {
    dockCreated: 'Doca criada com sucesso',
    dockUpdated: 'Doca atualizada com sucesso',
    appointmentCreated: 'Agendamento criado com sucesso',
    appointmentUpdated: 'Agendamento atualizado com sucesso',
    appointmentConfirmed: 'Agendamento confirmado',
    appointmentDeleted: 'Agendamento excluído',
    checklistSaved:
      '{type, select, VEHICLE {Checklist do veículo} other {Checklist do mecânico}} salvo com sucesso',
  },
  'en-US': {
    dockCreated: 'Dock created',
    dockUpdated: 'Dock updated',
    appointmentCreated: 'Appointment created',
    appointmentUpdated: 'Appointment updated',
    appointmentConfirmed: 'Appointment confirmed',
    appointmentDeleted: 'Appointment deleted',
    checklistSaved: '{type, select, VEHICLE {Vehicle checklist} other {Mechanic checklist}} saved',
  },
  es: {
    dockCreated: 'Muelle creado con éxito',
    dockUpdated: 'Muelle actualizado con éxito',
    appointmentCreated: 'Cita creada con éxito',
    appointmentUpdated: 'Cita actualizada con éxito',
    appointmentConfirmed: 'Cita confirmada',
    appointmentDeleted: 'Cita eliminada',
    checklistSaved:
      '{type, select, VEHICLE {Checklist del vehículo} other {Checklist del mecánico}} guardado con éxito',
  },
});

const { text: yardError } = defineMessages(
  {
    'pt-BR': {
      dockNotFound: 'Doca não encontrada',
      appointmentNotFound: 'Agendamento não encontrado',
      dockHoursReversed: 'O fim do expediente da doca deve ser depois do início',
      pastDate: 'Deve ser maior ou igual a hoje',
      pastStart: 'Menor que a hora atual',
      endBeforeStart: 'Menor que a hora de início',
      outsideDockHours: 'Fora do horário da doca {dock} ({start} às {end})',
      overlap: 'A doca {dock} já tem o agendamento "{title}" das {start} às {end} em {date}',
      notConfirmable: 'Só um agendamento pendente pode ser confirmado (este está {status})',
      refused: 'Esta alteração não é permitida para o agendamento',
      badRange: 'Período inválido: a data final deve ser igual ou depois da inicial, em até {days} dias',
      notADriver: 'O motorista deve ser um usuário ativo do tipo motorista',
      checklistExists:
        'Este pedido já tem um checklist {type, select, VEHICLE {do veículo} other {do mecânico}}: atualize-o',
      checklistMissing:
        'Este pedido ainda não tem checklist {type, select, VEHICLE {do veículo} other {do mecânico}}: crie-o',
      notChecklistOrder: 'Checklists só existem em pedidos de origem CHECKLIST',
    },
    'en-US': {
      dockNotFound: 'Dock not found',
      appointmentNotFound: 'Appointment not found',
      dockHoursReversed: "The dock's end time must be after its start time",
      pastDate: 'Must be today or later',
      pastStart: 'Earlier than the current time',
      endBeforeStart: 'Earlier than the start time',
      outsideDockHours: 'Outside the hours of dock {dock} ({start} to {end})',
      overlap: 'Dock {dock} already has the appointment "{title}" from {start} to {end} on {date}',
      notConfirmable: 'Only a pending appointment can be confirmed (this one is {status})',
      refused: 'This change is not allowed for the appointment',
      badRange: 'Invalid period: the final date must be on or after the initial one, within {days} days',
      notADriver: 'The driver must be an active user of type DRIVER',
      checklistExists:
        'This order already has a {type, select, VEHICLE {vehicle} other {mechanic}} checklist: update it',
      checklistMissing:
        'This order has no {type, select, VEHICLE {vehicle} other {mechanic}} checklist yet: create it',
      notChecklistOrder: 'Checklists exist only on orders of origin CHECKLIST',
    },
    es: {
      dockNotFound: 'Muelle no encontrado',
      appointmentNotFound: 'Cita no encontrada',
      dockHoursReversed: 'El fin del horario del muelle debe ser posterior al inicio',
      pastDate: 'Debe ser hoy o posterior',
      pastStart: 'Anterior a la hora actual',
      endBeforeStart: 'Anterior a la hora de inicio',
      outsideDockHours: 'Fuera del horario del muelle {dock} ({start} a {end})',
      overlap: 'El muelle {dock} ya tiene la cita "{title}" de {start} a {end} el {date}',
      notConfirmable: 'Solo una cita pendiente puede confirmarse (esta está {status})',
      refused: 'Este cambio no está permitido para la cita',
      badRange:
        'Período inválido: la fecha final debe ser igual o posterior a la inicial, en hasta {days} días',
      notADriver: 'El conductor debe ser un usuario activo de tipo conductor',
      checklistExists:
        'Este pedido ya tiene un checklist {type, select, VEHICLE {del vehículo} other {del mecánico}}: actualícelo',
      checklistMissing:
        'Este pedido aún no tiene checklist {type, select, VEHICLE {del vehículo} other {del mecánico}}: créelo',
      notChecklistOrder: 'Los checklists existen solo en pedidos de origen CHECKLIST',
    },
  },
  'yard',
);

export const YARD_MESSAGES = {
  dockNotFound: yardError('dockNotFound'),
  appointmentNotFound: yardError('appointmentNotFound'),
  dockHoursReversed: yardError('dockHoursReversed'),
  time: (problem: 'pastDate' | 'pastStart' | 'endBeforeStart') => yardError(problem),
  outsideDockHours: (dock: string, start: string, end: string) =>
    yardError('outsideDockHours', { dock, start, end }),
  overlap: (dock: string, a: { title: string; startTime: string; endTime: string; dateEvent: string }) =>
    yardError('overlap', { dock, title: a.title, start: a.startTime, end: a.endTime, date: a.dateEvent }),
  notConfirmable: (status: string) => yardError('notConfirmable', { status }),
  refused: yardError('refused'),
  notADriver: yardError('notADriver'),
  badRange: (days: number) => yardError('badRange', { days }),
  checklistExists: (type: string) => yardError('checklistExists', { type }),
  checklistMissing: (type: string) => yardError('checklistMissing', { type }),
  notChecklistOrder: yardError('notChecklistOrder'),
};
