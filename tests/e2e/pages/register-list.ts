import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

// Shared pieces of the list screens of the orders area (tables, dialogs, selects, confirmations).

/** The data rows of a table (skeleton rows left out). */
export function dataRows(table: Locator): Locator {
  return table.locator('tbody tr:not([data-skeleton])');
}

/** The row of a table holding `text` in one of its cells. */
export function rowWith(page: Page, table: Locator, text: string): Locator {
  return dataRows(table).filter({ has: page.getByRole('cell', { name: startingWith(text) }) });
}

/** Picks `option` of the select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  // The open list (portalled to <body>) is found by its state, so a closed select's hidden list
  // never matches.
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator('[role=listbox][data-state=open] [role=option]')
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .click();
}

/** A text box or text area by the start of its label. */
export function textbox(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: startingWith(label) });
}

/** The open modal dialog titled `title`. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The open confirmation (alertdialog) titled `title`. */
export function confirmation(page: Page, title: string): Locator {
  return page.getByRole('alertdialog', { name: title });
}

/** Waits until a table has finished loading. */
export async function expectLoaded(table: Locator): Promise<void> {
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(table).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
}

/** Ticks a row's checkbox with the keyboard, as its label is for screen readers only. */
export async function tick(box: Locator): Promise<void> {
  await box.focus();
  await box.page().keyboard.press('Space');
  await expect(box).toBeChecked();
}

export { t };
