import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SEED_EPOCH } from '../../../simulator/seed/epoch';
import { startingWith, t } from '../support/messages';
import { tick } from './register-list';

// The orders area's list page (doc 2 §2 "Orders list", "Selection and downstream generation").

/**
 * The seed's orders are offsets from SEED_EPOCH: noon in São Paulo of the day the simulator started,
 * or SIM_EPOCH when pinned (simulator/seed/epoch.ts, read here from the same module). The tests
 * freeze the browser and the simulator at that instant, so the list's default 7-day range shows the
 * demo anchors and "past" means the same thing on both sides.
 */
export const SEED_NOW = new Date(SEED_EPOCH).toISOString();

const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The São Paulo wall time `days` after SEED_NOW at hh:mm: as typed in a date field (`date`
 * dd/MM/yyyy and `time` HH:mm), the text the API is sent (yyyy-MM-dd HH:mm) and the text the console
 * shows (dd/MM/yyyy HH:mm). */
export function seedDay(days: number, hh: number, mm: number) {
  const local = new Date(Date.parse(SEED_NOW) + SAO_PAULO_OFFSET_MS + days * 86_400_000);
  const y = local.getUTCFullYear();
  const mo = pad(local.getUTCMonth() + 1);
  const d = pad(local.getUTCDate());
  const time = `${pad(hh)}:${pad(mm)}`;
  return {
    date: `${d}/${mo}/${y}`,
    time,
    api: `${y}-${mo}-${d} ${time}`,
    shown: `${d}/${mo}/${y} ${time}`,
  };
}

/** Freezes the simulator's clock and the page's Date at SEED_NOW (timers keep running). */
export async function atSeedTime(page: Page, request: APIRequestContext): Promise<void> {
  const answer = await request.put('/__sim/clock', { data: { at: SEED_NOW } });
  expect(answer.ok(), `PUT /__sim/clock answered ${answer.status()}`).toBeTruthy();
  await page.clock.setFixedTime(new Date(SEED_NOW));
}

/** A signed-in API call for test set-up (the browser is not involved). */
export async function apiToken(request: APIRequestContext, username = 'admin'): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { username, password: 'demo' } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).access_token as string;
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), `GET ${path} answered ${answer.status()}`).toBeTruthy();
  return (await answer.json()) as T;
}

export class OrdersPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly selectionBar: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('orders.list.title') });
    this.table = page.getByRole('table', { name: t('orders.list.caption') });
    this.selectionBar = page.getByRole('toolbar', { name: t('orders.selection.label') });
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/orders${search}`);
    // a full page load of a signed-in page fetches its texts and its chunks first (slow on a busy CI)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.table).not.toHaveAttribute('aria-busy', 'true');
  }

  /** Data rows (the header row left out). */
  rows(): Locator {
    return this.table.locator('tbody tr:not([data-skeleton])');
  }

  row(orderNumber: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('cell', { name: startingWith(orderNumber) }) });
  }

  /** The text of one column in every row, in order. */
  async column(index: number): Promise<string[]> {
    return (await this.rows().locator(`td:nth-child(${index})`).allInnerTexts()).map((s) => s.trim());
  }

  async orderNumbers(): Promise<string[]> {
    // column 2 holds the number, possibly followed by the "scheduled" mark
    return (await this.column(2)).map((text) => text.split(/\s/)[0]);
  }

  filterField(key: string): Locator {
    return this.page.getByRole('textbox', { name: startingWith(t(`orders.filters.${key}`)) });
  }

  /** Chooses an option of a filter select ("All" included). */
  async filterSelect(key: string, option: string): Promise<void> {
    await this.chooseOption(this.page.getByRole('combobox', { name: t(`orders.filters.${key}`) }), option);
  }

  async chooseOption(trigger: Locator, option: string): Promise<void> {
    await trigger.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async search(): Promise<void> {
    await this.page.getByRole('button', { name: t('ui.filter.search') }).click();
    await this.expectLoaded();
  }

  async clearFilters(): Promise<void> {
    await this.page.getByRole('button', { name: t('ui.filter.clear') }).click();
    await this.expectLoaded();
  }

  async sortBy(column: string): Promise<void> {
    await this.table.getByRole('button', { name: startingWith(t(`orders.list.columns.${column}`)) }).click();
    await this.expectLoaded();
  }

  /** The list narrowed to one order: its number in the filter and a preset period (days) long
   * enough for its date — the seed's orders go back about three months. */
  async showOrder(orderNumber: string, days = 90): Promise<void> {
    // the number from the address (filtersFromSearch) fills the filter and narrows the first load
    await this.page.goto(`/orders?orderNumber=${orderNumber}`);
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await expect(this.table).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await this.page.getByRole('button', { name: t('ui.dateRange.preset', { days }) }).click();
    await this.search();
    await expect(this.row(orderNumber)).toBeVisible();
  }

  checkbox(orderNumber: string): Locator {
    return this.page.getByRole('checkbox', { name: t('orders.list.selectOrder', { number: orderNumber }) });
  }

  async select(orderNumber: string): Promise<void> {
    await tick(this.checkbox(orderNumber));
  }

  targetButton(target: string): Locator {
    return this.selectionBar.getByRole('button', {
      name: t(`orders.selection.target.${target}`),
      exact: true,
    });
  }

  generateDialog(target: string): Locator {
    return this.page.getByRole('dialog', { name: t(`orders.generate.title.${target}`) });
  }

  async openActions(orderNumber: string): Promise<Locator> {
    await this.page.getByRole('button', { name: t('orders.actions.menu', { number: orderNumber }) }).click();
    const menu = this.page.getByRole('menu').first();
    await expect(menu).toBeVisible();
    return menu;
  }

  async openOrder(orderNumber: string): Promise<Locator> {
    await this.page.getByRole('button', { name: t('orders.actions.view', { number: orderNumber }) }).click();
    const dialog = this.page.getByRole('dialog', { name: t('orders.detail.title', { number: orderNumber }) });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
