import websocket from '@fastify/websocket';
import type { Aedes, AuthenticateError, Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream } from 'ws';
import { TOPIC_ROOT } from '../../src/domain/devices';
import type { TokenClaims } from '../../src/domain/user';
import { viewerOf } from '../plugins/auth';
import { DEFAULT_SESSION } from '../store/registry';

export const MQTT_WS_PATH = '/mqtt';

/** CONNACK return code 4 (MQTT 3.1.1 §3.2.2.3): bad user name or password. */
const BAD_CREDENTIALS = 4;

/** The company a topic or filter names at its second level (`wh/{company}/…`), or null when it
 * names none or a wildcard does (`#`, `wh/+/…`): such a filter would reach every company. */
export function companyOfTopic(topic: string): string | null {
  const [root, company] = topic.split('/');
  if (root !== TOPIC_ROOT || !company || company === '+' || company === '#') return null;
  return company;
}

/**
 * MQTT over WebSocket on the HTTP port, so the console's device feed (mqtt.js in the browser)
 * reaches the broker through the same origin (and vite's dev proxy). `broker` may be a getter:
 * the embedded broker is a new aedes instance after a restart.
 *
 * This is the door browsers and testers use, so it keeps the platform's tenancy (doc 1 §6, issue
 * 18): a WebSocket client connects with an access token as its MQTT password (refused with
 * CONNACK 4 otherwise, as the API answers 401), and may subscribe and publish only under
 * `wh/{company}/…` of the companies its user may view — never `#`, `wh/+/…` or another group's
 * company (refused subscriptions are granted 0x80). The token is checked at CONNECT; a client
 * keeps its connection until it closes. Clients on the TCP port are the devices and the device
 * platform (the plant's network, not the browser's) and are not asked for anything.
 */
export async function mqttWebSocket(app: FastifyInstance, options: { broker: Aedes | (() => Aedes) }) {
  const current = typeof options.broker === 'function' ? options.broker : () => options.broker as Aedes;
  // the requests this route handed to the broker: aedes keeps each as its client's `req`
  const webSocketRequests = new WeakSet<object>();
  const viewable = new WeakMap<Client, readonly string[]>();
  const guarded = new WeakSet<Aedes>();
  const fromWebSocket = (client: Client | null) => !!client?.req && webSocketRequests.has(client.req);
  const mayReach = (client: Client, topic: string) => {
    const company = companyOfTopic(topic);
    return company !== null && (viewable.get(client)?.includes(company) ?? false);
  };

  /** The viewable companies of the user a token names in the devices' session, or null. */
  const companiesOf = (password: Buffer | undefined): readonly string[] | null => {
    if (!password) return null;
    try {
      const claims = app.jwt.verify<TokenClaims>(password.toString());
      const session = app.deviceRuntime?.session ?? DEFAULT_SESSION;
      return viewerOf(app.stores.get(session), claims)?.viewable ?? null;
    } catch {
      return null;
    }
  };

  /** aedes asks its handlers on the instance at each call, so each instance (a new one after a
   * broker restart) gets the WebSocket rules around its own, once. */
  const guard = (broker: Aedes) => {
    if (guarded.has(broker)) return;
    guarded.add(broker);
    const { authenticate, authorizeSubscribe, authorizePublish } = broker;
    broker.authenticate = (client, username, password, done) => {
      if (!fromWebSocket(client)) return authenticate.call(broker, client, username, password, done);
      const companies = companiesOf(password);
      if (!companies) {
        const error = new Error('a valid access token is the password') as AuthenticateError;
        error.returnCode = BAD_CREDENTIALS;
        return done(error, false);
      }
      viewable.set(client, companies);
      done(null, true);
    };
    broker.authorizeSubscribe = (client, subscription, done) => {
      if (fromWebSocket(client) && !mayReach(client, subscription.topic)) return done(null, null);
      authorizeSubscribe.call(broker, client, subscription, done);
    };
    broker.authorizePublish = (client, packet, done) => {
      if (fromWebSocket(client) && client && !mayReach(client, packet.topic))
        return done(new Error(`${packet.topic}: not a topic of a company this user may view`));
      authorizePublish.call(broker, client, packet, done);
    };
  };

  await app.register(websocket);
  app.get(MQTT_WS_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const broker = current();
    guard(broker);
    webSocketRequests.add(request.raw);
    broker.handle(createWebSocketStream(socket), request.raw);
  });
}
