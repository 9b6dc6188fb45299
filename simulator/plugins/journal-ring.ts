import { type BodyView, bodyView, type KeptBody, keepPayload } from './journal-bodies';
import { matcherOf, statusMatcher } from './journal-query';

/*
 * The journal itself: a session's ring of HTTP calls and MQTT messages and the entries read from
 * it. The Fastify plugin that writes every call into it is journal.ts.
 */

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
  /** a device event the platform refused (issue 32; src/domain/devices-events.ts) */
  rejected?: { reason: string; field: string | null; message: string };
}

export type JournalEntry = HttpEntry | MqttEntry;
/** What a writer gives: the journal numbers and dates it (`at` may be given, e.g. a device's time). */
export type NewJournalEntry =
  | (Omit<HttpEntry, 'seq' | 'at'> & { at?: string })
  | (Omit<MqttEntry, 'seq' | 'at'> & { at?: string; payload?: Buffer | string });

/** An entry's bodies on demand (GET /__sim/journal/:seq): HTTP request and response, MQTT payload. */
export interface EntryBodies {
  seq: number;
  kind: JournalEntry['kind'];
  request?: BodyView;
  response?: BodyView;
  payload?: BodyView;
}

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

/** One place of the ring, overwritten in place: it holds the fields of either kind, so writing
 * an entry allocates nothing; entries are built only when somebody reads the journal. */
class Slot {
  kind: JournalEntry['kind'] = 'http';
  seq = 0;
  /** the simulated clock (ms) when the entry was written… */
  atMs = 0;
  /** …or the instant its writer gave */
  atText: string | undefined = undefined;
  fault: FiredFault | undefined = undefined;
  method = '';
  url = '';
  route: string | null = null;
  status = 0;
  ms = 0;
  topic = '';
  direction: MqttEntry['direction'] = 'in';
  clientId: string | undefined = undefined;
  qos: number | undefined = undefined;
  retain: boolean | undefined = undefined;
  bytes: number | undefined = undefined;
  dropped: boolean | undefined = undefined;
  rejected: MqttEntry['rejected'] = undefined;
  /** HTTP request and response bodies, or the MQTT payload (in `response`) */
  request: KeptBody | undefined = undefined;
  response: KeptBody | undefined = undefined;

  get at(): string {
    return this.atText ?? new Date(this.atMs).toISOString();
  }

  get atTime(): number {
    return this.atText === undefined ? this.atMs : Date.parse(this.atText);
  }

  entry(): JournalEntry {
    const base = { seq: this.seq, at: this.at, ...(this.fault ? { fault: this.fault } : {}) };
    if (this.kind === 'http') {
      const { method, url, route, status, ms } = this;
      return { ...base, kind: 'http', method, url, route, status, ms };
    }
    const mqtt: MqttEntry = { ...base, kind: 'mqtt', topic: this.topic, direction: this.direction };
    // Optional fields as the writer gave them: absent stays absent.
    if (this.clientId !== undefined) mqtt.clientId = this.clientId;
    if (this.qos !== undefined) mqtt.qos = this.qos;
    if (this.retain !== undefined) mqtt.retain = this.retain;
    if (this.bytes !== undefined) mqtt.bytes = this.bytes;
    if (this.dropped !== undefined) mqtt.dropped = this.dropped;
    if (this.rejected !== undefined) mqtt.rejected = this.rejected;
    return mqtt;
  }
}

/**
 * A bounded log of one simulator session's HTTP calls and MQTT messages, oldest dropped first
 * (DESIGN §5 "bounded journal"). Fault rules that fire are written on the entry they hit.
 * Every call writes one, but few are ever read (issue 17, per-request cost): a ring of reused
 * slots, an HTTP call written field by field (`addHttp`), its date formatted when read.
 */
export class Journal {
  private slots: Slot[] = [];
  /** entries held: slots [0, count) once written */
  private count = 0;
  /** index of the oldest entry once the ring is full */
  private head = 0;
  private seq = 0;

