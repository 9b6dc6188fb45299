import { t } from './pages/register-list';
import { TransportersPage } from './pages/transporters.page';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// doc 2 §2 "Transporters list", §5 "Transporter form … document must not be used by another
// transporter ('already in use')".

const NEW = {
  name: 'Transportes Teste E2E',
  document: '31827654000117',
  type: t('transporters.type.TERCEIRO'),
  address: 'Rua Barão de Jaguara, 100',
  city: 'Campinas',
  state: 'SP',
};

test('transporter create, "already in use", edit and delete', async ({ page, a11y }) => {
  test.setTimeout(90_000); // a whole flow through several dialogs
  await signIn(page, 'admin');
  const transporters = new TransportersPage(page);
  await transporters.goto();
  await a11y('transporters');

  await transporters.newButton.click();
  const form = transporters.form('new');
  await transporters.fill(form, NEW);
  await a11y('transporter form');
  await transporters.save(form);
  await expect(form).toBeHidden();
  const row = transporters.row(NEW.name);
  await expect(row).toContainText('31.827.654/0001-17');
  await expect(row).toContainText('Campinas');

  // the same document again: told under the field, not saved
  await transporters.newButton.click();
  const again = transporters.form('new');
  await transporters.fill(again, { ...NEW, name: 'Outra Transportadora' });
  const inUse = t('validation.alreadyInUse', { name: '31.827.654/0001-17' });
  await expect(transporters.field(again, 'documentTransporter')).toHaveAccessibleErrorMessage(inUse);
  await transporters.save(again);
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: t('transporters.form.cancel') }).click();
  await expect(transporters.row('Outra Transportadora')).toHaveCount(0);

  // edit: rename
  await transporters.edit(NEW.name).click();
  const edit = transporters.form('edit');
  await expect(transporters.field(edit, 'documentTransporter')).toHaveValue('31.827.654/0001-17');
  await transporters.field(edit, 'nameTransporter').fill('Transportes Teste E2E Renomeada');
  await transporters.save(edit);
  await expect(edit).toBeHidden();
  await expect(transporters.row('Transportes Teste E2E Renomeada')).toBeVisible();

  // delete, after a confirmation naming the transporter
  await transporters.delete('Transportes Teste E2E Renomeada').click();
  const confirm = transporters.deleteConfirmation();
  await expect(confirm).toContainText('Transportes Teste E2E Renomeada');
  await confirm.getByRole('button', { name: t('transporters.delete.confirm') }).click();
  await expect(transporters.row('Transportes Teste E2E Renomeada')).toHaveCount(0);
});
