// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { YardAppointment, YardDock } from '../../../../src/domain/yard';
import { SchedulerGrid } from '../../../../src/screens/yard/yard-scheduler.grid';
import { addDays, groupByCell } from '../../../../src/screens/yard/yard-week';
import { renderUi } from '../../ui/render';

// Issue 16 "A week with 30 docks × 40 appointments stays fluid": the whole week is drawn once, and
// a keystroke that moves the grid's tab stop redraws only the rows it left and reached (DockRow is
// memoised), so moving about a 1,200-tile week costs a small part of drawing it.

afterEach(cleanup);

const MONDAY = '2026-11-23';
const days = Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i - 1));
const docks: YardDock[] = Array.from({ length: 30 }, (_, i) => ({
  id: `d${i}`,
  name: `DOCA ${i + 1}`,
  building: 'MATRIZ',
  startTime: '06:00',
  endTime: '22:00',
  color: '#1565C0',
  typeOperation: 'both',
  companyDocument: '11222333000181',
}));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const appointments: YardAppointment[] = docks.flatMap((dock) =>
  Array.from({ length: 40 }, (_, n) => ({
    id: `${dock.id}-a${n}`,
    status: 'pending' as const,
    createdBy: 'admin',
    dateEvent: days[n % 7],
    startTime: hhmm(360 + Math.floor(n / 7) * 60),
    endTime: hhmm(390 + Math.floor(n / 7) * 60),
    data: { orderId: null, orderNumber: null, userId: 'u1', userName: 'Davi' },
    title: `Coleta ${n}`,
    description: '',
    yardDockId: dock.id,
    companyDocument: dock.companyDocument,
  })),
);

describe('yard scheduler grid: 30 docks × 40 appointments', () => {
  it('draws every dock and tile; a keystroke redraws a small part of the week', () => {
    const durations: number[] = [];
    renderUi(
      <Profiler id="grid" onRender={(_id, _phase, actual) => durations.push(actual)}>
        <SchedulerGrid
          docks={docks}
          days={days}
          today={days[1]}
          cells={groupByCell(appointments)}
          onCellEnter={vi.fn()}
          onTileClick={vi.fn()}
        />
      </Profiler>,
    );
    const grid = screen.getByRole('grid');
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(grid.querySelectorAll('tbody button')).toHaveLength(1200);
    const mount = durations[0];

    const moves: number[] = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowUp', 'ArrowRight']) {
      const before = durations.length;
      fireEvent.keyDown(
        document.activeElement?.closest('[data-cell]') ?? grid.querySelector('[tabindex="0"]')!,
        {
          key,
        },
      );
      moves.push(...durations.slice(before));
    }
    expect(moves.length).toBeGreaterThan(0);
    const median = [...moves].sort((a, b) => a - b)[Math.floor(moves.length / 2)];
    // two rows of thirty redrawn, not the week: well under a third of the first drawing
    expect(median).toBeLessThan(mount / 3);
  });
});
