import { DatePicker, type DateValue, parseDate } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { sva } from '../../styled-system/css';
import { DATE_PRESETS, parseDisplayDate, presetRange, toDisplayDate } from '../domain/dates';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface DateRange {
  start: Date;
  end: Date;
}

export const dateRangeRecipe = sva({
  slots: [
    'root',
    'label',
    'row',
    'control',
    'input',
    'separator',
    'trigger',
    'presets',
    'preset',
    'positioner',
    'content',
    'viewControl',
    'navButton',
    'viewTrigger',
    'table',
    'header',
    'cell',
    'cellTrigger',
  ],
  base: {
    // Two columns of a grid (filter panels), so inputs and presets fit on one line.
    root: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0', gridColumn: { md: 'span 2' } },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'text' },
    row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      height: '9',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      _hover: { borderColor: 'borderStrong' },
      _focusWithin: { borderColor: 'accent' },
    },
    input: {
      width: '6.75rem',
      height: 'full',
      px: '2',
      fontSize: 'sm',
      fontVariantNumeric: 'tabular-nums',
      bg: 'transparent',
      borderRadius: 'md',
      _placeholder: { color: 'gray.500' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    separator: { color: 'textMuted', px: '0.5' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: 'full',
      color: 'accent',
      borderLeftWidth: '1px',
      borderColor: 'border',
      borderRightRadius: 'md',
      cursor: 'pointer',
      _hover: { bg: 'accentSubtle' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    // A segmented group: joined buttons.
    presets: { display: 'inline-flex', flexWrap: 'wrap' },
    preset: {
      height: '9',
      '&:not(:first-child)': { ml: '-1px', borderLeftRadius: '0' },
      '&:not(:last-child)': { borderRightRadius: '0' },
      position: 'relative',
      px: '2.5',
      fontSize: 'xs',
      fontWeight: 'medium',
      color: 'accent',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      _hover: { bg: 'accentSubtle' },
      _pressed: { bg: 'accent', color: 'white', borderColor: 'accent', zIndex: '1' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px', zIndex: '2' },
    },
    positioner: { zIndex: 'popover' },
    content: {
      // Zag copies the content's z-index to its positioner (--z-index).
      zIndex: 'popover',
      p: '3',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      boxShadow: 'popover',
      outline: 'none',
      _open: { animation: 'fadeIn 0.1s ease-out' },
    },
    viewControl: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      mb: '2',
    },
    navButton: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '7',
      height: '7',
      borderRadius: 'md',
      cursor: 'pointer',
      _hover: { bg: 'surfaceHover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
    },
    viewTrigger: {
      px: '2',
      height: '7',
      fontSize: 'sm',
      fontWeight: 'semibold',
      borderRadius: 'md',
      cursor: 'pointer',
      _firstLetter: { textTransform: 'uppercase' },
      _hover: { bg: 'surfaceHover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
    },
    table: { borderCollapse: 'collapse', fontSize: 'sm' },
    header: { width: '9', height: '7', fontSize: 'xs', fontWeight: 'medium', color: 'textMuted' },
    cell: { p: '0', textAlign: 'center' },
    cellTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '9',
      height: '8',
      borderRadius: 'md',
      cursor: 'pointer',
      fontVariantNumeric: 'tabular-nums',
      textTransform: 'capitalize',
      _hover: { bg: 'surfaceHover' },
      _today: { fontWeight: 'bold', color: 'accent' },
      '&[data-in-range]': { bg: 'accentSubtle', borderRadius: '0', color: 'accentActive' },
      _selected: { bg: 'accent', color: 'white' },
      '&[data-outside-range]': { color: 'gray.400' },
      _disabled: { opacity: 0.4, cursor: 'not-allowed' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      '&[data-focus]': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
  },
});

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

export type Styles = ReturnType<typeof dateRangeRecipe>;

function ViewControl({ styles }: { styles: Styles }) {
  return (
    <DatePicker.ViewControl className={styles.viewControl}>
      <DatePicker.PrevTrigger className={styles.navButton}>
        <ChevronLeftIcon />
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger className={styles.viewTrigger}>
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger className={styles.navButton}>
        <ChevronRightIcon />
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  );
}

/** The day, month and year views of a calendar (shared by the date field of src/ui/form). */
/** The calendar of a DatePicker in its popup (the range picker and src/ui/form/date-field.tsx). */
export function CalendarPopup({ styles }: { styles: Styles }) {
  return (
    <Portal>
      <DatePicker.Positioner className={styles.positioner}>
        <DatePicker.Content className={styles.content}>
          <CalendarViews styles={styles} />
        </DatePicker.Content>
      </DatePicker.Positioner>
    </Portal>
  );
}

export function CalendarViews({ styles }: { styles: Styles }) {
  return (
    <DatePicker.Context>
      {(picker) => (
        <>
          <DatePicker.View view="day">
            <ViewControl styles={styles} />
            <DatePicker.Table className={styles.table}>
              <DatePicker.TableHead>
                <DatePicker.TableRow>
                  {picker.weekDays.map((day) => (
                    <DatePicker.TableHeader key={day.long} className={styles.header} abbr={day.long}>
                      {day.narrow}
                    </DatePicker.TableHeader>
                  ))}
                </DatePicker.TableRow>
              </DatePicker.TableHead>
              <DatePicker.TableBody>
                {picker.weeks.map((week) => (
                  <DatePicker.TableRow key={week[0].toString()}>
                    {week.map((day) => (
                      <DatePicker.TableCell key={day.toString()} value={day} className={styles.cell}>
                        <DatePicker.TableCellTrigger className={styles.cellTrigger}>
                          {day.day}
                        </DatePicker.TableCellTrigger>
                      </DatePicker.TableCell>
                    ))}
                  </DatePicker.TableRow>
                ))}
              </DatePicker.TableBody>
            </DatePicker.Table>
          </DatePicker.View>
          <CellGridView
            view="month"
            grid={picker.getMonthsGrid({ columns: 4, format: 'short' })}
            styles={styles}
          />
          <CellGridView view="year" grid={picker.getYearsGrid({ columns: 4 })} styles={styles} />
        </>
      )}
    </DatePicker.Context>
  );
}

interface GridCell {
  label: string;
  value: number;
}

/** The month and the year views: the same grid of named cells (a year's months, a decade's years). */
function CellGridView({
  view,
  grid,
  styles,
}: {
  view: 'month' | 'year';
  grid: readonly (readonly GridCell[])[];
  styles: Styles;
}) {
  return (
    <DatePicker.View view={view}>
      <ViewControl styles={styles} />
      <DatePicker.Table className={styles.table}>
        <DatePicker.TableBody>
          {grid.map((cells) => (
            <DatePicker.TableRow key={cells[0].value}>
              {cells.map((cell) => (
                <DatePicker.TableCell key={cell.value} value={cell.value} className={styles.cell}>
                  <DatePicker.TableCellTrigger className={styles.cellTrigger}>
                    {cell.label}
                  </DatePicker.TableCellTrigger>
                </DatePicker.TableCell>
              ))}
            </DatePicker.TableRow>
          ))}
        </DatePicker.TableBody>
      </DatePicker.Table>
    </DatePicker.View>
  );
}
