import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith } from '../support/messages';
import { dataRows, expectLoaded, rowWith, t } from './register-list';

// The warehouse operation pages (doc 3 §2): /inbound, /storage, /picking, /packing — the "All"
// tab with the list, a tab per opened record (src/screens/operations).

export type OperationKind = 'inbound' | 'storage' | 'picking' | 'packing' | 'outbound' | 'conference';

export class OperationsPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly tabs: Locator;

  constructor(
    readonly page: Page,
    readonly kind: OperationKind,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: t(`nav.${kind}`) });
    this.list = page.getByRole('table', { name: t(`nav.${kind}`) });
    this.tabs = page.getByRole('tablist', { name: t('operations.tabs') });
  }

  async goto(id?: string): Promise<void> {
    await this.page.goto(id ? `/${this.kind}/${id}` : `/${this.kind}`);
    // generous: the first visit loads the screen's lazy chunks (slow on a busy machine)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    if (!id) await expectLoaded(this.list);
  }

  row(code: string): Locator {
    return rowWith(this.page, this.list, code);
  }

  tab(label: string): Locator {
    return this.tabs.getByRole('tab', { name: label });
  }

  /** The order rows of the open record's tab. */
  items(caption: string): Locator {
    return this.page.getByRole('table', { name: caption, exact: true });
  }

  async expand(orderNumber: string): Promise<void> {
    await this.page
      .getByRole('button', { name: t('operations.detail.expand', { order: orderNumber }) })
      .click();
  }

  /** The product lines of one order (the table under its expanded row). */
  lines(caption: string): Locator {
    return this.page.getByRole('table', { name: caption, exact: true });
  }

  lineRow(lines: Locator, description: string): Locator {
    return dataRows(lines).filter({ has: this.page.getByRole('cell', { name: startingWith(description) }) });
  }

  /** The position selector of a storage line (a native select, src/ui/native-select.tsx). */
  positionSelect(description: string): Locator {
    return this.page.getByRole('combobox', {
      name: t('storage.lines.positionOf', { product: description }),
      exact: true,
    });
  }

  async choosePosition(description: string, position: string): Promise<void> {
    const select = this.positionSelect(description);
    // its other options are in the page once it has the focus (deferOptions), as for an operator
    await select.focus();
    await select.selectOption({ label: position });
  }

  /** The read-quantity entry of a storage line. */
  readQuantity(description: string): Locator {
    return this.page.getByRole('textbox', {
      name: t('storage.lines.readOf', { product: description }),
      exact: true,
    });
  }
}
