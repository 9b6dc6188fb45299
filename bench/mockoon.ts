import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { BuildCRUDRoute, BuildDatabucket, BuildEnvironment } from '@mockoon/commons';
import { REPO_ROOT } from '../simulator/server/paths';

/**
 * Mockoon's CLI (@mockoon/cli, a devDependency used only here), the other peer a tester would
 * pick (issue 33 "Side by side"): one CRUD route over a data bucket holding the same orders as our
 * list rows. Its GET pages (`page`, `limit`), sorts (`sort`, `order`: one top-level field, no
 * tie-break) and filters (`field_eq`, `field_gte`, `field_lte`) in JavaScript on every request.
 */

/** A CRUD GET over the orders in Mockoon's syntax. */
export function mockoonQuery(
  equal: Record<string, string> & { from?: string; to?: string },
  sort: string,
  order: 'asc' | 'desc',
  page: number,
  limit: number,
): string {
  const { from, to, ...fields } = equal;
  const params = new URLSearchParams(Object.entries(fields).map(([k, v]) => [`${k}_eq`, v]));
  if (from) params.set('orderDate_gte', from);
  if (to) params.set('orderDate_lte', to);
  params.set('sort', sort);
  params.set('order', order);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/orders?${params}`;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts `mockoon-cli start` over the `{ orders }` of `file` in a child process. */
export async function startMockoon(file: string): Promise<{ url: string; stop: () => void }> {
  const { orders } = JSON.parse(readFileSync(file, 'utf8')) as { orders: unknown[] };
  const bucket = BuildDatabucket({ name: 'orders', value: JSON.stringify(orders) });
  const route = BuildCRUDRoute(true, { endpoint: 'orders', databucketID: bucket.id });
  const port = await freePort();
  const environment = {
    ...BuildEnvironment({ hasDefaultRoute: false, hasContentTypeHeader: true, hasCorsHeaders: false, port }),
    name: 'orders',
    data: [bucket],
    routes: [route],
    rootChildren: [{ type: 'route', uuid: route.uuid }],
  };
  const environmentFile = join(dirname(file), 'mockoon-environment.json');
  writeFileSync(environmentFile, JSON.stringify(environment));
  const child = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'mockoon-cli'),
    [
      'start',
      '--data',
      environmentFile,
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
      '--disable-log-to-file',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // it loads the bucket (tens of MB of JSON) before it answers
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`mockoon-cli exited (${child.exitCode}): ${stderr.slice(0, 500)}`);
    const answered = await fetch(`${url}/orders?limit=1`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`mockoon-cli did not answer in 120 s: ${stderr.slice(0, 500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop: () => child.kill() };
}
