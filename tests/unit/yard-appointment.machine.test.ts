import { describe, expect, it } from 'vitest';
import {
  appointmentTimeProblem,
  endChoices,
  freeRanges,
  overlaps,
  platformClock,
  startChoices,
  withinDockHours,
  YARD_APPOINTMENT_STATUSES,
} from '../../src/domain/yard';
import { can, run } from '../../src/machines/ask';
import { yardAppointmentLifecycle } from '../../src/machines/yard-appointment.machine';

const rec = (status: (typeof YARD_APPOINTMENT_STATUSES)[number]) => ({ status });

describe('yardAppointmentMachine (doc 3 §4, §7)', () => {
  it('EDIT may set any status from any status (no restriction shown)', () => {
    for (const from of YARD_APPOINTMENT_STATUSES)
      for (const to of YARD_APPOINTMENT_STATUSES) {
        const r = run(yardAppointmentLifecycle, rec(from), [{ type: 'EDIT', status: to }]);
        expect(r.ok && r.state).toBe(to);
      }
  });
  it('CONFIRM moves pending to accepted, and is refused in every other status', () => {
    const r = run(yardAppointmentLifecycle, rec('pending'), [{ type: 'CONFIRM' }]);
    expect(r.ok && r.state).toBe('accepted');
    for (const s of YARD_APPOINTMENT_STATUSES.filter((x) => x !== 'pending'))
      expect(can(yardAppointmentLifecycle, rec(s), { type: 'CONFIRM' })).toBe(false);
  });
  it('DELETE in any status; nothing after', () => {
    for (const s of YARD_APPOINTMENT_STATUSES) {
      const r = run(yardAppointmentLifecycle, rec(s), [{ type: 'DELETE' }]);
      expect(r.ok && r.state).toBe('deleted');
    }
    const r = run(yardAppointmentLifecycle, rec('pending'), [{ type: 'DELETE' }, { type: 'CONFIRM' }]);
    expect(r.ok).toBe(false);
  });
  it('an unknown stored status allows nothing', () => {
    expect(can(yardAppointmentLifecycle, { status: 'weird' as never }, { type: 'DELETE' })).toBe(false);
  });
});

describe('yard time rules (doc 3 §5)', () => {
  // 2026-11-24 13:00Z = 10:00 in the platform zone (UTC−03:00)
  const now = new Date('2026-11-24T13:00:00Z');
  it('reads the platform clock', () => {
    expect(platformClock(now)).toEqual({ date: '2026-11-24', time: '10:00' });
  });
  it('refuses a past date, a past start today and an end not after the start', () => {
    const ok = { dateEvent: '2026-11-24', startTime: '10:00', endTime: '11:00' };
    expect(appointmentTimeProblem(ok, now)).toBeNull();
    expect(appointmentTimeProblem({ ...ok, dateEvent: '2026-11-23' }, now)?.problem).toBe('pastDate');
    expect(appointmentTimeProblem({ ...ok, startTime: '09:59' }, now)?.problem).toBe('pastStart');
    expect(
      appointmentTimeProblem({ ...ok, dateEvent: '2026-11-25', startTime: '07:00', endTime: '08:00' }, now),
    ).toBeNull();
    expect(appointmentTimeProblem({ ...ok, endTime: '10:00' }, now)?.problem).toBe('endBeforeStart');
  });
  it('dock hours and overlap (end exclusive)', () => {
    const dock = { startTime: '06:00', endTime: '18:00' };
    expect(withinDockHours(dock, { startTime: '06:00', endTime: '18:00' })).toBe(true);
    expect(withinDockHours(dock, { startTime: '05:30', endTime: '07:00' })).toBe(false);
    expect(withinDockHours(dock, { startTime: '17:00', endTime: '18:30' })).toBe(false);
    expect(overlaps({ startTime: '08:00', endTime: '09:00' }, { startTime: '09:00', endTime: '10:00' })).toBe(
      false,
    );
    expect(overlaps({ startTime: '08:00', endTime: '09:30' }, { startTime: '09:00', endTime: '10:00' })).toBe(
      true,
    );
  });
  it('free ranges, start and end choices', () => {
    const dock = { startTime: '06:00', endTime: '12:00' };
    const booked = [
      { startTime: '08:00', endTime: '09:00' },
      { startTime: '09:00', endTime: '10:30' },
    ];
    const free = freeRanges(dock, booked);
    expect(free).toEqual([
      { startTime: '06:00', endTime: '08:00' },
      { startTime: '10:30', endTime: '12:00' },
    ]);
    expect(freeRanges(dock, booked, '11:00')).toEqual([{ startTime: '11:00', endTime: '12:00' }]);
    expect(startChoices(free)).toEqual(['06:00', '06:30', '07:00', '07:30', '10:30', '11:00', '11:30']);
    expect(endChoices(free, '07:00')).toEqual(['07:30', '08:00']);
    expect(endChoices(free, '08:00')).toEqual([]);
  });
});
