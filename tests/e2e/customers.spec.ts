import { CustomersPage } from './pages/customers.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// doc 2 §2 "Customers page", §5 "Customer form" (CNPJ and postal-code lookups, locking), §8 toasts.
// 27183456000190 is in the simulator's CNPJ registry (simulator/README.md): Armazéns Paulista Ltda,
// CEP 01310100 (Avenida Paulista).

test('customer create (CNPJ lookup, locked company fields), edit and delete', async ({ page, a11y }) => {
  test.setTimeout(90_000); // a whole flow through several dialogs
  await signIn(page, 'admin');
  const customers = new CustomersPage(page);
  await customers.goto();
  await a11y('customers');

  await customers.newButton.click();
  const form = customers.form('new');
  // the address waits for a postal code
  await expect(customers.field(form, 'street')).toHaveAttribute('readonly', '');
  await customers.field(form, 'document').fill('27183456000190');
  await expect(customers.field(form, 'corporateName')).toHaveValue('Armazéns Paulista Ltda');
  await expect(customers.field(form, 'corporateName')).toHaveAttribute('readonly', '');
  await expect(customers.field(form, 'street')).toHaveValue('Avenida Paulista');
  await expect(customers.field(form, 'postalCode')).toHaveValue('01310-100');
  await a11y('customer form');
  await customers.save(form);

  await customers.filterByName('Armazéns');
  const row = customers.row('Armazéns Paulista');
  await expect(row).toBeVisible();
  await expect(row).toContainText('27.183.456/0001-90');

  // edit: a contact and a masked phone
  await customers.edit('Armazéns Paulista').click();
  const edit = customers.form('edit');
  await expect(customers.field(edit, 'corporateName')).toHaveValue('Armazéns Paulista Ltda');
  // typed as a user would: imask follows key strokes (Playwright's fill/clear of a masked value it
  // did not type is not a user's action)
  await customers.field(edit, 'phone').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await customers.field(edit, 'phone').pressSequentially('11912345678');
  await expect(customers.field(edit, 'phone')).toHaveValue('(11) 91234-5678');
  await customers.field(edit, 'name').fill('Joana Prado');
  await customers.save(edit);
  await expect(customers.row('Armazéns Paulista')).toContainText('(11) 91234-5678');

  // delete, after a confirmation naming the customer
  await customers.delete('Armazéns Paulista').click();
  const confirm = customers.deleteConfirmation();
  await expect(confirm).toContainText('Armazéns Paulista');
  await confirm.getByRole('button', { name: t('customers.delete.confirm') }).click();
  await expect(customers.row('Armazéns Paulista')).toHaveCount(0);
});

test('a changed document clears what the company lookup filled', async ({ page }) => {
  test.setTimeout(90_000); // a whole flow through several dialogs
  await signIn(page, 'admin');
  const customers = new CustomersPage(page);
  await customers.goto();
  await customers.newButton.click();
  const form = customers.form('new');
  await customers.field(form, 'document').fill('27183456000190');
  await expect(customers.field(form, 'corporateName')).toHaveValue('Armazéns Paulista Ltda');
  await customers.field(form, 'document').fill('529982247');
  await expect(customers.field(form, 'corporateName')).toHaveValue('');
  await expect(customers.field(form, 'corporateName')).not.toHaveAttribute('readonly', '');
  await expect(customers.field(form, 'street')).toHaveValue('');
});
