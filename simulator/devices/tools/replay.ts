import { randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import type { ReplayReport } from '../../../src/domain/device-replays';
import {
  type Envelope,
  EVENTS,
  PLATFORM_EVENTS,
  parseDeviceTopic,
  type TagRead,
} from '../../../src/domain/devices';
import { DEFAULT_DEDUP_WINDOW_MS, detectPasses } from '../../../src/domain/devices-portal';
import { faultPlan, type ReplayFaults } from './faults';
import type { TrafficLine } from './jsonl';
import { isRead, isReplayed, rewrite } from './replay-lines';
import { observeReplay } from './replay-observer';

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

/** How far apart two loops of a file are in event time: the platform sees distinct passes. */
const LOOP_GAP_MS = 10_000;

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
    const { observed, end: endObserver } = await observeReplay(o.url, replayId, myRuns);

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
    observed.lastObserved = Math.max(observed.lastObserved, performance.now());
    while (performance.now() - observed.lastObserved < settle && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await publisher.endAsync();
    await endObserver();

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
        routes: observed.routes,
      },
      causes: observed.causes,
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
