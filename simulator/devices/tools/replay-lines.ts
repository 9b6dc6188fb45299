import { type Envelope, EVENTS, PLATFORM_EVENTS, parseDeviceTopic } from '../../../src/domain/devices';
import { payloadBytes, type TrafficLine } from './jsonl';

// Which recorded lines a replay plays, and how each is rewritten for one pass of it.

const shiftIso = (iso: unknown, delta: number) =>
  typeof iso === 'string' && !Number.isNaN(Date.parse(iso))
    ? new Date(Date.parse(iso) + delta).toISOString()
    : iso;

/**
 * Rewrites a recorded envelope for one pass of a replay: a run id of its own (so the platform's
 * seq deduplication does not take a second loop for redeliveries) and every instant shifted by
 * `delta`, so event time continues from now at the recorded pace whatever the speed factor.
 */
export function rewrite(line: TrafficLine, runSuffix: string, delta: number): Buffer {
  const env = line.payload as Envelope<Record<string, unknown>> | null;
  if (!env || typeof env !== 'object' || typeof env.runId !== 'string') return payloadBytes(line);
  const data = env.data && typeof env.data === 'object' ? { ...env.data } : env.data;
  if (data && typeof data === 'object') {
    for (const key of ['firstSeen', 'lastSeen'] as const)
      if (key in data) data[key] = shiftIso(data[key], delta);
  }
  return Buffer.from(
    JSON.stringify({ ...env, runId: `${env.runId}~${runSuffix}`, ts: shiftIso(env.ts, delta), data }),
  );
}

/** Whether a line is a portal's tag read. */
export const isRead = (line: TrafficLine) => {
  const t = parseDeviceTopic(line.topic);
  return t?.kind === 'evt' && t.type === 'portal' && t.name === EVENTS.read;
};

/**
 * Which recorded messages a replay publishes: what the devices said (their events). Not states and
 * acks (the running emulators answer those live), not the platform's own events (passes,
 * confirmations: the replay compares against them), and commands only when asked — a recording
 * holds both a command and the device's answer to it, and replaying both would play it twice.
 */
export function isReplayed(line: TrafficLine, options: { commands?: boolean } = {}): boolean {
  const t = parseDeviceTopic(line.topic);
  if (!t) return false;
  if (t.kind === 'cmd') return options.commands === true;
  return t.kind === 'evt' && !PLATFORM_EVENTS.includes(t.name ?? '');
}
