import websocket from '@fastify/websocket';
import type { Aedes } from 'aedes';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream } from 'ws';

export const MQTT_WS_PATH = '/mqtt';

/** MQTT over WebSocket on the HTTP port, so the console's device feed (mqtt.js in the browser)
 * reaches the broker through the same origin (and vite's dev proxy). `broker` may be a getter:
 * the embedded broker is a new aedes instance after a restart. */
export async function mqttWebSocket(app: FastifyInstance, options: { broker: Aedes | (() => Aedes) }) {
  const current = typeof options.broker === 'function' ? options.broker : () => options.broker as Aedes;
  await app.register(websocket);
  app.get(MQTT_WS_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    current().handle(createWebSocketStream(socket), request.raw);
  });
}
