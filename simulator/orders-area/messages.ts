import { defineMessages } from '../i18n';

/**
 * Success texts of the orders-area calls, in the caller's language (simulator/i18n.ts): the
 * console toasts a successful call's `message` as it comes (doc 1 §8), and its users read pt-BR,
 * en-US or es (doc 1 §1). The wording is ours (doc 2 §8 names the toasts, not their texts;
 * `imported` is its "XML import success"). `created` and `added` take the downstream target
 * (doc 2 §2 "Selection and downstream generation") and the new record's code.
 */
export const { message: orderMessage, format: formatOrderMessage } = defineMessages({
  'pt-BR': {
    orderCreated: 'Pedido criado com sucesso',
    orderUpdated: 'Pedido atualizado com sucesso',
    orderFinalized: 'Pedido de coleta finalizado',
    typeChanged: 'Tipo do pedido alterado com sucesso',
    addressUpdated: 'Endereço atualizado com sucesso',
    trackingAdded: 'Registro de rastreio adicionado',
    occurrenceRecorded: 'Ocorrência registrada',
    attachmentsUploaded: 'Arquivos enviados com sucesso',
    attachmentRemoved: 'Anexo removido com sucesso',
    created:
      '{target, select, INBOUND {Recebimento {code} criado} STORAGE {Armazenagem {code} criada} PICKING {Separação {code} criada} PACKING {Embalagem {code} criada} CONFERENCE {Conferência {code} criada} OUTBOUND {Expedição {code} criada} INVOICE {Faturamento {code} criado} ROUTE {Rota {code} criada} other {Registro {code} criado}} com sucesso',
    added:
      'Pedidos adicionados {target, select, OUTBOUND {à expedição} ROUTE {à rota} other {ao registro}} {code}',
    productCreated: 'Produto criado com sucesso',
    partyCreated: 'Cadastrado com sucesso',
    customerCreated: 'Cliente criado com sucesso',
    customerUpdated: 'Cliente atualizado com sucesso',
    customerDeleted: 'Cliente excluído com sucesso',
    customerReprocessed: 'Coordenadas do endereço reprocessadas',
    transporterCreated: 'Transportadora criada com sucesso',
    transporterUpdated: 'Transportadora atualizada com sucesso',
    transporterDeleted: 'Transportadora excluída com sucesso',
    salesChannelCreated: 'Canal de venda criado com sucesso',
    salesChannelUpdated: 'Canal de venda atualizado com sucesso',
    salesChannelDeleted: 'Canal de venda excluído com sucesso',
    npsResolved: 'Resolução do NPS registrada',
    npsResent: 'Pesquisa reenviada',
    imported: 'Pedido importado com sucesso',
    dataImported: '{count, plural, one {# pedido importado} other {# pedidos importados}} com sucesso',
  },
  'en-US': {
    orderCreated: 'Order created successfully',
    orderUpdated: 'Order updated successfully',
    orderFinalized: 'Pickup order finalized',
    typeChanged: 'Order type changed successfully',
    addressUpdated: 'Address updated successfully',
    trackingAdded: 'Tracking entry added',
    occurrenceRecorded: 'Occurrence recorded',
    attachmentsUploaded: 'Files uploaded successfully',
    attachmentRemoved: 'Attachment removed successfully',
    created:
      '{target, select, INBOUND {Inbound} STORAGE {Storage} PICKING {Picking} PACKING {Packing} CONFERENCE {Conference} OUTBOUND {Outbound} INVOICE {Invoice} ROUTE {Route} other {Record}} {code} created successfully',
    added: 'Orders added to {target, select, OUTBOUND {outbound} ROUTE {route} other {record}} {code}',
    productCreated: 'Product created successfully',
    partyCreated: 'Created successfully',
    customerCreated: 'Customer created successfully',
    customerUpdated: 'Customer updated successfully',
    customerDeleted: 'Customer deleted successfully',
    customerReprocessed: 'Address coordinates reprocessed',
    transporterCreated: 'Transporter created successfully',
    transporterUpdated: 'Transporter updated successfully',
    transporterDeleted: 'Transporter deleted successfully',
    salesChannelCreated: 'Sales channel created successfully',
    salesChannelUpdated: 'Sales channel updated successfully',
    salesChannelDeleted: 'Sales channel deleted successfully',
    npsResolved: 'NPS resolution saved',
    npsResent: 'Survey sent again',
    imported: 'Order imported successfully',
    dataImported: '{count, plural, one {# order} other {# orders}} imported successfully',
  },
  es: {
    orderCreated: 'Pedido creado con éxito',
    orderUpdated: 'Pedido actualizado con éxito',
    orderFinalized: 'Pedido de recogida finalizado',
    typeChanged: 'Tipo de pedido cambiado con éxito',
    addressUpdated: 'Dirección actualizada con éxito',
    trackingAdded: 'Registro de seguimiento agregado',
    occurrenceRecorded: 'Incidencia registrada',
    attachmentsUploaded: 'Archivos enviados con éxito',
    attachmentRemoved: 'Adjunto eliminado con éxito',
    created:
      '{target, select, INBOUND {Recepción {code} creada} STORAGE {Almacenamiento {code} creado} PICKING {Preparación {code} creada} PACKING {Embalaje {code} creado} CONFERENCE {Verificación {code} creada} OUTBOUND {Expedición {code} creada} INVOICE {Facturación {code} creada} ROUTE {Ruta {code} creada} other {Registro {code} creado}} con éxito',
    added:
      'Pedidos agregados a {target, select, OUTBOUND {la expedición} ROUTE {la ruta} other {el registro}} {code}',
    productCreated: 'Producto creado con éxito',
    partyCreated: 'Registrado con éxito',
    customerCreated: 'Cliente creado con éxito',
    customerUpdated: 'Cliente actualizado con éxito',
    customerDeleted: 'Cliente eliminado con éxito',
    customerReprocessed: 'Coordenadas de la dirección reprocesadas',
    transporterCreated: 'Transportista creado con éxito',
    transporterUpdated: 'Transportista actualizado con éxito',
    transporterDeleted: 'Transportista eliminado con éxito',
    salesChannelCreated: 'Canal de venta creado con éxito',
    salesChannelUpdated: 'Canal de venta actualizado con éxito',
    salesChannelDeleted: 'Canal de venta eliminado con éxito',
    npsResolved: 'Resolución del NPS registrada',
    npsResent: 'Encuesta reenviada',
    imported: 'Pedido importado con éxito',
    dataImported: '{count, plural, one {# pedido importado} other {# pedidos importados}} con éxito',
  },
});

