import type { PassDirection, TagRead } from './devices';

// RFID portal rules (DESIGN §6 "portal reads are deduplicated in a window and turned into pass
// events (arrived / departed)"). Pure: the simulator's portal service, the replay CLI's expected
// figures and the unit tests all run these same functions. The seeds do not show the portal's
// algorithm (doc 1 §1 only names "an RFID portal"); this is our design:
//
// | rule | value |
// |---|---|
// | a read of a tag already in the field (last seen ≤ window ago) is a duplicate: merged into its pass | window 2 s |
// | the first read of a tag not in the field starts a pass: `arrived` | |
// | a tag unseen for more than the window has left: `departed` (at its last-seen instant) | |
// | time is the reads' own `lastSeen` (event time), so a replay at any speed gives the same passes | |
// | a late read (delayed, reordered) of a pass that already departed, within the window of its last sighting, is a duplicate of that pass, not a new one | |
// | a transport duplicate (same runId and seq, e.g. a QoS 1 redelivery) is dropped before all this | |

export const DEFAULT_DEDUP_WINDOW_MS = 2000;

export interface PassEvent {
  epcHex: string;
  direction: PassDirection;
  firstSeen: string;
  lastSeen: string;
  seenCount: number;
  antennaPort: number;
}

interface Presence {
  first: number;
  last: number;
  seen: number;
  antennaPort: number;
}

export interface IngestResult {
  /** passes that ended or started because of this read (departures of other tags first) */
  events: PassEvent[];
  /** the read belonged to a pass already open: merged, not a new pass */
  duplicate: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Pass detection for one portal. */
export class PassDetector {
  private readonly present = new Map<string, Presence>();
  /** first and last sighting of recently departed passes: late reads of them are duplicates */
  private readonly departed = new Map<string, { first: number; last: number }>();
  /** the latest event time seen: tags last seen more than a window before it have left */
  private watermark = Number.NEGATIVE_INFINITY;

  constructor(readonly windowMs = DEFAULT_DEDUP_WINDOW_MS) {}

  ingest(read: TagRead): IngestResult {
    const last = Date.parse(read.lastSeen);
    const first = Math.min(Date.parse(read.firstSeen), last);
    const events = this.advance(last);
    const open = this.present.get(read.epcHex);
    if (open) {
      // Late (out of order) or within the window: the same pass.
      open.last = Math.max(open.last, last);
      open.first = Math.min(open.first, first);
      open.seen += read.seenCount;
      return { events, duplicate: true };
    }
    const gone = this.departed.get(read.epcHex);
    if (gone && last >= gone.first - this.windowMs && last <= gone.last + this.windowMs) {
      return { events, duplicate: true };
    }
    this.departed.delete(read.epcHex);
    const presence = { first, last, seen: read.seenCount, antennaPort: read.antennaPort };
    this.present.set(read.epcHex, presence);
    events.push(this.event(read.epcHex, presence, 'arrived'));
    return { events, duplicate: false };
  }

  /** Moves event time to `now` (ms): departures of tags unseen for more than the window. */
  advance(now: number): PassEvent[] {
    if (now > this.watermark) this.watermark = now;
    const events: PassEvent[] = [];
    for (const [epc, p] of this.present) {
      if (this.watermark - p.last > this.windowMs) {
        this.present.delete(epc);
        this.departed.set(epc, { first: p.first, last: p.last });
        events.push(this.event(epc, p, 'departed'));
      }
    }
    // Departed passes are remembered for late reads a while, then forgotten (bounded memory).
    if (this.departed.size > 0 && this.departed.size % 64 === 0) {
      for (const [epc, d] of this.departed)
        if (this.watermark - d.last > this.windowMs * 10) this.departed.delete(epc);
    }
    return events;
  }

  /** Every tag still in the field departs (the portal went idle, or the input ended). */
  flush(): PassEvent[] {
    const events = [...this.present].map(([epc, p]) => this.event(epc, p, 'departed'));
    for (const [epc, p] of this.present) this.departed.set(epc, { first: p.first, last: p.last });
    this.present.clear();
    return events;
  }

  /** Tags in the field now. */
  get inField(): number {
    return this.present.size;
  }

  private event(epcHex: string, p: Presence, direction: PassDirection): PassEvent {
    return {
      epcHex,
      direction,
      firstSeen: iso(p.first),
      lastSeen: iso(p.last),
      seenCount: p.seen,
      antennaPort: p.antennaPort,
    };
  }
}

/** Offline pass detection over a whole list of reads per portal (the replay's expected passes). */
export function detectPasses(
  reads: ReadonlyArray<{ portal: string; read: TagRead }>,
  windowMs = DEFAULT_DEDUP_WINDOW_MS,
): Array<{ portal: string; event: PassEvent }> {
  const detectors = new Map<string, PassDetector>();
  const out: Array<{ portal: string; event: PassEvent }> = [];
  for (const { portal, read } of reads) {
    let detector = detectors.get(portal);
    if (!detector) {
      detector = new PassDetector(windowMs);
      detectors.set(portal, detector);
    }
    for (const event of detector.ingest(read).events) out.push({ portal, event });
  }
  for (const [portal, detector] of detectors)
    for (const event of detector.flush()) out.push({ portal, event });
  return out;
}

// ---- transport: sequence numbers ---------------------------------------------------------------

export type SeqVerdict = 'new' | 'duplicate';

/** How many recent sequence numbers a stream remembers; older ones count as duplicates. */
export const SEQ_MEMORY = 8192;

interface SeqStream {
  max: number;
  seen: Set<number>;
}

/**
 * Transport-level deduplication by (publisher runId, seq): a QoS 1 redelivery after a broker
 * restart carries the same seq and is dropped. Also counts reads that arrive behind a higher seq
 * (out of order). Memory is bounded per stream (the last SEQ_MEMORY numbers).
 */
export class SeqTracker {
  private readonly streams = new Map<string, SeqStream>();
  received = 0;
  duplicates = 0;
  outOfOrder = 0;

  accept(stream: string, seq: number): SeqVerdict {
    this.received += 1;
    let s = this.streams.get(stream);
    if (!s) {
      s = { max: Number.NEGATIVE_INFINITY, seen: new Set() };
      this.streams.set(stream, s);
    }
    if (s.seen.has(seq) || seq <= s.max - SEQ_MEMORY) {
      this.duplicates += 1;
      return 'duplicate';
    }
    if (seq < s.max) this.outOfOrder += 1;
    s.seen.add(seq);
    if (seq > s.max) {
      s.max = seq;
      if (s.seen.size > SEQ_MEMORY * 2) {
        for (const n of s.seen) if (n <= s.max - SEQ_MEMORY) s.seen.delete(n);
      }
    }
    return 'new';
  }

  reset(): void {
    this.streams.clear();
    this.received = 0;
    this.duplicates = 0;
    this.outOfOrder = 0;
  }
}
