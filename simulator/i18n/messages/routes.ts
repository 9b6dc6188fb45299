import { defineMessages } from '../i18n';

/**
 * Route calls (doc 3 §7): success texts the console toasts as they come (doc 3 §8; wording ours)
 * and the refusals, each naming the machine rule that refused (doc 3 §4, §5).
 */
export const { message: routeMessage } = defineMessages({
  'pt-BR': {
    userAssigned: 'Motorista atribuído à rota {code}',
    vehicleAssigned: 'Veículo atribuído à rota {code}',
    routed: 'Rota {code} roteirizada: {stops, plural, one {# parada} other {# paradas}}',
    sequenceSaved: 'Sequência da rota {code} salva',
    reordered: 'Nova ordem da rota {code} salva',
    finalized: 'Rota {code} finalizada',
    cancelled: 'Rota {code} cancelada',
    moved: '{count, plural, one {# pedido movido} other {# pedidos movidos}} para a rota {code}',
    removed: '{count, plural, one {# pedido removido} other {# pedidos removidos}} da rota {code}',
    completed: '{count, plural, one {# entrega finalizada} other {# entregas finalizadas}}',
    occurrence: 'Ocorrência registrada em {count, plural, one {# pedido} other {# pedidos}}',
    uploaded: '{count, plural, one {# foto enviada} other {# fotos enviadas}} para o pedido {order}',
  },
  'en-US': {
    userAssigned: 'Driver assigned to route {code}',
    vehicleAssigned: 'Vehicle assigned to route {code}',
    routed: 'Route {code} routed: {stops, plural, one {# stop} other {# stops}}',
    sequenceSaved: 'Sequence of route {code} saved',
    reordered: 'New order of route {code} saved',
    finalized: 'Route {code} finalized',
    cancelled: 'Route {code} cancelled',
    moved: '{count, plural, one {# order} other {# orders}} moved to route {code}',
    removed: '{count, plural, one {# order} other {# orders}} removed from route {code}',
    completed: '{count, plural, one {# delivery} other {# deliveries}} finalized',
    occurrence: 'Occurrence recorded on {count, plural, one {# order} other {# orders}}',
    uploaded: '{count, plural, one {# photo} other {# photos}} sent for order {order}',
  },
  es: {
    userAssigned: 'Conductor asignado a la ruta {code}',
    vehicleAssigned: 'Vehículo asignado a la ruta {code}',
    routed: 'Ruta {code} planificada: {stops, plural, one {# parada} other {# paradas}}',
    sequenceSaved: 'Secuencia de la ruta {code} guardada',
    reordered: 'Nuevo orden de la ruta {code} guardado',
    finalized: 'Ruta {code} finalizada',
    cancelled: 'Ruta {code} cancelada',
    moved: '{count, plural, one {# pedido movido} other {# pedidos movidos}} a la ruta {code}',
    removed: '{count, plural, one {# pedido quitado} other {# pedidos quitados}} de la ruta {code}',
    completed: '{count, plural, one {# entrega finalizada} other {# entregas finalizadas}}',
    occurrence: 'Incidencia registrada en {count, plural, one {# pedido} other {# pedidos}}',
    uploaded: '{count, plural, one {# foto enviada} other {# fotos enviadas}} para el pedido {order}',
  },
});

