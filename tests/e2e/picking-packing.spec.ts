import { OperationsPage } from './pages/operations.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// doc 3 §2 Picking and Packing lists: filters, table with checkboxes for multi-assign, the total.

for (const [kind, code] of [
  ['picking', 'PIC-000001'],
  ['packing', 'PAC-000001'],
] as const) {
  test(`the ${kind} list opens`, async ({ page, a11y }) => {
    await signIn(page, 'admin');
    const list = new OperationsPage(page, kind);
    await list.goto();
    await expect(list.row(code)).toBeVisible();
    await a11y(`${kind} list`);
  });
}
