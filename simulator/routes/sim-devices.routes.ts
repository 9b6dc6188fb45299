import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { brokerDisconnectRequest, deliveryFaultRequest } from '../../src/domain/devices-broker';
import { DeviceReplays } from '../devices/tools/replays';
import { badRequest, conflict, notFound } from '../http/http-error';
import { addRoute, emptyBody } from '../http/validate';
import { SIM_CONTROL_MESSAGES as M, simControlMessage } from '../i18n/messages/sim-control';

/** What one upload may hold: under Fastify's 1 MiB body limit with its JSON quoting. Longer
 * recordings replay from the command line (`npm run devices -- replay`), which streams the file. */
const MAX_FILE_CHARS = 900_000;

const replayRequest = type({
  name: '0 < string <= 200',
  content: `0 < string <= ${MAX_FILE_CHARS}`,
  speed: '0.01 <= number <= 1000',
  'settleMs?': '0 <= number.integer <= 30000',
}).onUndeclaredKey('reject');
const replayId = type({ id: /^replay-[0-9]{1,9}$/ });

const replayAnswer = type({
  id: 'string',
  status: "'running' | 'done' | 'failed'",
  stopped: 'boolean',
  startedAt: 'string',
  name: 'string',
  speed: 'number',
  messages: 'number',
  progress: type({ sent: 'number', total: 'number', at: 'number', span: 'number' }),
  'error?': 'string',
  'report?': 'object',
});

/**
 * Device replays from the control page (issue 19 "Devices"; simulator/devices/tools/replays.ts):
 * a recorded or generated traffic file (JSON Lines, DESIGN §6) sent as text, replayed at a speed
 * on the device runtime's broker, stopped on demand, its expected-versus-actual report kept. The
 * replay feeds the runtime's session (`session` in the list), whichever session the page shows.
 */
