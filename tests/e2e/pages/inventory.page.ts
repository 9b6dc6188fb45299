import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith } from '../support/messages';
import { choose, confirmation, dialog, expectLoaded, rowWith, t, tick } from './register-list';

// /inventory (doc 3 §2 Inventory: list, new-inventory dialog, a tab per inventory with the scanner
// count and the positions) and /inventory-position-report (doc 3 §2 Reports) —
// src/screens/inventory.

export class InventoryPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly positions: Locator;
  /** an inventory tab's summary (its cards and its actions) */
  readonly summary: Locator;
  /** an inventory tab's count panel (shown while the inventory is open) */
  readonly countPanel: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('nav.inventory') });
    this.list = page.getByRole('table', { name: t('inventory.list.caption') });
    this.positions = page.getByRole('table', { name: t('inventory.detail.positionsCaption') });
    this.summary = page.getByRole('region', { name: t('inventory.detail.summary') });
    this.countPanel = page.getByRole('region', { name: t('inventory.count.title') });
  }

  /** The summary's card titled `inventory.col.<key>` (its term and value). */
  summaryCard(key: 'status' | 'open' | 'operator'): Locator {
    return this.summary.locator('dl', {
      has: this.page.getByRole('term').getByText(t(`inventory.col.${key}`), { exact: true }),
    });
  }

  /** An inventory's own action (`inventory.action.<key>`, named by its code: INV-…). */
  action(key: 'assign' | 'finalize' | 'cancel', code: string): Locator {
    return this.page.getByRole('button', { name: t(`inventory.action.${key}`, { code }) });
  }

  async goto(id?: string): Promise<void> {
    await this.page.goto(id ? `/inventory/${id}` : '/inventory');
    await expect(this.heading).toBeVisible({ timeout: 60_000 });
    await expectLoaded(id ? this.positions : this.list);
  }

  /** New inventory over the positions with these codes (the dialog's search, then its checkbox). */
  async create(codes: string[]): Promise<void> {
    await this.page.getByRole('button', { name: t('inventory.list.new') }).click();
    const form = dialog(this.page, t('inventory.create.title'));
    await choosePositions(form, codes);
    await form.getByRole('button', { name: t('inventory.create.save') }).click();
    await expect(form).toBeHidden();
  }

  /** The list's row of the inventory with this number (INV-…). */
  row(code: string): Locator {
    return rowWith(this.page, this.list, code);
  }

  /** The scanner of the count panel, whatever it asks for (the position, then its items). */
  scanner(): Locator {
    return this.page.getByRole('textbox', {
      name: new RegExp(
        `^(${t('inventory.count.scanPosition')}|${t('inventory.count.scanItem').replace(/[()]/g, '\\$&')})`,
      ),
    });
  }

  async scan(code: string): Promise<void> {
    const field = this.scanner();
    await field.fill(code);
    await field.press('Enter');
  }

  /** Reads the position, then each item `reads` times, types the quantities given, and saves. */
  async count(position: string, lines: Array<{ code: string; reads: number; quantity?: number }>) {
    await this.scan(position);
    await expect(this.page.getByText(t('inventory.count.positionHint', { code: position }))).toBeVisible();
    for (const line of lines) for (let i = 0; i < line.reads; i += 1) await this.scan(line.code);
    for (const line of lines)
      if (line.quantity !== undefined)
        await this.page
          .getByRole('textbox', { name: t('inventory.count.quantity', { sku: line.code }) })
          .fill(String(line.quantity));
    await this.page.getByRole('button', { name: t('inventory.count.save') }).click();
  }

  positionRow(code: string): Locator {
    return rowWith(this.page, this.positions, code);
  }

  /** A position row's action (`inventory.action.<key>`: count, assign, finalizePosition, cancelPosition). */
  positionAction(key: 'count' | 'assign' | 'finalizePosition' | 'cancelPosition', code: string): Locator {
    return this.page.getByRole('button', { name: t(`inventory.action.${key}`, { code }) });
  }

  /** Chooses the operator named `name` in the assign dialog `button` opens, and saves. */
  async assign(button: Locator, name: string): Promise<void> {
    await button.click();
    const form = dialog(this.page, t('inventory.assign.title'));
    await choose(this.page, form, t('inventory.assign.operator'), name);
    await form.getByRole('button', { name: t('inventory.assign.save') }).click();
    await expect(form).toBeHidden();
  }

  async finalize(code: string): Promise<void> {
    await this.action('finalize', code).click();
    await confirmation(this.page, t('inventory.confirm.finalizeTitle'))
      .getByRole('button', { name: t('inventory.confirm.yes') })
      .click();
  }

  async cancel(code: string): Promise<void> {
    await this.action('cancel', code).click();
    await confirmation(this.page, t('inventory.confirm.cancelTitle'))
      .getByRole('button', { name: t('inventory.confirm.yes') })
      .click();
  }
}

/** Ticks the positions with these codes in a position checklist (its search, then its checkbox). */
async function choosePositions(form: Locator, codes: string[]): Promise<void> {
  for (const code of codes) {
    await form.getByRole('textbox', { name: t('inventory.create.search') }).fill(code);
    await tick(form.getByRole('checkbox', { name: new RegExp(`^${code} · `) }));
  }
}

/** /inventory-planning (doc 3 §2 Inventory planning): the plannings and the new-planning dialog. */
export class InventoryPlanningPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('inventory.planning.title') });
    this.table = page.getByRole('table', { name: t('inventory.planning.caption') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/inventory-planning');
    await expect(this.heading).toBeVisible({ timeout: 60_000 });
    await expectLoaded(this.table);
  }

  /** A one-off planning on `day` (yyyy-MM-dd) of the positions with these codes. */
  async plan(day: string, codes: string[]): Promise<void> {
    await this.page.getByRole('button', { name: t('inventory.planning.new') }).click();
    const form = dialog(this.page, t('inventory.planning.new'));
    await form.getByLabel(startingWith(t('inventory.planning.date'))).fill(day);
    await choosePositions(form, codes);
    await form.getByRole('button', { name: t('inventory.planning.save') }).click();
    await expect(form).toBeHidden();
  }

  /** The row of the planning dated `shown` (dd/MM/yyyy). */
  row(shown: string): Locator {
    return rowWith(this.page, this.table, shown);
  }
}

export class InventoryPositionReportPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('inventory.positionReport.title') });
    this.table = page.getByRole('table', { name: t('inventory.positionReport.caption') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/inventory-position-report');
    await expect(this.heading).toBeVisible({ timeout: 60_000 });
    await expectLoaded(this.table);
  }

  async filterCategory(name: string): Promise<void> {
    await this.page
      .getByRole('combobox', { name: t('inventory.positionReport.category') })
      .selectOption({ label: name });
    await this.page.getByRole('button', { name: t('ui.filter.search') }).click();
    await expectLoaded(this.table);
  }

  row(position: string): Locator {
    return rowWith(this.page, this.table, position);
  }
}
