import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { expect, test } from './support/fixtures';
import { t } from './support/messages';
import { toast } from './support/toasts';

// doc 1 §2.4 registration page, §3.1 payload, §5 validation and lookups, §8 messages.
// The lookup registry (simulator/seed/lookup-registry.ts): CNPJ 27.183.456/0001-90 is "Armazéns
// Paulista Ltda" at CEP 01310-100; CEP 80020-000 is Rua XV de Novembro, Curitiba.
const KNOWN_CNPJ = '27183456000190';
const REQUIRED = [
  'cnpj',
  'corporateName',
  'email',
  'phone',
  'postalCode',
  'street',
  'number',
  'neighborhood',
  'city',
  'state',
];

test.describe('registration', () => {
  test('tells what is missing or wrong', async ({ page, a11y }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await a11y('register');
    await register.submit.click();
    for (const name of REQUIRED) await register.expectError(name, t('validation.required'));
    await register.expectNoError('ie');
    await register.expectNoError('fantasyName');
    await a11y('register-errors');

    await register.field('cnpj').fill('11111111111111');
    await register.expectError('cnpj', t('validation.invalidCnpj'));
    await register.field('cnpj').fill('27183456000191');
    await register.expectError('cnpj', t('validation.invalidCnpj'));
    await register.field('ie').fill('1234');
    await register.expectError('ie', t('validation.length', { length: 9 }));
    await register.field('ie').fill('123456789');
    await register.expectNoError('ie');
    await register.field('email').fill('not-an-email');
    await register.expectError('email', t('validation.invalidEmail'));

    // In natural-person mode the document is a CPF.
    await register.choose('natural');
    await expect(register.field('cpf')).toBeVisible();
    await register.field('cpf').fill('12345678900');
    await register.expectError('cpf', t('validation.invalidCpf'));
    await expect(page).toHaveURL(/\/register$/);
  });

  test('fills the company from its CNPJ and the address from the postal code', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.field('cnpj').fill(KNOWN_CNPJ);
    await expect(register.field('corporateName')).toHaveValue('Armazéns Paulista Ltda');
    await expect(register.field('fantasyName')).toHaveValue('Armazéns Paulista');
    await expect(register.field('email')).toHaveValue('contato@armazens-paulista.example');
    await expect(register.field('phone')).toHaveValue('(11) 3000-1000');
    await expect(register.field('postalCode')).toHaveValue('01310-100');
    await expect(register.field('street')).toHaveValue('Avenida Paulista');
    await expect(register.field('number')).toHaveValue('1000');
    await expect(register.field('city')).toHaveValue('São Paulo');

    // Another postal code: the lookup fills the address and locks it.
    await register.field('postalCode').fill('80020000');
    await expect(register.field('street')).toHaveValue('Rua XV de Novembro');
    await expect(register.field('city')).toHaveValue('Curitiba');
    await expect(register.field('state')).toHaveValue('PR');
    await expect(register.field('street')).toHaveAttribute('readonly', '');
    await expect(register.field('number')).not.toHaveAttribute('readonly', '');

    // doc 1 §5: an unknown code clears the address and locks it.
    await register.field('postalCode').fill('99999999');
    await expect(register.field('postalCode')).toHaveAccessibleDescription(
      t('auth.register.postalCodeNotFound'),
    );
    await expect(register.field('street')).toHaveValue('');
    await expect(register.field('city')).toHaveValue('');
    await expect(register.field('street')).toHaveAttribute('readonly', '');
    await expect(register.field('number')).not.toHaveAttribute('readonly', '');
  });

  test('registers and goes to /login; the same document again is refused', async ({ page, a11y }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.field('cnpj').fill(KNOWN_CNPJ);
    await expect(register.field('corporateName')).toHaveValue('Armazéns Paulista Ltda');
    await register.field('ie').fill('123456789');
    await register.field('contact').fill('Ana');
    await register.submit.click();
    await expect(toast(page, t('auth.register.success'))).toBeVisible();
    await new LoginPage(page).expectShown();

    await register.goto();
    await register.field('cnpj').fill(KNOWN_CNPJ);
    await expect(register.field('corporateName')).toHaveValue('Armazéns Paulista Ltda');
    await register.submit.click();
    await expect(toast(page, t('auth.register.error'))).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await a11y('register-refused');
  });

  test('links back to login', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.backToLogin.click();
    await new LoginPage(page).expectShown();
  });
});
