import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The seam between the device REST calls and the MQTT side (simulator/devices/runtime.ts):
 * routes announce "the devices of session S changed" and the runtime, when one runs, brings its
 * emulators in line. Without MQTT (most API tests) nobody listens and nothing happens.
 */
export class DevicesHub extends EventEmitter<{ changed: [session: string] }> {
  changed(session: string): void {
    this.emit('changed', session);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    devicesHub: DevicesHub;
  }
}

export const devicesHubPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('devicesHub', new DevicesHub());
  },
  { name: 'devices-hub' },
);
