import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { signInOnIdentityPage } from '../support/sign-in';

// WCAG 2.1 AA, the level the spec promises; a serious or critical finding fails the journey.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);

/** The page's serious and critical findings, one readable line each (rule, impact, elements). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Every address the side bar's navigation reaches, in its order. */
async function navigationTargets(page: Page, navigationName: string): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name: navigationName });
  await expect(navigation.getByRole('link').first()).toBeVisible();
  return navigation
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

/** Opens each address, waits until its page has drawn and its loaders are gone, then runs axe. */
async function checkEveryPage(page: Page, targets: string[]): Promise<Record<string, string[]>> {
  const findings: Record<string, string[]> = {};
  for (const target of targets) {
    await page.goto(target);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    const violations = await seriousViolations(page);
    if (violations.length > 0) findings[target] = violations;
  }
  return findings;
}

test('the sign-in page and every page of the customer app pass WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signInOnIdentityPage(page, demoUsers.retailOwner);
  const targets = await navigationTargets(page, 'Main navigation');
  expect(targets.length).toBeGreaterThan(5);
  expect(await checkEveryPage(page, targets)).toEqual({});
});

test('every page of the support console passes WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  const targets = await navigationTargets(page, 'Main navigation');
  expect(targets.length).toBeGreaterThan(5);
  expect(await checkEveryPage(page, targets)).toEqual({});
});
