import { randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import {
  type Envelope,
  EVENTS,
  type PassData,
  PLATFORM_EVENTS,
  parseDeviceTopic,
  parseEnvelope,
  type RouteConfirmedData,
  type TagRead,
  TOPIC_ROOT,
} from '../../../src/domain/devices';
import { DEFAULT_DEDUP_WINDOW_MS, detectPasses } from '../../../src/domain/devices-portal';
import { type FaultCounts, faultPlan, type ReplayFaults } from './faults';
import { payloadBytes, type TrafficLine } from './jsonl';

export interface ReplayOptions {
  url: string;
  lines: TrafficLine[];
  /** speed factor (2 = twice as fast); default 1 */
  speed?: number;
  /** play the file this many times (default 1); `Infinity` until stopped */
  loops?: number;
  /** offsets (ms) of the part to play */
  from?: number;
  until?: number;
  faults?: ReplayFaults;
  /** also publish the recorded commands (`cmd/*`): for files of commands only, e.g. a scripted
   * picking wave lighting lights (default false) */
  commands?: boolean;
  /** QoS for every message instead of the recorded one */
  qos?: 0 | 1;
  /** quiet time after the last message before the report is drawn (default 3000 ms) */
  settleMs?: number;
  /** the platform's dedup window, for the expected passes (default 2 s) */
  dedupWindowMs?: number;
  onProgress?: (progress: ReplayProgress) => void;
}

export interface ReplayProgress {
  sent: number;
  total: number;
  /** offset (ms) of the file reached */
  at: number;
  span: number;
  loop: number;
  loops: number;
  paused: boolean;
}

export interface ReplayReport {
  file: { messages: number; reads: number; spanMs: number; from: number; until: number };
  speed: number;
  loops: number;
  seconds: number;
  faults: FaultCounts;
  reads: {
    expected: number;
    sent: number;
    droppedByFault: number;
    delivered: number;
    lost: number;
    duplicated: number;
    outOfOrder: number;
  };
  passes: { expected: number; arrived: number; departed: number };
  confirmations: { expected: number | null; actual: number; routes: string[] };
  ok: boolean;
}

/** How far apart two loops of a file are in event time: the platform sees distinct passes. */
const LOOP_GAP_MS = 10_000;

const shiftIso = (iso: unknown, delta: number) =>
  typeof iso === 'string' && !Number.isNaN(Date.parse(iso))
    ? new Date(Date.parse(iso) + delta).toISOString()
    : iso;

/**
 * Rewrites a recorded envelope for one pass of a replay: a run id of its own (so the platform's
 * seq deduplication does not take a second loop for redeliveries) and every instant shifted by
 * `delta`, so event time continues from now at the recorded pace whatever the speed factor.
 */
function rewrite(line: TrafficLine, runSuffix: string, delta: number): Buffer {
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

const isRead = (line: TrafficLine) => {
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

export class Replay {
  private paused = false;
  private pausedAt = 0;
  private pausedTotal = 0;
  private stopped = false;
  private wake: (() => void) | null = null;

  constructor(readonly options: ReplayOptions) {}

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.pausedAt = performance.now();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.pausedTotal += performance.now() - this.pausedAt;
    this.wake?.();
  }

  toggle(): boolean {
    if (this.paused) this.resume();
    else this.pause();
    return this.paused;
  }

  /** Ends a looping replay after the current message; the report still comes. */
  stop(): void {
    this.stopped = true;
    this.resume();
    this.wake?.();
  }

  async run(): Promise<ReplayReport> {
    const o = this.options;
    const speed = o.speed && o.speed > 0 ? o.speed : 1;
    const loops = o.loops ?? 1;
    const from = o.from ?? 0;
    const inRange = o.lines.filter((l) => l.t >= from && (o.until === undefined || l.t <= o.until));
    const until = o.until ?? inRange.at(-1)?.t ?? from;
    const span = Math.max(0, until - from);
    const replayed = inRange.filter((l) => isReplayed(l, { commands: o.commands }));
    const fileReads = replayed.filter(isRead);
    const recordedConfirmations = inRange.filter(
      (l) => parseDeviceTopic(l.topic)?.name === EVENTS.routeConfirmed,
    ).length;
    const recordedAny = inRange.some((l) => PLATFORM_EVENTS.includes(parseDeviceTopic(l.topic)?.name ?? ''));

    // The recording's clock at offset 0, from the first envelope in range.
    const firstEnv = inRange
      .map((l) => l.payload as Envelope | null)
      .find((p) => p && typeof p.ts === 'string');
    const first = inRange.find((l) => l.payload === firstEnv);
    const origin = firstEnv && first ? Date.parse(firstEnv.ts) - first.t : 0;

    const replayId = randomUUID().slice(0, 8);
    const myRuns = new Set<string>();
    const observed = {
      delivered: 0,
      duplicated: 0,
      outOfOrder: 0,
      arrived: 0,
      departed: 0,
      confirmations: 0,
    };
    const routes: string[] = [];
    const seen = new Map<string, { max: number; set: Set<number> }>();
    // The platform's answers come at QoS 1 too: a redelivery after a restart is counted once.
    const answers = new Set<string>();
    const firstTime = (env: Envelope) => {
      const key = `${env.deviceId}/${env.runId}/${env.seq}`;
      if (answers.has(key)) return false;
      answers.add(key);
      return true;
    };

    // The observer: what actually travels (reads) and what the platform answers (passes,
    // confirmations). A persistent session, so a broker restart loses nothing it should see.
    const observer = await connectAsync(o.url, {
      clientId: `wh-replay-observer-${replayId}`,
      clean: false,
      reconnectPeriod: 300,
    });
    let lastObserved = performance.now();
    observer.on('message', (topic, payload) => {
      const t = parseDeviceTopic(topic);
      const env = parseEnvelope(payload);
      if (!t || !env) return;
      if (t.name === EVENTS.read) {
        if (!myRuns.has(env.runId)) return;
        lastObserved = performance.now();
        const key = `${t.deviceId}/${env.runId}`;
        let s = seen.get(key);
        if (!s) {
          s = { max: Number.NEGATIVE_INFINITY, set: new Set() };
          seen.set(key, s);
        }
        if (s.set.has(env.seq)) observed.duplicated += 1;
        else {
          if (env.seq < s.max) observed.outOfOrder += 1;
          s.set.add(env.seq);
          s.max = Math.max(s.max, env.seq);
          observed.delivered += 1;
        }
      } else if (t.name === EVENTS.pass) {
        const data = env.data as PassData;
        if (!myRuns.has(data?.sourceRunId) || !firstTime(env)) return;
        lastObserved = performance.now();
        if (data.direction === 'arrived') observed.arrived += 1;
        else observed.departed += 1;
      } else if (t.name === EVENTS.routeConfirmed) {
        const data = env.data as RouteConfirmedData;
        if (!myRuns.has(data?.sourceRunId) || !firstTime(env)) return;
        lastObserved = performance.now();
        observed.confirmations += 1;
        routes.push(data.routeCode);
      }
    });
    const portalTopics = [EVENTS.read, EVENTS.pass, EVENTS.routeConfirmed].map(
      (n) => `${TOPIC_ROOT}/+/portal/+/evt/${n}`,
    );
    await observer.subscribeAsync(portalTopics, { qos: 1 });

    const publisher: MqttClient = await connectAsync(o.url, {
      clientId: `wh-replay-${replayId}`,
      clean: true,
      reconnectPeriod: 300,
    });
    const plan = faultPlan(o.faults);
    const started = performance.now();
    const base = Date.now();
    let sentMessages = 0;
    let sentReads = 0;
    let droppedReads = 0;
    let loop = 0;
    const total = Number.isFinite(loops) ? replayed.length * loops : replayed.length;
    const inflight: Promise<unknown>[] = [];
    const publish = (line: TrafficLine, body: Buffer) => {
      const qos = o.qos ?? (line.qos === 0 ? 0 : 1);
      inflight.push(
        publisher.publishAsync(line.topic, body, { qos, retain: line.retain }).catch(() => undefined),
      );
      if (inflight.length > 2000) inflight.splice(0, inflight.length - 2000);
      if (isRead(line)) sentReads += 1;
    };

    for (loop = 0; loop < loops && !this.stopped; loop++) {
      const suffix = `r${replayId}-${loop}`;
      const delta = base + loop * (span + LOOP_GAP_MS) - (origin + from);
      for (const line of replayed) {
        const env = line.payload as Envelope | null;
        if (env && typeof env.runId === 'string') myRuns.add(`${env.runId}~${suffix}`);
      }
      const schedule = plan.reorder([...replayed]);
      const loopStart = performance.now();
      const pausedBefore = this.pausedTotal;
      for (let i = 0; i < schedule.length && !this.stopped; i++) {
        const line = schedule[i];
        const due = loopStart + (line.t - from) / speed + (this.pausedTotal - pausedBefore);
        await this.waitUntil(
          due,
          () => loopStart + (line.t - from) / speed + (this.pausedTotal - pausedBefore),
        );
        if (this.stopped) break;
        const body = rewrite(line, suffix, delta);
        const action = plan.next();
        sentMessages += 1;
        if (action.kind === 'drop') {
          // counted by the schedule, never published
          if (isRead(line)) droppedReads += 1;
        } else if (action.kind === 'duplicate') {
          publish(line, body);
          publish(line, body);
        } else if (action.kind === 'delay') {
          const held = new Promise((resolve) => setTimeout(resolve, action.ms)).then(() =>
            publish(line, body),
          );
          inflight.push(held);
        } else publish(line, body);
        o.onProgress?.({
          sent: sentMessages,
          total,
          at: line.t,
          span,
          loop: loop + 1,
          loops,
          paused: this.paused,
        });
      }
    }
    await Promise.all(inflight);

    // Settle: wait until nothing of ours has arrived for settleMs (passes depart on idle).
    const settle = o.settleMs ?? 3000;
    const deadline = performance.now() + settle * 10;
    lastObserved = Math.max(lastObserved, performance.now());
    while (performance.now() - lastObserved < settle && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await publisher.endAsync();
    await observer.endAsync();

    const played = Math.max(1, loop);
    const readsPerLoop = fileReads.length;
    const expectedPasses =
      detectPasses(
        fileReads.map((l) => {
          const env = l.payload as Envelope<TagRead>;
          return { portal: parseDeviceTopic(l.topic)?.deviceId ?? '', read: env.data };
        }),
        o.dedupWindowMs ?? DEFAULT_DEDUP_WINDOW_MS,
      ).filter((p) => p.event.direction === 'arrived').length * played;
    // Lost: reads the replay meant to deliver (all but the ones a drop fault held back) that no
    // subscriber received; copies and redeliveries are counted apart, by (runId, seq).
    const meant = readsPerLoop * played - droppedReads;
    const report: ReplayReport = {
      file: { messages: inRange.length, reads: readsPerLoop, spanMs: span, from, until },
      speed,
      loops: played,
      seconds: (performance.now() - started) / 1000,
      faults: plan.counts,
      reads: {
        expected: readsPerLoop * played,
        sent: sentReads,
        delivered: observed.delivered,
        droppedByFault: droppedReads,
        lost: Math.max(0, meant - observed.delivered),
        duplicated: observed.duplicated,
        outOfOrder: observed.outOfOrder,
      },
      passes: { expected: expectedPasses, arrived: observed.arrived, departed: observed.departed },
      confirmations: {
        expected: recordedAny ? recordedConfirmations : null,
        actual: observed.confirmations,
        routes,
      },
      ok: false,
    };
    report.ok =
      report.reads.lost === 0 &&
      report.passes.arrived === report.passes.expected &&
      (report.confirmations.expected === null ||
        report.confirmations.expected === report.confirmations.actual);
    return report;
  }

  /** Sleeps until `due` (recomputed after a pause), waking early on stop. */
  private async waitUntil(due: number, recompute: () => number): Promise<void> {
    let target = due;
    while (!this.stopped) {
      if (this.paused) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = null;
        target = recompute();
        continue;
      }
      const wait = target - performance.now();
      if (wait <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(wait, 250));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
      target = recompute();
    }
  }
}
