import { expect, test, type Page } from '@playwright/test';

/** Collects console errors and failed page loads so a journey can prove there were none. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('the server reports a healthy database on a fresh data directory', async ({ request }) => {
  const answer = await request.get('/api/health');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ success: { ok: true }, database: 'up' });
});

for (const [name, path] of [
  ['customer app', '/'],
  ['support console', '/support/'],
  ['screen player', '/screen/'],
] as const) {
  test(`the ${name} loads without console errors`, async ({ page }) => {
    const errors = watchErrors(page);
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}
