import { type Envelope, EVENTS, eventTopic, SCHEMAS, type TagRead } from '../../../src/domain/devices';
import { DEMO_DOCUMENTS } from '../../seed/demo/companies';
import { createPrng } from '../../seed/prng';
import { type TrafficLine, TrafficWriter } from './jsonl';

export interface GenerateOptions {
  file?: string;
  /** portals PORTAL-01 … PORTAL-NN (the demo principal has 01 and 02) */
  portals: number;
  /** distinct tags; each crosses one portal once */
  tags: number;
  /** tag reports per second over the whole file */
  rate: number;
  seed: number;
  company?: string;
  /** ms a tag stays in the field (default 1500) */
  dwellMs?: number;
  /** reader-side report window (default 250 ms) */
  reportMs?: number;
  qos?: 0 | 1;
}

export interface Generated {
  lines: TrafficLine[];
  reads: number;
  passes: number;
  durationMs: number;
}

/** Generated files start at this fixed instant (the replay shifts every time to its own clock), so
 * the same options give the same bytes on any day. */
const GENERATE_EPOCH = Date.UTC(2025, 0, 6, 12, 0, 0);

const epc = (seed: number, i: number) =>
  `3034${(seed >>> 0).toString(16).toUpperCase().padStart(8, '0')}${(i + 1).toString(16).toUpperCase().padStart(12, '0')}`;

/**
 * `npm run devices -- generate <file> --portals N --tags N --rate N --seed N`: synthetic portal
 * traffic. Every tag crosses one portal (picked by the seeded PRNG) once, staying `dwellMs` in the
 * field and reported every `reportMs` (LLRP-like: seenCount sightings per report); the crossings
 * are spread so the file carries about `rate` reports a second. Same options, same bytes: times
 * start at a fixed instant and the replay shifts them to its own clock.
 */
export async function generate(options: GenerateOptions): Promise<Generated> {
  const prng = createPrng(options.seed);
  const company = options.company ?? DEMO_DOCUMENTS.principal;
  const dwell = options.dwellMs ?? 1500;
  const report = options.reportMs ?? 250;
  const reportsPerPass = Math.floor(dwell / report) + 1;
  const totalReads = options.tags * reportsPerPass;
  const durationMs = Math.max(dwell, Math.round((totalReads / Math.max(options.rate, 0.001)) * 1000));
  const portals = Array.from(
    { length: options.portals },
    (_, i) => `PORTAL-${String(i + 1).padStart(2, '0')}`,
  );
  const reads: Array<{ t: number; portal: string; read: TagRead }> = [];
  for (let i = 0; i < options.tags; i++) {
    const portal = portals[prng.int(0, portals.length - 1)];
    const start = prng.int(0, Math.max(0, durationMs - dwell));
    const antennaPort = prng.int(1, 2);
    for (let r = 0; r < reportsPerPass; r++) {
      const from = start + r * report;
      const to = Math.min(start + dwell, from + report - 50);
      reads.push({
        t: to,
        portal,
        read: {
          epcHex: epc(options.seed, i),
          antennaPort,
          peakRssiCdbm: -prng.int(3500, 6500),
          firstSeen: new Date(GENERATE_EPOCH + from).toISOString(),
          lastSeen: new Date(GENERATE_EPOCH + to).toISOString(),
          seenCount: Math.max(1, Math.round((to - from) / 100)),
        },
      });
    }
  }
  reads.sort((a, b) => a.t - b.t || a.portal.localeCompare(b.portal));
  const seqs = new Map<string, number>();
  const lines: TrafficLine[] = reads.map(({ t, portal, read }) => {
    const seq = (seqs.get(portal) ?? 0) + 1;
    seqs.set(portal, seq);
    const envelope: Envelope<TagRead> = {
      schema: SCHEMAS.read,
      deviceId: portal,
      runId: `gen-${options.seed}-${portal}`,
      seq,
      ts: read.lastSeen,
      correlationId: null,
      data: read,
    };
    return {
      t,
      topic: eventTopic(company, 'portal', portal, EVENTS.read),
      qos: options.qos ?? 1,
      retain: false,
      payload: envelope,
    };
  });
  if (options.file) {
    const writer = new TrafficWriter(options.file);
    for (const line of lines) writer.write(line);
    await writer.close();
  }
  return { lines, reads: lines.length, passes: options.tags, durationMs };
}
