import { defineMessages } from '../i18n';

/**
 * Handling (doc 3 §7 Handling) and the positions register's move bar: success texts (doc 3 §8
 * "success messages come from the server response"; wording ours) and refusals, in the caller's
 * language. The move texts say doc 3 §5's rules ("cannot be greater than", "must be greater
 * than 0", destination required and not the origin).
 */
export const { message: handlingMessage } = defineMessages({
  'pt-BR': {
    created: 'Movimentação {code} criada',
    moved: 'Movimentação {code} concluída: estoque movido',
    finalized: 'Movimentação {code} finalizada',
    cancelled: 'Movimentação {code} cancelada',
    assigned: 'Operador atribuído à movimentação {code}',
    itemFinalized: '{sku} movido para {code}',
    itemCancelled: 'Item {sku} cancelado',
  },
  'en-US': {
    created: 'Handling {code} created',
    moved: 'Handling {code} done: stock moved',
    finalized: 'Handling {code} finalized',
    cancelled: 'Handling {code} cancelled',
    assigned: 'Operator assigned to handling {code}',
    itemFinalized: '{sku} moved to {code}',
    itemCancelled: 'Item {sku} cancelled',
  },
  es: {
    created: 'Movimiento {code} creado',
    moved: 'Movimiento {code} concluido: stock movido',
    finalized: 'Movimiento {code} finalizado',
    cancelled: 'Movimiento {code} cancelado',
    assigned: 'Operador asignado al movimiento {code}',
    itemFinalized: '{sku} movido a {code}',
    itemCancelled: 'Ítem {sku} cancelado',
  },
});

export const { text: handlingError } = defineMessages(
  {
    'pt-BR': {
      notFound: 'Movimentação não encontrada',
      itemNotFound: 'Este item não faz parte desta movimentação',
      refusedRecord:
        'Não é possível {action, select, assigned {atribuir um operador a} finalized {finalizar} cancelled {cancelar} other {alterar}} a movimentação {code}: só enquanto pendente e com algum item não concluído',
      refusedItem: 'O item {sku} não está pendente ({status})',
      itemMovedOn:
        'O item {sku} já foi {status, select, DONE {movido} CANCELLED {cancelado} other {alterado}} por {user} às {at}',
      destinationRequired: 'A posição de destino é obrigatória ({sku})',
      destinationIsOrigin: 'A posição de destino não pode ser a origem ({sku})',
      quantityRequired: 'A quantidade é obrigatória ({sku})',
      quantityTooSmall: 'A quantidade deve ser maior que 0 ({sku})',
      quantityTooLarge: 'A quantidade não pode ser maior que {available} ({sku} em {code})',
      unknownPosition: 'Posição desconhecida',
      unknownProduct: 'Produto desconhecido',
      emptyPosition: 'A posição {code} não contém nenhum produto',
      originRequired: 'Informe ao menos uma posição de origem',
      nothingToMove: 'Informe o que mover: produtos ou a posição de destino',
      actionRequired: 'Informe a ação: operation=USER, action=COMPLETED ou action=CANCEL',
    },
    'en-US': {
      notFound: 'Handling not found',
      itemNotFound: 'This item is not part of this handling',
      refusedRecord:
        'Handling {code} cannot be {action}: only while PENDING with an item not DONE (doc 3 §4)',
      refusedItem: 'Item {sku} is not PENDING ({status})',
      itemMovedOn:
        'Item {sku} was already {status, select, DONE {moved} CANCELLED {cancelled} other {changed}} by {user} at {at}',
      destinationRequired: 'Destination position is required ({sku})',
      destinationIsOrigin: 'The destination position cannot be the origin ({sku})',
      quantityRequired: 'Quantity is required ({sku})',
      quantityTooSmall: 'Quantity must be greater than 0 ({sku})',
      quantityTooLarge: 'Quantity cannot be greater than {available} ({sku} at {code})',
      unknownPosition: 'Unknown position',
      unknownProduct: 'Unknown product',
      emptyPosition: 'Position {code} holds no product',
      originRequired: 'Name at least one origin position',
      nothingToMove: 'Say what to move: products, or the destination position',
      actionRequired: 'Say the action: operation=USER, action=COMPLETED or action=CANCEL',
    },
    es: {
      notFound: 'Movimiento no encontrado',
      itemNotFound: 'Este ítem no forma parte de este movimiento',
      refusedRecord:
        'No se puede {action, select, assigned {asignar un operador a} finalized {finalizar} cancelled {cancelar} other {modificar}} el movimiento {code}: solo mientras esté pendiente y con algún ítem no concluido',
      refusedItem: 'El ítem {sku} no está pendiente ({status})',
      itemMovedOn:
        'El ítem {sku} ya fue {status, select, DONE {movido} CANCELLED {cancelado} other {modificado}} por {user} a las {at}',
      destinationRequired: 'La posición de destino es obligatoria ({sku})',
      destinationIsOrigin: 'La posición de destino no puede ser el origen ({sku})',
      quantityRequired: 'La cantidad es obligatoria ({sku})',
      quantityTooSmall: 'La cantidad debe ser mayor que 0 ({sku})',
      quantityTooLarge: 'La cantidad no puede ser mayor que {available} ({sku} en {code})',
      unknownPosition: 'Posición desconocida',
      unknownProduct: 'Producto desconocido',
      emptyPosition: 'La posición {code} no contiene ningún producto',
      originRequired: 'Indique al menos una posición de origen',
      nothingToMove: 'Indique qué mover: productos o la posición de destino',
      actionRequired: 'Indique la acción: operation=USER, action=COMPLETED o action=CANCEL',
    },
  },
  'handling',
);
