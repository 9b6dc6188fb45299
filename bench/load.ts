import { Agent, request } from 'node:http';

export interface LoadOptions {
  /** stop after this many requests… */
  requests: number;
  /** …or after this many seconds, whichever comes first */
  seconds: number;
  concurrency: number;
}

export interface LoadResult {
  completed: number;
  failed: number;
  seconds: number;
  perSecond: number;
  /** latency percentiles of the completed requests, in ms */
  p50Ms: number;
  p99Ms: number;
}

/** The `q` quantile (0..1) of ascending `sorted` values. */
function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** A bounded closed-loop load: `concurrency` keep-alive connections on loopback, each sending its
 * next GET when the previous answer is read, until the request or time budget is spent. */
export async function load(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error('benchmarks run on loopback only');
  const deadline = performance.now() + options.seconds * 1000;
  let started = 0;
  let completed = 0;
  let failed = 0;
  const latencies = new Float64Array(options.requests);

  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = request(target, { agent, headers }, (res) => {
        if (res.statusCode !== 200) failed += 1;
        res.resume();
        res.on('end', () => {
          latencies[completed] = performance.now() - sent;
          completed += 1;
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end();
    });

  const worker = async () => {
    while (started < options.requests && performance.now() < deadline) {
      started += 1;
      await once();
    }
  };

  const begin = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  agent.destroy();
  const sorted = latencies.subarray(0, completed).sort();
  return {
    completed,
    failed,
    seconds,
    perSecond: completed / seconds,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
  };
}
