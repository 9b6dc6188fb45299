import type { OperationStatus } from '../../src/domain/operations';
import { defineMessages } from '../i18n';

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

/** Refusals and other error texts (English, as the orders area's): each names the rule of the
 * machine that refused (doc 3 §4, §5) or the contract's stock rule. */
export type WarehouseKindLabel = 'Inbound' | 'Storage' | 'Picking' | 'Packing';

export const OPERATION_MESSAGES = {
  notFound: (what: WarehouseKindLabel) => `${what} not found`,
  itemNotFound: 'This order is not an item of the record',
  orderNotInRecord: (order: string) => `Order ${order} is not in this record`,
  lineNotFound: (line: string) => `${line} is not a product line of this item`,
  unknownOperator: 'Unknown or inactive operator (user)',
  // refusals (409), each the rule of the machine that refused
  refusedRecord: (what: WarehouseKindLabel, action: string, status: OperationStatus) =>
    `${what} cannot be ${action} while ${status}`,
  refusedItem: (action: string, status: OperationStatus) => `The order cannot be ${action} while ${status}`,
  refusedPartialRead:
    'A partial read is for an order that is not DONE, with every quantity between 0 and the expected one and something read (doc 3 §2)',
  refusedStoreLine: (line: string) =>
    `${line} cannot be stored: the line must be PENDING, its order neither DONE nor in OCCURRENCE, and the quantity above 0 and at most the expected one (doc 3 §4, §5)`,
  refusedStorageCancel:
    'A storage can be cancelled only while PENDING; an order only before any of its lines is done, in progress or in occurrence (doc 3 §4)',
  refusedEdit: (line: string) =>
    `The quantity of ${line} can be edited only while its order is in OCCURRENCE, above 0 and at most the expected quantity (doc 3 §4)`,
  refusedBulk: 'The bulk finalize needs at least 2 lines with a position chosen (doc 3 §2)',
  refusedRow: (row: string) =>
    `Row ${row} can be finalized only while PENDING or in OCCURRENCE and with the expected quantity (doc 3 §5)`,
  refusedFinalizeAll: 'Finalize all needs at least 2 rows entered with their expected quantity (doc 3 §2)',
  refusedPickingCancel:
    'A picking or order can be cancelled only while no row is done or in progress (doc 3 §4)',
  refusedOccurrence: 'Only a PENDING row of a PENDING or OCCURRENCE order can report an occurrence',
  // positions and stock (OPERATIONS-CONTRACT.md "Stock")
  positionRequired: 'position field is required', // doc 3 §5
  unknownPosition: (position: string) => `Unknown position ${position}`,
  positionInInventory: (code: string) => `Position ${code} is in inventory and cannot be chosen`, // doc 3 §4
  positionNotStorable: (code: string) => `Position ${code} is not an active storage or general position`,
  belowZero: (code: string, sku: string) => `Position ${code} does not hold that much of ${sku}`,
  noPickPosition: (sku: string) => `No position holds ${sku} to pick it from`,
  wrongPickPosition: (code: string) => `This row is picked from position ${code}`,
  volumesNotConserved: (orderItem: string, expected: number, got: number) =>
    `The volumes of ${orderItem} must add up to ${expected} (they add up to ${got})`,
  orderItemNotInPacking: (orderItem: string) => `${orderItem} is not a product line of this packing`,
} as const;
