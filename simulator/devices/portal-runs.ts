import { PassDetector, type PassEvent } from '../../src/domain/devices-portal';

/** Pass detection of one publisher run of one portal. Runs are apart because each keeps its own
 * event time: a replay at ×50 runs ahead of the wall clock, and must not make a live portal's
 * reads (or the next replay's) look late. A reader restart is a new run, as with a real reader. */
export interface PortalRun {
  company: string;
  deviceId: string;
  runId: string;
  detector: PassDetector;
  /** wall-clock ms of the last read */
  lastReadAt: number;
}

/** How long an idle run's detector is kept (its departed passes absorb very late reads). */
const RUN_RETENTION_MS = 60_000;

/** The platform's portal runs, keyed by company/device/run: made on a run's first read, flushed
 * when idle, forgotten when long idle. */
export class PortalRuns {
  private readonly runs = new Map<string, PortalRun>();

  constructor(private readonly windowMs: number) {}

  /** The run `stream` (company/device/run) belongs to, made on its first read. */
  runFor(stream: string, company: string, deviceId: string, runId: string): PortalRun {
    let run = this.runs.get(stream);
    if (!run) {
      run = { company, deviceId, runId, detector: new PassDetector(this.windowMs), lastReadAt: 0 };
      this.runs.set(stream, run);
    }
    return run;
  }

  /** Runs without reads for idleFlushMs: their tags have left (each departure handed to
   * `onPass`). Long-idle runs are forgotten. */
  flushIdle(now: number, idleFlushMs: number, onPass: (run: PortalRun, event: PassEvent) => void): void {
    for (const [key, run] of this.runs) {
      const idle = now - run.lastReadAt;
      if (idle >= RUN_RETENTION_MS) this.runs.delete(key);
      else if (run.detector.inField > 0 && idle >= idleFlushMs) {
        for (const event of run.detector.flush()) onPass(run, event);
      }
    }
  }

  clear(): void {
    this.runs.clear();
  }
}
