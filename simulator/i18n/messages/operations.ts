import type { OperationStatus } from '../../../src/domain/operations';
import { codeLabel, defineMessages, quantityText } from '../i18n';

/**
 * Success texts of the warehouse-operation calls, in the caller's language (simulator/i18n.ts):
 * the console toasts a mutation's `message` as it comes (doc 3 §8 "success messages on mutations
 * come from the server response"; the wording is ours — "exact toast wording: not shown").
 * `kind` is inbound, storage, picking or packing; `code` the record's, `order` an order number.
 */
export const { message: operationMessage, format: formatOperationMessage } = defineMessages({
  'pt-BR': {
    assigned:
      'Operador atribuído {kind, select, inbound {ao recebimento} storage {à armazenagem} picking {à separação} packing {à embalagem} other {ao registro}} {code}',
    assignedMany: 'Operador atribuído a {count, plural, one {# registro} other {# registros}}',
    itemAssigned: 'Operador atribuído ao pedido {order}',
    finalized:
      '{kind, select, inbound {Recebimento {code} finalizado} storage {Armazenagem {code} finalizada} picking {Separação {code} finalizada} packing {Embalagem {code} finalizada} other {Registro {code} finalizado}} com sucesso',
    cancelled:
      '{kind, select, inbound {Recebimento {code} cancelado} storage {Armazenagem {code} cancelada} picking {Separação {code} cancelada} packing {Embalagem {code} cancelada} other {Registro {code} cancelado}}',
    itemFinalized: 'Pedido {order} finalizado',
    itemCancelled: 'Pedido {order} cancelado',
    partialRead: 'Leitura parcial salva para {count, plural, one {# pedido} other {# pedidos}}',
    stored: '{count, plural, one {# linha armazenada} other {# linhas armazenadas}}',
    storedShort: 'Linha armazenada com falta: corrija a quantidade',
    quantityCorrected: 'Quantidade corrigida',
    picked: '{count, plural, one {# item separado} other {# itens separados}}',
    occurrenceReported: 'Ocorrência registrada',
    volumesSaved: 'Volumes salvos',
  },
  'en-US': {
    assigned:
      'Operator assigned to {kind, select, inbound {inbound} storage {storage} picking {picking} packing {packing} other {record}} {code}',
    assignedMany: 'Operator assigned to {count, plural, one {# record} other {# records}}',
    itemAssigned: 'Operator assigned to order {order}',
    finalized:
      '{kind, select, inbound {Inbound} storage {Storage} picking {Picking} packing {Packing} other {Record}} {code} finalized',
    cancelled:
      '{kind, select, inbound {Inbound} storage {Storage} picking {Picking} packing {Packing} other {Record}} {code} cancelled',
    itemFinalized: 'Order {order} finalized',
    itemCancelled: 'Order {order} cancelled',
    partialRead: 'Partial reading saved for {count, plural, one {# order} other {# orders}}',
    stored: '{count, plural, one {# line} other {# lines}} stored',
    storedShort: 'Line stored with a shortage: correct its quantity',
    quantityCorrected: 'Quantity corrected',
    picked: '{count, plural, one {# row} other {# rows}} picked',
    occurrenceReported: 'Occurrence reported',
    volumesSaved: 'Volumes saved',
  },
  es: {
    assigned:
      'Operador asignado a {kind, select, inbound {la recepción} storage {el almacenamiento} picking {la preparación} packing {el embalaje} other {el registro}} {code}',
    assignedMany: 'Operador asignado a {count, plural, one {# registro} other {# registros}}',
    itemAssigned: 'Operador asignado al pedido {order}',
    finalized:
      '{kind, select, inbound {Recepción {code} finalizada} storage {Almacenamiento {code} finalizado} picking {Preparación {code} finalizada} packing {Embalaje {code} finalizado} other {Registro {code} finalizado}} con éxito',
    cancelled:
      '{kind, select, inbound {Recepción {code} cancelada} storage {Almacenamiento {code} cancelado} picking {Preparación {code} cancelada} packing {Embalaje {code} cancelado} other {Registro {code} cancelado}}',
    itemFinalized: 'Pedido {order} finalizado',
    itemCancelled: 'Pedido {order} cancelado',
    partialRead: 'Lectura parcial guardada para {count, plural, one {# pedido} other {# pedidos}}',
    stored: '{count, plural, one {# línea almacenada} other {# líneas almacenadas}}',
    storedShort: 'Línea almacenada con faltante: corrija la cantidad',
    quantityCorrected: 'Cantidad corregida',
    picked: '{count, plural, one {# ítem preparado} other {# ítems preparados}}',
    occurrenceReported: 'Incidencia registrada',
    volumesSaved: 'Volúmenes guardados',
  },
});
export type OperationMessageKey = Parameters<typeof formatOperationMessage>[1];

