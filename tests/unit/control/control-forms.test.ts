import { describe, expect, it } from 'vitest';
import { EMPTY_FAULT, faultInput, faultValues } from '../../../src/control/fault-form';
import {
  EMPTY_FILTERS,
  exportQuery,
  fileNameOf,
  isStatusFilter,
  journalQuery,
} from '../../../src/control/journal-export';

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

  it('asks the simulator for the export with the filters it takes, and names the file as it says', () => {
    expect(exportQuery({ kind: 'http', route: ' /api/* ', status: '4xx', faultOnly: true })).toEqual({
      route: '/api/*',
      status: '4xx',
    });
    expect(exportQuery(EMPTY_FILTERS)).toEqual({});
    expect(fileNameOf('attachment; filename="journal-e2e-w0.har"', 'x.har')).toBe('journal-e2e-w0.har');
    expect(fileNameOf(null, 'x.har')).toBe('x.har');
  });
});
