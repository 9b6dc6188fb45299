import { describe, expect, it } from 'vitest';
import {
  ackTopic,
  commandTopic,
  companyFeedTopics,
  eventTopic,
  parseDeviceTopic,
  parseEnvelope,
  stateTopic,
} from '../../../src/domain/devices';
import { parseDevicesCsv } from '../../../src/domain/devices-csv';

describe('topic scheme (DESIGN §6)', () => {
  it('builds and parses every kind of topic', () => {
    expect(stateTopic('111', 'light', 'L1')).toBe('wh/111/light/L1/state');
    expect(eventTopic('111', 'portal', 'P1', 'read')).toBe('wh/111/portal/P1/evt/read');
    expect(commandTopic('111', 'light', 'L1', 'on')).toBe('wh/111/light/L1/cmd/on');
    expect(ackTopic('111', 'light', 'L1')).toBe('wh/111/light/L1/ack');
    expect(parseDeviceTopic('wh/111/portal/P1/evt/read')).toEqual({
      company: '111',
      type: 'portal',
      deviceId: 'P1',
      kind: 'evt',
      name: 'read',
    });
    expect(parseDeviceTopic('wh/111/light/L1/state')?.kind).toBe('state');
    expect(parseDeviceTopic('wh/111/light/L1/ack')?.kind).toBe('ack');
  });
  it('refuses topics outside the scheme', () => {
    for (const t of ['x/1/light/L/state', 'wh/1/robot/L/state', 'wh/1/light/L/evt', 'wh/1/light/L/state/x'])
      expect(parseDeviceTopic(t)).toBeNull();
  });
  it('the console feed subscribes states and events of one company', () => {
    expect(companyFeedTopics('9')).toEqual(['wh/9/+/+/state', 'wh/9/+/+/evt/#']);
  });
  it('parses envelopes and refuses other payloads', () => {
    const env = { schema: 's', deviceId: 'd', runId: 'r', seq: 1, ts: 'x', correlationId: null, data: {} };
    expect(parseEnvelope(Buffer.from(JSON.stringify(env)))).toEqual(env);
    expect(parseEnvelope('nope')).toBeNull();
    expect(parseEnvelope('{"seq":1}')).toBeNull();
  });
});

describe('devices CSV (POST /devices/import)', () => {
  it('reads ; or , separated files with a header in any order', () => {
    const csv = parseDevicesCsv('ID;Street;Position;Controller\nL-1;A;3;C1\n\n# note\nL-2;A;4;\n');
    expect(csv.problems).toEqual([]);
    expect(csv.rows.map((r) => [r.type, r.id, r.street, r.position, r.controller])).toEqual([
      ['light', 'L-1', 'A', 3, 'C1'],
      ['light', 'L-2', 'A', 4, null],
    ]);
    expect(parseDevicesCsv('type,optimizedId,dock\nportal,P-9,DOCA-9').rows[0]).toMatchObject({
      type: 'portal',
      id: 'P-9',
      dock: 'DOCA-9',
    });
  });
  it('reports bad lines with their number and keeps the good ones', () => {
    const csv = parseDevicesCsv(
      'type;id;street;position\nrobot;R;A;1\nlight;L 1;A;1\nlight;L2;A;0\nlight;L3;;\nlight;L4;A;2\nlight;L4;A;3',
    );
    expect(csv.rows.map((r) => r.id)).toEqual(['L4']);
    expect(csv.problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 7]);
  });
  it('needs an id column', () => {
    expect(parseDevicesCsv('street;position\nA;1').problems[0].message).toMatch(/id/);
    expect(parseDevicesCsv('').problems[0].message).toMatch(/empty/);
  });
  it('honours quotes; a problem names its file line past comments and empty lines', () => {
    const csv = parseDevicesCsv(
      '# devices, street A\ntype;id;deviceName;street;position\n\nportal;P-1;"Portal; doca ""1""";;\nlight;"L;2";x;A;1',
    );
    expect(csv.rows.map((r) => [r.id, r.deviceName])).toEqual([['P-1', 'Portal; doca "1"']]);
    expect(csv.problems).toEqual([{ line: 5, message: expect.stringMatching(/id/) }]);
  });
});
