import { type FetchError, ofetch } from 'ofetch';
import type { DeviceReplay } from '../domain/device-replays';
import type { BrokerStatus, DeliveryFault, DeliveryFaultRequest } from '../domain/devices-broker';

// The control page's client of the simulator's control API (/__sim, simulator/README.md). Every
// call names the session it acts on in `x-sim-session` (DESIGN §5), the one chosen on the page —
// not the browser's own cookie session, so a tester can watch a Playwright worker's session.

export interface SimSession {
  session: string;
  seed: number;
  size: string;
}
export interface SessionsAnswer {
  session: string;
  sessions: SimSession[];
}
export interface ClockState {
  session: string;
  now: string;
  frozen: boolean;
  offsetMs: number;
  /** simulated ms per wall ms; 0 frozen */
  rate: number;
}
export interface Snapshot {
  id: string;
  session: string;
  takenAt: string;
  digest: string;
  bytes: number;
  faults: number;
}
export interface JournalEntry {
  seq: number;
  at: string;
  kind: 'http' | 'mqtt';
  fault?: { rules: string[]; effects: string[] };
  method?: string;
  url?: string;
  route?: string | null;
  status?: number;
  ms?: number;
  /** the user id the call's token names (issue 29) */
  user?: string;
  topic?: string;
  direction?: 'in' | 'out';
  clientId?: string;
  qos?: number;
  retain?: boolean;
  bytes?: number;
  dropped?: boolean;
  /** a device event the platform refused (issue 32) */
  rejected?: { reason: string; field: string | null; message: string };
}
export interface BodyView {
  text: string;
  bytes: number | null;
  truncated: boolean;
  omitted: boolean;
}
export interface JournalBodies {
  seq: number;
  kind: 'http' | 'mqtt';
  /** HTTP only, the authorization value redacted (issue 29) */
  requestHeaders?: Array<{ name: string; value: string }>;
  responseHeaders?: Array<{ name: string; value: string }>;
  request?: BodyView;
  response?: BodyView;
  payload?: BodyView;
}
export interface JournalAnswer {
  session: string;
  cap: number;
  mqttCap: number;
  /** the control API's own calls are journaled (issue 29; off by default) */
  control: boolean;
  entries: JournalEntry[];
}
export type FaultDelay =
  | { kind: 'fixed'; ms: number }
  | { kind: 'uniform'; minMs: number; maxMs: number }
  | { kind: 'lognormal'; medianMs: number; sigma: number; maxMs?: number };
export interface FaultRuleInput {
  method?: string;
  path?: string;
  topic?: string;
  delay?: FaultDelay;
  status?: number;
  drop?: boolean;
  probability?: number;
  seed?: number;
  first?: number;
  every?: number;
  note?: string;
}
export interface FaultRule extends FaultRuleInput {
  id: string;
  seen: number;
  fired: number;
}

export const SIM_BASE = '/__sim';
const SESSION_HEADER = 'x-sim-session';

/** The simulator's message of a refused call (400/404 bodies carry `message`), else the error's. */
export function simErrorText(error: unknown): string {
  const data = (error as FetchError | undefined)?.data as { message?: unknown } | undefined;
  if (data && typeof data.message === 'string') return data.message;
  return error instanceof Error ? error.message : String(error);
}