export async function simDevicesRoutes(app: FastifyInstance) {
  const runtime = app.deviceRuntime;
  const replays = runtime ? new DeviceReplays(runtime.options.url) : null;
  app.addHook('onClose', async () => replays?.stopAll());
  const need = () => {
    if (!replays) throw conflict(M.devicesOff);
    return replays;
  };
  const one = (id: string) => {
    const run = need().get(id);
    if (!run) throw notFound(M.noReplay(id));
    return run;
  };

  addRoute(app, {
    method: 'GET',
    url: '/devices/replays',
    summary:
      'Device replays, newest first; `available` false when the simulator runs without a device broker, ' +
      '`session` the one whose platform answers the replayed devices',
    tags: ['simulator'],
    response: type({ available: 'boolean', 'session?': 'string', replays: replayAnswer.array() }),
    handler: async () => ({
      available: replays !== null,
      ...(runtime ? { session: runtime.session } : {}),
      replays: replays?.list() ?? [],
    }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/devices/replays',
    summary:
      'Replay a traffic file (`content`: its JSON Lines, `name`, `speed` factor) on the device broker, ' +
      'answered at once (202) while it plays; one at a time (409 while one goes)',
    tags: ['simulator'],
    body: replayRequest,
    response: { 202: replayAnswer },
    handler: async (request, reply) => {
      const all = need();
      const going = all.running();
      if (going) throw conflict(M.replayGoing(going.id));
      const { name, content } = request.body;
      const { parseTraffic, TrafficLineError } = await import('../devices/tools/jsonl');
      let lines: ReturnType<typeof parseTraffic>;
      try {
        lines = parseTraffic(content, name);
      } catch (error) {
        if (error instanceof TrafficLineError)
          throw badRequest(M.badTrafficLine(name, error.line, error.reason));
        throw error;
      }
      if (DeviceReplays.replayable(lines) === 0) throw badRequest(M.nothingToReplay(name));
      reply.code(202);
      return all.start(request.body, lines, request.now());
    },
  });

  brokerFaultRoutes(app);

  addRoute(app, {
    method: 'GET',
    url: '/devices/replays/:id',
    summary: 'One replay: its progress, then its expected-versus-actual report',
    tags: ['simulator'],
    params: replayId,
    response: replayAnswer,
    handler: async (request) => one(request.params.id),
  });

  addRoute(app, {
    method: 'POST',
    url: '/devices/replays/:id/stop',
    summary: 'Stop a running replay after its current message; its report follows (409 once it ended)',
    tags: ['simulator'],
    params: replayId,
    body: emptyBody,
    response: replayAnswer.and({ message: 'string' }),
    handler: async (request) => {
      const run = one(request.params.id);
      if (run.status !== 'running') throw conflict(M.replayEnded(run.id));
      need().stop(run.id);
      return { ...run, message: simControlMessage(request, 'replayStopping', { id: run.id }) };
    },
  });
}

const deliveryFaultAnswer = type({
  id: 'string',
  kind: "'pause' | 'duplicate' | 'reorder'",
  topic: 'string',
  until: 'string',
  applied: 'number',
});
const brokerStatusAnswer = type({
  available: 'boolean',
  clients: type({ id: 'string', company: 'string | null', deviceId: 'string | null' }).array(),
  faults: deliveryFaultAnswer.array(),
  restarts: 'number',
});
const brokerFaultId = type({ id: /^(pause|duplicate|reorder)-[0-9]{1,9}$/ });

/**
 * Broker faults on demand (issue 32; devices/broker-faults.ts): disconnect clients, restart the
 * embedded broker with its persistence, and pause, duplicate or reorder delivery on a topic
 * filter for N seconds — each journaled in the devices' session and announced on wh-sim/notice.
 * 409 when the simulator runs on an external broker (MQTT_URL) or without devices.
 */
function brokerFaultRoutes(app: FastifyInstance) {
  const faults = app.deviceRuntime?.brokerFaults ?? null;
  const need = () => {
    if (!faults) throw conflict(M.brokerOff);
    return faults;
  };

  addRoute(app, {
    method: 'GET',
    url: '/devices/broker',
    summary:
      "The embedded broker's connected clients, its delivery faults and restarts; `available` false without one",
    tags: ['simulator'],
    response: brokerStatusAnswer,
    handler: async () => faults?.status() ?? { available: false, clients: [], faults: [], restarts: 0 },
  });

  addRoute(app, {
    method: 'POST',
    url: '/devices/broker/disconnect',
    summary:
      "Close the connections of every client, or of one company's (`company`) or one device's (`deviceId`) emulators; " +
      'they reconnect on their own (persistent sessions keep their QoS 1 queues)',
    tags: ['simulator'],
    body: brokerDisconnectRequest.or('undefined'),
    response: type({ message: 'string', clients: 'string[]' }),
    handler: async (request) => {
      const clients = need().disconnect(request.body ?? {});
      return {
        message: simControlMessage(request, 'brokerDisconnected', { count: clients.length }),
        clients,
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/devices/broker/restart',
    summary:
      'Restart the embedded broker on the same port: every client is disconnected and reconnects; retained states, ' +
      'persistent sessions and their queued QoS 1 messages survive',
    tags: ['simulator'],
    body: emptyBody,
    response: type({ message: 'string', restarts: 'number' }),
    handler: async (request) => {
      const all = need();
      await all.restart();
      const { restarts } = all.status();
      return { message: simControlMessage(request, 'brokerRestarted', { restarts }), restarts };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/devices/broker/faults',
    summary:
      'For `seconds` (1–300) on an MQTT topic filter: `pause` holds every publish (and its PUBACK) until the end, ' +
      '`duplicate` delivers each message twice, `reorder` swaps each message with the next',
    tags: ['simulator'],
    body: deliveryFaultRequest,
    response: { 201: deliveryFaultAnswer.and({ message: 'string' }) },
    handler: async (request, reply) => {
      const fault = need().add(request.body);
      reply.code(201);
      return {
        ...fault,
        message: simControlMessage(request, 'brokerFaultAdded', { ...request.body, id: fault.id }),
      };
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/devices/broker/faults/:id',
    summary: 'End a delivery fault now (a pause lets the messages it held go); 404 when it has ended',
    tags: ['simulator'],
    params: brokerFaultId,
    response: type({ message: 'string' }),
    handler: async (request) => {
      if (!need().end(request.params.id)) throw notFound(M.noBrokerFault(request.params.id));
      return { message: simControlMessage(request, 'brokerFaultEnded', { id: request.params.id }) };
    },
  });
}
