import { defineMessages } from '../i18n';

/** The positions register (doc 3 §7 Positions; doc 3 §8 toasts "position create, update, move,
 * delete"): success texts and refusals in the caller's language (wording ours). */
export const { message: positionMessage } = defineMessages({
  'pt-BR': {
    created: 'Posição {code} criada',
    updated: 'Posição {code} atualizada',
    deleted: 'Posição {code} excluída',
  },
  'en-US': {
    created: 'Position {code} created',
    updated: 'Position {code} updated',
    deleted: 'Position {code} deleted',
  },
  es: {
    created: 'Posición {code} creada',
    updated: 'Posición {code} actualizada',
    deleted: 'Posición {code} eliminada',
  },
});

export const { text: positionError } = defineMessages(
  {
    'pt-BR': {
      notFound: 'Posição não encontrada',
      invalid: 'Dados da posição inválidos',
      unknownWarehouse: 'Armazém desconhecido',
      codeInUse: 'Já existe a posição {code} neste armazém',
      holdsStock: 'A posição {code} contém estoque e não pode ser excluída',
      inUse: 'A posição {code} é usada por operações e não pode ser excluída',
    },
    'en-US': {
      notFound: 'Position not found',
      invalid: 'Invalid position data',
      unknownWarehouse: 'Unknown warehouse',
      codeInUse: 'Position {code} already exists in this warehouse',
      holdsStock: 'Position {code} holds stock and cannot be deleted (doc 3 §4)',
      inUse: 'Position {code} is used by operations and cannot be deleted',
    },
    es: {
      notFound: 'Posición no encontrada',
      invalid: 'Datos de la posición inválidos',
      unknownWarehouse: 'Almacén desconocido',
      codeInUse: 'Ya existe la posición {code} en este almacén',
      holdsStock: 'La posición {code} contiene stock y no se puede eliminar',
      inUse: 'La posición {code} es usada por operaciones y no se puede eliminar',
    },
  },
  'positions',
);
