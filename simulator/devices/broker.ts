import { createServer, type Server, type Socket } from 'node:net';
import type { Aedes, AedesPublishPacket, Client } from 'aedes';
import { type BrokerAccess, type BrokerAuth, brokerAccess } from './broker-auth';

/** The embedded MQTT broker (DESIGN §6): MQTT 3.1.1 over TCP here, and over WebSocket at /mqtt
 * on the HTTP port (devices/mqtt-websocket.ts). Not started when MQTT_URL names an external one. */
export interface EmbeddedBroker {
  /** the running aedes instance (a new one after `restart()`) */
  readonly broker: Aedes;
  /** the TCP port it listens on (the one asked for, or the one the system chose for port 0) */
  readonly port: number;
  /** mqtt://wh-device:…@host:port: the URL of the simulator's own clients (emulators, platform),
   * the only ones that may write a retained `state` (broker-auth.ts) */
  readonly url: string;
  /** mqtt://wh-operator:…@host:port: a tester's or the CLI's URL (events and commands) */
  readonly operatorUrl: string;
  /** users, passwords and roles of the TCP port */
  readonly access: BrokerAccess;
  /**
   * Calls `listener` for every message the broker accepts (clients' publishes, wills, retained
   * clears; not the broker's own $SYS traffic): the hook for the journal (kind mqtt) and for
   * statistics. Answers a function that removes the listener. Survives restarts.
   */
  onPublish(listener: PublishListener): () => void;
  /**
   * Sets the one gate every client publish passes before it is routed (the hook for per-topic
   * faults): answer `{ delayMs }` to hold it, `{ drop: true }` to swallow it — the publisher still
   * gets its PUBACK, no subscriber gets the message. null clears the gate. Survives restarts.
   */
  setPublishGate(gate: PublishGate | null): void;
  /**
   * Sets the delivery faults' gate (broker-faults.ts; issue 32): `hold` keeps a publish — and
   * its PUBACK — until the promise settles (a paused topic); `duplicate` routes the message a
   * second time once it was routed; `reorder` swaps it with the next reordered message (held at
   * most a second when none comes). Survives restarts.
   */
  setDeliveryGate(gate: DeliveryGate | null): void;
  /** Publishes as the broker itself (no client): notices, held copies. */
  publish(topic: string, payload: Buffer, qos?: 0 | 1): void;
  /** The ids of the connected clients. */
  clientIds(): string[];
  /** Closes the connections of the clients whose id `which` accepts; answers their ids. */
  disconnect(which: (clientId: string) => boolean): string[];
  /**
   * Closes every connection and the listener, then starts again on the same port with the same
   * persistence: retained states, persistent sessions' subscriptions and their queued QoS 1
   * messages survive, as with a broker restarted on a persistent store.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export type PublishListener = (packet: AedesPublishPacket, client: Client | null) => void;
export type PublishGate = (
  packet: AedesPublishPacket,
  client: Client | null,
) => { drop?: boolean; delayMs?: number } | null | undefined;

export interface DeliveryDecision {
  hold?: Promise<void>;
  duplicate?: boolean;
  reorder?: boolean;
}
export type DeliveryGate = (packet: AedesPublishPacket, client: Client | null) => DeliveryDecision | null;

/** The longest a reordered message waits for the next one to overtake it. */
const REORDER_MAX_HOLD_MS = 1000;

/** Where a dropped message goes: `$` topics are never matched by wildcards (MQTT 3.1.1 §4.7.2). */
const DROPPED_TOPIC = '$faults/dropped';

export interface BrokerHooks {
  /** aedes `authorizeForward`: answer null to drop a message for one subscriber (faults) */
  authorizeForward?: (client: Client, packet: AedesPublishPacket) => AedesPublishPacket | null | undefined;
  /**
   * Called with every client publish the broker accepts (not one the gate drops), before the
   * publisher gets its PUBACK and before it is routed: aedes acknowledges a QoS 1 message first
   * and delivers it after, so a consumer in this process that must not lose an acknowledged
   * message takes it here (server/ack-after-store.ts). A throw refuses the publish (no PUBACK;
   * the publisher sends it again).
   */
  beforeAck?: (packet: AedesPublishPacket, client: Client | null) => void;
}

export interface BrokerOptions {
  port: number;
  host?: string;
  hooks?: BrokerHooks;
  /** who may connect and write states (broker-auth.ts); anonymous clients are refused by default */
  auth?: BrokerAuth;
}

// Client ids such as `wh:11222333000181:PORTAL-01` are longer than the 23 characters MQTT 3.1.1
// obliges a broker to accept; aedes refuses longer ones unless told otherwise.
const MAX_CLIENT_ID_LENGTH = 128;

/**
 * aedes writes every delivered message to the socket on its own: one system call per message
 * caps a busy subscriber at a few ten thousand messages a second. Writes made in the same turn of
 * the event loop are corked and flushed together at the next `setImmediate` (one writev), which
 * multiplies throughput under load and adds no measurable latency when idle.
 */
function coalesceWrites(socket: Socket): void {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let corked = false;
  socket.write = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      socket.cork();
      setImmediate(() => {
        corked = false;
        socket.uncork();
      });
    }
    return write(...args);
  }) as Socket['write'];
}

/** aedes keeps its connected clients by id (not in its types). */
const clientsOf = (broker: Aedes) => (broker as unknown as { clients: Record<string, Client> }).clients;

const clientHost = (host: string | undefined) => (!host || host === '0.0.0.0' ? '127.0.0.1' : host);

