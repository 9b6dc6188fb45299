import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3541';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
page.on('response', (r) => r.status() >= 400 && console.log('HTTP', r.status(), r.url()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(`${base}/login`);
await page.getByRole('textbox', { name: 'Usuário' }).fill('admin');
await page.getByRole('textbox', { name: 'Senha' }).fill('demo');
await page.getByRole('button', { name: /entrar/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
for (const path of (process.argv[2] ?? '/products,/stock,/stock-history-report').split(',')) {
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(9000);
  await page.screenshot({ path: `/tmp/reg2/${path.slice(1)}.png`, fullPage: true });
}
await browser.close();
