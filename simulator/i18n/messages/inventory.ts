import { defineMessages } from '../i18n';

/** Success texts of the inventory calls (doc 3 §7 Inventory; the wording is ours, doc 3 §8). */
export const { message: inventoryMessage } = defineMessages({
  'pt-BR': {
    created: 'Inventário {code} criado com {count, plural, one {# posição} other {# posições}}',
    assigned: 'Operador atribuído ao inventário {code}',
    positionAssigned: 'Operador atribuído à posição {position}',
    counted:
      '{status, select, RECOUNTING {Contagem da posição {position} divergente: recontagem por outro operador} other {Contagem da posição {position} salva}}',
    positionConfirmed: 'Posição {position} finalizada',
    positionCancelled: 'Posição {position} cancelada',
    finalized: 'Inventário {code} finalizado: {count, plural, one {# ajuste} other {# ajustes}} de estoque',
    cancelled: 'Inventário {code} cancelado',
    planned: 'Planejamento de inventário salvo para {date}',
  },
  'en-US': {
    created: 'Inventory {code} created with {count, plural, one {# position} other {# positions}}',
    assigned: 'Operator assigned to inventory {code}',
    positionAssigned: 'Operator assigned to position {position}',
    counted:
      '{status, select, RECOUNTING {Count of position {position} diverges: another operator recounts it} other {Count of position {position} saved}}',
    positionConfirmed: 'Position {position} finalized',
    positionCancelled: 'Position {position} cancelled',
    finalized:
      'Inventory {code} finalized: {count, plural, one {# stock adjustment} other {# stock adjustments}}',
    cancelled: 'Inventory {code} cancelled',
    planned: 'Inventory planning saved for {date}',
  },
  es: {
    created: 'Inventario {code} creado con {count, plural, one {# posición} other {# posiciones}}',
    assigned: 'Operador asignado al inventario {code}',
    positionAssigned: 'Operador asignado a la posición {position}',
    counted:
      '{status, select, RECOUNTING {Conteo de la posición {position} divergente: otro operador la recuenta} other {Conteo de la posición {position} guardado}}',
    positionConfirmed: 'Posición {position} finalizada',
    positionCancelled: 'Posición {position} cancelada',
    finalized: 'Inventario {code} finalizado: {count, plural, one {# ajuste} other {# ajustes}} de stock',
    cancelled: 'Inventario {code} cancelado',
    planned: 'Planificación de inventario guardada para {date}',
  },
});

/** Refusals and bad input of the inventory calls (409 names the machine's rule, doc 3 §4, §5). */
const { text } = defineMessages(
  {
    'pt-BR': {
      notFound: 'Inventário não encontrado',
      positionNotInInventory: 'Esta posição não faz parte deste inventário',
      reportNotFound: 'Inventário não encontrado',
      unknownPosition: 'Posição desconhecida',
      refusedClosed: 'O inventário {code} está fechado e não pode ser alterado',
      refusedFinalize:
        'O inventário {code} tem posição em recontagem: conclua a recontagem antes de finalizar',
      refusedCount:
        'A posição {position} não pode ser contada agora: já foi contada (finalize ou cancele), ou a recontagem deve ser feita por outro operador',
      refusedAssignPosition: 'A posição {position} já foi finalizada',
      positionHeld:
        'A posição {code} está no inventário {inventory} e não pode ser usada até o inventário ser finalizado ou cancelado',
      unknownItem: 'Item não encontrado: {code}',
      listTooLong: 'Informe de 1 a {max} valores separados por vírgula',
      planningInvalid:
        'Planejamento inválido: data, ao menos uma posição e, com repetição, tipo e valor de pelo menos 1',
    },
    'en-US': {
      notFound: 'Inventory not found',
      positionNotInInventory: 'This position is not part of this inventory',
      reportNotFound: 'Inventory not found',
      unknownPosition: 'Unknown position',
      refusedClosed: 'Inventory {code} is closed and cannot be changed',
      refusedFinalize:
        'Inventory {code} has a position being recounted: settle the recount before finalizing',
      refusedCount:
        'Position {position} cannot be counted now: it was counted already (finalize or cancel it), or its recount must be made by another operator',
      refusedAssignPosition: 'Position {position} is finished already',
      positionHeld:
        'Position {code} is in inventory {inventory} and cannot be used until that inventory is finalized or cancelled',
      unknownItem: 'Item not found: {code}',
      listTooLong: 'Give 1 to {max} comma-separated values',
      planningInvalid:
        'Invalid planning: a date, at least one position and, when repeating, a type and a value of at least 1 (doc 3 §5)',
    },
    es: {
      notFound: 'Inventario no encontrado',
      positionNotInInventory: 'Esta posición no forma parte de este inventario',
      reportNotFound: 'Inventario no encontrado',
      unknownPosition: 'Posición desconocida',
      refusedClosed: 'El inventario {code} está cerrado y no se puede modificar',
      refusedFinalize:
        'El inventario {code} tiene una posición en recuento: concluya el recuento antes de finalizar',
      refusedCount:
        'La posición {position} no se puede contar ahora: ya fue contada (finalícela o cancélela), o su recuento debe hacerlo otro operador',
      refusedAssignPosition: 'La posición {position} ya está finalizada',
      positionHeld:
        'La posición {code} está en el inventario {inventory} y no se puede usar hasta que ese inventario se finalice o se cancele',
      unknownItem: 'Ítem no encontrado: {code}',
      listTooLong: 'Indique de 1 a {max} valores separados por comas',
      planningInvalid:
        'Planificación inválida: fecha, al menos una posición y, con repetición, tipo y valor de al menos 1',
    },
  },
  'inventory',
);

export const INVENTORY_MESSAGES = {
  notFound: text('notFound'),
  positionNotInInventory: text('positionNotInInventory'),
  unknownPosition: text('unknownPosition'),
  refusedClosed: (code: string) => text('refusedClosed', { code }),
  /** doc 3 §4: a position in an open inventory is blocked until it closes (issue 31: name it) */
  positionHeld: (code: string, inventory: string) => text('positionHeld', { code, inventory }),
  refusedFinalize: (code: string) => text('refusedFinalize', { code }),
  refusedCount: (position: string) => text('refusedCount', { position }),
  refusedAssignPosition: (position: string) => text('refusedAssignPosition', { position }),
  unknownItem: (code: string) => text('unknownItem', { code }),
  listTooLong: (max: number) => text('listTooLong', { max }),
  planningInvalid: text('planningInvalid'),
} as const;
