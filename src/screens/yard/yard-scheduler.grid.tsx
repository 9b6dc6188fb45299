import { type KeyboardEvent, memo, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from '../../../styled-system/css';
import type { YardAppointment, YardDock } from '../../domain/yard';
import { useT } from '../../ui/use-t';
import { displayDate, STATUS_TILE } from './yard-week';

// The weekly scheduler's grid — doc 3 §2 "Yard appointments": one row per dock (icon in the dock's
// colour, name, operation type), one column per day, appointment tiles coloured by status. A table
// with the ARIA grid role and one tab stop (roving tabindex): arrow keys move between days (←/→)
// and docks (↑/↓), Home/End to the first/last day, Enter in a cell books that dock and day, Tab
// reaches the cell's tiles and Enter on a tile opens its popup. Rows are memoised: a 30-dock ×
// 40-appointment week re-renders only the rows whose tab stop moved.

const scroller = css({
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
});
const table = css({ width: 'full', borderCollapse: 'collapse', tableLayout: 'fixed', minWidth: '4xl' });
const headCell = css({
  px: '2',
  py: '1.5',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'gray.700',
  bg: 'gray.50',
  textAlign: 'left',
  borderBottomWidth: '1px',
  borderLeftWidth: '1px',
  borderColor: 'border',
});
const dockHead = css({ width: '48' });
const todayHead = css({ color: 'accentActive', bg: 'accentSubtle' });
const dockCell = css({
  px: '2',
  py: '2',
  textAlign: 'left',
  fontWeight: 'normal',
  verticalAlign: 'top',
  position: 'sticky',
  left: '0',
  bg: 'surface',
  zIndex: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
const dockLine = css({ display: 'flex', gap: '2', alignItems: 'center' });
const dockName = css({ display: 'block', fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'tight' });
const dockOp = css({ display: 'block', fontSize: 'xs', color: 'gray.700' });
const cellStyle = css({
  p: '1',
  height: '16',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderLeftWidth: '1px',
  borderColor: 'border',
  outline: 'none',
  _focusVisible: { boxShadow: 'inset 0 0 0 2px var(--colors-accent)' },
});
const tiles = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const tileStyle = css({
  textAlign: 'left',
  fontSize: 'xs',
  lineHeight: 'tight',
  px: '1.5',
  py: '1',
  borderWidth: '1px',
  borderRadius: 'sm',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minHeight: '6',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '1px' },
});
const tileTime = css({ fontWeight: 'semibold', mr: '1' });

export interface SchedulerGridProps {
  docks: YardDock[];
  days: string[];
  today: string;
  cells: Map<string, YardAppointment[]>;
  onCellEnter: (dock: YardDock, date: string) => void;
  onTileClick: (appointment: YardAppointment) => void;
}

function DockIcon({ color }: { color: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M2 21V8l10-5 10 5v13h-3v-9H5v9z" fill={color} stroke="#424242" strokeWidth="0.8" />
      <path d="M7 14h10v2H7zm0 3h10v2H7z" fill={color} stroke="#424242" strokeWidth="0.6" />
    </svg>
  );
}

interface RowProps {
  dock: YardDock;
  row: number;
  days: string[];
  cells: Map<string, YardAppointment[]>;
  /** the column holding the grid's tab stop in this row, or -1 */
  activeCol: number;
  onTileClick: (appointment: YardAppointment) => void;
}

const DockRow = memo(function DockRow({ dock, row, days, cells, activeCol, onTileClick }: RowProps) {
  const t = useT();
  return (
    <tr>
      <th scope="row" className={dockCell}>
        <span className={dockLine}>
          <DockIcon color={dock.color} />
          <span>
            <span className={dockName}>{dock.name}</span>
            <span className={dockOp}>{t(`yard.operation.${dock.typeOperation}`)}</span>
          </span>
        </span>
      </th>
      {days.map((date, col) => {
        const list = cells.get(`${dock.id}|${date}`) ?? [];
        const active = col === activeCol;
        return (
          <td
            key={date}
            className={cellStyle}
            tabIndex={active ? 0 : -1}
            data-cell=""
            data-row={row}
            data-col={col}
            aria-label={t('yard.scheduler.cell', {
              dock: dock.name,
              date: displayDate(date),
              count: list.length,
            })}
          >
            <div className={tiles}>
              {list.map((a) => (
                <button
                  key={a.id}
                  type="button"
                  tabIndex={active ? 0 : -1}
                  className={cx(tileStyle, STATUS_TILE[a.status])}
                  title={`${a.startTime}–${a.endTime} ${a.title} (${t(`yard.status.${a.status}`)})`}
                  onClick={() => onTileClick(a)}
                >
                  <span className={tileTime}>
                    {a.startTime}–{a.endTime}
                  </span>
                  {a.title}
                </button>
              ))}
            </div>
          </td>
        );
      })}
    </tr>
  );
});

export function SchedulerGrid({ docks, days, today, cells, onCellEnter, onTileClick }: SchedulerGridProps) {
  const t = useT();
  const intl = useIntl();
  const ref = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<[number, number]>([0, Math.max(0, days.indexOf(today))]);
  const row = Math.min(active[0], docks.length - 1);
  const col = Math.min(active[1], days.length - 1);

  // focus moves at once (a cell with tabindex -1 still takes focus from a script), so quick
  // repeated arrow keys each start from the cell the previous one reached
  const focusCell = useCallback((r: number, c: number) => {
    setActive([r, c]);
    ref.current?.querySelector<HTMLElement>(`[data-cell][data-row="${r}"][data-col="${c}"]`)?.focus();
  }, []);

  const cellOf = (target: EventTarget) => (target as HTMLElement).closest<HTMLElement>('[data-cell]');
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const r = Number(cell.dataset.row);
    const c = Number(cell.dataset.col);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [r, Math.max(0, c - 1)],
      ArrowRight: [r, Math.min(days.length - 1, c + 1)],
      ArrowUp: [Math.max(0, r - 1), c],
      ArrowDown: [Math.min(docks.length - 1, r + 1), c],
      Home: [r, 0],
      End: [r, days.length - 1],
    };
    const to = moves[event.key];
    if (to) {
      event.preventDefault();
      focusCell(to[0], to[1]);
    } else if (event.key === 'Enter' && event.target === cell) {
      event.preventDefault();
      onCellEnter(docks[r], days[c]);
    }
  };

  return (
    <div className={scroller}>
      <table
        ref={ref}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA APG data grid is a table with role grid, its cells the tab stops
        role="grid"
        aria-label={t('yard.scheduler.gridLabel')}
        className={table}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const cell = cellOf(event.target);
          if (cell) setActive([Number(cell.dataset.row), Number(cell.dataset.col)]);
        }}
      >
        <thead>
          <tr>
            <th scope="col" className={cx(headCell, dockHead)}>
              {t('yard.scheduler.dock')}
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className={cx(headCell, d === today && todayHead)}>
                {intl.formatDate(`${d}T12:00:00Z`, { weekday: 'short', timeZone: 'UTC' })} {displayDate(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {docks.map((dock, r) => (
            <DockRow
              key={dock.id}
              dock={dock}
              row={r}
              days={days}
              cells={cells}
              activeCol={r === row ? col : -1}
              onTileClick={onTileClick}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
