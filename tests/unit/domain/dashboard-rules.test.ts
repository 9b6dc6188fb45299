import { describe, expect, it } from 'vitest';
import {
  freightRangeProblems,
  kilometerRangeProblems,
  nextRangeStart,
} from '../../../src/domain/configuration-ranges';
import { cellTone, timerText, tvIndicatorsOf } from '../../../src/domain/dashboard';
import {
  nextStepsOf,
  operationFlowProblems,
  salesChannelFlowProblems,
} from '../../../src/domain/operation-flow';

const at = (minutesAgo: number, now: Date) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

describe('monitoring cells (doc 1 §2.8)', () => {
  const now = new Date('2030-01-03T12:00:00Z');
  it('warns after 15 minutes in progress and errs after 20', () => {
    expect(cellTone(at(15, now), now)).toBe('normal');
    expect(cellTone(at(16, now), now)).toBe('warning');
    expect(cellTone(at(20, now), now)).toBe('warning');
    expect(cellTone(at(21, now), now)).toBe('error');
    expect(cellTone(null, now)).toBe('normal');
  });
  it('hides the timer text at 5 characters or more', () => {
    expect(timerText(at(7, now), now)).toBe('7m');
    expect(timerText(at(59, now), now)).toBe('59m');
    expect(timerText(at(65, now), now)).toBe('1h05'); // 4 characters: shown
    expect(timerText(at(605, now), now)).toBeNull(); // "10h05": 5 characters, hidden
  });
});

describe('TV indicators (doc 1 §2.8, §9)', () => {
  it('keeps known names, no repeats, at most two', () => {
    expect(tvIndicatorsOf('?indicator=weeklystats&indicator=PICKING&indicator=ordersmonitoring')).toEqual([
      'weeklystats',
      'PICKING',
    ]);
    expect(tvIndicatorsOf('?indicator=nope,weeklystats,weeklystats')).toEqual(['weeklystats']);
    expect(tvIndicatorsOf('')).toEqual([]);
  });
});

describe('freight and kilometer ranges (doc 1 §5)', () => {
  it('accepts ranges 0.01 apart and refuses overlaps, empty ranges, a zero value and a percentage over 100', () => {
    expect(
      freightRangeProblems([
        { freightFrom: 0, freightTo: 10, transferValue: 1, type: 'VALUE' },
        { freightFrom: 10.01, freightTo: 20, transferValue: 100, type: 'PERCENTAGE' },
      ]),
    ).toEqual([]);
    const fields = freightRangeProblems([
      { freightFrom: 0, freightTo: 10, transferValue: 0, type: 'VALUE' },
      { freightFrom: 10, freightTo: 10, transferValue: 100.5, type: 'PERCENTAGE' },
    ]).map((p) => p.field);
    expect(fields).toEqual([
      'transferValueFromFreight.1.freightFrom',
      'transferValueFromFreight.1.freightTo',
      'transferValueFromFreight.0.transferValue',
      'transferValueFromFreight.1.transferValue',
    ]);
  });
  it('takes letters A to Z only on the kilometer curve; a new range starts 0.01 above the last end', () => {
    expect(kilometerRangeProblems([{ kilometerFrom: 0, kilometerTo: 5, value: 'Z' }])).toEqual([]);
    expect(kilometerRangeProblems([{ kilometerFrom: 0, kilometerTo: 5, value: 'a' }])[0].field).toBe(
      'kilometerCurve.0.value',
    );
    expect(nextRangeStart([])).toBe(0);
    expect(nextRangeStart([5, 10.2])).toBe(10.21);
  });
});

describe('operation chain (doc 1 §4, §5)', () => {
  it('refuses an operation as its own next step and a next step twice; reads a chain in order', () => {
    expect(operationFlowProblems([{ type: 'INBOUND', ordem: 1, nextStep: 'INBOUND' }])).toHaveLength(1);
    expect(
      operationFlowProblems([
        { type: 'INBOUND', ordem: 1, nextStep: 'STORAGE' },
        { type: 'INBOUND', ordem: 2, nextStep: 'STORAGE' },
      ]).map((p) => p.field),
    ).toEqual(['operationFlows.1.nextStep']);
    const entries = [
      {
        id: 'b',
        companyDocument: 'x',
        configure: 'c',
        type: 'INBOUND' as const,
        ordem: 2,
        nextStep: 'PICKING' as const,
      },
      {
        id: 'a',
        companyDocument: 'x',
        configure: 'c',
        type: 'INBOUND' as const,
        ordem: 1,
        nextStep: 'STORAGE' as const,
      },
    ];
    expect(nextStepsOf(entries, 'INBOUND')).toEqual(['STORAGE', 'PICKING']);
  });
  it('sales channel flows: a channel once, ordem at least 1', () => {
    expect(
      salesChannelFlowProblems([
        { type: '10', ordem: 1, nextStep: 'PRINT' },
        { type: '10', ordem: 0, nextStep: 'PICKING' },
      ]).map((p) => p.field),
    ).toEqual(['salesChannelFlows.1.type', 'salesChannelFlows.1.ordem']);
  });
});
