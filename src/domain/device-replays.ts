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
  /** what the simulator did on its side while the replay ran (issue 32) */
  causes: ReplayCauses;
  ok: boolean;
}

/**
 * Simulator-side causes a replay saw (issue 32): fault rules and broker faults that touched its
 * own messages (announced on `wh-sim/notice`, src/domain/devices-broker.ts), broker disconnects
 * and restarts, its observer's own connection drops, and the platform's rejections of its reads.
 */
export interface ReplayCauses {
  /** per rule or broker fault id and effect (`drop`, `delay 300ms`, `pause`…): messages touched */
  rules: Array<{ id: string; effect: string; messages: number }>;
  disconnects: number;
  restarts: number;
  /** times the observer's connection dropped and came back */
  connectionDrops: number;
  /** reads the platform refused, by reason (evt/rejected) */
  rejected: Array<{ reason: string; count: number }>;
}

export const NO_CAUSES: ReplayCauses = {
  rules: [],
  disconnects: 0,
  restarts: 0,
  connectionDrops: 0,
  rejected: [],
};

/** The causes in one line, `none seen` when there were none. */
export function causesText(c: ReplayCauses): string {
  const parts = [
    ...c.rules.map((r) => `${r.id} ${r.effect} ×${r.messages}`),
    c.disconnects && `broker disconnected clients ×${c.disconnects}`,
    c.restarts && `broker restarted ×${c.restarts}`,
    c.connectionDrops && `connection dropped and came back ×${c.connectionDrops}`,
    ...c.rejected.map((r) => `${r.count} read(s) rejected (${r.reason})`),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'none seen';
}

/** Messages the simulator's own rules dropped: the losses they explain. */
export const droppedBySimulator = (c: ReplayCauses) =>
  c.rules.filter((r) => /\bdrop\b/.test(r.effect)).reduce((n, r) => n + r.messages, 0);

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
