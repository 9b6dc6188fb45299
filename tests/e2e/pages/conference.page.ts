import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith } from '../support/messages';
import { OperationsPage } from './operations.page';
import { confirmation, rowWith, t } from './register-list';

// /conference (doc 3 §2 Conference): the shared operation list and tabs (OperationsPage), and the
// detail's own parts — the count field of a line, its confirm / cancel, the scan field, the print
// menu and the spreadsheet import dialog (src/screens/operations/conference); one order of the
// detail (ConferenceOrderRow).

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

/** The start of a message whose text ends with its one placeholder (a caption's changing tail). */
const before = (key: string, name: string) => t(key, { [name]: '\u0000' }).split('\u0000')[0];

/**
 * One order of a conference's tab (doc 3 §2 Conference order rows, §5): its row — operator, lines
 * read, status, and its Assign, Finalize and Cancel (src/screens/operations/conference/
 * conference-item-actions.tsx) — and, expanded, its product lines (conference-lines.tsx), each with
 * its read quantity (a field while the order may be counted) and status. A line is found by its
 * place in the order: an order may hold the same product twice, under the same description.
 */
export class ConferenceOrderRow {
  readonly row: Locator;
  readonly assign: Locator;
  readonly finalizeButton: Locator;
  readonly cancelButton: Locator;
  /** the chevron showing or hiding the products (its name says which, aria-expanded too) */
  readonly toggle: Locator;
  readonly lines: Locator;

  constructor(
    readonly page: Page,
    readonly orderNumber: string,
  ) {
    const order = { order: orderNumber };
    const table = page.getByRole('table', {
      name: startingWith(before('conference.items.caption', 'executed')),
    });
    this.row = rowWith(page, table, orderNumber);
    this.assign = page.getByRole('button', { name: t('conference.items.assignNamed', order) });
    this.finalizeButton = page.getByRole('button', { name: t('conference.items.finalizeNamed', order) });
    this.cancelButton = page.getByRole('button', { name: t('conference.items.cancelNamed', order) });
    this.toggle = page
      .getByRole('button', { name: t('operations.detail.expand', order) })
      .or(page.getByRole('button', { name: t('operations.detail.collapse', order) }));
    this.lines = page.getByRole('table', { name: t('conference.lines.caption', order), exact: true });
  }

  /** Expands the order (once; a later call leaves it open). */
  async showLines(): Promise<void> {
    if ((await this.toggle.getAttribute('aria-expanded')) !== 'true') await this.toggle.click();
    await expect(this.lines).toBeVisible();
  }

  /** The `index`-th product line of the order (0 first). */
  line(index: number): Locator {
    return this.lines.locator(`tbody tr[data-index="${index}"]`);
  }

  /** The line's read-quantity field (only while the order may be counted). */
  readField(index: number): Locator {
    return this.line(index).getByRole('textbox', {
      name: startingWith(before('conference.lines.readField', 'product')),
    });
  }

  /** The line's "Quantity read" cell (the field, or the quantity read once settled). */
  readCell(index: number): Locator {
    return this.line(index).locator(`td[data-label="${t('conference.lines.read')}"]`);
  }

  /** Confirm and Cancel of a changed line's draft (doc 3 §5 "confirm or cancel appears on change"). */
  confirm(index: number): Locator {
    return this.line(index).getByRole('button', {
      name: startingWith(before('conference.lines.confirmNamed', 'product')),
    });
  }

  discard(index: number): Locator {
    return this.line(index).getByRole('button', {
      name: startingWith(before('conference.lines.cancelNamed', 'product')),
    });
  }

  /**
   * Reads `text` into the line and sends it (PUT /conference/{id}/{item}, doc 3 §7), waiting for
   * the answer: Confirm when the text changes what was read (the button appears only then), else
   * Enter in the field — the field's own confirm, which sends an unchanged read again.
   */
  async count(index: number, text: string, changed: boolean): Promise<void> {
    const field = this.readField(index);
    await field.fill(text);
    const answered = this.page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && /^\/api\/conference\/[^/]+\/[^/]+$/.test(new URL(r.url()).pathname),
      { timeout: 20_000 },
    );
    if (changed) await this.confirm(index).click();
    else await field.press('Enter');
    expect((await answered).status()).toBe(200);
    await expect(this.confirm(index)).toHaveCount(0);
  }

  /** Finalizes the order from its row, confirmed (unread lines count as 0). */
  async finalize(): Promise<void> {
    await this.confirmCommand(
      this.finalizeButton,
      'conference.items.finalizeTitle',
      'operations.confirm.yesFinalize',
    );
  }

  /** Cancels the order from its row, confirmed. */
  async cancel(): Promise<void> {
    await this.confirmCommand(
      this.cancelButton,
      'conference.items.cancelTitle',
      'operations.confirm.yesCancel',
    );
  }

  private async confirmCommand(button: Locator, title: string, yes: string): Promise<void> {
    await button.click();
    const confirm = confirmation(this.page, t(title, { order: this.orderNumber }));
    await confirm.getByRole('button', { name: t(yes), exact: true }).click();
    await expect(confirm).toBeHidden();
  }
}
