import { NpsPage } from './pages/nps.page';
import { t } from './pages/register-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { toast } from './support/toasts';

// doc 2 §2 "NPS page", §4 "treated only if the rating is below 7", §9 colours. Seed anchors:
// NPS-DETRACTOR (answered 3, untreated), NPS-PROMOTER (10), NPS-UNANSWERED.

test('resolve a detractor; only detractors offer it; unanswered ones offer resend', async ({
  page,
  a11y,
}) => {
  test.setTimeout(90_000); // a whole flow through several dialogs
  await signIn(page, 'admin');
  const nps = new NpsPage(page);
  await nps.goto();
  await nps.period(90);
  await expect(nps.card('nps.summary.detractor')).not.toHaveText('…');
  await a11y('nps');

  await expect(nps.row('NPS-DETRACTOR')).toBeVisible();
  await expect(nps.action('resolve', 'NPS-PROMOTER')).toHaveCount(0);
  await expect(nps.action('resend', 'NPS-UNANSWERED')).toBeVisible();
  await expect(nps.action('resend', 'NPS-DETRACTOR')).toHaveCount(0);

  // the view dialog shows the record and switches to the resolution form in place
  await nps.action('view', 'NPS-DETRACTOR').click();
  const view = nps.viewDialog('NPS-DETRACTOR');
  await expect(view).toContainText('Chegou atrasado.');
  await a11y('nps view');
  await view.getByRole('button', { name: t('nps.actions.resolve') }).click();
  await view.getByRole('button', { name: t('nps.resolve.confirm') }).click();
  await expect(nps.resolution(view)).toHaveAccessibleErrorMessage(t('validation.required'));
  await nps.resolution(view).fill('Cliente contatado e reembolsado.');
  await a11y('nps resolve');
  await view.getByRole('button', { name: t('nps.resolve.confirm') }).click();
  await expect(toast(page, t('nps.resolve.success'))).toBeVisible();
  // the view now shows the treated record, without the resolve action
  await expect(view).toContainText('Cliente contatado e reembolsado.');
  await expect(view.getByRole('button', { name: t('nps.actions.resolve') })).toHaveCount(0);
  await view.getByRole('button', { name: t('ui.dialog.close') }).click();
  await expect(view).toBeHidden();
  await expect(nps.row('NPS-DETRACTOR')).toContainText(t('nps.status.treated'));
  await expect(nps.action('resolve', 'NPS-DETRACTOR')).toHaveCount(0);
});

test('the row action resolves a detractor through its own dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const nps = new NpsPage(page);
  await nps.goto();
  await nps.period(90);
  await nps.action('resolve', 'NPS-DETRACTOR').click();
  const resolve = nps.resolveDialog();
  await nps.resolution(resolve).fill('Reenvio da mercadoria agendado.');
  await resolve.getByRole('button', { name: t('nps.resolve.confirm') }).click();
  await expect(resolve).toBeHidden();
  await expect(nps.row('NPS-DETRACTOR')).toContainText(t('nps.status.treated'));
});
