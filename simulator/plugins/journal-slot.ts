import { type BodyView, bodyView, type KeptBody } from './journal-bodies';
import { type HeaderBag, headerPairs, tokenUser } from './journal-headers';

/*
 * One journal entry: its types as the control API answers them, and the reused slot of the ring
 * (journal-ring.ts) that holds it.
 */

/** The rules that fired on this call or message: fault rules (simulator/plugins/faults.ts) and
 * whatever else answers in the platform's place — each adds its ids and what it did. */
export interface FiredFault {
  /** ids of the rules that fired */
  rules: string[];
  /** what they did, e.g. `delay 120ms`, `status 503`, `drop` */
  effects: string[];
}

interface EntryBase {
  /** order of arrival in this session's journal, from 1 (HTTP and MQTT share the numbering) */
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
  /** the user id the call's bearer token names (issue 29), absent without one */
  user?: string;
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
  | (Omit<HttpEntry, 'seq' | 'at' | 'user'> & { at?: string })
  | (Omit<MqttEntry, 'seq' | 'at'> & { at?: string; payload?: Buffer | string });

type Header = { name: string; value: string };

/** An entry's bodies and headers on demand (GET /__sim/journal/:seq, POST /__sim/journal/find). */
export interface EntryBodies {
  seq: number;
  kind: JournalEntry['kind'];
  session: string;
  request?: BodyView;
  response?: BodyView;
  payload?: BodyView;
  /** HTTP only, the authorization value redacted */
  requestHeaders?: Header[];
  responseHeaders?: Header[];
}

/** One place of the ring, overwritten in place: it holds the fields of either kind, so writing
 * an entry allocates nothing; entries are built only when somebody reads the journal. */
export class Slot {
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
  /** HTTP headers by reference, as the call had them (redacted when read) */
  requestHeaders: HeaderBag | undefined = undefined;
  responseHeaders: HeaderBag | undefined = undefined;

  get at(): string {
    return this.atText ?? new Date(this.atMs).toISOString();
  }

  get atTime(): number {
    return this.atText === undefined ? this.atMs : Date.parse(this.atText);
  }

  get user(): string | null {
    return this.kind === 'http' ? tokenUser(this.requestHeaders) : null;
  }

  entry(): JournalEntry {
    const base = { seq: this.seq, at: this.at, ...(this.fault ? { fault: this.fault } : {}) };
    if (this.kind === 'http') {
      const { method, url, route, status, ms, user } = this;
      return { ...base, kind: 'http', method, url, route, status, ms, ...(user ? { user } : {}) };
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

  bodies(session: string): EntryBodies {
    const view = (kept: KeptBody | undefined) => (kept ? bodyView(kept) : undefined);
    const { seq } = this;
    if (this.kind === 'mqtt') return { seq, kind: 'mqtt', session, payload: view(this.response) };
    return {
      seq,
      kind: 'http',
      session,
      request: view(this.request),
      response: view(this.response),
      requestHeaders: headerPairs(this.requestHeaders),
      responseHeaders: headerPairs(this.responseHeaders),
    };
  }
}
