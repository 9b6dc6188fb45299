import { describe, expect, it } from 'vitest';
import { YARD_APPOINTMENT_STATUSES } from '../../../../src/domain/yard';
import {
  daysBetween,
  MAX_RANGE_DAYS,
  mayWiden,
  STATUS_TILE,
  shiftWeeks,
  weekOf,
  widen,
} from '../../../../src/screens/yard/yard-week';

// Issue 16 / doc 3 §2 Yard appointments: previous / next / today / load previous / load next move
// or widen the scheduler's week, and every status has its tile colour (doc 3 §4).

const WEDNESDAY = '2026-11-25';

describe('the scheduler week', () => {
  it('opens on the Sunday-to-Saturday week holding today ("today" comes back to it)', () => {
    expect(weekOf(WEDNESDAY)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(weekOf('2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });

  it('previous and next move the whole view a week, keeping its length, across months', () => {
    const week = weekOf(WEDNESDAY);
    expect(shiftWeeks(week, 1)).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    expect(shiftWeeks(week, -1)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    const wide = widen(week, 'next');
    expect(daysBetween(shiftWeeks(wide, -1).from, shiftWeeks(wide, -1).to)).toHaveLength(14);
  });

  it('load previous / load next widen the view a week on that side, up to 8 weeks, then stop', () => {
    const week = weekOf(WEDNESDAY);
    expect(widen(week, 'previous')).toEqual({ from: '2026-11-15', to: '2026-11-28' });
    expect(widen(week, 'next')).toEqual({ from: '2026-11-22', to: '2026-12-05' });
    let r = week;
    for (let i = 0; i < 20; i++) r = widen(r, i % 2 ? 'previous' : 'next');
    expect(daysBetween(r.from, r.to)).toHaveLength(MAX_RANGE_DAYS);
    expect(mayWiden(r)).toBe(false);
    expect(widen(r, 'next')).toBe(r);
    expect(mayWiden(week)).toBe(true);
  });
});

describe('tile colours (doc 3 §4)', () => {
  it('every appointment status has its own tile colour', () => {
    const classes = YARD_APPOINTMENT_STATUSES.map((s) => STATUS_TILE[s]);
    expect(classes.every(Boolean)).toBe(true);
    expect(new Set(classes).size).toBe(YARD_APPOINTMENT_STATUSES.length);
  });
});