/**
 * Refusals and other error texts, in the caller's language too (thrown as `LocalizedText`s, said
 * by the errors plugin): each names the rule of the machine that refused (doc 3 §4, §5) or the
 * contract's stock rule. English is the contract's wording (doc references included); pt-BR and
 * es say the rule to the operator, with the statuses as the console labels them.
 */
const { text: operationError } = defineMessages(
  {
    'pt-BR': {
      notFound:
        '{what, select, Inbound {Recebimento não encontrado} Storage {Armazenagem não encontrada} Picking {Separação não encontrada} Packing {Embalagem não encontrada} other {Registro não encontrado}}',
      itemNotFound: 'Este pedido não faz parte deste registro',
      orderNotInRecord: 'O pedido {order} não está neste registro',
      lineNotFound: 'Esta linha de produto não faz parte deste pedido',
      unknownOperator: 'Operador desconhecido ou inativo (user)',
      refusedRecord:
        'Não é possível {action, select, assigned {atribuir um operador a} finalized {finalizar} cancelled {cancelar} other {alterar}} {what, select, Inbound {este recebimento} Storage {esta armazenagem} Picking {esta separação} Packing {esta embalagem} other {este registro}} com status {status}',
      refusedItem:
        'Não é possível {action, select, assigned {atribuir um operador ao} finalized {finalizar o} cancelled {cancelar o} other {alterar o}} pedido {order} com status {status}',
      refusedPartialRead:
        'A leitura parcial só vale para um pedido não concluído, com cada quantidade entre 0 e a esperada e ao menos um item lido',
      refusedStoreLine:
        'Não é possível armazenar {sku} do pedido {order}: a linha deve estar pendente, o pedido não pode estar concluído nem em ocorrência, e a quantidade deve ser maior que 0 e no máximo a esperada',
      refusedStorageCancel:
        'Uma armazenagem só pode ser cancelada enquanto estiver pendente; um pedido, só antes de alguma de suas linhas ser concluída, iniciada ou entrar em ocorrência',
      refusedEdit:
        'A quantidade de {sku} do pedido {order} só pode ser editada enquanto o pedido estiver em ocorrência, e deve ser maior que 0 e no máximo a quantidade esperada',
      refusedBulk: 'A finalização em lote precisa de pelo menos 2 linhas com a posição escolhida',
      refusedRow:
        'A linha de {sku} do pedido {order} só pode ser finalizada se estiver pendente ou em ocorrência e com a quantidade esperada',
      refusedFinalizeAll:
        'Finalizar todas precisa de pelo menos 2 linhas informadas com a quantidade esperada',
      refusedPickingCancel:
        'Uma separação ou um pedido só pode ser cancelado enquanto nenhuma linha estiver concluída ou em andamento',
      refusedOccurrence:
        'Só é possível registrar ocorrência em uma linha pendente de um pedido pendente ou em ocorrência',
      lineMovedOn:
        'A linha {sku} do pedido {order} já foi {status, select, DONE {finalizada} CANCELLED {cancelada} OCCURRENCE {posta em ocorrência} other {alterada}} por {user} às {at}',
      itemMovedOn:
        'O pedido {order} já foi {status, select, DONE {finalizado} CANCELLED {cancelado} OCCURRENCE {posto em ocorrência} other {alterado}} por {user} às {at}',
      positionRequired: 'O campo posição é obrigatório',
      unknownPosition: 'Posição desconhecida',
      positionInInventory: 'A posição {code} está em inventário e não pode ser escolhida',
      positionNotStorable: 'A posição {code} não é uma posição ativa de armazenagem ou geral',
      positionVirtual: 'A posição {code} é virtual e não pode ser inventariada',
      belowZero: 'A posição {code} não tem essa quantidade de {sku}',
      noPickPosition: 'Nenhuma posição tem {sku} para separar',
      wrongPickPosition: 'Esta linha deve ser separada da posição {code}',
      volumesNotConserved: 'Os volumes de {sku} do pedido {order} devem somar {expected} (somam {got})',
      orderItemNotInPacking: 'Este produto não é uma linha desta embalagem',
    },
    'en-US': {
      notFound: '{what} not found',
      itemNotFound: 'This order is not an item of the record',
      orderNotInRecord: 'Order {order} is not in this record',
      lineNotFound: 'This is not a product line of this order',
      unknownOperator: 'Unknown or inactive operator (user)',
      refusedRecord: '{what} cannot be {action} while {status}',
      refusedItem: 'Order {order} cannot be {action} while {status}',
      refusedPartialRead:
        'A partial read is for an order that is not DONE, with every quantity between 0 and the expected one and something read (doc 3 §2)',
      refusedStoreLine:
        '{sku} of order {order} cannot be stored: the line must be PENDING, its order neither DONE nor in OCCURRENCE, and the quantity above 0 and at most the expected one (doc 3 §4, §5)',
      refusedStorageCancel:
        'A storage can be cancelled only while PENDING; an order only before any of its lines is done, in progress or in occurrence (doc 3 §4)',
      refusedEdit:
        'The quantity of {sku} of order {order} can be edited only while its order is in OCCURRENCE, above 0 and at most the expected quantity (doc 3 §4)',
      refusedBulk: 'The bulk finalize needs at least 2 lines with a position chosen (doc 3 §2)',
      refusedRow:
        'The row of {sku} of order {order} can be finalized only while PENDING or in OCCURRENCE and with the expected quantity (doc 3 §5)',
      refusedFinalizeAll:
        'Finalize all needs at least 2 rows entered with their expected quantity (doc 3 §2)',
      refusedPickingCancel:
        'A picking or order can be cancelled only while no row is done or in progress (doc 3 §4)',
      refusedOccurrence: 'Only a PENDING row of a PENDING or OCCURRENCE order can report an occurrence',
      lineMovedOn:
        'Line {sku} of order {order} was already {status, select, DONE {finalized} CANCELLED {cancelled} OCCURRENCE {put in occurrence} other {changed}} by {user} at {at}',
      itemMovedOn:
        'Order {order} was already {status, select, DONE {finalized} CANCELLED {cancelled} OCCURRENCE {put in occurrence} other {changed}} by {user} at {at}',
      positionRequired: 'position field is required', // doc 3 §5
      unknownPosition: 'Unknown position',
      positionInInventory: 'Position {code} is in inventory and cannot be chosen', // doc 3 §4
      positionNotStorable: 'Position {code} is not an active storage or general position',
      positionVirtual: 'Position {code} is virtual and cannot be inventoried', // doc 3 §4
      belowZero: 'Position {code} does not hold that much of {sku}',
      noPickPosition: 'No position holds {sku} to pick it from',
      wrongPickPosition: 'This row is picked from position {code}',
      volumesNotConserved:
        'The volumes of {sku} of order {order} must add up to {expected} (they add up to {got})',
      orderItemNotInPacking: 'This product is not a line of this packing',
    },
    es: {
      notFound:
        '{what, select, Inbound {Recepción no encontrada} Storage {Almacenamiento no encontrado} Picking {Preparación no encontrada} Packing {Embalaje no encontrado} other {Registro no encontrado}}',
      itemNotFound: 'Este pedido no forma parte de este registro',
      orderNotInRecord: 'El pedido {order} no está en este registro',
      lineNotFound: 'Esta línea de producto no forma parte de este pedido',
      unknownOperator: 'Operador desconocido o inactivo (user)',
      refusedRecord:
        'No se puede {action, select, assigned {asignar un operador a} finalized {finalizar} cancelled {cancelar} other {modificar}} {what, select, Inbound {esta recepción} Storage {este almacenamiento} Picking {esta preparación} Packing {este embalaje} other {este registro}} con estado {status}',
      refusedItem:
        'No se puede {action, select, assigned {asignar un operador al} finalized {finalizar el} cancelled {cancelar el} other {modificar el}} pedido {order} con estado {status}',
      refusedPartialRead:
        'La lectura parcial solo es válida para un pedido no concluido, con cada cantidad entre 0 y la esperada y al menos un ítem leído',
      refusedStoreLine:
        'No se puede almacenar {sku} del pedido {order}: la línea debe estar pendiente, el pedido no puede estar concluido ni con incidencia, y la cantidad debe ser mayor que 0 y como máximo la esperada',
      refusedStorageCancel:
        'Un almacenamiento solo se puede cancelar mientras esté pendiente; un pedido, solo antes de que alguna de sus líneas esté concluida, en curso o con incidencia',
      refusedEdit:
        'La cantidad de {sku} del pedido {order} solo se puede editar mientras el pedido esté con incidencia, y debe ser mayor que 0 y como máximo la cantidad esperada',
      refusedBulk: 'La finalización en lote necesita al menos 2 líneas con una posición elegida',
      refusedRow:
        'La fila de {sku} del pedido {order} solo se puede finalizar si está pendiente o con incidencia y con la cantidad esperada',
      refusedFinalizeAll: 'Finalizar todas necesita al menos 2 filas ingresadas con su cantidad esperada',
      refusedPickingCancel:
        'Una preparación o un pedido solo se puede cancelar mientras ninguna fila esté concluida o en curso',
      refusedOccurrence:
        'Solo se puede registrar una incidencia en una fila pendiente de un pedido pendiente o con incidencia',
      lineMovedOn:
        'La línea {sku} del pedido {order} ya fue {status, select, DONE {finalizada} CANCELLED {cancelada} OCCURRENCE {puesta con incidencia} other {modificada}} por {user} a las {at}',
      itemMovedOn:
        'El pedido {order} ya fue {status, select, DONE {finalizado} CANCELLED {cancelado} OCCURRENCE {puesto con incidencia} other {modificado}} por {user} a las {at}',
      positionRequired: 'El campo posición es obligatorio',
      unknownPosition: 'Posición desconocida',
      positionInInventory: 'La posición {code} está en inventario y no se puede elegir',
      positionNotStorable: 'La posición {code} no es una posición activa de almacenamiento o general',
      positionVirtual: 'La posición {code} es virtual y no se puede inventariar',
      belowZero: 'La posición {code} no tiene esa cantidad de {sku}',
      noPickPosition: 'Ninguna posición tiene {sku} para preparar',
      wrongPickPosition: 'Esta fila se prepara desde la posición {code}',
      volumesNotConserved: 'Los volúmenes de {sku} del pedido {order} deben sumar {expected} (suman {got})',
      orderItemNotInPacking: 'Este producto no es una línea de este embalaje',
    },
  },
  'operations',
);

