import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith } from '../support/messages';
import { OperationsPage } from './operations.page';
import { choose, confirmation, dialog, expectLoaded, rowWith, t, tick } from './register-list';

// /outbound (doc 3 §2 Outbound): the shared operation page plus the outbound detail's actions,
// its dialogs and the note saying why Cancel is off; and one order row of an outbound's tab.

export class OutboundPage extends OperationsPage {
  constructor(page: Page) {
    super(page, 'outbound');
  }

  /** As the shared goto, with a minute for the screen's lazy chunks on a loaded machine. */
  override async goto(id?: string): Promise<void> {
    await this.page.goto(id ? `/outbound/${id}` : '/outbound');
    await expect(this.heading).toBeVisible({ timeout: 60_000 });
    if (!id) await expectLoaded(this.list);
  }

  action(id: string): Locator {
    return this.page.getByRole('button', { name: t(`outbound.actions.${id}`), exact: true });
  }

  cancelButton(): Locator {
    return this.page.getByRole('button', { name: t('operations.actions.cancel'), exact: true }).first();
  }

  cancelRefusal(): Locator {
    return this.page.getByRole('note').filter({ hasText: t('outbound.detail.cancelRefused') });
  }

  summary(): Locator {
    return this.page.getByRole('region', { name: t('operations.detail.summary') });
  }

  transporterDialog(): Locator {
    return dialog(this.page, t('outbound.transporter.title'));
  }

  addOrdersDialog(): Locator {
    return dialog(this.page, t('outbound.addOrders.title'));
  }

  finalizeConfirmation(code: string): Locator {
    return confirmation(this.page, t('outbound.confirm.finalizeTitle', { code }));
  }

  sortBy(header: string): Promise<void> {
    return this.list.getByRole('button', { name: header }).click();
  }

  /** Sets the transporter named `name` through the header's dialog; it closes once saved. */
  async chooseTransporter(name: string): Promise<void> {
    await this.action('transporter').click();
    const choice = this.transporterDialog();
    await choose(this.page, choice, t('outbound.transporter.label'), name);
    await choice.getByRole('button', { name: t('outbound.transporter.confirm') }).click();
    await expect(choice).toBeHidden();
  }

  /** Sets the dispatch position through the header's dialog: its code searched, then the option
   * `option` ("code · warehouse") chosen; the dialog closes once saved. */
  async choosePosition(code: string, option: string): Promise<void> {
    await this.action('position').click();
    const choice = dialog(this.page, t('outbound.position.title'));
    await choice.getByRole('textbox', { name: t('outbound.position.search') }).fill(code);
    await choose(this.page, choice, t('outbound.position.label'), option);
    await choice.getByRole('button', { name: t('outbound.position.confirm') }).click();
    await expect(choice).toBeHidden();
  }

  /** Adds the order numbered `orderNumber` through the "Add orders" dialog, found by its number. */
  async addOrder(orderNumber: string): Promise<void> {
    await this.action('addOrders').click();
    const adding = this.addOrdersDialog();
    await adding.getByRole('textbox', { name: t('outbound.addOrders.search') }).fill(orderNumber);
    await tick(adding.getByRole('checkbox', { name: startingWith(`${orderNumber} ·`) }));
    await adding.getByRole('button', { name: t('outbound.addOrders.confirm', { count: 1 }) }).click();
    await expect(adding).toBeHidden();
  }
}

/** One order of an outbound's tab (doc 3 §2 Outbound: operator, priority, volumes, status and its
 * own assign, dispatch and cancel — src/screens/operations/outbound/outbound-orders.tsx). */
export class OutboundOrderRow {
  readonly row: Locator;
  readonly assign: Locator;
  readonly finalizeButton: Locator;
  readonly cancelButton: Locator;

  constructor(
    readonly page: Page,
    readonly orderNumber: string,
  ) {
    const order = { order: orderNumber };
    const table = page.getByRole('table', { name: t('outbound.items.caption'), exact: true });
    this.row = rowWith(page, table, orderNumber);
    this.assign = page.getByRole('button', { name: t('outbound.items.assign', order), exact: true });
    this.finalizeButton = page.getByRole('button', {
      name: t('outbound.items.finalize', order),
      exact: true,
    });
    this.cancelButton = page.getByRole('button', { name: t('outbound.items.cancel', order), exact: true });
  }

  /** Dispatches the order, confirmed. */
  finalize(): Promise<void> {
    return this.confirm(
      this.finalizeButton,
      'outbound.confirm.finalizeOrderTitle',
      'outbound.confirm.yesFinalize',
    );
  }

  /** Cancels the order, confirmed. */
  cancel(): Promise<void> {
    return this.confirm(
      this.cancelButton,
      'outbound.confirm.cancelOrderTitle',
      'operations.confirm.yesCancel',
    );
  }

  private async confirm(button: Locator, title: string, yes: string): Promise<void> {
    await button.click();
    const confirm = confirmation(this.page, t(title, { order: this.orderNumber }));
    await confirm.getByRole('button', { name: t(yes), exact: true }).click();
    await expect(confirm).toBeHidden();
  }
}
