import type { GenerationTexts } from '../../../src/domain/order-generation';
import type { UploadTexts } from '../../../src/domain/uploads';
import { codeLabel, defineMessages } from '../i18n';

/**
 * Refusals and other error texts of the orders-area calls (doc 2 §8 where quoted; ours
 * otherwise), in the caller's language too: thrown as `LocalizedText`s, said by the errors plugin
 * (simulator/i18n.ts). English is the contract's wording; order types and statuses read as the
 * console labels them in pt-BR and es.
 */
const { text: orderError } = defineMessages(
  {
    'pt-BR': {
      otherCompany: 'Este registro pertence a outra empresa',
      orderNotFound: 'Pedido não encontrado',
      orderDuplicate: 'Já existe um pedido com este número e série',
      orderDuplicateNumber: 'Já existe um pedido com este número e série: {orderNumber}',
      orderIdMismatch: 'O orderId não corresponde ao do caminho',
      refusedFinalize:
        'Só é possível finalizar um pedido de coleta já coletado na rota (coluna concluídos), pendente, em andamento ou em ocorrência',
      refusedTypeChange:
        'O tipo só pode ser alterado para novo, entrega, coleta ou visita, nunca para o tipo atual, e apenas em um pedido fora de qualquer operação que esteja pendente, em ocorrência ou não executado',
      refusedEdit: 'Um pedido cancelado não pode ser alterado',
      refusedOccurrence: 'Este resultado de ocorrência não é permitido para o pedido no status atual',
      pastDeliveryDate: 'A data de entrega não pode estar no passado',
      unknownOperator: 'Operador desconhecido (userId)',
      unknownTransporter: 'Transportadora desconhecida (transporterId)',
      attachmentNotFound: 'Anexo não encontrado',
      verifyNotAllowed: 'A verificação de anexos não está disponível para esta empresa',
      noItem: 'O pedido não tem o item solicitado atribuído',
      outboundNotFound: 'Expedição não encontrada',
      routeNotFound: 'Rota não encontrada',
      barcodeInUse: 'este código de barras já está em uso',
      partyExists: 'Já existe um cadastro com este documento',
      customerNotFound: 'Cliente não encontrado',
      customerExists: 'Já existe um cliente cadastrado com este documento',
      transporterNotFound: 'Transportadora não encontrada',
      transporterInUse: 'Esta transportadora é usada em pedidos e não pode ser excluída',
      salesChannelNotFound: 'Canal de venda não encontrado',
      salesChannelProtected:
        'O canal de venda {code} é protegido: os canais 999 e 995 não podem ser editados nem excluídos',
      salesChannelCodeInUse: 'O código de canal de venda {code} já está em uso',
      unknownSalesChannel:
        'Código de canal de venda {code} desconhecido: não é um canal de venda desta empresa',
      documentInUse: '{document} já está em uso',
      npsNotFound: 'Registro de NPS não encontrado',
      npsRefusedResolve:
        'Só é possível resolver uma pesquisa respondida, ainda não tratada e com nota abaixo de 7',
      npsRefusedResend: 'Uma pesquisa já respondida não pode ser reenviada',
      integrationNotFound: 'Integração não configurada',
      integrationDataNotFound: 'Este pedido não foi importado por uma integração',
      integrationMissing: 'A integração {name} não está configurada para esta empresa',
      alreadyImported: 'Este pedido já foi importado',
      badXml: 'O XML não é uma NF-e legível',
      userNotFound: 'Usuário não encontrado',
      // uploads (doc 2 §5 "Upload")
      notMultipart: 'Envie os arquivos como multipart/form-data',
      orderIdRequired: 'O orderId é obrigatório',
      uploadRefused: 'Não foi possível enviar os arquivos',
      uploadNoFile: 'Escolha pelo menos um arquivo',
      uploadTooMany: '{max, plural, one {Escolha no máximo # arquivo} other {Escolha no máximo # arquivos}}',
      uploadBadExtension: '{name}: só são aceitos arquivos {extensions}',
      uploadTooLarge: '{name}: maior que 50 MB',
      uploadNoType: '{name}: escolha o tipo do arquivo',
      uploadUnknownType: '{name}: tipo desconhecido {type}',
      // downstream generation (doc 2 §2 "Selection and downstream generation")
      generationEmpty: 'Selecione pelo menos um pedido',
      generationNotSelectable: 'O pedido {order} não pode ser selecionado (tipo {type}, status {status})',
      generationAlreadyOfType: 'O pedido {order} já é do tipo {target}',
      generationNoExisting: '{target} não pode receber pedidos em um registro existente',
      generationExistingClosed:
        '{kind, select, outbound {A expedição} other {A rota}} está com status {status} e não pode receber pedidos',
      generationRefused: 'A seleção não pode gerar esta operação',
      cannotEnter: 'O pedido {order} não pode entrar em {target}',
    },
    'en-US': {
      otherCompany: 'This record belongs to another company',
      orderNotFound: 'Order not found',
      orderDuplicate: 'An order with this number and series already exists',
      orderDuplicateNumber: 'An order with this number and series already exists: {orderNumber}',
      orderIdMismatch: 'orderId does not match the path',
      refusedFinalize:
        'Only a PICKUP order collected on its route (the done column), pending, in progress or in occurrence, can be finalized',
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
      salesChannelProtected:
        'Sales channel {code} is protected: channels 999 and 995 cannot be edited or deleted', // doc 3 §5
      salesChannelCodeInUse: 'Sales channel code {code} already in use',
      unknownSalesChannel: 'Unknown sales channel code {code}: it is not a sales channel of this company',
      documentInUse: '{document} already in use', // doc 1 §8 "{name} already in use"
      npsNotFound: 'NPS record not found',
      npsRefusedResolve: 'Only an answered, untreated survey with a rating below 7 can be resolved',
      npsRefusedResend: 'An answered survey cannot be sent again',
      integrationNotFound: 'Integration not configured',
      integrationDataNotFound: 'This order was not imported through an integration',
      integrationMissing: 'The {name} integration is not configured for this company',
      alreadyImported: 'This order was already imported',
      badXml: 'The XML is not a readable NF-e',
      userNotFound: 'User not found',
      notMultipart: 'Send the files as multipart/form-data',
      orderIdRequired: 'orderId is required',
      uploadRefused: 'The files cannot be uploaded',
      uploadNoFile: 'Choose at least one file',
      uploadTooMany: 'Choose at most {max} file(s)',
      uploadBadExtension: '{name}: only {extensions} files are accepted',
      uploadTooLarge: '{name}: larger than 50 MB',
      uploadNoType: "{name}: choose the file's type",
      uploadUnknownType: '{name}: unknown type {type}',
      generationEmpty: 'Select at least one order',
      generationNotSelectable: 'Order {order} cannot be selected ({type} {status})',
      generationAlreadyOfType: 'Order {order} is already of type {target}',
      generationNoExisting: '{target} cannot receive orders into an existing record',
      generationExistingClosed:
        'The {kind, select, outbound {outbound} other {route}} is {status} and cannot receive orders',
      generationRefused: 'The selection cannot generate this operation',
      cannotEnter: 'Order {order} cannot enter {target}',
    },
    es: {
      otherCompany: 'Este registro pertenece a otra empresa',
      orderNotFound: 'Pedido no encontrado',
      orderDuplicate: 'Ya existe un pedido con este número y serie',
      orderDuplicateNumber: 'Ya existe un pedido con este número y serie: {orderNumber}',
      orderIdMismatch: 'El orderId no coincide con el de la ruta',
      refusedFinalize:
        'Solo se puede finalizar un pedido de recogida ya recogido en la ruta (columna concluidos), pendiente, en curso o con incidencia',
      refusedTypeChange:
        'El tipo solo se puede cambiar a nuevo, entrega, recogida o visita, nunca al tipo actual, y solo en un pedido fuera de cualquier operación que esté pendiente, con incidencia o no ejecutado',
      refusedEdit: 'Un pedido cancelado no se puede modificar',
      refusedOccurrence: 'Este resultado de incidencia no está permitido para el pedido en su estado actual',
      pastDeliveryDate: 'La fecha de entrega no puede estar en el pasado',
      unknownOperator: 'Operador desconocido (userId)',
      unknownTransporter: 'Transportista desconocido (transporterId)',
      attachmentNotFound: 'Adjunto no encontrado',
      verifyNotAllowed: 'La verificación de adjuntos no está disponible para esta empresa',
      noItem: 'El pedido no tiene asignado el ítem solicitado',
      outboundNotFound: 'Expedición no encontrada',
      routeNotFound: 'Ruta no encontrada',
      barcodeInUse: 'este código de barras ya está en uso',
      partyExists: 'Ya existe un registro con este documento',
      customerNotFound: 'Cliente no encontrado',
      customerExists: 'Ya existe un cliente registrado con este documento',
      transporterNotFound: 'Transportista no encontrado',
      transporterInUse: 'Este transportista se usa en pedidos y no se puede eliminar',
      salesChannelNotFound: 'Canal de venta no encontrado',
      salesChannelProtected:
        'El canal de venta {code} está protegido: los canales 999 y 995 no se pueden editar ni eliminar',
      salesChannelCodeInUse: 'El código de canal de venta {code} ya está en uso',
      unknownSalesChannel:
        'Código de canal de venta {code} desconocido: no es un canal de venta de esta empresa',
      documentInUse: '{document} ya está en uso',
      npsNotFound: 'Registro de NPS no encontrado',
      npsRefusedResolve:
        'Solo se puede resolver una encuesta respondida, aún no tratada y con una nota inferior a 7',
      npsRefusedResend: 'Una encuesta ya respondida no se puede reenviar',
      integrationNotFound: 'Integración no configurada',
      integrationDataNotFound: 'Este pedido no fue importado por una integración',
      integrationMissing: 'La integración {name} no está configurada para esta empresa',
      alreadyImported: 'Este pedido ya fue importado',
      badXml: 'El XML no es una NF-e legible',
      userNotFound: 'Usuario no encontrado',
      notMultipart: 'Envíe los archivos como multipart/form-data',
      orderIdRequired: 'El orderId es obligatorio',
      uploadRefused: 'No se pudieron enviar los archivos',
      uploadNoFile: 'Elija al menos un archivo',
      uploadTooMany: '{max, plural, one {Elija como máximo # archivo} other {Elija como máximo # archivos}}',
      uploadBadExtension: '{name}: solo se aceptan archivos {extensions}',
      uploadTooLarge: '{name}: supera los 50 MB',
      uploadNoType: '{name}: elija el tipo del archivo',
      uploadUnknownType: '{name}: tipo desconocido {type}',
      generationEmpty: 'Seleccione al menos un pedido',
      generationNotSelectable: 'El pedido {order} no se puede seleccionar (tipo {type}, estado {status})',
      generationAlreadyOfType: 'El pedido {order} ya es del tipo {target}',
      generationNoExisting: '{target} no puede recibir pedidos en un registro existente',
      generationExistingClosed:
        '{kind, select, outbound {La expedición} other {La ruta}} tiene estado {status} y no puede recibir pedidos',
      generationRefused: 'La selección no puede generar esta operación',
      cannotEnter: 'El pedido {order} no puede entrar en {target}',
    },
  },
  'orders',
);

