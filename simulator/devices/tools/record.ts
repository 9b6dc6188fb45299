import { connectAsync } from 'mqtt';
import { TOPIC_ROOT } from '../../../src/domain/devices';
import { TrafficWriter, toLine } from './jsonl';

export interface RecordOptions {
  url: string;
  file: string;
  /** topic filters (default `wh/#`: every device topic) */
  topics?: string[];
  /** stop after this many ms (default: until `stop()`) */
  durationMs?: number;
  /** also keep the retained messages the broker hands over on subscription (default false: they
   * describe the past, not traffic) */
  retained?: boolean;
  onMessage?: (count: number) => void;
}

export interface Recording {
  /** resolves with the number of lines written once recording stopped */
  done: Promise<number>;
  stop(): void;
}

/** `npm run devices -- record <file>`: captures topics to JSON Lines (t, topic, qos, retain, payload). */
export async function record(options: RecordOptions): Promise<Recording> {
  const writer = new TrafficWriter(options.file);
  const client = await connectAsync(options.url, {
    clientId: `wh-recorder-${process.pid}-${Date.now()}`,
    clean: true,
  });
  const start = performance.now();
  // Retained messages handed over at subscription arrive with retain set; live ones without.
  client.on('message', (topic, payload, packet) => {
    if (packet.retain && !options.retained) return;
    writer.write(toLine(performance.now() - start, topic, packet.qos, packet.retain, payload));
    options.onMessage?.(writer.count);
  });
  await client.subscribeAsync(options.topics?.length ? options.topics : [`${TOPIC_ROOT}/#`], { qos: 1 });
  let finish!: () => void;
  const stopped = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const timer = options.durationMs ? setTimeout(() => finish(), options.durationMs) : null;
  const done = stopped.then(async () => {
    if (timer) clearTimeout(timer);
    await client.endAsync();
    await writer.close();
    return writer.count;
  });
  return { done, stop: () => finish() };
}
