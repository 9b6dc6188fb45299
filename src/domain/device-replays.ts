// What a device replay answers (DESIGN §6): the expected-versus-actual report of a replayed
// traffic file and the replay runs the control page lists. Written once here for the simulator's
// Replay (simulator/devices/tools/replay.ts, replays.ts) and the control page (src/control).

/** What the replay's fault injection did (simulator/devices/tools/faults.ts). */
export interface FaultCounts {
  dropped: number;
  duplicated: number;
  delayed: number;
  reordered: number;
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

/** One replay started from the control page, with its report once done. */
export interface DeviceReplay {
  id: string;
  status: 'running' | 'done' | 'failed';
  /** ended by a stop rather than at the end of the file */
  stopped: boolean;
  startedAt: string;
  name: string;
  speed: number;
  messages: number;
  progress: { sent: number; total: number; at: number; span: number };
  error?: string;
  report?: ReplayReport;
}
