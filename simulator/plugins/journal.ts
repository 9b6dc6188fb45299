import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compilePathPattern, compileTopicFilter } from '../http/patterns';
import { SessionValues } from '../store/session-values';

/** A fault rule that fired on this call or message (simulator/plugins/faults.ts). */
export interface FiredFault {
  /** ids of the rules that fired */
  rules: string[];
  /** what they did, e.g. `delay 120ms`, `status 503`, `drop` */
  effects: string[];
}

interface EntryBase {
  /** order of arrival in this session's journal, from 1 */
  seq: number;
  /** the session's simulated clock when the entry was written */
  at: string;
  fault?: FiredFault;
}

export interface HttpEntry extends EntryBase {
  kind: 'http';
  method: string;
  url: string;
  /** the route pattern that answered (`/api/nps/:code`), null when none did (404) */
  route: string | null;
  /** 0 when a fault dropped the connection */
  status: number;
  ms: number;
}

export interface MqttEntry extends EntryBase {
  kind: 'mqtt';
  topic: string;
  /** `in`: a client published to the broker; `out`: the simulator published (or delivered) */
  direction: 'in' | 'out';
  clientId?: string;
  qos?: number;
  retain?: boolean;
  bytes?: number;
  /** true when a fault rule dropped the message */
  dropped?: boolean;
}

export type JournalEntry = HttpEntry | MqttEntry;
/** What a writer gives: the journal numbers and dates it (`at` may be given, e.g. a device's time). */
export type NewJournalEntry =
  | (Omit<HttpEntry, 'seq' | 'at'> & { at?: string })
  | (Omit<MqttEntry, 'seq' | 'at'> & { at?: string });

export interface JournalQuery {
  kind?: JournalEntry['kind'];
  /** an HTTP route pattern (`/api/nps/:code`, `*` wildcards) or an MQTT topic filter (`wh/+/portal/#`) */
  route?: string;
  /** `404`, or a class: `4xx` */
  status?: string;
  /** ISO instants on the simulated clock, inclusive */
  since?: string;
  until?: string;
  /** only entries where a fault fired (true) or none did (false) */
  fault?: boolean;
  /** the last `limit` matches */
  limit?: number;
}

export const DEFAULT_JOURNAL_CAP = 500;
export const MAX_JOURNAL_CAP = 100_000;
/**
 * A bounded log of one simulator session's HTTP calls and MQTT messages, oldest dropped first
 * (DESIGN §5 "bounded journal"). Fault rules that fire are written on the entry they hit.
 */
export class Journal {
  private entries: JournalEntry[] = [];
  /** index of the oldest entry once the ring is full */
  private head = 0;
  private seq = 0;

  constructor(
    private readonly now: () => Date,
    private capacity = DEFAULT_JOURNAL_CAP,
  ) {}

  get cap(): number {
    return this.capacity;
  }

  get size(): number {
    return this.entries.length;
  }

  add(entry: NewJournalEntry): JournalEntry {
    this.seq += 1;
    const full = { ...entry, seq: this.seq, at: entry.at ?? this.now().toISOString() } as JournalEntry;
    if (this.entries.length < this.capacity) this.entries.push(full);
    else {
      this.entries[this.head] = full; // overwrite the oldest
      this.head = (this.head + 1) % this.capacity;
    }
    return full;
  }

  /** oldest first */
  list(): JournalEntry[] {
    return [...this.entries.slice(this.head), ...this.entries.slice(0, this.head)];
  }

  query(q: JournalQuery = {}): JournalEntry[] {
    const route = q.route ? matcherOf(q.route) : null;
    const status = q.status ? statusMatcher(q.status) : null;
    const since = q.since ? Date.parse(q.since) : null;
    const until = q.until ? Date.parse(q.until) : null;
    const found = this.list().filter((e) => {
      if (q.kind && e.kind !== q.kind) return false;
      if (route && !route(e)) return false;
      if (status && (e.kind !== 'http' || !status(e.status))) return false;
      const at = Date.parse(e.at);
      if (since !== null && at < since) return false;
      if (until !== null && at > until) return false;
      if (q.fault !== undefined && Boolean(e.fault) !== q.fault) return false;
      return true;
    });
    return q.limit ? found.slice(-q.limit) : found;
  }

  /** a new size cap; the newest entries are kept */
  setCap(cap: number): void {
    const kept = this.list().slice(-cap);
    this.capacity = cap;
    this.entries = kept;
    this.head = 0;
  }

  clear(): void {
    this.entries = [];
    this.head = 0;
  }
}

function matcherOf(route: string): (e: JournalEntry) => boolean {
  const path = compilePathPattern(route);
  const topic = compileTopicFilter(route);
  return (e) =>
    e.kind === 'http' ? e.route === route || path.test(e.url.split('?')[0]) : topic.test(e.topic);
}

function statusMatcher(status: string): (s: number) => boolean {
  const cls = /^([0-9])xx$/i.exec(status);
  if (cls) return (s) => Math.floor(s / 100) === Number(cls[1]);
  return (s) => s === Number(status);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the journal of a simulator session (devices add their MQTT messages with `add`) */
    journalOf(session: string): Journal;
  }
  interface FastifyRequest {
    /** set by the faults plugin when a rule fired on this request */
    firedFault: FiredFault | null;
    /** set when the faults plugin wrote this request's entry itself (a dropped connection) */
    journaled: boolean;
  }
}

export interface JournalOptions {
  /** only URLs starting with one of these are recorded (API and control calls, not static files) */
  prefixes: string[];
  /** entries kept per session (default 500) */
  cap?: number;
}

/** The route pattern that answered a request, null for a 404. */
export const routeOf = (request: FastifyRequest): string | null =>
  request.is404 ? null : (request.routeOptions.url ?? null);

export const journalPlugin = fp(
  async (app: FastifyInstance, options: JournalOptions) => {
    const journals = new SessionValues<Journal>();
    const journalOf = (session: string) =>
      journals.of(session, () => {
        const clock = app.clockOf(session);
        return new Journal(() => clock.now(), options.cap ?? DEFAULT_JOURNAL_CAP);
      });
    app.decorate('journalOf', journalOf);
    app.decorateRequest('firedFault', null);
    app.decorateRequest('journaled', false);
    app.addHook('onResponse', async (request, reply) => {
      if (request.journaled || !options.prefixes.some((p) => request.url.startsWith(p))) return;
      journalOf(request.simSession).add({
        kind: 'http',
        at: request.now().toISOString(),
        method: request.method,
        url: request.url,
        route: routeOf(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
        ...(request.firedFault ? { fault: request.firedFault } : {}),
      });
    });
  },
  { name: 'journal', dependencies: ['sim-session', 'clock'] },
);
