import { type KeptBody, keepPayload } from './journal-bodies';
import type { HeaderBag } from './journal-headers';
import { matcherOf, statusMatcher } from './journal-query';
import {
  type EntryBodies,
  type FiredFault,
  type JournalEntry,
  type NewJournalEntry,
  Slot,
} from './journal-slot';

export type {
  EntryBodies,
  FiredFault,
  HttpEntry,
  JournalEntry,
  MqttEntry,
  NewJournalEntry,
} from './journal-slot';

/*
 * The journal itself: a session's rings of HTTP calls and MQTT messages and the entries read from
 * them. The Fastify plugin that writes every call into it is journal.ts.
 */

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
/** MQTT messages kept by default: one device replay publishes a few hundred (issue 29: MQTT no
 * longer pushes the HTTP calls out, each kind has its own cap) */
export const DEFAULT_MQTT_CAP = 2000;
export const MAX_JOURNAL_CAP = 100_000;

/** A bounded ring of reused slots, oldest overwritten first (DESIGN §5 "bounded journal"). */
class Ring {
  private slots: Slot[] = [];
  /** entries held: slots [0, count) once written */
  private count = 0;
  /** index of the oldest entry once the ring is full */
  private head = 0;

  constructor(public capacity: number) {}

  get size(): number {
    return this.count;
  }

  /** the slot the next entry goes to */
  next(): Slot {
    if (this.count < this.capacity) {
      this.slots[this.count] ??= new Slot();
      const slot = this.slots[this.count];
      this.count += 1;
      return slot;
    }
    const slot = this.slots[this.head]; // overwrite the oldest
    this.head = (this.head + 1) % this.capacity;
    return slot;
  }

  /** the held slots, oldest first */
  ordered(): Slot[] {
    const held = this.slots.slice(0, this.count);
    return [...held.slice(this.head), ...held.slice(0, this.head)];
  }

  /** a new cap; the newest entries are kept */
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

/** Two sorted runs of slots merged by seq. */
function merged(a: Slot[], b: Slot[]): Slot[] {
  const out: Slot[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i].seq < b[j].seq)) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}

/**
 * A bounded log of one simulator session's HTTP calls and MQTT messages, each kind in its own
 * ring (issue 29), numbered in one sequence. Fault rules that fire are written on the entry they
 * hit. Every call writes one, but few are ever read (issue 17, per-request cost): reused slots, an
 * HTTP call written field by field (`addHttp`), its date formatted when read.
 */
export class Journal {
  private readonly http: Ring;
  private readonly mqtt: Ring;
  private seq = 0;
  /** the control API's own calls (/__sim) are journaled only when switched on (issue 29) */
  control = false;

  constructor(
    /** the session's simulated clock, in ms */
    private readonly now: () => number,
    cap = DEFAULT_JOURNAL_CAP,
    mqttCap = DEFAULT_MQTT_CAP,
    /** the session it belongs to, said on its entries' details */
    readonly session = '',
  ) {
    this.http = new Ring(cap);
    this.mqtt = new Ring(mqttCap);
  }

  /** the HTTP cap */
  get cap(): number {
    return this.http.capacity;
  }

  get mqttCap(): number {
    return this.mqtt.capacity;
  }

  get size(): number {
    return this.http.size + this.mqtt.size;
  }

  /** the slot the next entry of `ring` goes to, numbered and dated */
  private next(ring: Ring, at: string | undefined): Slot {
    const slot = ring.next();
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
    requestHeaders?: HeaderBag,
    responseHeaders?: HeaderBag,
  ): void {
    const slot = this.next(this.http, at);
    slot.kind = 'http';
    slot.request = request;
    slot.response = response;
    slot.requestHeaders = requestHeaders;
    slot.responseHeaders = responseHeaders;
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
    const slot = this.next(this.mqtt, entry.at);
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

  /** The bodies and headers of entry `seq`, null once it left the journal. */
  bodies(seq: number): EntryBodies | null {
    return (
      this.held()
        .find((s) => s.seq === seq)
        ?.bodies(this.session) ?? null
    );
  }

  /** every held slot, oldest first (exports and matchers read them: journal-matcher.ts, har/) */
  held(): Slot[] {
    return merged(this.http.ordered(), this.mqtt.ordered());
  }

  /** oldest first */
  list(): JournalEntry[] {
    return this.held().map((slot) => slot.entry());
  }

  /** the slots GET /__sim/journal's filters select, oldest first */
  select(q: JournalQuery = {}): Slot[] {
    const route = q.route ? matcherOf(q.route) : null;
    const status = q.status ? statusMatcher(q.status) : null;
    const since = q.since ? Date.parse(q.since) : null;
    const until = q.until ? Date.parse(q.until) : null;
    const source =
      q.kind === 'http' ? this.http.ordered() : q.kind === 'mqtt' ? this.mqtt.ordered() : this.held();
    const found = source.filter((e) => {
      if (route && !route(e)) return false;
      if (status && (e.kind !== 'http' || !status(e.status))) return false;
      const at = e.atTime;
      if (since !== null && at < since) return false;
      if (until !== null && at > until) return false;
      if (q.fault !== undefined && Boolean(e.fault) !== q.fault) return false;
      return true;
    });
    return q.limit ? found.slice(-q.limit) : found;
  }

  query(q: JournalQuery = {}): JournalEntry[] {
    return this.select(q).map((slot) => slot.entry());
  }

  /** a new HTTP size cap; the newest entries are kept */
  setCap(cap: number): void {
    this.http.setCap(cap);
  }

  /** a new MQTT size cap; the newest messages are kept */
  setMqttCap(cap: number): void {
    this.mqtt.setCap(cap);
  }

  clear(): void {
    this.http.clear();
    this.mqtt.clear();
  }
}