const { text: routeError } = defineMessages(
  {
    'pt-BR': {
      routeNotFound: 'Rota não encontrada',
      orderNotInRoute: 'O pedido {order} não está nesta rota',
      refusedRoute:
        'Não é possível {action, select, user {atribuir motorista a} vehicle {atribuir veículo a} routing {roteirizar} sequence {salvar a sequência de} reorder {reordenar} finalize {finalizar} cancel {cancelar} other {alterar}} uma rota com status {status}',
      vehicleRequired: 'A roteirização precisa de um veículo',
      reorderRefused:
        'A reordenação precisa de uma rota não finalizada, com mais de um pedido e com sequência',
      refusedItem:
        'Só pedidos pendentes de uma rota aberta podem ser finalizados, marcados com ocorrência, removidos ou movidos (pedido {order})',
      reasonRequired: 'O motivo é obrigatório',
      destinationRequired: 'Escolha a rota de destino',
      destinationInvalid: 'A rota de destino deve ser outra rota não finalizada dos últimos 5 dias',
      unknownUser: 'Usuário desconhecido ou inativo',
      notDriver: 'Só um usuário motorista ativo pode ser o motorista da rota',
      unknownVehicle: 'Veículo desconhecido ou inativo',
      ordersRequired: 'Escolha ao menos um pedido',
      actionRequired: 'Informe user, vehicle ou uma ação (move, remove, completed, occurrence)',
      sequenceMismatch: 'A nova ordem deve conter cada pedido da rota exatamente uma vez',
      noLocatedStops: 'Nenhum pedido pendente da rota tem coordenadas para roteirizar',
      fileTypeInvalid: 'Cada foto precisa do tipo route-ok ou route-occurrence, e só imagens são aceitas',
    },
    'en-US': {
      routeNotFound: 'Route not found',
      orderNotInRoute: 'Order {order} is not on this route',
      refusedRoute:
        'A route cannot {action, select, user {be assigned a driver} vehicle {be assigned a vehicle} routing {be routed} sequence {take a sequence} reorder {be reordered} finalize {be finalized} cancel {be cancelled} other {change}} while {status} (doc 3 §4)',
      vehicleRequired: 'Routing needs a vehicle (doc 3 §4)',
      reorderRefused:
        'Reordering needs a route that is not DONE, with more than one item and a sequence (doc 3 §4)',
      refusedItem:
        'Only PENDING items of an open route can be finalized, marked as occurrence, removed or moved (order {order}, doc 3 §4)',
      reasonRequired: 'The reason is required (doc 3 §5)',
      destinationRequired: 'Choose the destination route (doc 3 §5)',
      destinationInvalid:
        'The destination must be another route of the past 5 days that is not DONE or CANCELLED (doc 3 §9)',
      unknownUser: 'Unknown or inactive user',
      notDriver: 'Only an active DRIVER user can be the driver of a route (doc 3 §6)',
      unknownVehicle: 'Unknown or inactive vehicle',
      ordersRequired: 'Choose at least one order',
      actionRequired: 'Send user, vehicle or an action (move, remove, completed, occurrence)',
      sequenceMismatch: 'The new order must hold every item of the route exactly once',
      noLocatedStops: 'No pending order of the route has coordinates to route',
      fileTypeInvalid:
        'Each photo needs the type route-ok or route-occurrence, and only images are taken (doc 3 §5)',
    },
    es: {
      routeNotFound: 'Ruta no encontrada',
      orderNotInRoute: 'El pedido {order} no está en esta ruta',
      refusedRoute:
        'No se puede {action, select, user {asignar conductor a} vehicle {asignar vehículo a} routing {planificar} sequence {guardar la secuencia de} reorder {reordenar} finalize {finalizar} cancel {cancelar} other {cambiar}} una ruta con estado {status}',
      vehicleRequired: 'La planificación necesita un vehículo',
      reorderRefused: 'Reordenar necesita una ruta no finalizada, con más de un pedido y con secuencia',
      refusedItem:
        'Solo los pedidos pendientes de una ruta abierta pueden finalizarse, marcarse con incidencia, quitarse o moverse (pedido {order})',
      reasonRequired: 'El motivo es obligatorio',
      destinationRequired: 'Elija la ruta de destino',
      destinationInvalid: 'El destino debe ser otra ruta no finalizada de los últimos 5 días',
      unknownUser: 'Usuario desconocido o inactivo',
      notDriver: 'Solo un usuario conductor activo puede ser el conductor de la ruta',
      unknownVehicle: 'Vehículo desconocido o inactivo',
      ordersRequired: 'Elija al menos un pedido',
      actionRequired: 'Envíe user, vehicle o una acción (move, remove, completed, occurrence)',
      sequenceMismatch: 'El nuevo orden debe tener cada pedido de la ruta exactamente una vez',
      noLocatedStops: 'Ningún pedido pendiente de la ruta tiene coordenadas para planificar',
      fileTypeInvalid: 'Cada foto necesita el tipo route-ok o route-occurrence, y solo se aceptan imágenes',
    },
  },
  'routes',
);

export type RouteAction = 'user' | 'vehicle' | 'routing' | 'sequence' | 'reorder' | 'finalize' | 'cancel';

export const ROUTE_ERRORS = {
  routeNotFound: routeError('routeNotFound'),
  orderNotInRoute: (order: string) => routeError('orderNotInRoute', { order }),
  refusedRoute: (action: RouteAction, status: string) => routeError('refusedRoute', { action, status }),
  vehicleRequired: routeError('vehicleRequired'),
  reorderRefused: routeError('reorderRefused'),
  refusedItem: (order: string) => routeError('refusedItem', { order }),
  reasonRequired: routeError('reasonRequired'),
  destinationRequired: routeError('destinationRequired'),
  destinationInvalid: routeError('destinationInvalid'),
  unknownUser: routeError('unknownUser'),
  notDriver: routeError('notDriver'),
  unknownVehicle: routeError('unknownVehicle'),
  ordersRequired: routeError('ordersRequired'),
  actionRequired: routeError('actionRequired'),
  sequenceMismatch: routeError('sequenceMismatch'),
  noLocatedStops: routeError('noLocatedStops'),
  fileTypeInvalid: routeError('fileTypeInvalid'),
};
