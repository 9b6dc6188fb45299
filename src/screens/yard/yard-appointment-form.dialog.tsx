import { useEffect, useState } from 'react';
import {
  endChoices,
  minutesOf,
  platformClock,
  roundUpTime,
  timeOf,
  YARD_APPOINTMENT_STATUSES,
  type YardAppointment,
  type YardAppointmentStatus,
  type YardDock,
} from '../../domain/yard';
import { useUsers } from '../../services/order-registers.api';
import { createAppointment, updateAppointment, useAvailableTime } from '../../services/yard.api';
import { TextArea, TextField } from '../../ui/field';
import { formGrid, span } from '../../ui/form/form-grid';
import { FormDialog } from '../../ui/form-dialog';
import { Select } from '../../ui/select';
import { useT } from '../../ui/use-t';
import {
  type AppointmentValues,
  appointmentInputOf,
  appointmentProblems,
  appointmentValuesOf,
} from './yard-form';

// Appointment create/edit dialog — doc 3 §5 "Yard appointment": title, yard dock, description,
// driver, status, date, start, end required; date today or later, start not earlier than now, end
// not before start; on creation changing start sets end one hour later unless end was edited;
// defaults date today, start one hour from now, end two hours from now. doc 3 §6: the driver is
// an active DRIVER user. The start and end lists offer only the dock's free times of that day
// (GET /yard-appointment/dock/available-time/{dock}/{date}; editing frees the appointment's own
// slot), so an overlapping booking cannot be picked here — the simulator still refuses one (409).

export interface AppointmentFormDialogProps {
  appointment: YardAppointment | null;
  docks: YardDock[];
  /** dock and day of a new appointment (the cell it was booked from) */
  initial?: { yardDockId: string; dateEvent: string };
  onClose: () => void;
  onSaved: () => void;
}

function newValues(initial: AppointmentFormDialogProps['initial'], docks: YardDock[]): AppointmentValues {
  const clock = platformClock(new Date());
  const start = roundUpTime(timeOf(Math.min(minutesOf(clock.time) + 60, 22 * 60)));
  return {
    title: '',
    description: '',
    yardDockId: initial?.yardDockId ?? docks[0]?.id ?? '',
    userId: '',
    status: 'pending',
    dateEvent: initial?.dateEvent && initial.dateEvent >= clock.date ? initial.dateEvent : clock.date,
    startTime: start,
    endTime: timeOf(Math.min(minutesOf(start) + 60, 23 * 60 + 59)),
  };
}

