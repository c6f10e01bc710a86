import { expect, test } from '@playwright/test';

test('a new screen registers, shows a pairing code and keeps it across a reload', async ({
  page,
}) => {
  const registrations: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/screen-api/registrations')) registrations.push(response.status());
  });
  await page.goto('/screen/');
  const code = page.locator('.pairing-code');
  await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  await expect(page.getByText('Screens → Add screen')).toBeVisible();
  const shown = await code.textContent();

  // The credential is kept: a reload asks the gateway for its state, not for a new registration.
  await page.reload();
  await expect(code).toHaveText(shown ?? '');
  expect(registrations).toEqual([200]);
});
