import { describe, expect, it } from 'vitest';
import { parseDeviceTopic } from '../../../src/domain/devices';
import { checkDeviceEvent, FUTURE_TOLERANCE_MS, MAX_EVENT_BYTES } from '../../../src/domain/devices-events';

// issue 32: the check every device event passes (src/domain/devices-events.ts).
const NOW = Date.UTC(2026, 0, 5, 12);
const at = (ms: number) => new Date(NOW + ms).toISOString();
const topic = (t: string) => {
  const parsed = parseDeviceTopic(t);
  if (!parsed) throw new Error(t);
  return parsed;
};
const READ = topic('wh/C1/portal/P1/evt/read');
const COUNT = topic('wh/C1/counter/K1/evt/count');
const context = {
  knownDevice: (c: string, _t: string, id: string) => c === 'C1' && id !== 'GONE',
  nowMs: NOW,
};
const read = (data: Record<string, unknown> = {}, envelope: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      schema: 'wh.portal.read/1',
      deviceId: 'P1',
      runId: 'r1',
      seq: 4,
      ts: at(0),
      correlationId: 'c1',
      ...envelope,
      data: {
        epcHex: '3034AA00000000000000BB01',
        antennaPort: 1,
        peakRssiCdbm: -600,
        firstSeen: at(-400),
        lastSeen: at(0),
        seenCount: 4,
        ...data,
      },
    }),
  );
const refusal = (t: ReturnType<typeof topic>, payload: Buffer) => {
  const r = checkDeviceEvent(t, payload, context);
  return r.ok ? null : { reason: r.rejection.reason, field: r.rejection.field };
};

describe('checkDeviceEvent', () => {
  it('takes a well-formed read of a known portal', () => {
    const r = checkDeviceEvent(READ, read(), context);
    expect(r.ok && r.envelope.seq).toBe(4);
  });

  it('keeps the refused envelope’s correlationId, runId and seq for the answer', () => {
    const r = checkDeviceEvent(READ, read({ epcHex: '12345' }), context);
    expect(r.ok ? null : r.rejection).toMatchObject({
      reason: 'epc',
      event: 'read',
      correlationId: 'c1',
      runId: 'r1',
      seq: 4,
    });
  });

  it('refuses by size before parsing, then non-JSON and non-UTF-8', () => {
    expect(refusal(READ, Buffer.alloc(MAX_EVENT_BYTES + 1, 0x7b))).toEqual({
      reason: 'too-large',
      field: null,
    });
    expect(refusal(READ, Buffer.from('{"schema":'))).toEqual({ reason: 'not-json', field: null });
    expect(refusal(READ, Buffer.from([0xff, 0xfe, 0x22]))).toEqual({ reason: 'not-json', field: null });
  });

  it('checks the envelope: its fields, the schema of the topic, the topic’s device', () => {
    expect(refusal(READ, read({}, { seq: -1 }))).toEqual({ reason: 'schema', field: 'seq' });
    expect(refusal(READ, read({}, { ts: 'yesterday' }))).toEqual({ reason: 'schema', field: 'ts' });
    expect(refusal(READ, read({}, { schema: 'wh.counter.count/1' }))).toEqual({
      reason: 'schema',
      field: 'schema',
    });
    expect(refusal(READ, read({}, { deviceId: 'P2' }))).toEqual({
      reason: 'device-mismatch',
      field: 'deviceId',
    });
  });

  it('refuses a device the company does not have', () => {
    expect(refusal(topic('wh/C1/portal/GONE/evt/read'), read({}, { deviceId: 'GONE' }))).toEqual({
      reason: 'unknown-device',
      field: 'deviceId',
    });
    expect(refusal(topic('wh/C2/portal/P1/evt/read'), read())).toEqual({
      reason: 'unknown-device',
      field: 'deviceId',
    });
  });

  it('checks EPCs in whole 16-bit words, counts, and the order and horizon of times', () => {
    expect(refusal(READ, read({ epcHex: '3034AA0000000000000000BB0' }))).toMatchObject({ reason: 'epc' });
    expect(refusal(READ, read({ epcHex: 'E2801170' }))).toBeNull();
    expect(refusal(READ, read({ seenCount: 0 }))).toEqual({ reason: 'count', field: 'data.seenCount' });
    expect(refusal(READ, read({ seenCount: 1.5 }))).toEqual({ reason: 'schema', field: 'data.seenCount' });
    expect(refusal(READ, read({ antennaPort: 0 }))).toEqual({ reason: 'count', field: 'data.antennaPort' });
    expect(refusal(READ, read({ firstSeen: at(10), lastSeen: at(0) }))).toEqual({
      reason: 'time',
      field: 'data.lastSeen',
    });
    const late = at(FUTURE_TOLERANCE_MS + 1000);
    expect(refusal(READ, read({ firstSeen: late, lastSeen: late }))).toEqual({
      reason: 'time',
      field: 'data.lastSeen',
    });
    expect(refusal(READ, read({}, { ts: late }))).toEqual({ reason: 'time', field: 'ts' });
  });

  it('checks counter events: totals and increments are whole and not negative', () => {
    const count = (data: Record<string, unknown>) =>
      Buffer.from(
        JSON.stringify({
          schema: 'wh.counter.count/1',
          deviceId: 'K1',
          runId: 'r',
          seq: 1,
          ts: at(0),
          correlationId: null,
          data: { deviceName: 'K1', deviceIP: '10.0.0.2', counter: 5, increment: 1, ...data },
        }),
      );
    expect(refusal(COUNT, count({}))).toBeNull();
    expect(refusal(COUNT, count({ increment: -1 }))).toEqual({ reason: 'count', field: 'data.increment' });
    expect(refusal(COUNT, count({ counter: '5' }))).toEqual({ reason: 'schema', field: 'data.counter' });
  });
});
