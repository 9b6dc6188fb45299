import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

// The order detail's Checklist tab (doc 2 §2) with its Vehicle and Mechanic forms (issue 16).
export class ChecklistTabPage {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    orderNumber: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: t('orders.detail.title', { number: orderNumber }) });
  }

  async open(): Promise<void> {
    const tab = this.dialog.getByRole('tab', { name: t('orders.detail.tabs.checklist') });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  subTab(type: 'VEHICLE' | 'MECHANIC'): Locator {
    return this.dialog.getByRole('tab', { name: t(`orders.checklist.type.${type}`) });
  }

  form(type: 'VEHICLE' | 'MECHANIC'): Locator {
    return this.dialog.getByRole('form', { name: t(`checklists.name.${type}`) });
  }

  /** A text field of the form by its orders.checklist.fields.* label. */
  field(form: Locator, key: string): Locator {
    return form.getByRole('textbox', { name: startingWith(t(`orders.checklist.fields.${key}`)) });
  }

  save(form: Locator, type: 'VEHICLE' | 'MECHANIC'): Locator {
    return form.getByRole('button', {
      name: t('checklists.form.save', { name: t(`checklists.name.${type}`) }),
    });
  }

  print(form: Locator, type: 'VEHICLE' | 'MECHANIC'): Locator {
    return form.getByRole('button', {
      name: t('checklists.form.print', { name: t(`checklists.name.${type}`) }),
    });
  }
}
