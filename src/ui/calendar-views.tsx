import { DatePicker } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import type { Styles } from './date-picker.recipe';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

// The calendar popup of the date pickers (Ark DatePicker): src/ui/date-range-picker.tsx and
// src/ui/form/date-field.tsx; their look is date-picker.recipe.ts.

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

/** The day, month and year views of a calendar (shared by the date field of src/ui/form). */
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
