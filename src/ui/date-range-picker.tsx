import { DatePicker, type DateValue, parseDate } from '@ark-ui/react/date-picker';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { DATE_PRESETS, parseDisplayDate, presetRange, toDisplayDate } from '../domain/dates';
import { CalendarPopup } from './calendar-views';
import { dateRangeRecipe } from './date-picker.recipe';
import { CalendarIcon } from './icons';

export interface DateRange {
  start: Date;
  end: Date;
}

const toValue = (date: Date): DateValue => parseDate(date);
const toDate = (value: DateValue) => new Date(value.year, value.month - 1, value.day);
const sameDay = (a: Date, b: Date) => toDisplayDate(a) === toDisplayDate(b);

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Visible label (default "Period"). */
  label?: string;
  /** Presets in days (default 7, 14, 30, 90 — doc 1 §2.8). */
  presets?: readonly number[];
}

/**
 * Date range with dd/MM/yyyy inputs, a calendar and presets of 7, 14, 30 and 90 days ending
 * today (doc 1 §2.8, §2.9; the default 7-day range is `presetRange(DEFAULT_DATE_PRESET)`).
 */
export function DateRangePicker({ value, onChange, label, presets = DATE_PRESETS }: DateRangePickerProps) {
  const intl = useIntl();
  const styles = dateRangeRecipe();
  const text = label ?? intl.formatMessage({ id: 'ui.dateRange.label' });
  // A range is picked in two steps; the half-picked range lives here until both ends exist.
  const [draft, setDraft] = useState<DateValue[]>(() => [toValue(value.start), toValue(value.end)]);
  const startKey = value.start.getTime();
  const endKey = value.end.getTime();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for value's dates
  useEffect(() => setDraft([toValue(value.start), toValue(value.end)]), [startKey, endKey]);

  const today = new Date();
  const activePreset = presets.find((days) => {
    const range = presetRange(days, today);
    return sameDay(range.start, value.start) && sameDay(range.end, value.end);
  });

  return (
    <div className={styles.root}>
      <DatePicker.Root
        selectionMode="range"
        value={draft}
        locale={intl.locale}
        closeOnSelect
        format={(date) => toDisplayDate(toDate(date))}
        parse={(input) => {
          const date = parseDisplayDate(input);
          return date ? toValue(date) : undefined;
        }}
        placeholder={intl.formatMessage({ id: 'ui.dateRange.placeholder' })}
        onValueChange={(details) => {
          setDraft(details.value);
          if (details.value.length === 2) {
            const [start, end] = details.value.map(toDate);
            onChange(start <= end ? { start, end } : { start: end, end: start });
          }
        }}
        positioning={{ placement: 'bottom-start', gutter: 4 }}
        translations={{
          trigger: (open) =>
            intl.formatMessage({ id: open ? 'ui.dateRange.closeCalendar' : 'ui.dateRange.openCalendar' }),
          prevTrigger: () => intl.formatMessage({ id: 'ui.dateRange.previous' }),
          nextTrigger: () => intl.formatMessage({ id: 'ui.dateRange.next' }),
          viewTrigger: () => intl.formatMessage({ id: 'ui.dateRange.switchView' }),
          content: text,
        }}
      >
        <DatePicker.Label className={styles.label}>{text}</DatePicker.Label>
        <div className={styles.row}>
          <DatePicker.Control className={styles.control}>
            <DatePicker.Input
              index={0}
              className={styles.input}
              aria-label={intl.formatMessage({ id: 'ui.dateRange.start' }, { label: text })}
            />
            <span className={styles.separator} aria-hidden="true">
              –
            </span>
            <DatePicker.Input
              index={1}
              className={styles.input}
              aria-label={intl.formatMessage({ id: 'ui.dateRange.end' }, { label: text })}
            />
            <DatePicker.Trigger className={styles.trigger}>
              <CalendarIcon />
            </DatePicker.Trigger>
          </DatePicker.Control>
          {presets.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
            <div
              className={styles.presets}
              role="group"
              aria-label={intl.formatMessage({ id: 'ui.dateRange.presets' })}
            >
              {presets.map((days) => (
                <button
                  key={days}
                  type="button"
                  className={styles.preset}
                  aria-pressed={activePreset === days}
                  onClick={() => onChange(presetRange(days))}
                >
                  {intl.formatMessage({ id: 'ui.dateRange.preset' }, { days })}
                </button>
              ))}
            </div>
          )}
        </div>
        <CalendarPopup styles={styles} />
      </DatePicker.Root>
    </div>
  );
}
