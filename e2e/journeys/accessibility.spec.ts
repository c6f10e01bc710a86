import { expect, test, type Page } from '@playwright/test';
import { axeScanner, closeDialog, seriousViolations } from '../support/axe';
import { demoUsers } from '../support/demo';
import { createNewAccount } from '../support/new-account';
import { openMediaPicker, uploadSampleMedia } from '../support/sample-media';
import { waitingScreenCode } from '../support/screens';
import { identityLinkIn, latestMailTo } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

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

test('the screen app and the identity pages pass WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(240_000);
  const axe = axeScanner();
  await waitingScreenCode(page);
  await axe.scan(page, '/screen/ pairing');

  await page.goto('/oidc/password/forgot');
  await axe.scan(page, 'forgot password', page.getByLabel('Email'));
  await page.getByLabel('Email').fill(demoUsers.cafeOwner);
  await page.getByLabel('Email').press('Enter');
  await axe.scan(page, 'forgot password: sent', page.getByRole('heading').first());

  await page.goto(identityLinkIn(await latestMailTo(demoUsers.cafeOwner)));
  await axe.scan(page, 'choose a password', page.getByLabel('New password'));
  await page.getByLabel('New password').fill('one-Password-1');
  await page.getByLabel('Repeat password').fill('other-Password-2');
  await page.getByLabel('Repeat password').press('Enter');
  await axe.scan(page, 'choose a password: refused', page.getByLabel('New password'));

  await page.goto('/oidc/password/reset?token=no-such-token');
  await axe.scan(page, 'reset link invalid', page.getByRole('heading').first());
  await page.goto('/oidc/email/confirm?token=no-such-token');
  await axe.scan(page, 'confirm link invalid', page.getByRole('heading').first());
  expect(axe.findings).toEqual({});
});

