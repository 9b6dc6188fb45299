import { expect, type Locator, type Page } from '@playwright/test';
import { OperationsPage } from './operations.page';
import { t } from './register-list';

// /conference (doc 3 §2 Conference): the shared operation list and tabs (OperationsPage), and the
// detail's own parts — the count field of a line, its confirm / cancel, the scan field, the print
// menu and the spreadsheet import dialog (src/screens/operations/conference).

export class ConferencePage extends OperationsPage {
  readonly scanField: Locator;

  constructor(page: Page) {
    super(page, 'conference');
    this.scanField = page.getByRole('textbox', { name: t('conference.scan.label') });
  }

  summary(): Locator {
    return this.page.getByRole('region', { name: t('operations.detail.summary') });
  }

  readField(description: string): Locator {
    return this.page.getByRole('textbox', {
      name: t('conference.lines.readField', { product: description }),
    });
  }

  confirm(description: string): Locator {
    return this.page.getByRole('button', {
      name: t('conference.lines.confirmNamed', { product: description }),
    });
  }

  discard(description: string): Locator {
    return this.page.getByRole('button', {
      name: t('conference.lines.cancelNamed', { product: description }),
    });
  }

  async scan(code: string): Promise<void> {
    await this.scanField.click();
    await this.page.keyboard.type(code, { delay: 2 });
    await this.page.keyboard.press('Enter');
  }

  async openImport(code: string): Promise<Locator> {
    await this.page.getByRole('button', { name: t('conference.import.open') }).click();
    const dialog = this.page.getByRole('dialog', { name: t('conference.import.title', { code }) });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