export async function startBroker(options: BrokerOptions): Promise<EmbeddedBroker> {
  const { Aedes } = await import('aedes');
  // aedes' own in-memory persistence, kept from the first instance to the next on restart.
  let persistence: unknown;
  const listeners = new Set<PublishListener>();
  let gate: PublishGate | null = null;
  let deliveryGate: DeliveryGate | null = null;
  // reorder: the message waiting for the next one to pass it; `after`: what to do once the
  // message carrying a payload was routed (aedes hands the same Buffer to every step)
  let held: { copy: AedesPublishPacket; timer: NodeJS.Timeout } | null = null;
  const after = new WeakMap<Buffer, Array<() => void>>();
  const onceRouted = (payload: Buffer, step: () => void) =>
    after.set(payload, [...(after.get(payload) ?? []), step]);
  const serverPublish = (packet: AedesPublishPacket) => broker.publish(packet, () => undefined);
  const releaseHeld = () => {
    if (!held) return;
    clearTimeout(held.timer);
    const { copy } = held;
    held = null;
    serverPublish(copy);
  };
  let port = options.port;
  let broker!: Aedes;
  let tcp!: Server;
  const sockets = new Set<Socket>();
  const access = brokerAccess(options.auth);

  const start = async () => {
    broker = await Aedes.createBroker({
      ...(persistence ? { persistence } : {}),
      maxClientsIdLength: MAX_CLIENT_ID_LENGTH,
      ...(options.hooks?.authorizeForward ? { authorizeForward: options.hooks.authorizeForward } : {}),
      authenticate: access.authenticate,
      authorizePublish: (client, packet, callback) => {
        if (packet.topic.startsWith('$SYS/')) return callback(new Error('$SYS/ topic is reserved'));
        // a refused publish closes the client's connection: MQTT 3.1.1 has no negative PUBACK
        const refused = access.refusal(client, packet.topic);
        if (refused) return callback(new Error(refused));
        const decision = gate?.(packet as AedesPublishPacket, client) ?? null;
        const delivery = decision?.drop
          ? null
          : (deliveryGate?.(packet as AedesPublishPacket, client) ?? null);
        if (decision?.drop) packet.topic = DROPPED_TOPIC;
        const accept = () => {
          try {
            if (!decision?.drop) options.hooks?.beforeAck?.(packet as AedesPublishPacket, client);
          } catch (error) {
            return callback(error as Error);
          }
          if (delivery) applyDelivery(packet as AedesPublishPacket, delivery);
          callback(null);
        };
        const delayed = () =>
          decision?.delayMs && decision.delayMs > 0 ? setTimeout(accept, decision.delayMs) : accept();
        if (delivery?.hold) delivery.hold.then(delayed, delayed);
        else delayed();
      },
    });
    persistence = (broker as unknown as { persistence: unknown }).persistence;
    broker.on('publish', (packet, client) => {
      const steps = after.get(packet.payload as Buffer);
      if (steps && packet.topic !== DROPPED_TOPIC) {
        after.delete(packet.payload as Buffer);
        for (const step of steps) step();
      }
      if (listeners.size === 0 || packet.topic.startsWith('$SYS/') || packet.topic === DROPPED_TOPIC) return;
      for (const listener of listeners) listener(packet, client);
    });
    tcp = createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.setNoDelay(true);
      coalesceWrites(socket);
      broker.handle(socket);
    });
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(port, options.host, () => resolve());
    });
    const address = tcp.address();
    if (address && typeof address === 'object') port = address.port;
  };

  /** Duplicate and reorder (the hold was waited for before). The copies are the broker's own
   * publishes of the same topic, payload, QoS and retain flag. */
  const applyDelivery = (packet: AedesPublishPacket, delivery: DeliveryDecision) => {
    const copy = {
      cmd: 'publish',
      topic: packet.topic,
      payload: packet.payload,
      qos: packet.qos,
      retain: packet.retain,
      dup: false,
    } as AedesPublishPacket;
    if (delivery.duplicate) onceRouted(packet.payload as Buffer, () => serverPublish({ ...copy }));
    if (!delivery.reorder) return;
    if (held) {
      // this one overtakes the held one, which follows it
      onceRouted(packet.payload as Buffer, releaseHeld);
      return;
    }
    packet.topic = DROPPED_TOPIC;
    held = { copy, timer: setTimeout(releaseHeld, REORDER_MAX_HOLD_MS) };
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      broker.close(() => {
        for (const socket of sockets) socket.destroy();
        tcp.close(() => resolve());
      });
    });

  await start();
  return {
    get broker() {
      return broker;
    },
    get port() {
      return port;
    },
    get url() {
      return access.deviceUrl(clientHost(options.host), port);
    },
    get operatorUrl() {
      return access.operatorUrl(clientHost(options.host), port);
    },
    access,
    onPublish(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPublishGate(next) {
      gate = next;
    },
    setDeliveryGate(next) {
      deliveryGate = next;
      if (!next) releaseHeld();
    },
    publish(topic, payload, qos = 1) {
      serverPublish({ cmd: 'publish', topic, payload, qos, retain: false, dup: false } as AedesPublishPacket);
    },
    clientIds: () => Object.keys(clientsOf(broker)),
    disconnect(which) {
      const closed: string[] = [];
      for (const [id, client] of Object.entries(clientsOf(broker))) {
        if (!which(id)) continue;
        closed.push(id);
        client.close();
      }
      return closed;
    },
    async restart() {
      await stop();
      await start();
    },
    async close() {
      if (held) clearTimeout(held.timer);
      held = null;
      await stop();
    },
  };
}
