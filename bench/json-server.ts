import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../simulator/server/paths';
import type { ListQuery } from './orders-list';

/**
 * json-server 0.17 (a devDependency used only here), the tool a tester would otherwise pick to
 * mock a paged list: it serves a JSON file, filtering, sorting and paging in JavaScript on every
 * request. issue 17 "Side by side": our GET /api/orders against it over the same 85k orders.
 * Mockoon's CLI is the other peer (bench/mockoon.ts, issue 33).
 */

/** The query of `q` in json-server's syntax: field filters (`_like` is a regular expression,
 * `_gte`/`_lte` a range), `_sort`/`_order` (the date breaks ties, as in our list), `_page`/`_limit`. */
export function jsonServerQuery(q: ListQuery, companyDocument: string): string {
  const params = new URLSearchParams({ companyDocument });
  if (q.range) {
    params.set('orderDate_gte', q.range.from);
    params.set('orderDate_lte', q.range.to);
  }
  if (q.filter) {
    const [field, value] = q.filter;
    const path = JSON_SERVER_FIELDS[field];
    params.set(path.like ? `${path.path}_like` : path.path, value);
  }
  const [field, direction] = q.sort ?? ['orderDate', 'DESC'];
  const order = direction.toLowerCase();
  params.set('_sort', field === 'orderDate' ? 'orderDate' : `${JSON_SERVER_FIELDS[field].path},orderDate`);
  params.set('_order', field === 'orderDate' ? order : `${order},${order}`);
  params.set('_page', String(q.page));
  params.set('_limit', String(q.take));
  return params.toString();
}

/** Our filter and sort fields (doc 2 §2) as paths of a list row (src/domain/orders.ts). */
const JSON_SERVER_FIELDS: Record<string, { path: string; like?: boolean }> = {
  status: { path: 'status' },
  type: { path: 'type' },
  city: { path: 'recipient.city' },
  client: { path: 'recipient.name', like: true },
};

/** Starts json-server over `file` in a child process (its own event loop, like our worker). */
export async function startJsonServer(file: string): Promise<{ url: string; stop: () => void }> {
  const script = `
    const jsonServer = require('json-server');
    const app = jsonServer.create();
    app.use(jsonServer.defaults({ logger: false }));
    app.use(jsonServer.router(${JSON.stringify(file)}));
    const server = app.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`json-server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
