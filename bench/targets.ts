import { parentPort } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../simulator/app';

/** Runs in a worker thread: the two servers under test, so the load generator (main thread)
 * and the servers do not share one event loop. Posts back the URLs and a valid token. */
export interface Targets {
  simulatorUrl: string;
  bareUrl: string;
  token: string;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

const sim = buildApp({ dbPath: ':memory:' });
const login = await sim.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'admin', password: 'demo' },
});
const token = login.json().access_token as string;
const configure = await sim.inject({ url: '/api/configure', headers: { authorization: `Bearer ${token}` } });

// The bare route answers the very same bytes, so the ratio is the simulator's own cost:
// token check, tenancy, validation, the SQLite read and the journal.
const bare = Fastify();
bare.get('/bare', async (_, reply) => reply.type('application/json').send(configure.body));

const targets: Targets = {
  simulatorUrl: `${await listen(sim)}/api/configure`,
  bareUrl: `${await listen(bare)}/bare`,
  token,
};
parentPort?.postMessage(targets);
parentPort?.on('message', async () => {
  await Promise.all([sim.close(), bare.close()]);
  process.exit(0);
});
