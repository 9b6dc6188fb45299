import { createServer, type Server } from 'node:net';
import type { Aedes } from 'aedes';

/** The embedded MQTT broker (DESIGN §6): MQTT 3.1.1 over TCP here, and over WebSocket at /mqtt
 * on the HTTP port (devices/mqtt-websocket.ts). Not started when MQTT_URL names an external one. */
export interface EmbeddedBroker {
  broker: Aedes;
  close(): Promise<void>;
}

export async function startBroker(options: { port: number; host?: string }): Promise<EmbeddedBroker> {
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker();
  const tcp: Server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(options.port, options.host, () => resolve());
  });
  return {
    broker,
    close: () =>
      new Promise<void>((resolve) => {
        tcp.close(() => broker.close(() => resolve()));
      }),
  };
}
