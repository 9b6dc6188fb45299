import { defineMessages } from '../i18n';

/**
 * Crossdocking (ours, simulator/README.md "Crossdocking"): success texts and refusals in the
 * caller's language. The refusals say the machine's rules (src/machines/crossdocking.machine.ts)
 * and the read-quantity and dock problems of src/domain/crossdocking.ts.
 */
export const { message: crossdockingMessage } = defineMessages({
  'pt-BR': {
    assigned: 'Operador atribuído ao crossdocking {code}',
    lineConfirmed: '{sku} ({quantity}) enviado à doca {dock}',
    finalized: 'Crossdocking {code} finalizado',
    cancelled: 'Crossdocking {code} cancelado',
  },
  'en-US': {
    assigned: 'Operator assigned to crossdocking {code}',
    lineConfirmed: '{sku} ({quantity}) sent to dock {dock}',
    finalized: 'Crossdocking {code} finalized',
    cancelled: 'Crossdocking {code} cancelled',
  },
  es: {
    assigned: 'Operador asignado al crossdocking {code}',
    lineConfirmed: '{sku} ({quantity}) enviado al muelle {dock}',
    finalized: 'Crossdocking {code} finalizado',
    cancelled: 'Crossdocking {code} cancelado',
  },
});

export const { text: crossdockingError } = defineMessages(
  {
    'pt-BR': {
      notFound: 'Crossdocking não encontrado',
      lineNotFound: 'Esta linha não faz parte deste crossdocking',
      assignRefused: 'Não é possível atribuir um operador ao crossdocking {code}: ele está {status}',
      finalizeRefused:
        'Não é possível finalizar o crossdocking {code}: só em andamento e com todas as linhas enviadas a uma doca',
      cancelRefused:
        'Não é possível cancelar o crossdocking {code}: só enquanto pendente (mercadoria já enviada a uma doca)',
      lineRefused:
        'A linha {sku} do pedido {order} não pode ser confirmada (linha {line}, crossdocking {status})',
      lineMovedOn:
        'A linha {sku} do pedido {order} já foi {status, select, DONE {confirmada} CANCELLED {cancelada} other {alterada}} por {user} às {at}',
      required: 'A quantidade lida é obrigatória ({sku})',
      positive: 'A quantidade lida deve ser maior que 0 ({sku})',
      decimals: 'A quantidade lida aceita no máximo duas casas decimais ({sku})',
      aboveExpected: 'A quantidade lida não pode ser maior que {expected} ({sku})',
      dockRequired: 'Escolha a doca de saída ({sku})',
      unknownDock: 'Doca desconhecida',
      notOutboundDock: 'A doca {dock} é só de recebimento: escolha uma doca de expedição',
      actionRequired: 'Informe a ação: operation=USER, action=CONFIRM, action=COMPLETED ou action=CANCEL',
    },
    'en-US': {
      notFound: 'Crossdocking not found',
      lineNotFound: 'This line is not part of this crossdocking',
      assignRefused: 'Cannot assign an operator to crossdocking {code}: it is {status}',
      finalizeRefused: 'Cannot finalize crossdocking {code}: only in progress with every line sent to a dock',
      cancelRefused: 'Cannot cancel crossdocking {code}: only while pending (goods already sent to a dock)',
      lineRefused: 'Line {sku} of order {order} cannot be confirmed (line {line}, crossdocking {status})',
      lineMovedOn:
        'Line {sku} of order {order} was already {status, select, DONE {confirmed} CANCELLED {cancelled} other {changed}} by {user} at {at}',
      required: 'The read quantity is required ({sku})',
      positive: 'The read quantity must be greater than 0 ({sku})',
      decimals: 'The read quantity takes at most two decimals ({sku})',
      aboveExpected: 'The read quantity cannot be greater than {expected} ({sku})',
      dockRequired: 'Choose the outbound dock ({sku})',
      unknownDock: 'Unknown dock',
      notOutboundDock: 'Dock {dock} is receiving only: choose a dispatch dock',
      actionRequired: 'Say the action: operation=USER, action=CONFIRM, action=COMPLETED or action=CANCEL',
    },
    es: {
      notFound: 'Crossdocking no encontrado',
      lineNotFound: 'Esta línea no forma parte de este crossdocking',
      assignRefused: 'No se puede asignar un operador al crossdocking {code}: está {status}',
      finalizeRefused:
        'No se puede finalizar el crossdocking {code}: solo en curso y con todas las líneas enviadas a un muelle',
      cancelRefused:
        'No se puede cancelar el crossdocking {code}: solo mientras esté pendiente (mercancía ya enviada a un muelle)',
      lineRefused:
        'La línea {sku} del pedido {order} no se puede confirmar (línea {line}, crossdocking {status})',
      lineMovedOn:
        'La línea {sku} del pedido {order} ya fue {status, select, DONE {confirmada} CANCELLED {cancelada} other {modificada}} por {user} a las {at}',
      required: 'La cantidad leída es obligatoria ({sku})',
      positive: 'La cantidad leída debe ser mayor que 0 ({sku})',
      decimals: 'La cantidad leída admite como máximo dos decimales ({sku})',
      aboveExpected: 'La cantidad leída no puede ser mayor que {expected} ({sku})',
      dockRequired: 'Elija el muelle de salida ({sku})',
      unknownDock: 'Muelle desconocido',
      notOutboundDock: 'El muelle {dock} es solo de recepción: elija un muelle de expedición',
      actionRequired: 'Indique la acción: operation=USER, action=CONFIRM, action=COMPLETED o action=CANCEL',
    },
  },
  'crossdocking',
);
