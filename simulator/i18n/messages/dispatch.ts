import { defineMessages } from '../i18n';

/**
 * Outbound and conference texts (doc 3 §2, §4, §8; wording ours — "exact toast wording: not
 * shown"), in the caller's language: success `message`s and the refusals their routes throw.
 */
export const { message: dispatchMessage, format: formatDispatchMessage } = defineMessages({
  'pt-BR': {
    outboundFinalized: 'Expedição {code} finalizada com sucesso',
    outboundCancelled: 'Expedição {code} cancelada',
    outboundDeleted: 'Expedição {code} excluída',
    transporterAdded: 'Transportadora {name} adicionada à expedição {code}',
    positionAdded: 'Posição {position} definida para a expedição {code}',
    conferenceFinalized: 'Conferência {code} finalizada com sucesso',
    conferenceCancelled: 'Conferência {code} cancelada',
    counted: 'Quantidade conferida',
    imported: 'Planilha enviada com sucesso',
  },
  'en-US': {
    outboundFinalized: 'Outbound {code} finalized',
    outboundCancelled: 'Outbound {code} cancelled',
    outboundDeleted: 'Outbound {code} deleted',
    transporterAdded: 'Transporter {name} added to outbound {code}',
    positionAdded: 'Position {position} set for outbound {code}',
    conferenceFinalized: 'Conference {code} finalized',
    conferenceCancelled: 'Conference {code} cancelled',
    counted: 'Quantity checked',
    imported: 'Spreadsheet sent successfully',
  },
  es: {
    outboundFinalized: 'Expedición {code} finalizada con éxito',
    outboundCancelled: 'Expedición {code} cancelada',
    outboundDeleted: 'Expedición {code} eliminada',
    transporterAdded: 'Transportadora {name} añadida a la expedición {code}',
    positionAdded: 'Posición {position} definida para la expedición {code}',
    conferenceFinalized: 'Conferencia {code} finalizada con éxito',
    conferenceCancelled: 'Conferencia {code} cancelada',
    counted: 'Cantidad conferida',
    imported: 'Planilla enviada con éxito',
  },
});
export type DispatchMessageKey = Parameters<typeof formatDispatchMessage>[1];

const { text: dispatchError } = defineMessages(
  {
    'pt-BR': {
      refusedOutboundCancel:
        'Uma expedição só pode ser cancelada enquanto pendente e sem nenhum pedido concluído ou em andamento',
      refusedOutboundDelete: 'Uma expedição só pode ser excluída enquanto pendente e sem nada expedido',
      refusedOutboundChange: 'A expedição só pode ser alterada enquanto pendente',
      unknownTransporter: 'Transportadora desconhecida ou inativa (transporter)',
      refusedCount:
        'A linha de {sku} do pedido {order} não pode ser conferida: o pedido precisa estar pendente ou em andamento e a quantidade ter no máximo duas casas decimais',
      refusedConferenceCancel: 'Uma conferência só pode ser cancelada enquanto pendente e sem leitura',
      companyNotFound: 'Empresa não encontrada',
      unknownOrder: 'Pedido {order} não está nesta conferência',
      unknownProduct: 'O produto {code} não está no pedido {order}',
      badQuantity: 'Quantidade inválida: até duas casas decimais',
    },
    'en-US': {
      refusedOutboundCancel:
        'An outbound can be cancelled only while PENDING and with no order DONE or INPROGRESS (doc 3 §4)',
      refusedOutboundDelete:
        'An outbound can be deleted only while PENDING with nothing dispatched (doc 3 §4)',
      refusedOutboundChange: 'The outbound can be changed only while PENDING (doc 3 §4)',
      unknownTransporter: 'Unknown or inactive transporter (transporter)',
      refusedCount:
        'The {sku} line of order {order} cannot be checked: the order must be PENDING or INPROGRESS and the quantity have at most two decimals (doc 3 §5)',
      refusedConferenceCancel:
        'A conference can be cancelled only while PENDING with nothing read (doc 3 §4)',
      companyNotFound: 'Company not found',
      unknownOrder: 'Order {order} is not in this conference',
      unknownProduct: 'Product {code} is not in order {order}',
      badQuantity: 'Invalid quantity: at most two decimals (doc 3 §5)',
    },
    es: {
      refusedOutboundCancel:
        'Una expedición solo se puede cancelar mientras está pendiente y sin pedidos concluidos o en curso',
      refusedOutboundDelete:
        'Una expedición solo se puede eliminar mientras está pendiente y sin nada expedido',
      refusedOutboundChange: 'La expedición solo se puede cambiar mientras está pendiente',
      unknownTransporter: 'Transportadora desconocida o inactiva (transporter)',
      refusedCount:
        'La línea de {sku} del pedido {order} no se puede conferir: el pedido debe estar pendiente o en curso y la cantidad tener como máximo dos decimales',
      refusedConferenceCancel: 'Una conferencia solo se puede cancelar mientras está pendiente y sin lectura',
      companyNotFound: 'Empresa no encontrada',
      unknownOrder: 'El pedido {order} no está en esta conferencia',
      unknownProduct: 'El producto {code} no está en el pedido {order}',
      badQuantity: 'Cantidad inválida: como máximo dos decimales',
    },
  },
  'dispatch',
);

export const DISPATCH_MESSAGES = {
  refusedOutboundCancel: dispatchError('refusedOutboundCancel'),
  refusedOutboundDelete: dispatchError('refusedOutboundDelete'),
  refusedOutboundChange: dispatchError('refusedOutboundChange'),
  unknownTransporter: dispatchError('unknownTransporter'),
  refusedCount: (line: { sku: string; order: string }) => dispatchError('refusedCount', { ...line }),
  refusedConferenceCancel: dispatchError('refusedConferenceCancel'),
  companyNotFound: dispatchError('companyNotFound'),
  unknownOrder: (order: string) => dispatchError('unknownOrder', { order }),
  unknownProduct: (code: string, order: string) => dispatchError('unknownProduct', { code, order }),
  badQuantity: dispatchError('badQuantity'),
} as const;
