import { defineMessages } from '../i18n';

/**
 * Texts of the control page's device replays (/__sim/devices, issue 19 "Devices"), the portal's
 * route confirmation on a session (/__sim/devices/route-confirmations) and journal bodies (/__sim/journal/:seq) in the caller's language. The wording is ours: the issue names the
 * features, not their messages.
 */
const { text: simControlError, message: simControlMessage } = defineMessages(
  {
    'pt-BR': {
      devicesOff: 'O simulador está sem broker de dispositivos: não há o que reproduzir',
      replayGoing: 'Uma reprodução ({id}) ainda está em andamento',
      noReplay: 'Reprodução {id} não encontrada',
      replayEnded: 'A reprodução {id} já terminou',
      badTrafficLine:
        '{name}, linha {line}: {reason, select, json {não é JSON} other {precisa de t (número), topic (texto) e payload}}',
      nothingToReplay: '{name} não tem eventos de dispositivo para reproduzir',
      brokerOff:
        'O simulador não tem broker embutido (MQTT_URL aponta outro): falhas de broker só no embutido',
      noBrokerFault: 'Falha de broker {id} não encontrada (já terminou?)',
      brokerDisconnected: '{count, plural, one {# cliente desconectado} other {# clientes desconectados}}',
      brokerRestarted: 'Broker reiniciado ({restarts}): estados retidos e filas QoS 1 mantidos',
      brokerFaultAdded: '{id}: {kind} em {topic} por {seconds} s',
      brokerFaultEnded: '{id} terminada',
      replayStopping: 'Reprodução {id} parando: o relatório vem a seguir',
      noJournalEntry: 'A entrada {seq} não está mais no diário desta sessão',
      noRoute: 'Rota {id} não encontrada nesta sessão',
      routeNotWaiting: 'A rota {code} ({status}) não espera o portal: nada foi confirmado',
      routeConfirmed: 'Rota {code} confirmada pelo portal: {status}',
    },
    'en-US': {
      devicesOff: 'The simulator runs without a device broker: there is nothing to replay on',
      replayGoing: 'A replay ({id}) is still going',
      noReplay: 'No replay {id}',
      replayEnded: 'Replay {id} has already ended',
      badTrafficLine:
        '{name}, line {line}: {reason, select, json {not JSON} other {needs t (number), topic (text) and payload}}',
      nothingToReplay: '{name} holds no device events to replay',
      brokerOff:
        'The simulator has no embedded broker (MQTT_URL names another): broker faults act on the embedded one only',
      noBrokerFault: 'No broker fault {id} (has it ended?)',
      brokerDisconnected: '{count, plural, one {# client disconnected} other {# clients disconnected}}',
      brokerRestarted: 'Broker restarted ({restarts}): retained states and QoS 1 queues kept',
      brokerFaultAdded: '{id}: {kind} on {topic} for {seconds} s',
      brokerFaultEnded: '{id} ended',
      replayStopping: 'Replay {id} stopping: its report follows',
      noJournalEntry: "Entry {seq} is no longer in this session's journal",
      noRoute: 'No route {id} in this session',
      routeNotWaiting: 'Route {code} ({status}) is not waiting for the portal: nothing was confirmed',
      routeConfirmed: 'Route {code} confirmed by the portal: {status}',
    },
    es: {
      devicesOff: 'El simulador funciona sin broker de dispositivos: no hay dónde reproducir',
      replayGoing: 'Una reproducción ({id}) sigue en curso',
      noReplay: 'No existe la reproducción {id}',
      replayEnded: 'La reproducción {id} ya terminó',
      badTrafficLine:
        '{name}, línea {line}: {reason, select, json {no es JSON} other {necesita t (número), topic (texto) y payload}}',
      nothingToReplay: '{name} no tiene eventos de dispositivo para reproducir',
      brokerOff:
        'El simulador no tiene broker embebido (MQTT_URL indica otro): las fallas de broker solo actúan en el embebido',
      noBrokerFault: 'No existe la falla de broker {id} (¿ya terminó?)',
      brokerDisconnected: '{count, plural, one {# cliente desconectado} other {# clientes desconectados}}',
      brokerRestarted: 'Broker reiniciado ({restarts}): estados retenidos y colas QoS 1 conservados',
      brokerFaultAdded: '{id}: {kind} en {topic} durante {seconds} s',
      brokerFaultEnded: '{id} terminada',
      replayStopping: 'Reproducción {id} deteniéndose: el informe viene a continuación',
      noJournalEntry: 'La entrada {seq} ya no está en el diario de esta sesión',
      noRoute: 'No existe la ruta {id} en esta sesión',
      routeNotWaiting: 'La ruta {code} ({status}) no espera el portal: no se confirmó nada',
      routeConfirmed: 'Ruta {code} confirmada por el portal: {status}',
    },
  },
  'simControl',
);

export { simControlMessage };

export const SIM_CONTROL_MESSAGES = {
  devicesOff: simControlError('devicesOff'),
  replayGoing: (id: string) => simControlError('replayGoing', { id }),
  noReplay: (id: string) => simControlError('noReplay', { id }),
  replayEnded: (id: string) => simControlError('replayEnded', { id }),
  badTrafficLine: (name: string, line: number, reason: 'json' | 'fields') =>
    simControlError('badTrafficLine', { name, line, reason }),
  nothingToReplay: (name: string) => simControlError('nothingToReplay', { name }),
  noJournalEntry: (seq: number) => simControlError('noJournalEntry', { seq }),
  noRoute: (id: string) => simControlError('noRoute', { id }),
  routeNotWaiting: (code: string, status: string) => simControlError('routeNotWaiting', { code, status }),
  brokerOff: simControlError('brokerOff'),
  noBrokerFault: (id: string) => simControlError('noBrokerFault', { id }),
};
