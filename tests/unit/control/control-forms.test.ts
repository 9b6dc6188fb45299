import { describe, expect, it } from 'vitest';
import { EMPTY_FAULT, faultInput, faultValues } from '../../../src/control/fault-form';
import { isStatusFilter, journalQuery, toHar, toJsonLines } from '../../../src/control/journal-export';
import type { JournalEntry } from '../../../src/control/sim-api';

describe('fault rule form (issue 19 control page)', () => {
  it('turns a form into the POST /__sim/faults body', () => {
    expect(
      faultInput({
        ...EMPTY_FAULT,
        method: 'GET',
        pattern: ' /api/orders/* ',
        status: '503',
        trigger: 'first',
        triggerValue: '2',
      }),
    ).toEqual({
      input: { path: '/api/orders/*', method: 'GET', status: 503, first: 2 },
    });
    expect(
      faultInput({
        ...EMPTY_FAULT,
        target: 'mqtt',
        pattern: 'wh/#',
        delayKind: 'uniform',
        minMs: '10',
        maxMs: '90',
        status: '503',
      }),
    ).toEqual({ input: { topic: 'wh/#', delay: { kind: 'uniform', minMs: 10, maxMs: 90 } } });
    expect(
      faultInput({ ...EMPTY_FAULT, drop: true, trigger: 'probability', triggerValue: '0,25', seed: '7' }),
    ).toEqual({
      input: { path: '/api/*', drop: true, probability: 0.25, seed: 7 },
    });
  });

  it('starts with no forced status: a rule with only a delay answers as the platform would (issue 29)', () => {
    expect(EMPTY_FAULT.status).toBe('');
    expect(faultInput({ ...EMPTY_FAULT, delayKind: 'fixed', ms: '300' })).toEqual({
      input: { path: '/api/*', delay: { kind: 'fixed', ms: 300 } },
    });
  });

  it('names what keeps a form from being sent, and sends nothing', () => {
    expect(faultInput({ ...EMPTY_FAULT, status: '503', pattern: ' ' })).toEqual({
      problems: { pattern: 'required' },
    });
    expect(faultInput({ ...EMPTY_FAULT })).toEqual({ problems: { delayKind: 'effect' } });
    expect(faultInput({ ...EMPTY_FAULT, status: '99' })).toMatchObject({ problems: { status: 'number' } });
    expect(faultInput({ ...EMPTY_FAULT, delayKind: 'fixed', ms: 'abc' })).toMatchObject({
      problems: { ms: 'number' },
    });
    expect(faultInput({ ...EMPTY_FAULT, trigger: 'every', triggerValue: '' })).toMatchObject({
      problems: { triggerValue: 'number' },
    });
    expect(faultInput({ ...EMPTY_FAULT, seed: '-1' })).toMatchObject({ problems: { seed: 'number' } });
  });

  it('fills the form from a rule, and the form gives the same rule back (edit)', () => {
    const rules = [
      { path: '/api/nps/:code', method: 'PUT', status: 500, every: 3, note: 'flaky' },
      {
        topic: 'wh/+/portal/#',
        delay: { kind: 'lognormal' as const, medianMs: 200, sigma: 0.5, maxMs: 900 },
      },
      { path: '/api/*', delay: { kind: 'fixed' as const, ms: 1500 }, probability: 0.5, seed: 3 },
    ];
    for (const rule of rules) {
      expect(faultInput(faultValues({ id: 'f1', seen: 4, fired: 2, ...rule }))).toEqual({ input: rule });
    }
  });
});

describe('journal filters and exports', () => {
  const entries: JournalEntry[] = [
    {
      seq: 1,
      at: '2025-03-01T10:00:00.000Z',
      kind: 'http',
      method: 'GET',
      url: '/api/orders?take=25&skip=0',
      route: '/api/orders',
      status: 200,
      ms: 12.5,
    },
    {
      seq: 2,
      at: '2025-03-01T10:00:01.000Z',
      kind: 'mqtt',
      topic: 'wh/1/light/L-1/state',
      direction: 'out',
      bytes: 40,
    },
    {
      seq: 3,
      at: '2025-03-01T10:00:02.000Z',
      kind: 'http',
      method: 'POST',
      url: '/api/auth/login',
      route: '/api/auth/login',
      status: 0,
      ms: 3,
      fault: { rules: ['f1'], effects: ['drop'] },
    },
  ];

  it('asks the simulator only for the filters given', () => {
    expect(journalQuery({ kind: '', route: ' ', status: '', faultOnly: false })).toEqual({ limit: '200' });
    expect(journalQuery({ kind: 'http', route: '/api/*', status: '4xx', faultOnly: true })).toEqual({
      limit: '200',
      kind: 'http',
      route: '/api/*',
      status: '4xx',
      fault: 'true',
    });
    expect(['', '404', '5xx'].map(isStatusFilter)).toEqual([true, true, true]);
    expect(['4x', '600', 'abc'].map(isStatusFilter)).toEqual([false, false, false]);
  });

  it('exports the HTTP calls as HAR 1.2 and the MQTT messages as JSON lines', () => {
    const har = toHar(entries, 'http://sim:3001', 'e2e-w0');
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(2);
    expect(har.log.entries[0]).toMatchObject({
      startedDateTime: '2025-03-01T10:00:00.000Z',
      time: 12.5,
      request: {
        method: 'GET',
        url: 'http://sim:3001/api/orders?take=25&skip=0',
        queryString: [
          { name: 'take', value: '25' },
          { name: 'skip', value: '0' },
        ],
      },
      response: { status: 200 },
    });
    expect(har.log.entries[1]).toMatchObject({ response: { status: 0 }, comment: 'fault f1: drop' });
    const lines = toJsonLines(entries).split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toEqual(entries[1]);
  });
});
