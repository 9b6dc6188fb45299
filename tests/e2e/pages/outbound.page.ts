import { expect, type Locator, type Page } from '@playwright/test';
import { OperationsPage } from './operations.page';
import { confirmation, dialog, expectLoaded, t } from './register-list';

// /outbound (doc 3 §2 Outbound): the shared operation page plus the outbound detail's actions,
// its dialogs and the note saying why Cancel is off.

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
}
