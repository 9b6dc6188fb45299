import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';

// The company logo (doc 1 §3.1, §5: one image; issue 35), one user path: an admin who signs in
// with "remember my user" uploads the logo on the settings' Company tab (ie and type shown
// locked), sees it previewed, on the company's survey and, signed out, on the login page; then
// removes it.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

test('company logo: upload, preview, survey, login page, remove', async ({ page }) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin', 'demo', { remember: true });
  await expect(page).toHaveURL(/\/dashboard$/);

  const settings = await new DashboardPage(page).openSettings();
  await expect(settings.getByRole('textbox', { name: t('settings.field.ie') })).toBeDisabled();
  await expect(settings.getByRole('textbox', { name: t('settings.field.type') })).toHaveValue(
    t('settings.companyType.PRINCIPAL'),
  );
  await settings.getByTestId('file-upload-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const preview = settings.getByRole('img', { name: t('settings.logo.preview') });
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);

  // the company's survey shows it
  const survey = await page.context().newPage();
  await survey.goto('/survey/NPS-OPEN/8');
  await expect(
    survey.getByRole('img', { name: t('survey.logoAlt', { company: 'Demo Logística' }) }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
  await survey.close();

  // signed out, the login page of the remembered user shows the company's logo
  await settings
    .getByRole('button', { name: t('app.settings.close'), exact: true })
    .last()
    .click();
  await new ShellPage(page).signOut();
  await login.expectShown();
  const companyLogo = page.getByRole('img', { name: t('auth.companyLogoAlt') });
  await expect(companyLogo).toBeVisible();
  expect(await companyLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // removed, the dialog says there is none and the login page shows the brand's logo only
  await login.signIn('admin', 'demo', { remember: true });
  await expect(page).toHaveURL(/\/dashboard$/);
  const again = await new DashboardPage(page).openSettings();
  await again.getByRole('button', { name: t('settings.logo.remove') }).click();
  await expect(again.getByText(t('settings.logo.none'))).toBeVisible();
  await again
    .getByRole('button', { name: t('app.settings.close'), exact: true })
    .last()
    .click();
  await new ShellPage(page).signOut();
  await login.expectShown();
  await expect(page.getByRole('img', { name: t('auth.companyLogoAlt') })).toHaveCount(0);
});