/** Refusals and other error texts of the orders-area calls (doc 2 §8 where quoted; ours
 * otherwise). Still English only: the catalogue above holds the success texts the console toasts
 * as they come. */
export const ORDER_MESSAGES = {
  otherCompany: 'This record belongs to another company',
  orderNotFound: 'Order not found',
  orderDuplicate: 'An order with this number and series already exists',
  refusedFinalize: 'Only a pending, in-progress or occurrence PICKUP order can be finalized',
  refusedTypeChange:
    'The type can change only to new, dropoff, pickup or visit, never to the current one, and only for an order in no operation that is pending, in occurrence or not executed',
  refusedEdit: 'A cancelled order cannot be changed',
  refusedOccurrence: 'This occurrence outcome is not allowed for the order in its current status',
  pastDeliveryDate: 'The delivery date cannot be in the past',
  unknownOperator: 'Unknown operator (userId)',
  unknownTransporter: 'Unknown transporter (transporterId)',
  attachmentNotFound: 'Attachment not found',
  verifyNotAllowed: 'Verifying attachments is not available for this company',
  noItem: 'The order does not have the requested item assigned',
  outboundNotFound: 'Outbound not found',
  routeNotFound: 'Route not found',
  barcodeInUse: 'this barcode is already in use', // doc 2 §5
  partyExists: 'A party with this document is already registered',
  customerNotFound: 'Customer not found',
  customerExists: 'A customer with this document is already registered',
  transporterNotFound: 'Transporter not found',
  transporterInUse: 'This transporter is used by orders and cannot be deleted',
  salesChannelNotFound: 'Sales channel not found',
  salesChannelProtected: (code: string) =>
    `Sales channel ${code} is protected: channels 999 and 995 cannot be edited or deleted`, // doc 3 §5
  salesChannelCodeInUse: (code: string) => `Sales channel code ${code} already in use`,
  unknownSalesChannel: (code: string) =>
    `Unknown sales channel code ${code}: it is not a sales channel of this company`,
  documentInUse: (document: string) => `${document} already in use`, // doc 1 §8 "{name} already in use"
  npsNotFound: 'NPS record not found',
  npsRefusedResolve: 'Only an answered, untreated survey with a rating below 7 can be resolved',
  npsRefusedResend: 'An answered survey cannot be sent again',
  integrationNotFound: 'Integration not configured',
  integrationMissing: (name: string) => `The ${name} integration is not configured for this company`,
  alreadyImported: 'This order was already imported',
  badXml: 'The XML is not a readable NF-e',
  userNotFound: 'User not found',
} as const;