/** The control calls, bound to one session; answers in the page's language. */
export function simApi(session: string, language: string) {
  const call = ofetch.create({
    baseURL: SIM_BASE,
    // '' = no header: the browser's own session (its x-sim-session cookie, else the default one)
    headers: { ...(session ? { [SESSION_HEADER]: session } : {}), 'Accept-Language': language },
  });
  return {
    sessions: () => call<SessionsAnswer>('/sessions'),
    reset: () => call<{ message: string }>('/reset', { method: 'POST' }),
    seed: (seed: number, size: string) =>
      call<{ message: string }>('/seed', { method: 'POST', body: { seed, size } }),
    snapshots: () => call<{ snapshots: Snapshot[] }>('/snapshots'),
    takeSnapshot: (id?: string) => call<Snapshot>('/snapshots', { method: 'POST', body: id ? { id } : {} }),
    restoreSnapshot: (id: string) =>
      call<{ message: string }>(`/snapshots/${encodeURIComponent(id)}/restore`, { method: 'POST' }),
    deleteSnapshot: (id: string) =>
      call<{ message: string }>(`/snapshots/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    journal: (query: Record<string, string>) => call<JournalAnswer>('/journal', { query }),
    journalBodies: (seq: number) => call<JournalBodies>(`/journal/${seq}`),
    /** the journal's HAR or MQTT traffic file as the simulator names it (Content-Disposition) */
    journalFile: (file: 'har' | 'mqtt', query: Record<string, string>) =>
      call.raw<Blob, 'blob'>(`/journal/${file}`, { query, responseType: 'blob' }),
    setJournalControl: (control: boolean) =>
      call<JournalAnswer>('/journal', { method: 'PUT', body: { control } }),
    clearJournal: () => call<{ message: string }>('/journal', { method: 'DELETE' }),
    faults: () => call<{ rules: FaultRule[] }>('/faults'),
    addFault: (rule: FaultRuleInput) => call<FaultRule>('/faults', { method: 'POST', body: rule }),
    editFault: (id: string, rule: FaultRuleInput) =>
      call<FaultRule>(`/faults/${id}`, { method: 'PUT', body: rule }),
    removeFault: (id: string) => call<{ message: string }>(`/faults/${id}`, { method: 'DELETE' }),
    clearFaults: () => call<{ message: string }>('/faults', { method: 'DELETE' }),
    clock: () => call<ClockState>('/clock'),
    setClock: (at: string | null) => call<ClockState>('/clock', { method: 'PUT', body: { at } }),
    setClockRate: (rate: number) => call<ClockState>('/clock/rate', { method: 'PUT', body: { rate } }),
    advanceClock: (ms: number) => call<ClockState>('/clock/advance', { method: 'POST', body: { ms } }),
  };
}
export type SimApi = ReturnType<typeof simApi>;

export interface CoverageSet {
  all: string[];
  covered: string[];
}
export interface MachineCoverage {
  machine: string;
  states: CoverageSet;
  transitions: CoverageSet;
  refused: CoverageSet;
}
export interface ScenarioFailure {
  id: string;
  error: string | null;
  /** the steps it took; the failing one has its error */
  steps?: Array<{ event: string; state: string; error?: string }>;
  /** the shortest failing path found from it */
  shrunk: { id: string } | null;
}
export interface ScenarioRun {
  id: string;
  status: 'running' | 'done' | 'failed';
  startedAt: string;
  request: ScenarioRunRequest;
  /** what the progress counts: UI models (machines) or API paths */
  phase: 'ui' | 'api';
  progress: { done: number; total: number; failed: number };
  /** a UI-level run's browser part: machines walked, without a model, failed with their output */
  ui?: { machines: string[]; missing: string[]; failed: Array<{ machine: string; output: string }> };
  error?: string;
  report?: {
    totals: { paths: number; failed: number; steps: number };
    coverage: { api: MachineCoverage[]; ui: MachineCoverage[]; merged: MachineCoverage[] };
    failures: ScenarioFailure[];
  };
}
export interface ScenarioRunRequest {
  machines?: string[];
  walks?: number;
  seed?: number;
  replay?: string[];
  /** `ui`: the machines' UI models in the browser first, then the API level */
  level?: 'api' | 'ui';
}

/** The scenario runs (not a session's: the simulator's own), simulator/routes/sim-scenarios.routes.ts. */
export function scenariosApi(language: string) {
  const call = ofetch.create({ baseURL: SIM_BASE, headers: { 'Accept-Language': language } });
  return {
    machines: () => call<{ machines: string[]; uiModels: string[] }>('/scenarios/machines'),
    runs: () => call<{ runs: ScenarioRun[] }>('/scenarios/runs'),
    run: (id: string) => call<ScenarioRun>(`/scenarios/runs/${id}`),
    start: (request: ScenarioRunRequest) =>
      call<ScenarioRun>('/scenarios/runs', { method: 'POST', body: request }),
  };
}

/** The HTML report of a finished run (the page `npm run scenarios` writes). */
export const scenarioReportUrl = (id: string) => `${SIM_BASE}/scenarios/runs/${id}/report`;

export interface DeviceReplaysAnswer {
  available: boolean;
  session?: string;
  replays: DeviceReplay[];
}

/** Device replays (the simulator's device broker, not a session's): simulator/routes/sim-devices.routes.ts. */
export function devicesApi(language: string) {
  const call = ofetch.create({ baseURL: SIM_BASE, headers: { 'Accept-Language': language } });
  return {
    replays: () => call<DeviceReplaysAnswer>('/devices/replays'),
    replay: (id: string) => call<DeviceReplay>(`/devices/replays/${id}`),
    start: (body: { name: string; content: string; speed: number }) =>
      call<DeviceReplay>('/devices/replays', { method: 'POST', body }),
    stop: (id: string) =>
      call<DeviceReplay & { message: string }>(`/devices/replays/${id}/stop`, { method: 'POST', body: {} }),
    // broker faults on demand (issue 32)
    broker: () => call<BrokerStatus>('/devices/broker'),
    disconnect: (body: { company?: string; deviceId?: string }) =>
      call<{ message: string; clients: string[] }>('/devices/broker/disconnect', { method: 'POST', body }),
    restart: () =>
      call<{ message: string; restarts: number }>('/devices/broker/restart', { method: 'POST', body: {} }),
    addFault: (body: DeliveryFaultRequest) =>
      call<DeliveryFault & { message: string }>('/devices/broker/faults', { method: 'POST', body }),
    endFault: (id: string) => call<{ message: string }>(`/devices/broker/faults/${id}`, { method: 'DELETE' }),
  };
}
