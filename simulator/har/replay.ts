import type { RecordedCall } from './har-input';
import { type ShapeDifference, shapeDifferences, shapeOf } from './shape';

/*
 * Replay with a drift report (issue 29): a HAR's calls are sent again, in order, to a session of
 * the simulator, and each answer is compared with the recorded one — the status, and the body's
 * shape (shape.ts: missing and extra fields, type changes), never its values. Summarised per
 * operation (method and route pattern), this is where the simulator has drifted from the platform
 * it emulates. The recording's credential is redacted: a recorded call that was signed in is sent
 * with the token the replay's own sign-in answered (an `access_token` in an answer, doc 1 §7.2).
 */

/** What the simulator answered a call. */
export interface SimAnswer {
  status: number;
  text: string;
  /** the route pattern that answered, null when none did */
  route: string | null;
}

export type SendCall = (call: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<SimAnswer>;

/** Why a recorded call was not sent again. */
export type SkipReason = 'control-call' | 'request-truncated' | 'no-recorded-answer';

export interface CallDrift {
  index: number;
  method: string;
  url: string;
  operation: string;
  skipped?: SkipReason;
  recordedStatus: number;
  simulatorStatus?: number;
  statusDiffers: boolean;
  /** `shape`: both bodies JSON and compared; `not-json`, `not-compared` (recorded body truncated or binary) */
  body: 'shape' | 'not-json' | 'not-compared' | 'skipped';
  differences: ShapeDifference[];
  drifted: boolean;
}

export interface OperationDrift {
  operation: string;
  calls: number;
  drifted: number;
  /** recorded → simulator statuses that differ, with how many calls each */
  statuses: Array<{ recorded: number; simulator: number; calls: number }>;
  /** each difference once, with how many calls showed it */
  differences: Array<ShapeDifference & { calls: number }>;
}

export interface DriftReport {
  calls: number;
  replayed: number;
  skipped: number;
  drifted: number;
  operations: OperationDrift[];
  entries: CallDrift[];
}

const CONTROL_PREFIX = '/__sim';

function json(text: string | null): { ok: true; value: unknown } | { ok: false } {
  if (text === null || text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const tokenIn = (text: string): string | null => {
  const answer = json(text);
  if (!answer.ok || !answer.value || typeof answer.value !== 'object') return null;
  const token = (answer.value as { access_token?: unknown }).access_token;
  return typeof token === 'string' ? token : null;
};

const skipReason = (call: RecordedCall): SkipReason | null =>
  call.url.startsWith(CONTROL_PREFIX)
    ? 'control-call'
    : call.bodyTruncated
      ? 'request-truncated'
      : call.status === 0
        ? 'no-recorded-answer'
        : null;

function compared(call: RecordedCall, answer: SimAnswer): Pick<CallDrift, 'body' | 'differences'> {
  if (call.answer === null) return { body: 'not-compared', differences: [] };
  const recorded = json(call.answer);
  const simulated = json(answer.text);
  if (!recorded.ok || !simulated.ok) return { body: 'not-json', differences: [] };
  return { body: 'shape', differences: shapeDifferences(shapeOf(recorded.value), shapeOf(simulated.value)) };
}

const pathOf = (url: string) => url.split('?')[0];

export async function replayCalls(calls: RecordedCall[], send: SendCall): Promise<DriftReport> {
  const entries: CallDrift[] = [];
  let token: string | null = null;
  for (const call of calls) {
    const base = { index: call.index, method: call.method, url: call.url, recordedStatus: call.status };
    const skipped = skipReason(call);
    if (skipped) {
      const operation = `${call.method} ${call.route ?? pathOf(call.url)}`;
      entries.push({
        ...base,
        operation,
        skipped,
        statusDiffers: false,
        body: 'skipped',
        differences: [],
        drifted: false,
      });
      continue;
    }
    const headers = {
      ...call.headers,
      ...(call.signedIn && token ? { authorization: `Bearer ${token}` } : {}),
    };
    const answer = await send({ method: call.method, url: call.url, headers, body: call.body });
    token = tokenIn(answer.text) ?? token;
    const statusDiffers = answer.status !== call.status;
    const body = compared(call, answer);
    entries.push({
      ...base,
      operation: `${call.method} ${answer.route ?? call.route ?? pathOf(call.url)}`,
      simulatorStatus: answer.status,
      statusDiffers,
      ...body,
      drifted: statusDiffers || body.differences.length > 0,
    });
  }
  const replayed = entries.filter((e) => !e.skipped);
  return {
    calls: calls.length,
    replayed: replayed.length,
    skipped: entries.length - replayed.length,
    drifted: replayed.filter((e) => e.drifted).length,
    operations: byOperation(replayed),
    entries,
  };
}

function byOperation(entries: CallDrift[]): OperationDrift[] {
  const groups = new Map<string, CallDrift[]>();
  for (const e of entries) groups.set(e.operation, [...(groups.get(e.operation) ?? []), e]);
  return [...groups].map(([operation, calls]) => {
    const statuses = new Map<string, { recorded: number; simulator: number; calls: number }>();
    const differences = new Map<string, ShapeDifference & { calls: number }>();
    for (const call of calls) {
      if (call.statusDiffers && call.simulatorStatus !== undefined) {
        const key = `${call.recordedStatus}>${call.simulatorStatus}`;
        const seen = statuses.get(key) ?? {
          recorded: call.recordedStatus,
          simulator: call.simulatorStatus,
          calls: 0,
        };
        seen.calls += 1;
        statuses.set(key, seen);
      }
      for (const d of call.differences) {
        const key = `${d.kind}:${d.path}`;
        const seen = differences.get(key) ?? { ...d, calls: 0 };
        seen.calls += 1;
        differences.set(key, seen);
      }
    }
    return {
      operation,
      calls: calls.length,
      drifted: calls.filter((c) => c.drifted).length,
      statuses: [...statuses.values()],
      differences: [...differences.values()],
    };
  });
}
