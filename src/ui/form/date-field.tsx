import { DatePicker, type DateValue, parseDate } from '@ark-ui/react/date-picker';
import { type KeyboardEventHandler, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from '../../../styled-system/css';
import { parseDisplayDate, toApiDate, toDisplayDate } from '../../domain/dates';
import { srOnly } from '../a11y';
import { CalendarPopup } from '../calendar-views';
import { dateRangeRecipe } from '../date-picker.recipe';
import { fieldRecipe } from '../field';
import { CalendarIcon } from '../icons';

// A date (and optionally a time) in a form, with the console's own calendar in the user's language
// and dd/MM/yyyy typing (doc 1 §1) — not the browser's native control, which follows the operating
// system ("11/24/2026, 05:37 PM" on a pt-BR screen; issue 20). The value keeps the format the native
// inputs had, so forms read it as before: yyyy-MM-dd, or yyyy-MM-ddTHH:mm with `withTime`.

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const timeInput = css({
  width: '4.75rem',
  height: '9',
  px: '2',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  _hover: { borderColor: 'borderStrong' },
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '1px',
    borderColor: 'accent',
  },
  '&[aria-invalid=true]': { borderColor: 'danger' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'canvas' },
});
const invalidControl = css({ borderColor: 'danger!' });

const toValue = (date: Date): DateValue => parseDate(date);
const toDate = (value: DateValue) => new Date(value.year, value.month - 1, value.day);

/** Splits a yyyy-MM-dd[THH:mm] value into its date (a Date, or null) and its time text. */
export function splitDateValue(value: string): { date: Date | null; time: string } {
  const [day = '', time = ''] = value.split('T');
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  return { date: date && !Number.isNaN(date.getTime()) ? date : null, time: time.slice(0, 5) };
}

/** The field's value from its parts: '' without a date; yyyy-MM-dd, or yyyy-MM-ddTHH:mm with a time. */
export function joinDateValue(date: Date | null, time: string | null): string {
  if (!date) return '';
  return time === null ? toApiDate(date) : `${toApiDate(date)}T${time}`;
}

/** "1730" / "17:30" → "17:30"; partial input stays partial (the form says it is incomplete). */
const timeText = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
};

export interface DateFieldProps {
  label: ReactNode;
  /** yyyy-MM-dd, or yyyy-MM-ddTHH:mm with `withTime`; '' when empty */
  value: string;
  onValueChange: (value: string) => void;
  /** a time (HH:mm) next to the date */
  withTime?: boolean;
  /** the first selectable day (yyyy-MM-dd…): earlier days are disabled in the calendar */
  min?: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  autoFocus?: boolean;
  className?: string;
  name?: string;
  onBlur?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}

export function DateField({
  label,
  value,
  onValueChange,
  withTime = false,
  min,
  error,
  hint,
  required,
  disabled,
  hideLabel,
  autoFocus,
  className,
  name,
  onBlur,
  onKeyDown,
}: DateFieldProps) {
  const intl = useIntl();
  const field = fieldRecipe();
  const calendar = dateRangeRecipe();
  const errorId = useId();
  const hintId = useId();
  const { date, time } = splitDateValue(value);
  const minDate = min ? splitDateValue(min).date : null;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const labelText = typeof label === 'string' ? label : '';

  return (
    <div className={cx(field.root, className)}>
      <DatePicker.Root
        value={date ? [toValue(date)] : []}
        locale={intl.locale}
        closeOnSelect
        disabled={disabled}
        name={name}
        min={minDate ? toValue(minDate) : undefined}
        format={(d) => toDisplayDate(toDate(d))}
        parse={(text) => {
          const parsed = parseDisplayDate(text);
          return parsed ? toValue(parsed) : undefined;
        }}
        placeholder={intl.formatMessage({ id: 'ui.dateRange.placeholder' })}
        onValueChange={(details) => {
          const picked = details.value[0];
          onValueChange(joinDateValue(picked ? toDate(picked) : null, withTime ? time || '' : null));
        }}
        positioning={{ placement: 'bottom-start', gutter: 4 }}
        translations={{
          trigger: (open) =>
            intl.formatMessage({ id: open ? 'ui.dateRange.closeCalendar' : 'ui.dateRange.openCalendar' }),
          prevTrigger: () => intl.formatMessage({ id: 'ui.dateRange.previous' }),
          nextTrigger: () => intl.formatMessage({ id: 'ui.dateRange.next' }),
          viewTrigger: () => intl.formatMessage({ id: 'ui.dateRange.switchView' }),
          content: labelText,
        }}
      >
        <DatePicker.Label className={hideLabel ? srOnly : field.label}>
          {label}
          {required && (
            <span className={field.required} aria-hidden="true">
              *
            </span>
          )}
        </DatePicker.Label>
        <div className={row}>
          <DatePicker.Control className={cx(calendar.control, error ? invalidControl : undefined)}>
            <DatePicker.Input
              className={calendar.input}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              aria-describedby={describedBy}
              autoFocus={autoFocus}
              onBlur={(event) => {
                // a date typed in full counts once the field is left, as a native input's did
                const typed = parseDisplayDate(event.currentTarget.value);
                if (typed && (!date || toApiDate(typed) !== toApiDate(date)))
                  onValueChange(joinDateValue(typed, withTime ? time : null));
                onBlur?.();
              }}
              onKeyDown={onKeyDown}
            />
            <DatePicker.Trigger className={calendar.trigger}>
              <CalendarIcon />
            </DatePicker.Trigger>
          </DatePicker.Control>
          {withTime && (
            <input
              className={timeInput}
              inputMode="numeric"
              placeholder={intl.formatMessage({ id: 'ui.date.timePlaceholder' })}
              aria-label={intl.formatMessage({ id: 'ui.date.time' }, { label: labelText })}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              disabled={disabled}
              maxLength={5}
              value={time}
              onChange={(event) => onValueChange(joinDateValue(date, timeText(event.target.value)))}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
            />
          )}
        </div>
        <CalendarPopup styles={calendar} />
      </DatePicker.Root>
      {hint && !error && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </div>
  );
}
