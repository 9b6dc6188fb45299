import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';
import { confirmation, rowWith } from './register-list';

// One order row of an inbound's tab (doc 3 §2 Inbound: operator, priority, volumes, status and
// its menu — assign, partial read, finalize, cancel, print barcodes; src/screens/operations/inbound).

export type InboundOrderEntry = 'assign' | 'read' | 'finalize' | 'cancel';

const ENTRY_TEXT: Record<InboundOrderEntry, string> = {
  assign: 'operations.actions.assign',
  read: 'inbound.read.start',
  finalize: 'operations.actions.finalize',
  cancel: 'operations.actions.cancel',
};

export class InboundOrderRow {
  readonly table: Locator;
  readonly row: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;

  constructor(
    readonly page: Page,
    readonly orderNumber: string,
  ) {
    this.table = page.getByRole('table', { name: t('inbound.items.caption'), exact: true });
    this.row = rowWith(page, this.table, orderNumber);
    this.menuButton = page.getByRole('button', { name: t('inbound.item.menu', { order: orderNumber }) });
    this.menu = page.getByRole('menu');
  }

  /** An entry of the row's menu (open it first). */
  entry(which: InboundOrderEntry): Locator {
    return this.menu.getByRole('menuitem', { name: t(ENTRY_TEXT[which]), exact: true });
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
  }

  async closeMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.menu).toBeHidden();
  }

  /** Finalizes the order from its menu, confirmed: received with the full quantities. */
  async finalize(): Promise<void> {
    await this.confirmEntry('finalize', 'inbound.item.finalizeTitle', 'operations.confirm.yesFinalize');
  }

  /** Cancels the order from its menu, confirmed. */
  async cancel(): Promise<void> {
    await this.confirmEntry('cancel', 'inbound.item.cancelTitle', 'inbound.item.yesCancel');
  }

  private async confirmEntry(which: InboundOrderEntry, title: string, yes: string): Promise<void> {
    await this.openMenu();
    await this.entry(which).click();
    const confirm = confirmation(this.page, t(title, { order: this.orderNumber }));
    await confirm.getByRole('button', { name: t(yes), exact: true }).click();
    await expect(confirm).toBeHidden();
  }

  /** The read-quantity field of the partial read of the order's `line`-th product (0 first). */
  readField(line: number): Locator {
    return this.page
      .getByRole('textbox', { name: startingWith(t('inbound.read.field', { product: '' })) })
      .nth(line);
  }
}
