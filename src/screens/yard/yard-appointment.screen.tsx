import { useCallback, useMemo, useState } from 'react';
import { css } from '../../../styled-system/css';
import { hstack, stack } from '../../../styled-system/patterns';
import { platformClock, type YardAppointment, type YardDock } from '../../domain/yard';
import { useLoadErrorToast } from '../../services/use-load-error-toast';
import {
  useInvalidateYard,
  useYardAppointments,
  useYardDocks,
  type YardAppointmentFilters,
} from '../../services/yard.api';
import { PlusIcon } from '../../ui/action-icons';
import { Button } from '../../ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page';
import { EmptyState, FailedState } from '../../ui/states';
import { useT } from '../../ui/use-t';
import { AppointmentPopup } from './yard-appointment.popup';
import { AppointmentFilters } from './yard-appointment-filters';
import { AppointmentFormDialog } from './yard-appointment-form.dialog';
import { SchedulerGrid } from './yard-scheduler.grid';
import { daysBetween, displayDate, groupByCell, mayWiden, shiftWeeks, weekOf, widen } from './yard-week';

// /yard-appointment — doc 3 §2 "Yard appointments": a weekly scheduler, one row per dock; controls
// previous, next, today, load previous, load next (ours: "load" widens the view by a week on that
// side, up to 8 weeks — the simulator reads at most 62 days), filters; a tile opens its popup, the
// popup's edit opens the edit dialog; a floating add button opens the create dialog.

const page = stack({ gap: '3', pb: '20' });
const toolbar = hstack({ gap: '2', flexWrap: 'wrap' });
const rangeText = css({ fontWeight: 'semibold', fontSize: 'sm', mx: '2' });
const hint = css({ fontSize: 'xs', color: 'textMuted' });
const skeleton = css({
  height: '64',
  borderRadius: 'md',
  bg: 'gray.100',
  animation: 'pulse 1.5s ease-in-out infinite',
});
const fab = css({
  position: 'fixed',
  right: '6',
  bottom: '6',
  zIndex: 'docked',
  borderRadius: 'full',
  boxShadow: 'lg',
});

type Editing = { appointment: YardAppointment | null; initial?: { yardDockId: string; dateEvent: string } };

export function YardAppointmentScreen() {
  const t = useT();
  const today = platformClock(new Date()).date;
  const [range, setRange] = useState(() => weekOf(today));
  const [filters, setFilters] = useState<YardAppointmentFilters>({});
  const [open, setOpen] = useState<YardAppointment | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const invalidate = useInvalidateYard();

  const docks = useYardDocks({
    page: 1,
    take: 200,
    building: filters.building,
    typeOperation: filters.typeOperation,
    companyDocument: filters.companyDocument,
  });
  const appointments = useYardAppointments({ initialDate: range.from, finalDate: range.to }, filters);
  useLoadErrorToast(docks, 'yard.loadError');
  useLoadErrorToast(appointments, 'yard.loadError');

  const shownDocks = useMemo(
    () => (docks.data?.docks ?? []).filter((d) => !filters.yardDockId || d.id === filters.yardDockId),
    [docks.data, filters.yardDockId],
  );
  const days = useMemo(() => daysBetween(range.from, range.to), [range]);
  const cells = useMemo(() => groupByCell(appointments.data?.appointments ?? []), [appointments.data]);
  const dockById = useMemo(() => new Map((docks.data?.docks ?? []).map((d) => [d.id, d])), [docks.data]);
  const onTileClick = useCallback((a: YardAppointment) => setOpen(a), []);
  // the popup follows the list: a tile opened while the list refetches after a save would
  // otherwise keep showing the appointment as it was before (its old status, its old actions)
  const shown = open && (appointments.data?.appointments.find((a) => a.id === open.id) ?? open);
  const onCellEnter = useCallback(
    (dock: YardDock, date: string) =>
      setEditing({ appointment: null, initial: { yardDockId: dock.id, dateEvent: date } }),
    [],
  );
  const saved = () => {
    setEditing(null);
    setOpen(null);
    void invalidate();
  };

  let body: React.ReactNode;
  if (docks.isLoading || appointments.isLoading)
    // told to assistive technology too (it was aria-hidden: a screen reader heard nothing load)
    body = <div className={skeleton} role="status" aria-label={t('ui.loading')} data-state="loading" />;
  else if (docks.isError || appointments.isError) body = <FailedState />;
  else if (shownDocks.length === 0) body = <EmptyState message={t('yard.scheduler.noDocks')} />;
  else
    body = (
      <SchedulerGrid
        docks={shownDocks}
        days={days}
        today={today}
        cells={cells}
        onCellEnter={onCellEnter}
        onTileClick={onTileClick}
      />
    );

  return (
    <div className={page}>
      <PageHeader title={t('yard.scheduler.title')} />
      <AppointmentFilters
        docks={docks.data?.docks ?? []}
        onSearch={setFilters}
        searching={appointments.isFetching && !appointments.isLoading}
      />
      <div className={toolbar}>
        <Button variant="outline" size="sm" onClick={() => setRange((r) => shiftWeeks(r, -1))}>
          <ChevronLeftIcon />
          {t('yard.scheduler.previous')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setRange(weekOf(today))}>
          {t('yard.scheduler.today')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setRange((r) => shiftWeeks(r, 1))}>
          {t('yard.scheduler.next')}
          <ChevronRightIcon />
        </Button>
        <span className={rangeText} aria-live="polite">
          {t('yard.scheduler.range', { start: displayDate(range.from), end: displayDate(range.to) })}
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={!mayWiden(range)}
          onClick={() => setRange((r) => widen(r, 'previous'))}
        >
          {t('yard.scheduler.loadPrevious')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={!mayWiden(range)}
          onClick={() => setRange((r) => widen(r, 'next'))}
        >
          {t('yard.scheduler.loadNext')}
        </Button>
      </div>
      <p className={hint}>{t('yard.scheduler.keyboardHint')}</p>
      {body}
      <Button
        className={fab}
        onClick={() => setEditing({ appointment: null })}
        aria-label={t('yard.scheduler.add')}
      >
        <PlusIcon />
        {t('yard.scheduler.add')}
      </Button>
      {/* The edit dialog opens over the popup (a nested layer), and the popup stays until the
          edit is saved or cancelled. Closing the popup first raced its focus return: Ark's
          focus trap gives focus back to the tile a tick after it unmounts, which landed after
          the edit dialog had opened on a loaded machine, and the edit dialog closed itself on
          that "focus outside". Nested, the popup's trap is only paused; Cancel returns focus
          to its Edit button, Save closes both. */}
      {shown && (
        <AppointmentPopup
          appointment={shown}
          dock={dockById.get(shown.yardDockId)}
          onClose={() => !editing && setOpen(null)}
          onEdit={() => setEditing({ appointment: shown })}
          onChanged={saved}
        />
      )}
      {editing && (
        <AppointmentFormDialog
          appointment={editing.appointment}
          docks={docks.data?.docks ?? []}
          initial={editing.initial}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </div>
  );
}
