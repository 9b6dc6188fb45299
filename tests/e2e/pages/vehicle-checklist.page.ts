import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

// The orders list's vehicle-checklist dialog (order chosen by number, then its vehicle checklist),
// with the manufacturer picker and the camera capture dialog opened from that form (issue 16).
export class VehicleChecklistDialogPage {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.getByRole('button', { name: t('orders.list.vehicleChecklist'), exact: true });
  }

  /** Opens the dialog from the list and chooses the order by its number. */
  async openFor(orderNumber: string): Promise<Locator> {
    await this.button.click();
    const picker = this.page.getByRole('dialog', { name: t('orders.list.vehicleChecklist') });
    await picker.getByRole('textbox', { name: t('checklists.orderPick.search') }).fill(orderNumber);
    await picker
      .getByRole('list', { name: t('checklists.orderPick.results') })
      .getByRole('button', { name: startingWith(t('checklists.orderPick.order', { number: orderNumber })) })
      .click();
    const dialog = this.page.getByRole('dialog', {
      name: t('checklists.orderPick.title', { number: orderNumber }),
    });
    await expect(dialog.getByRole('form', { name: t('checklists.name.VEHICLE') })).toBeVisible({
      timeout: 30_000,
    });
    return dialog;
  }

  form(dialog: Locator): Locator {
    return dialog.getByRole('form', { name: t('checklists.name.VEHICLE') });
  }

  manufacturerDialog(): Locator {
    return this.page.getByRole('dialog', { name: t('checklists.manufacturer.title') });
  }

  cameraDialog(): Locator {
    return this.page.getByRole('dialog', { name: t('checklists.camera.title') });
  }

  photos(form: Locator): Locator {
    const [before, after] = t('checklists.form.photo', { n: 0 }).split('0');
    return form.getByRole('img', { name: new RegExp(`^${before}\\d+${after}$`) });
  }
}
