import type { Locator, Page } from '@playwright/test';
import { t } from './messages';

/**
 * The console's date field (src/ui/form/date-field.tsx): its dd/MM/yyyy input (named by the
 * label) and, for a date and time, its HH:mm input. `fill` types both, the date first (leaving it
 * commits what was typed).
 */
export function dateField(scope: Page | Locator, label: string) {
  const date = scope.getByRole('textbox', { name: label, exact: true });
  const time = scope.getByRole('textbox', { name: t('ui.date.time', { label }) });
  return {
    date,
    time,
    fill: async (when: { date: string; time?: string }) => {
      await date.fill(when.date);
      if (when.time !== undefined) await time.fill(when.time);
      else await date.blur();
    },
  };
}