  constructor(
    /** the session's simulated clock, in ms */
    private readonly now: () => number,
    private capacity = DEFAULT_JOURNAL_CAP,
  ) {}

  get cap(): number {
    return this.capacity;
  }

  get size(): number {
    return this.count;
  }

  /** the slot the next entry goes to, numbered and dated */
  private next(at: string | undefined): Slot {
    let slot: Slot;
    if (this.count < this.capacity) {
      slot = this.slots[this.count] ??= new Slot();
      this.count += 1;
    } else {
      slot = this.slots[this.head]; // overwrite the oldest
      this.head = (this.head + 1) % this.capacity;
    }
    this.seq += 1;
    slot.seq = this.seq;
    slot.atText = at;
    slot.atMs = at === undefined ? this.now() : 0;
    return slot;
  }

  /** An HTTP call, field by field (the journal plugin writes one per call). */
  addHttp(
    method: string,
    url: string,
    route: string | null,
    status: number,
    ms: number,
    fault?: FiredFault | null,
    at?: string,
    request?: KeptBody,
    response?: KeptBody,
  ): void {
    const slot = this.next(at);
    slot.kind = 'http';
    slot.request = request;
    slot.response = response;
    slot.fault = fault ?? undefined;
    slot.method = method;
    slot.url = url;
    slot.route = route;
    slot.status = status;
    slot.ms = ms;
  }

  add(entry: NewJournalEntry): void {
    if (entry.kind === 'http') {
      this.addHttp(entry.method, entry.url, entry.route, entry.status, entry.ms, entry.fault, entry.at);
      return;
    }
    const slot = this.next(entry.at);
    slot.kind = 'mqtt';
    slot.fault = entry.fault;
    slot.topic = entry.topic;
    slot.direction = entry.direction;
    slot.clientId = entry.clientId;
    slot.qos = entry.qos;
    slot.retain = entry.retain;
    slot.bytes = entry.bytes;
    slot.dropped = entry.dropped;
    slot.rejected = entry.rejected;
    slot.request = undefined;
    slot.response = keepPayload(entry.payload);
  }

  /** The bodies of entry `seq`, null once it left the journal. */
  bodies(seq: number): EntryBodies | null {
    const slot = this.ordered().find((s) => s.seq === seq);
    if (!slot) return null;
    const view = (kept: KeptBody | undefined) => (kept ? bodyView(kept) : undefined);
    if (slot.kind === 'mqtt') return { seq, kind: 'mqtt', payload: view(slot.response) };
    return { seq, kind: 'http', request: view(slot.request), response: view(slot.response) };
  }

  /** the held slots, oldest first */
  private ordered(): Slot[] {
    const held = this.slots.slice(0, this.count);
    return [...held.slice(this.head), ...held.slice(0, this.head)];
  }

  /** oldest first */
  list(): JournalEntry[] {
    return this.ordered().map((slot) => slot.entry());
  }

  query(q: JournalQuery = {}): JournalEntry[] {
    const route = q.route ? matcherOf(q.route) : null;
    const status = q.status ? statusMatcher(q.status) : null;
    const since = q.since ? Date.parse(q.since) : null;
    const until = q.until ? Date.parse(q.until) : null;
    const found = this.ordered().filter((e) => {
      if (q.kind && e.kind !== q.kind) return false;
      if (route && !route(e)) return false;
      if (status && (e.kind !== 'http' || !status(e.status))) return false;
      const at = e.atTime;
      if (since !== null && at < since) return false;
      if (until !== null && at > until) return false;
      if (q.fault !== undefined && Boolean(e.fault) !== q.fault) return false;
      return true;
    });
    return (q.limit ? found.slice(-q.limit) : found).map((slot) => slot.entry());
  }

  /** a new size cap; the newest entries are kept */
  setCap(cap: number): void {
    const kept = this.ordered().slice(-cap);
    this.capacity = cap;
    this.slots = kept;
    this.count = kept.length;
    this.head = 0;
  }

  clear(): void {
    this.count = 0;
    this.head = 0;
  }
}
