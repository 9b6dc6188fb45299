import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { grid, stack } from '../../../../styled-system/patterns';
import { CALENDAR_STATUSES } from '../../../domain/orders';
import { type CalendarEntryInput, calendarEntryInput } from '../../../domain/orders.schema';
import { addCalendarEntry } from '../../../services/order-changes.api';
import { useUsers } from '../../../services/order-registers.api';
import { useOrderChange } from '../../../services/orders.api';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { Dialog } from '../../../ui/dialog';
import { TextArea } from '../../../ui/field';
import { useFieldBinding } from '../../../ui/form/bound-field';
import { DateField } from '../../../ui/form/date-field';
import { problemFields, useProblemText } from '../../../ui/form/form-errors';
import { formSubmit } from '../../../ui/form/form-submit';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import { fromDateTimeInput, toDateTimeInput, toDeliveryDate } from './inline-edit';

// doc 2 §2 Tracking "add-tracking dialog"; doc 2 §5 "Tracking add: date, status, operator and
// description all required"; doc 2 §3 "New tracking payload: dueDate, userId, description,
// statusCalendar"; doc 2 §4 selectable statuses.

export interface TrackingValues {
  dueDate: string;
  userId: string;
  description: string;
  statusCalendar: string;
}

/** The POST /orders/calendar/{id} body of the dialog's values (dueDate sent yyyy-MM-dd HH:mm). */
export function toCalendarBody(values: TrackingValues): CalendarEntryInput {
  const date = fromDateTimeInput(values.dueDate);
  return {
    dueDate: date ? toDeliveryDate(date) : '',
    userId: values.userId,
    description: values.description.trim(),
    statusCalendar: values.statusCalendar as CalendarEntryInput['statusCalendar'],
  };
}

const content = stack({ gap: '3' });
const row = grid({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '3' });

export interface AddTrackingDialogProps {
  orderId: string;
  onClose: () => void;
}

export function AddTrackingDialog({ orderId, onClose }: AddTrackingDialogProps) {
  const t = useT();
  const labels = useCodeLabels();
  const problemText = useProblemText();
  const users = useUsers({ isActive: true });
  const change = useOrderChange();

  const userItems = useMemo(
    () =>
      (users.data?.users ?? [])
        .map((u) => ({ value: u.id, label: u.profile?.name || u.userName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [users.data],
  );
  const statusItems = CALENDAR_STATUSES.map((s) => ({ value: s, label: labels.label('calendarStatus', s) }));

  const form = useForm({
    defaultValues: {
      dueDate: toDateTimeInput(new Date()),
      userId: '',
      description: '',
      statusCalendar: '',
    } as TrackingValues,
    validationLogic: revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const found = problemFields(calendarEntryInput, toCalendarBody(value));
        // an unchosen status is "required", not "an unknown value"
        if (found?.fields.statusCalendar && !value.statusCalendar)
          found.fields.statusCalendar = { ...found.fields.statusCalendar, key: 'validation.required' };
        if (found?.fields.dueDate && !value.dueDate)
          found.fields.dueDate = { ...found.fields.dueDate, key: 'validation.required' };
        return found;
      },
    },
    onSubmit: async ({ value }) => {
      try {
        await change(addCalendarEntry(orderId, toCalendarBody(value)));
        onClose();
      } catch {
        // the API client showed the message
      }
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const bind = useFieldBinding(submitted);
  const submitting = useStore(form.store, (s) => s.isSubmitting);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={t('orders.tracking.addTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={() => void form.handleSubmit()} loading={submitting}>
            {t('orders.tracking.add')}
          </Button>
        </>
      }
    >
      <form className={content} noValidate onSubmit={formSubmit(form.handleSubmit)}>
        <div className={row}>
          <form.Field name="dueDate">
            {(f) => <DateField {...bind(f)} label={t('orders.tracking.fields.dueDate')} withTime required />}
          </form.Field>
          <form.Field name="statusCalendar">
            {(f) => (
              <Select
                label={t('orders.tracking.fields.status')}
                required
                placeholder={t('orders.tracking.choose')}
                items={statusItems}
                value={f.state.value || null}
                onValueChange={(v) => {
                  f.handleChange(v ?? '');
                  f.handleBlur();
                }}
                error={problemText({ ...f.state.meta, isBlurred: true }, submitted)}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="userId">
          {(f) => (
            <Select
              label={t('orders.tracking.fields.user')}
              required
              placeholder={users.isLoading ? t('ui.loading') : t('orders.tracking.choose')}
              items={userItems}
              value={f.state.value || null}
              onValueChange={(v) => {
                f.handleChange(v ?? '');
                f.handleBlur();
              }}
              error={problemText({ ...f.state.meta, isBlurred: true }, submitted)}
            />
          )}
        </form.Field>
        <form.Field name="description">
          {(f) => <TextArea {...bind(f)} label={t('orders.tracking.fields.description')} required />}
        </form.Field>
      </form>
    </Dialog>
  );
}