/**
 * A product line as the operator sees it on screen: the product's SKU and the order's number. A
 * refusal names a line this way, never by an internal row id (issue 20: "A linha opl-w-000049…"
 * meant nothing to anyone; doc 3 §2 shows lines by SKU within their order).
 */
export interface LineRef {
  sku: string;
  order: string;
}

/** The record kinds as the English texts name them. */
export type WarehouseKindLabel = 'Inbound' | 'Storage' | 'Picking' | 'Packing' | 'Conference' | 'Outbound';
/** What a refused record or order was asked to do, as the English texts say it ('assigned',
 * 'finalized', 'cancelled'; any other reads "changed" in pt-BR and es). */
export type RefusedAction = string;

const status = (value: OperationStatus) => codeLabel('operations.status', value);

export const OPERATION_MESSAGES = {
  notFound: (what: WarehouseKindLabel) => operationError('notFound', { what }),
  itemNotFound: operationError('itemNotFound'),
  orderNotInRecord: (order: string) => operationError('orderNotInRecord', { order }),
  lineNotFound: operationError('lineNotFound'),
  unknownOperator: operationError('unknownOperator'),
  // refusals (409), each the rule of the machine that refused
  refusedRecord: (what: WarehouseKindLabel, action: RefusedAction, s: OperationStatus) =>
    operationError('refusedRecord', { what, action, status: status(s) }),
  refusedItem: (action: RefusedAction, s: OperationStatus, order: string) =>
    operationError('refusedItem', { action, status: status(s), order }),
  refusedPartialRead: operationError('refusedPartialRead'),
  refusedStoreLine: (line: LineRef) => operationError('refusedStoreLine', { ...line }),
  refusedStorageCancel: operationError('refusedStorageCancel'),
  refusedEdit: (line: LineRef) => operationError('refusedEdit', { ...line }),
  refusedBulk: operationError('refusedBulk'),
  refusedRow: (row: LineRef) => operationError('refusedRow', { ...row }),
  refusedFinalizeAll: operationError('refusedFinalizeAll'),
  refusedPickingCancel: operationError('refusedPickingCancel'),
  refusedOccurrence: operationError('refusedOccurrence'),
  // positions and stock (OPERATIONS-CONTRACT.md "Stock")
  // the line or order moved on since the caller read it: what, by whom, when (issue 31, moved-on.ts)
  lineMovedOn: (line: LineRef, status: OperationStatus, user: string, at: string) =>
    operationError('lineMovedOn', { ...line, status, user, at }),
  itemMovedOn: (order: string, status: OperationStatus, user: string, at: string) =>
    operationError('itemMovedOn', { order, status, user, at }),
  positionRequired: operationError('positionRequired'), // doc 3 §5
  unknownPosition: operationError('unknownPosition'),
  positionInInventory: (code: string) => operationError('positionInInventory', { code }), // doc 3 §4
  positionNotStorable: (code: string) => operationError('positionNotStorable', { code }),
  positionVirtual: (code: string) => operationError('positionVirtual', { code }), // doc 3 §4
  belowZero: (code: string, sku: string) => operationError('belowZero', { code, sku }),
  noPickPosition: (sku: string) => operationError('noPickPosition', { sku }),
  wrongPickPosition: (code: string) => operationError('wrongPickPosition', { code }),
  volumesNotConserved: (line: LineRef, expected: number, got: number) =>
    operationError('volumesNotConserved', {
      ...line,
      expected: quantityText(expected),
      got: quantityText(got),
    }),
  orderItemNotInPacking: operationError('orderItemNotInPacking'),
} as const;
