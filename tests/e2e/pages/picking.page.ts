import { expect, type Locator, type Page } from '@playwright/test';
import { startingWith, t } from '../support/messages';

// /picking/:id (doc 3 §2 Picking): the picking's tab with its scan field, the orders' row tables
// and the record actions.

/** A row of a picking as GET /api/picking/:id answers it. */
export interface PickingRowView {
  id: string;
  position: { id: string; code: string } | null;
  product: { sku: string; description: string; barcode: string | null };
  quantity: number;
  separateQuantity: number;
  status: string;
}
export interface PickingView {
  id: string;
  code: string;
  status: string;
  items: Array<{
    id: string;
    status: string;
    order: { id: string; orderNumber: string };
    itemPositions: PickingRowView[];
  }>;
}

export class PickingDetailPage {
  readonly scanField: Locator;

  constructor(readonly page: Page) {
    this.scanField = page.getByRole('textbox', { name: t('picking.scan.label') });
  }

  async goto(record: Pick<PickingView, 'id' | 'code'>): Promise<void> {
    await this.page.goto(`/picking/${record.id}`);
    // generous: the first visit loads the screen's lazy chunks
    await expect(this.heading(record.code)).toBeVisible({ timeout: 20_000 });
  }

  heading(code: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: t('picking.detail.title', { code }) });
  }

  /** Types `code` the way a scanner does (a fast burst of keys, then Enter) into what has focus. */
  async scan(code: string): Promise<void> {
    await this.page.keyboard.type(code, { delay: 2 });
    await this.page.keyboard.press('Enter');
  }

  orderTable(orderNumber: string): Locator {
    return this.page.getByRole('table', { name: t('picking.order.rows', { order: orderNumber }) });
  }

  row(orderNumber: string, sku: string): Locator {
    return this.orderTable(orderNumber)
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: sku, exact: true }) });
  }

  quantity(row: PickingRowView): Locator {
    return this.page.getByRole('textbox', {
      name: t('picking.row.enteredLabel', { sku: row.product.sku, position: row.position?.code ?? '—' }),
    });
  }

  finalizeRowButton(sku: string): Locator {
    return this.page.getByRole('button', { name: t('picking.row.finalizeNamed', { sku }) });
  }

  finalizeAll(count: number): Locator {
    return this.page.getByRole('button', { name: t('picking.detail.finalizeAll', { count }) });
  }

  /** The handheld's bottom bar action: finalize the rows read (issue 31). */
  finalizeRead(count: number): Locator {
    return this.page.getByRole('button', { name: t('picking.detail.finalizeRead', { count }) });
  }

  /** "Finalize all (n)" whatever its count: shown only while at least 2 rows are ready. */
  anyFinalizeAll(): Locator {
    const [before] = t('picking.detail.finalizeAll', { count: '|' }).split('|');
    return this.page.getByRole('button', { name: startingWith(before) });
  }

  /** An order's card: its heading, status, operator, Assign and Cancel above its rows. */
  orderCard(orderNumber: string): Locator {
    return this.page.getByRole('region', { name: t('picking.order.title', { order: orderNumber }) });
  }

  assignOrder(orderNumber: string): Locator {
    return this.page.getByRole('button', { name: t('picking.order.assign', { order: orderNumber }) });
  }

  cancelOrder(orderNumber: string): Locator {
    return this.page.getByRole('button', { name: t('picking.order.cancel', { order: orderNumber }) });
  }

  /** The `index`-th row of an order's table (in the order the picking lists them): rows of one
   * product at one position read alike, so a row is told by its place. */
  rowAt(orderNumber: string, index: number): Locator {
    return this.orderTable(orderNumber)
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') })
      .nth(index);
  }

  /** A row's entered quantity, its Finalize and its Occurrence (only while the row is open). */
  rowControls(row: Locator, sku: string) {
    return {
      quantity: row.getByRole('textbox'),
      finalize: row.getByRole('button', { name: t('picking.row.finalizeNamed', { sku }) }),
      occurrence: row.getByRole('button', { name: t('picking.row.occurrenceNamed', { sku }) }),
    };
  }
}
