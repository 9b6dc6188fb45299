import { DEMO_WAREHOUSE_OPERATION_IDS as IDS } from '../../simulator/seed/demo/warehouse';
import { OperationsPage } from './pages/operations.page';
import { apiGet, apiToken } from './pages/orders.page';
import { choose, t, tick } from './pages/register-list';
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

// doc 3 §2 Picking: "checkboxes and multi-assign" — the PENDING records are selectable, a DONE or
// CANCELLED one is not (the picking machine refuses ASSIGN_USER there, doc 3 §4); one dialog
// assigns the chosen operator to every selected record (PUT /picking-operation/attribute-user).
test('assign one operator to several pickings at once', async ({ page, request, a11y }) => {
  await signIn(page, 'admin');
  const list = new OperationsPage(page, 'picking');
  await list.goto();
  const checkbox = (code: string) =>
    page.getByRole('checkbox', { name: t('operations.list.selectRow', { code }) });
  const assignSelected = (count: number) =>
    page.getByRole('button', { name: t('operations.actions.assignSelected', { count }) });

  await expect(checkbox('PIC-000003')).toBeDisabled(); // DONE
  await expect(checkbox('PIC-000004')).toBeDisabled(); // CANCELLED
  await expect(assignSelected(0)).toBeDisabled();
  await tick(checkbox('PIC-000001'));
  await tick(checkbox('PIC-000002'));
  await assignSelected(2).click();

  const dialog = page.getByRole('dialog', { name: t('operations.assign.title') });
  await expect(dialog).toBeVisible();
  await choose(page, dialog, t('operations.assign.user'), 'Otávio Operador (operator)');
  await a11y('picking multi-assign dialog');
  await dialog.getByRole('button', { name: t('operations.assign.confirm') }).click();
  await expect(dialog).toHaveCount(0);

  // both rows name the operator, the selection is cleared
  await expect(list.row('PIC-000001')).toContainText('Otávio Operador');
  await expect(list.row('PIC-000002')).toContainText('Otávio Operador');
  await expect(assignSelected(0)).toBeDisabled();
  const token = await apiToken(request);
  for (const id of [IDS.pickingPending, IDS.pickingOccurrence]) {
    const record = await apiGet<{ user: { userName: string } | null }>(request, token, `/picking/${id}`);
    expect(record.user?.userName).toBe('operator');
  }
});
