import { expect, test } from '../fixtures';

test.use({ account: 'b2b@example.com' });

test('business settings and the FTP integration: a javascript: URL is refused, an https one saved', async ({
  page,
  goto,
}) => {
  await goto('home');
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('Bakker Fotografie B.V.');
  await expect(page.getByRole('link', { name: 'Change e-mail address' })).toHaveAttribute(
    'href',
    /\/settings\/b2b\/email/,
  );
  await page.getByRole('link', { name: 'Set up the integration' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  const url = page.getByLabel('Callback URL');
  await url.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save callback settings' }).click();
  await expect(page.getByText('Please enter a URL that starts with http:// or https://')).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  // An internal address is refused the same way: the service would call it.
  await url.fill('https://127.0.0.1:9080/metrics');
  await page.getByRole('button', { name: 'Save callback settings' }).click();
  await expect(page.getByText('Please enter a URL that starts with http:// or https://')).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');

  await url.fill('https://erp.bakker.example/order-updates');
  await page.getByRole('radio', { name: 'XML' }).check();
  await page.getByRole('button', { name: 'Save callback settings' }).click();
  await expect(page.getByText('Callback settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Callback URL')).toHaveValue('https://erp.bakker.example/order-updates');
  await expect(page.getByRole('radio', { name: 'XML' })).toBeChecked();
});

test('the API refuses a javascript: or internal callback URL sent past the client', async ({
  page,
  goto,
}) => {
  await goto('ftpIntegration');
  await expect(page.getByLabel('Callback URL')).toBeVisible();
  const refused = [
    'javascript:alert(1)',
    'http://127.0.0.1:9080/metrics',
    'https://[::1]:9080/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/hook',
  ];
  const answers = await page.evaluate(async (urls) => {
    const token =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('access='))
        ?.slice('access='.length) ?? '';
    const statuses = [];
    for (const callbackUrl of urls) {
      const res = await fetch('/api/customers/customers/me', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ callbackUrl }),
      });
      const body = (await res.json()) as { fields?: Record<string, string> };
      statuses.push({ status: res.status, field: body.fields?.callbackUrl ?? null });
    }
    return statuses;
  }, refused);
  expect(answers).toEqual(refused.map(() => ({ status: 400, field: expect.any(String) })));
});

test('the business change-e-mail route', async ({ page, goto }) => {
  await goto('changeEmailB2b');
  await expect(page.getByRole('heading', { level: 1, name: 'Change e-mail address' })).toBeVisible();
  await expect(page.getByText('b2b@example.com')).toBeVisible();
});