test("the customer app's details, editors, dialogs and drawers pass WCAG 2.1 AA", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const axe = axeScanner();
  const screenPage = await (await browser.newContext()).newPage();
  const code = await waitingScreenCode(screenPage);
  // An account of its own: the screen and media it adds must not change what later journeys
  // find in the demo accounts.
  const { page } = await createNewAccount(browser);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Screens: the add wizard, a screen's drawer with each tab, its playlist and the picker.
  await page.goto('/screens');
  await page.getByRole('main').getByRole('button', { name: 'Add screen' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Add a screen' });
  await axe.scan(page, 'add-screen wizard', wizard.getByLabel('Pairing code'));
  await closeDialog(page);
  await page.getByRole('main').getByRole('button', { name: 'Add screen' }).first().click();
  await wizard.getByLabel('Pairing code').fill(code);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel(/Screen name/).fill('Axe lobby');
  await axe.scan(page, 'add-screen wizard: set up', wizard.getByLabel('Mounted direction'));
  await wizard.getByRole('button', { name: 'Add screen' }).click();
  await expect(wizard).toBeHidden({ timeout: 30_000 });
  await axe.scan(screenPage, '/screen/ paired', screenPage.locator('body'));

  await page.getByRole('button', { name: 'Options for Axe lobby' }).click();
  await axe.scan(page, 'screen options menu', page.getByRole('menuitem', { name: 'Settings' }));
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Axe lobby', exact: true });
  for (const tab of ['Settings', 'Information', 'Tags', 'Permissions', 'Remote']) {
    const tabButton = drawer.getByRole('tab', { name: tab });
    if ((await tabButton.count()) === 0) continue;
    await tabButton.click();
    await axe.scan(page, `screen drawer: ${tab}`, drawer);
  }
  await closeDialog(page);

  await page.getByRole('link', { name: 'Axe lobby' }).click();
  await axe.scan(page, 'playlist', page.getByRole('heading', { name: 'Playlist of Axe lobby' }));
  await axe.scan(page, 'media picker', await openMediaPicker(page));
  await closeDialog(page);

  // Media: upload, the web page dialog, the preview, the tags dialog and the image editor.
  const media = await uploadSampleMedia(page, '');
  // The finished upload notices are scanned while they stand still, then closed: one that
  // fades out on its own during a later scan is measured half transparent.
  const notices = page.locator('.mantine-Notification-root');
  await axe.scan(page, 'upload notices', notices.first());
  for (const close of await notices.getByRole('button').all()) await close.click();
  await expect(notices).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Add new' }).click();
  await page.getByRole('menuitem', { name: 'Sign from web page' }).click();
  await axe.scan(page, 'add web page', page.getByRole('dialog', { name: 'Add a web page' }));
  await closeDialog(page);
  await page
    .getByRole('button', { name: `Preview ${media.wide.name}` })
    .first()
    .click();
  await axe.scan(page, 'media preview', page.getByRole('dialog'));
  await closeDialog(page);
  await page.getByRole('button', { name: `Options for ${media.wide.name}` }).click();
  await page.getByRole('menuitem', { name: 'Tags' }).click();
  await axe.scan(page, 'media tags', page.getByRole('dialog'));
  await closeDialog(page);
  await page.getByRole('button', { name: `Options for ${media.wide.name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit image' }).click();
  await axe.scan(page, 'image editor', page.getByRole('dialog').getByRole('img').first());
  await closeDialog(page);

  // Broadcasts: the editor with a period, its date picker open, the picker, the leave prompt.
  await page.goto('/broadcast/new/details');
  await page.getByLabel('Broadcast name').fill('Axe check');
  await page.getByRole('button', { name: 'Add period' }).click();
  await axe.scan(page, 'broadcast editor', page.getByRole('button', { name: 'Add group' }));
  await page.getByRole('combobox', { name: 'From' }).first().click();
  await axe.scan(page, 'date picker open', page.getByRole('grid').first());
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add media' }).first().click();
  await axe.scan(page, 'broadcast media picker', page.getByRole('dialog'));
  await closeDialog(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().click();
  await axe.scan(page, 'unsaved changes', page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: "Don't save" }).click();

  // Settings and users: the location and invitation dialogs.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add location' }).first().click();
  await axe.scan(page, 'location dialog', page.getByRole('dialog'));
  await closeDialog(page);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite user' }).first().click();
  await axe.scan(page, 'invite user', page.getByRole('dialog', { name: 'Invite user' }));
  await closeDialog(page);
  expect(axe.findings).toEqual({});
});

test("the console's details, editors, dialogs and drawers, and the support-access banner, pass WCAG 2.1 AA", async ({
  page,
}) => {
  test.setTimeout(400_000);
  const axe = axeScanner();
  await page.goto('/support/');
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
  await signInOnIdentityPage(page, demoUsers.support);
  await page.getByRole('button', { name: 'New account' }).first().click();
  await axe.scan(page, 'new account', page.getByRole('dialog'));
  await closeDialog(page);

  await page.goto('/support/accounts/demo-cafe');
  await axe.scan(page, 'account details', page.getByRole('heading', { name: 'Demo Cafe' }));
  await page.goto('/support/accounts/demo-cafe/players/no-such-player');
  await axe.scan(page, 'player drawer', page.getByRole('dialog'));
  await closeDialog(page);

  await page.goto('/support/roles/new');
  await axe.scan(page, 'role editor', page.getByRole('main').getByRole('heading').first());
  await page.goto('/support/users');
  await page.getByRole('button', { name: 'Invite user' }).first().click();
  await axe.scan(page, 'support user dialog', page.getByRole('dialog'));
  await closeDialog(page);

  // The administration pages: formats with their editor, organizations with theirs, a client's
  // applications and flags, and its player settings with the definition editor.
  await page.goto('/support/player-formats');
  await page.getByRole('button', { name: 'New format' }).first().click();
  await axe.scan(page, 'format editor', page.getByRole('button', { name: 'Add layer' }));
  await page.goto('/support/organizations');
  await axe.scan(page, 'organizations', page.getByRole('button', { name: 'New organization' }));
  await page.getByRole('button', { name: 'New organization' }).first().click();
  await axe.scan(
    page,
    'organization editor',
    page.getByRole('button', { name: 'Save organization' }),
  );
  await page.goto('/support/applications?accountCode=demo-cafe');
  await axe.scan(page, 'applications', page.getByRole('switch').first());
  await page.goto('/support/player-settings?accountCode=demo-retail');
  await axe.scan(page, 'player settings', page.getByRole('button', { name: 'Save settings' }));
  await page.getByRole('tab', { name: 'Definitions' }).click();
  await page.getByRole('button', { name: 'New definition' }).click();
  await axe.scan(page, 'setting definition editor', page.getByRole('dialog'));
  await closeDialog(page);

  await page.goto('/support/accounts/demo-cafe');
  const customerTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open customer app as this account' }).click();
  const customer = await customerTab;
  await axe.scan(customer, 'support-access banner', customer.getByTestId('support-access-banner'));
  expect(axe.findings).toEqual({});
});