const orderType = (code: string) => codeLabel('orders.type', code);

export const ORDER_MESSAGES = {
  otherCompany: orderError('otherCompany'),
  orderNotFound: orderError('orderNotFound'),
  orderDuplicate: orderError('orderDuplicate'),
  /** `orderDuplicate` naming the order already there (a row of an import) */
  orderDuplicateNumber: (orderNumber: string) => orderError('orderDuplicateNumber', { orderNumber }),
  orderIdMismatch: orderError('orderIdMismatch'),
  refusedFinalize: orderError('refusedFinalize'),
  refusedTypeChange: orderError('refusedTypeChange'),
  refusedEdit: orderError('refusedEdit'),
  refusedOccurrence: orderError('refusedOccurrence'),
  pastDeliveryDate: orderError('pastDeliveryDate'),
  unknownOperator: orderError('unknownOperator'),
  unknownTransporter: orderError('unknownTransporter'),
  attachmentNotFound: orderError('attachmentNotFound'),
  verifyNotAllowed: orderError('verifyNotAllowed'),
  noItem: orderError('noItem'),
  outboundNotFound: orderError('outboundNotFound'),
  routeNotFound: orderError('routeNotFound'),
  barcodeInUse: orderError('barcodeInUse'), // doc 2 §5
  partyExists: orderError('partyExists'),
  customerNotFound: orderError('customerNotFound'),
  customerExists: orderError('customerExists'),
  transporterNotFound: orderError('transporterNotFound'),
  transporterInUse: orderError('transporterInUse'),
  salesChannelNotFound: orderError('salesChannelNotFound'),
  salesChannelProtected: (code: string) => orderError('salesChannelProtected', { code }), // doc 3 §5
  salesChannelCodeInUse: (code: string) => orderError('salesChannelCodeInUse', { code }),
  unknownSalesChannel: (code: string) => orderError('unknownSalesChannel', { code }),
  documentInUse: (document: string) => orderError('documentInUse', { document }), // doc 1 §8 "{name} already in use"
  npsNotFound: orderError('npsNotFound'),
  npsRefusedResolve: orderError('npsRefusedResolve'),
  npsRefusedResend: orderError('npsRefusedResend'),
  integrationNotFound: orderError('integrationNotFound'),
  integrationDataNotFound: orderError('integrationDataNotFound'),
  integrationMissing: (name: string) => orderError('integrationMissing', { name }),
  alreadyImported: orderError('alreadyImported'),
  badXml: orderError('badXml'),
  userNotFound: orderError('userNotFound'),
  notMultipart: orderError('notMultipart'),
  orderIdRequired: orderError('orderIdRequired'),
  uploadRefused: orderError('uploadRefused'),
  generationRefused: orderError('generationRefused'),
  cannotEnter: (order: string, target: string) =>
    orderError('cannotEnter', { order, target: orderType(target) }),
} as const;

