import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface ConsoleOptions {
  distDir: string;
  /** paths that are never the console: API, control, docs, MQTT */
  reservedPrefixes: string[];
  /** where the control page (dist/control.html, issue 19) is served; absent when the control API
   * is off (SIM_CONTROL=off) */
  controlPage?: string;
}

export function consoleIsBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/** Serves the built console (vite's dist/) from the simulator's origin. */
export const consolePlugin = fp(
  async (app: FastifyInstance, options: ConsoleOptions) => {
    await app.register(fastifyStatic, { root: options.distDir, index: 'index.html' });
    // Browsers (and tools) still ask /favicon.ico before reading the page's <link rel="icon">: the
    // console has one icon, an SVG, and it answers both (issue 20: a 404 on every first load).
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'max-age=86400').sendFile('favicon.svg'),
    );
    // The simulator's control page: a page of the same build, at the control API's own address.
    const controlPage = options.controlPage;
    if (controlPage) {
      for (const url of [controlPage, `${controlPage}/`]) {
        app.get(url, { schema: { hide: true } }, (request, reply) => {
          // a page load, not a control call: kept out of the journal
          request.journaled = true;
          return reply.header('cache-control', 'no-cache').sendFile('control.html');
        });
      }
    }
  },
  { name: 'console' },
);

/** SPA fallback: a client route (e.g. /orders/12) answers index.html so wouter can route it;
 * reserved prefixes and missing files (a path with an extension) stay JSON 404s. */
export function spaFallback(options: ConsoleOptions) {
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (options.reservedPrefixes.some((p) => path === p || path.startsWith(`${p}/`))) return false;
    if (extname(path)) return false;
    reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
