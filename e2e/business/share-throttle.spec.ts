import { expect, test } from '../fixtures';

test.use({
  account: 'customer@example.com',
  // The defaults, named: this file gets a system of its own, so the shares it spends leave the other journeys' alone.
  systemEnv: { RATE_LIMIT_MAIL_PER_TARGET: '3', RATE_LIMIT_MAIL_PER_USER: '5' },
});

test('sharing a widget by mail again and again is held back with a clear message, and nothing typed is lost', async ({
  page,
  goto,
  system,
}) => {
  const recipient = 'grandpa@example.org';
  await goto('widgetShare', { productCode: 'AB-20480004' });
  for (let n = 1; n <= 3; n++) {
    await page.getByLabel("Recipient's e-mail address").fill(recipient);
    await page.getByLabel('Personal message (optional)').fill(`Look, number ${n}!`);
    await page.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Your e-mail has been sent to ${recipient}.` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Share with someone else' }).click();
  }
  // The fourth to the same address within the hour: the gateway answers 429, the form says when to try again.
  await page.getByLabel("Recipient's e-mail address").fill(recipient);
  await page.getByLabel('Personal message (optional)').fill('One more time');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^You have sent too many e-mails for now\. Please try again in \d+ minutes?\.$/,
  );
  await expect(page.getByLabel("Recipient's e-mail address")).toHaveValue(recipient);
  await expect(page.getByLabel('Personal message (optional)')).toHaveValue('One more time');
  await expect(page.getByLabel('Your name')).toHaveValue('Charlotte Jansen');

  // The three that went arrived; the refused one never reached the mail gateway.
  const mail = await page.context().newPage();
  await mail.goto(`${system.emulatorUrl}/__mail?to=${recipient}`);
  await expect(mail.getByRole('link', { name: /Charlotte Jansen shared a photo book with you/ })).toHaveCount(
    3,
  );
  await mail.close();
});