/** The upload dialog's refusals (src/domain/uploads.ts `uploadRefusal`) as this catalogue says them. */
export const UPLOAD_REFUSALS: UploadTexts = {
  noFile: orderError('uploadNoFile'),
  tooMany: (max) => orderError('uploadTooMany', { max }),
  badExtension: (name, extensions) => orderError('uploadBadExtension', { name, extensions }),
  tooLarge: (name) => orderError('uploadTooLarge', { name }),
  noType: (name) => orderError('uploadNoType', { name }),
  unknownType: (name, type) => orderError('uploadUnknownType', { name, type }),
};

/** The selection's refusals (src/domain/order-generation.ts `generationRefusal`) as this catalogue says them. */
export const GENERATION_REFUSALS: GenerationTexts = {
  empty: orderError('generationEmpty'),
  notSelectable: (order, type, status) =>
    orderError('generationNotSelectable', {
      order,
      type: orderType(type),
      status: codeLabel('orders.status', status),
    }),
  alreadyOfType: (order, target) =>
    orderError('generationAlreadyOfType', { order, target: orderType(target) }),
  noExisting: (target) => orderError('generationNoExisting', { target: orderType(target) }),
  existingClosed: (kind, status) =>
    orderError('generationExistingClosed', { kind, status: codeLabel('operations.status', status) }),
};
