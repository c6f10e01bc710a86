import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { inviteUser, signInInvitee } from '../support/invite';
import { signInOnIdentityPage } from '../support/sign-in';

test('the chosen language names itself, is kept in the profile and speaks on the sign-in pages', async ({
  page,
  browser,
}) => {
  // Three sign-ins and an invitation.
  test.setTimeout(180_000);
  // A user of their own, so the owner's profile keeps English for the other journeys.
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  const person = await inviteUser(page, browser, {
    firstName: 'Lina',
    lastName: 'Lang',
    roleName: 'User',
  });
  const linaPage = person.page;
  await signInInvitee(person);
  const navigation = linaPage.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByText('Screens')).toBeVisible();

  await linaPage.getByRole('button', { name: 'Account menu' }).click();
  // Every language is named in itself, whatever the interface speaks.
  for (const name of ['English', 'Svenska', 'Deutsch', 'Español'])
    await expect(linaPage.getByRole('menuitem', { name })).toBeVisible();
  const saved = linaPage.waitForResponse(
    (answer) => answer.url().endsWith('/api/users/profile') && answer.request().method() === 'PUT',
  );
  await linaPage.getByRole('menuitem', { name: 'Svenska' }).click();
  expect((await saved).status()).toBe(200);
  const swedishNavigation = linaPage.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(swedishNavigation.getByText('Mediebibliotek')).toBeVisible();
  await expect(linaPage.getByRole('heading', { name: 'Skärmar', exact: true })).toBeVisible();
  await expect(linaPage.getByText('Media library')).toHaveCount(0);
  await linaPage.getByRole('button', { name: 'Kontomeny' }).click();
  await expect(linaPage.getByRole('menuitem', { name: 'English' })).toBeVisible();
  await linaPage.keyboard.press('Escape');

  await linaPage.reload();
  await expect(swedishNavigation.getByText('Mediebibliotek')).toBeVisible();

  // Signing out and in again: the identity pages speak Swedish, and so does the app after.
  await linaPage.goto('/logout');
  await linaPage.getByRole('button', { name: 'Logga ut' }).click();
  await expect(linaPage.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(linaPage.getByLabel('E-post')).toBeVisible();
  await linaPage.getByLabel('E-post').fill(person.email);
  await linaPage.getByLabel('Lösenord').fill(person.password);
  await linaPage.getByRole('button', { name: 'Logga in' }).click();
  await expect(swedishNavigation.getByText('Mediebibliotek')).toBeVisible();

  // A browser that never chose a language takes the one kept in the profile.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/');
  await signInOnIdentityPage(elsewhere, person.email, person.password);
  await expect(
    elsewhere.getByRole('navigation', { name: 'Huvudmeny' }).getByText('Mediebibliotek'),
  ).toBeVisible();
});

test('a user without a permission sees only what they may open and is denied the rest', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  const viewer = await inviteUser(page, browser, {
    firstName: 'Vera',
    lastName: 'Viewer',
    roleName: 'User',
  });
  await signInInvitee(viewer);
  await expect(viewer.page.getByText('Vera Viewer')).toBeVisible();

  const navigation = viewer.page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByText('Screens')).toBeVisible();
  await expect(navigation.getByText('Settings')).toHaveCount(0);
  await expect(navigation.getByText('Users & roles')).toHaveCount(0);

  await viewer.page.goto('/settings');
  await expect(viewer.page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await viewer.page.getByRole('button', { name: 'Try again' }).click();
  await expect(viewer.page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  // A denied route with a fallback sends the user there instead.
  await viewer.page.goto('/broadcast/new/details');
  await expect(viewer.page).toHaveURL(/\/broadcast$/);
});
