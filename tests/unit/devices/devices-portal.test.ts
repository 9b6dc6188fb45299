import { describe, expect, it } from 'vitest';
import type { TagRead } from '../../../src/domain/devices';
import {
  DEFAULT_DEDUP_WINDOW_MS,
  detectPasses,
  PassDetector,
  SeqTracker,
} from '../../../src/domain/devices-portal';

const T0 = Date.UTC(2025, 0, 6, 12, 0, 0);
const read = (epcHex: string, atMs: number, seenCount = 1): TagRead => ({
  epcHex,
  antennaPort: 1,
  peakRssiCdbm: -5500,
  firstSeen: new Date(T0 + atMs).toISOString(),
  lastSeen: new Date(T0 + atMs).toISOString(),
  seenCount,
});

describe('PassDetector (DESIGN §6: dedup window, arrived/departed)', () => {
  it('turns the first read of a tag into an arrival and merges reads within the window', () => {
    const d = new PassDetector(2000);
    const first = d.ingest(read('E1', 0));
    expect(first.duplicate).toBe(false);
    expect(first.events).toEqual([expect.objectContaining({ epcHex: 'E1', direction: 'arrived' })]);
    const again = d.ingest(read('E1', 1500, 3));
    expect(again).toEqual({ events: [], duplicate: true });
    expect(d.inField).toBe(1);
  });

  it('departs a tag unseen for more than the window, at its last-seen instant', () => {
    const d = new PassDetector(2000);
    d.ingest(read('E1', 0));
    d.ingest(read('E1', 1000, 2));
    const later = d.ingest(read('E2', 3500));
    expect(later.events.map((e) => [e.epcHex, e.direction])).toEqual([
      ['E1', 'departed'],
      ['E2', 'arrived'],
    ]);
    expect(later.events[0]).toMatchObject({ lastSeen: new Date(T0 + 1000).toISOString(), seenCount: 3 });
  });

  it('a tag seen again after the window starts a new pass', () => {
    const d = new PassDetector(2000);
    d.ingest(read('E1', 0));
    const back = d.ingest(read('E1', 2001));
    expect(back.events.map((e) => e.direction)).toEqual(['departed', 'arrived']);
  });

  it('exactly the window apart is still the same pass', () => {
    const d = new PassDetector(2000);
    d.ingest(read('E1', 0));
    expect(d.ingest(read('E1', 2000)).duplicate).toBe(true);
  });

  it('a late (out of order) read of a tag in the field merges', () => {
    const d = new PassDetector(2000);
    d.ingest(read('E1', 1000));
    expect(d.ingest(read('E1', 500)).duplicate).toBe(true);
  });

  it('a late read of a pass that already departed is a duplicate, not a new pass', () => {
    const d = new PassDetector(2000);
    d.ingest(read('E1', 0));
    expect(d.ingest(read('E2', 5000)).events.map((e) => e.direction)).toEqual(['departed', 'arrived']);
    expect(d.ingest(read('E1', 1500))).toEqual({ events: [], duplicate: true });
    // far earlier than that pass: another pass, however late it comes
    expect(d.ingest(read('E1', -10_000)).events.map((e) => e.direction)).toContain('arrived');
    expect(d.ingest(read('E1', 9000)).events.map((e) => [e.epcHex, e.direction])).toEqual([
      ['E2', 'departed'],
      ['E1', 'departed'],
      ['E1', 'arrived'],
    ]);
  });

  it('advance() and flush() depart what is left', () => {
    const d = new PassDetector(1000);
    d.ingest(read('E1', 0));
    d.ingest(read('E2', 900));
    expect(d.advance(T0 + 1500).map((e) => e.epcHex)).toEqual(['E1']);
    expect(d.flush().map((e) => e.epcHex)).toEqual(['E2']);
    expect(d.inField).toBe(0);
  });

  it('detectPasses runs one detector per portal and closes every pass', () => {
    const reads = [
      { portal: 'P1', read: read('E1', 0) },
      { portal: 'P2', read: read('E1', 10) },
      { portal: 'P1', read: read('E1', 100) },
      { portal: 'P1', read: read('E1', 10_000) },
    ];
    const passes = detectPasses(reads, DEFAULT_DEDUP_WINDOW_MS);
    const arrivals = passes.filter((p) => p.event.direction === 'arrived');
    expect(arrivals.map((p) => p.portal)).toEqual(['P1', 'P2', 'P1']);
    expect(passes.filter((p) => p.event.direction === 'departed')).toHaveLength(3);
  });
});

describe('SeqTracker (QoS 1 redelivery is deduplicated by seq)', () => {
  it('drops a repeated seq and counts out-of-order arrivals', () => {
    const s = new SeqTracker();
    expect(s.accept('run-1', 1)).toBe('new');
    expect(s.accept('run-1', 3)).toBe('new');
    expect(s.accept('run-1', 2)).toBe('new');
    expect(s.accept('run-1', 3)).toBe('duplicate');
    expect(s.accept('run-2', 3)).toBe('new');
    expect({ received: s.received, duplicates: s.duplicates, outOfOrder: s.outOfOrder }).toEqual({
      received: 5,
      duplicates: 1,
      outOfOrder: 1,
    });
  });

  it('keeps bounded memory on long streams', () => {
    const s = new SeqTracker();
    for (let i = 0; i < 50_000; i++) s.accept('r', i);
    expect(s.accept('r', 49_999)).toBe('duplicate');
    expect(s.accept('r', 10)).toBe('duplicate');
    expect(s.accept('r', 50_000)).toBe('new');
  });
});