export function AppointmentFormDialog({
  appointment,
  docks,
  initial,
  onClose,
  onSaved,
}: AppointmentFormDialogProps) {
  const t = useT();
  const drivers = useUsers({ type: 'DRIVER', isActive: true });
  const [values, setValues] = useState<AppointmentValues>(() =>
    appointment ? appointmentValuesOf(appointment) : newValues(initial, docks),
  );
  const [endEdited, setEndEdited] = useState(Boolean(appointment));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const available = useAvailableTime(values.yardDockId || null, values.dateEvent || null, appointment?.id);
  const free = available.data?.free ?? [];
  const starts = available.data?.starts ?? [];
  const ends = endChoices(free, values.startTime);

  // a start that is not free (the defaults, a changed dock or day) moves to the first free one
  useEffect(() => {
    if (!available.data || starts.includes(values.startTime)) return;
    if (
      appointment &&
      values.dateEvent === appointment.dateEvent &&
      values.yardDockId === appointment.yardDockId
    )
      return;
    const first = starts[0];
    if (!first) return;
    const after = endChoices(free, first);
    setValues((v) => ({ ...v, startTime: first, endTime: after[1] ?? after[0] ?? v.endTime }));
  }, [available.data, starts, free, values.startTime, values.dateEvent, values.yardDockId, appointment]);

  const problems = appointmentProblems(values, new Date(), appointment ?? undefined);
  const error = (field: string) =>
    submitted && problems[field] ? t(problems[field].id, problems[field].values) : undefined;
  const set = <K extends keyof AppointmentValues>(key: K, value: AppointmentValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const changeStart = (start: string) => {
    setValues((v) => {
      if (endEdited) return { ...v, startTime: start };
      const oneHour = timeOf(minutesOf(start) + 60);
      const options = endChoices(free, start);
      return {
        ...v,
        startTime: start,
        endTime: options.includes(oneHour) ? oneHour : (options[options.length - 1] ?? oneHour),
      };
    });
  };

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(appointmentProblems(values, new Date(), appointment ?? undefined)).length > 0) return;
    setSaving(true);
    try {
      const body = appointmentInputOf(values, appointment ?? undefined);
      if (appointment) await updateAppointment(appointment.id, body);
      else await createAppointment(body);
      onSaved();
    } catch {
      // the API client showed the reason (409 overlap, 400); the dialog stays open (doc 3 §8)
      void available.refetch();
    } finally {
      setSaving(false);
    }
  };

  const withCurrent = (list: string[], current: string) =>
    list.includes(current) || !current ? list : [current, ...list].sort();
  const timeItems = (list: string[]) => list.map((v) => ({ value: v, label: v }));
  const noFree = available.data && starts.length === 0 && !appointment;
  return (
    <FormDialog
      title={t(appointment ? 'yard.appointment.editTitle' : 'yard.appointment.newTitle')}
      onClose={onClose}
      onSubmit={() => void save()}
      submitting={saving}
      cancelLabel={t('yard.form.cancel')}
      saveLabel={t('yard.form.save')}
      className={formGrid}
    >
      <TextField
        className={span[8]}
        label={t('yard.appointment.title')}
        value={values.title}
        onValueChange={(v) => set('title', v)}
        required
        error={error('title')}
        autoComplete="off"
      />
      <Select
        className={span[4]}
        label={t('yard.appointment.status')}
        items={YARD_APPOINTMENT_STATUSES.map((s) => ({ value: s, label: t(`yard.status.${s}`) }))}
        value={values.status}
        onValueChange={(v) => v && set('status', v as YardAppointmentStatus)}
        required
        error={error('status')}
      />
      <TextArea
        className={span[12]}
        label={t('yard.appointment.description')}
        value={values.description}
        onValueChange={(v) => set('description', v)}
        required
        error={error('description')}
        rows={2}
      />
      <Select
        className={span[6]}
        label={t('yard.appointment.dock')}
        items={docks.map((d) => ({ value: d.id, label: d.name }))}
        value={values.yardDockId || null}
        onValueChange={(v) => v && set('yardDockId', v)}
        required
        error={error('yardDockId')}
      />
      <Select
        className={span[6]}
        label={t('yard.appointment.driver')}
        items={(drivers.data?.users ?? []).map((u) => ({
          value: u.id,
          label: u.profile?.name ?? u.userName,
        }))}
        value={values.userId || null}
        onValueChange={(v) => set('userId', v ?? '')}
        required
        error={error('driver')}
      />
      <TextField
        className={span[4]}
        label={t('yard.appointment.date')}
        type="date"
        value={values.dateEvent}
        onValueChange={(v) => set('dateEvent', v)}
        required
        error={error('dateEvent')}
        hint={noFree ? t('yard.appointment.noFreeTime') : undefined}
      />
      <Select
        className={span[4]}
        label={t('yard.appointment.start')}
        items={timeItems(withCurrent(starts, values.startTime))}
        value={values.startTime || null}
        onValueChange={(v) => v && changeStart(v)}
        required
        error={error('startTime')}
      />
      <Select
        className={span[4]}
        label={t('yard.appointment.end')}
        items={timeItems(withCurrent(ends, values.endTime))}
        value={values.endTime || null}
        onValueChange={(v) => {
          if (!v) return;
          setEndEdited(true);
          set('endTime', v);
        }}
        required
        error={error('endTime')}
      />
    </FormDialog>
  );
}
