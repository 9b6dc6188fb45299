import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';
import { choose, confirmation } from './register-list';

// /packing/:id (doc 3 §2 Packing): the add-to-volume form, the orders' volumes, save, finalize.

export interface PackingView {
  id: string;
  code: string;
  status: string;
  items: Array<{
    id: string;
    status: string;
    order: { id: string; orderNumber: string };
    volumes: Array<{
      volume: number;
      orderItem: string;
      quantity: number;
      barcode: string | null;
      description: string;
    }>;
  }>;
}

export class PackingDetailPage {
  readonly form: Locator;
  readonly barcode: Locator;
  readonly quantity: Locator;
  readonly save: Locator;
  readonly finalize: Locator;
  readonly newVolume: Locator;
  /** what the last move did */
  readonly moved: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('group', { name: t('packing.form.title') });
    this.barcode = this.form.getByRole('textbox', { name: t('packing.form.barcode') });
    this.quantity = this.form.getByRole('textbox', { name: t('packing.form.quantity') });
    this.save = page.getByRole('button', { name: t('packing.detail.save') });
    this.finalize = page.getByRole('button', { name: t('operations.actions.finalize'), exact: true });
    this.newVolume = this.form.getByRole('button', { name: t('packing.form.newVolume') });
    this.moved = this.form.getByRole('status');
  }

  async goto(record: Pick<PackingView, 'id' | 'code'>): Promise<void> {
    await this.page.goto(`/packing/${record.id}`);
    await expect(
      this.page.getByRole('heading', {
        level: 2,
        name: startingWith(t('packing.detail.title', { code: record.code })),
      }),
    ).toBeVisible({
      timeout: 20_000,
    });
  }

  /** Moves `quantity` of `barcode` into the form's target volume, the way a scanner reads it. */
  async add(barcode: string, quantity: number): Promise<void> {
    await this.quantity.fill(String(quantity));
    await this.barcode.click();
    await this.page.keyboard.type(barcode, { delay: 2 });
    await this.page.keyboard.press('Enter');
  }

  async chooseTarget(volume: number): Promise<void> {
    await choose(this.page, this.form, t('packing.form.target'), t('packing.volume.title', { volume }));
  }

  volumes(orderNumber: string): Locator {
    return this.page.getByRole('table', { name: t('packing.order.volumes', { order: orderNumber }) });
  }

  /** The header of volume `volume` in an order's table ("Volume 2 …"). */
  volumeHeader(orderNumber: string, label: string): Locator {
    return this.volumes(orderNumber).getByRole('rowheader', { name: startingWith(label) });
  }

  async confirmFinalize(code: string): Promise<Locator> {
    await this.finalize.click();
    const dialog = confirmation(this.page, t('operations.confirm.finalizeTitle', { code }));
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
