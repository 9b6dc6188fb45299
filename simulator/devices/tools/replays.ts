import type { DeviceReplay } from '../../../src/domain/device-replays';
import type { TrafficLine } from './jsonl';
import { Replay, type ReplayProgress } from './replay';
import { isReplayed } from './replay-lines';

// Device replays started from the control page (issue 19, "Devices"): the same Replay as
// `npm run devices -- replay` (DESIGN §6), on the broker the simulator's device runtime uses, so
// the platform of that runtime's session answers the replayed reads. One at a time (two replays
// on one broker would each count the other's passes as their own); the last few kept with their
// expected-versus-actual report.

export interface DeviceReplayRequest {
  /** the uploaded file's name, shown with the run */
  name: string;
  speed: number;
  /** quiet time before the report (default the Replay's 3 s) */
  settleMs?: number;
}

const KEPT = 8;

export class DeviceReplays {
  private readonly replays = new Map<string, { run: DeviceReplay; replay: Replay }>();
  private next = 1;

  constructor(private readonly url: string) {}

  get(id: string): DeviceReplay | undefined {
    return this.replays.get(id)?.run;
  }

  list(): DeviceReplay[] {
    return [...this.replays.values()].map((r) => r.run).reverse();
  }

  running(): DeviceReplay | undefined {
    return this.list().find((r) => r.status === 'running');
  }

  /** Messages of a file the replay would publish (what the devices said): 0 means nothing to do. */
  static replayable(lines: TrafficLine[]): number {
    return lines.filter((l) => isReplayed(l)).length;
  }

  /** Starts a replay (the caller checked none is running and the file has something to play). */
  start(request: DeviceReplayRequest, lines: TrafficLine[], now: Date): DeviceReplay {
    const run: DeviceReplay = {
      id: `replay-${this.next++}`,
      status: 'running',
      stopped: false,
      startedAt: now.toISOString(),
      name: request.name,
      speed: request.speed,
      messages: lines.length,
      progress: { sent: 0, total: DeviceReplays.replayable(lines), at: 0, span: 0 },
    };
    const replay = new Replay({
      url: this.url,
      lines,
      speed: request.speed,
      settleMs: request.settleMs,
      onProgress: (p: ReplayProgress) => {
        run.progress = { sent: p.sent, total: p.total, at: p.at, span: p.span };
      },
    });
    this.replays.set(run.id, { run, replay });
    while (this.replays.size > KEPT) this.replays.delete(this.replays.keys().next().value as string);
    replay.run().then(
      (report) => {
        run.report = report;
        run.status = 'done';
      },
      (error: unknown) => {
        run.status = 'failed';
        run.error = error instanceof Error ? error.message : String(error);
      },
    );
    return run;
  }

  /** Ends a running replay after its current message; its report still comes. */
  stop(id: string): DeviceReplay | undefined {
    const entry = this.replays.get(id);
    if (!entry) return undefined;
    entry.run.stopped = true;
    entry.replay.stop();
    return entry.run;
  }

  /** Stops whatever runs (the app closing). */
  stopAll(): void {
    for (const { run, replay } of this.replays.values()) if (run.status === 'running') replay.stop();
  }
}
