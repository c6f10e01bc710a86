import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { identityLinkIn, latestMailTo, storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

async function openUsersAsOwner(page: Page) {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users & roles' })).toBeVisible();
}

/** The table's body rows: the header row holds no cells. */
function bodyRows(page: Page) {
  return page.getByRole('row').filter({ has: page.getByRole('cell') });
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

/**
 * Invites people through the real call, a few at a time. The owner's session renews its
 * short-lived token as it goes, so each batch reads the token again.
 */
async function inviteMany(page: Page, people: Array<{ firstName: string; lastName: string }>) {
  const batchSize = 10;
  for (let start = 0; start < people.length; start += batchSize) {
    const headers = { authorization: `Bearer ${await storedAccessToken(page, 'app')}` };
    const answers = await Promise.all(
      people.slice(start, start + batchSize).map((person) =>
        page.request.post('/api/users/inviteUser', {
          headers,
          data: {
            Email: `${person.firstName}.${person.lastName}@example.com`.toLowerCase(),
            FirstName: person.firstName,
            LastName: person.lastName,
          },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status()).toBe(201);
  }
}

test('the owner invites a user from the Users page; the mail lets them choose a password and sign in', async ({
  page,
  browser,
}) => {
  await openUsersAsOwner(page);
  const email = `uma.usher.${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Uma');
  await dialog.getByLabel('Last name').fill('Usher');
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Added new user ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list refreshes and shows the invitation as pending.
  await search(page, email);
  const row = bodyRows(page).filter({ hasText: email });
  await expect(row).toContainText('Uma Usher');
  await expect(row).toContainText('Invitation pending');
  await expect(row).toContainText('Never');

  const invitee = await (await browser.newContext()).newPage();
  const password = `chosen-Password-${Date.now()}`;
  await invitee.goto(identityLinkIn(await latestMailTo(email)));
  await invitee.getByLabel('New password').fill(password);
  await invitee.getByLabel('Repeat password').fill(password);
  await invitee.getByRole('button', { name: 'Save password' }).click();
  await expect(invitee.getByText('Your password is saved. You can sign in now.')).toBeVisible();
  await invitee.goto('/');
  await signInOnIdentityPage(invitee, email, password);
  await expect(invitee.getByText('Uma Usher')).toBeVisible();
});

test('the users table sorts, hides a column for good, selects rows, loads more and filters by tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openUsersAsOwner(page);
  // A surname of its own lets the search show only this run's users.
  const surname = `Pager${Date.now()}`;
  const people = Array.from({ length: 52 }, (_, index) => ({
    firstName: `P${String(index + 1).padStart(2, '0')}`,
    lastName: surname,
  }));
  await inviteMany(page, people);
  await search(page, surname);
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(bodyRows(page).first()).toContainText(`P01 ${surname}`);

  // Sorting: the name column is sorted ascending; clicking it flips the order, again flips back.
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(page).first()).toContainText(`P52 ${surname}`);
  await nameHeader.getByRole('button').click();
  await expect(bodyRows(page).first()).toContainText(`P01 ${surname}`);

  // Loading more fetches the rest, then there is nothing left to load.
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.click();
  await expect(bodyRows(page)).toHaveCount(52);
  await expect(bodyRows(page).last()).toContainText(`P52 ${surname}`);
  await expect(loadMore).toBeHidden();

  // Selecting rows shows the bulk bar with the count.
  await page
    .getByRole('checkbox', { name: /^Select row/ })
    .nth(0)
    .check();
  await page
    .getByRole('checkbox', { name: /^Select row/ })
    .nth(1)
    .check();
  await expect(page.getByText('2 items selected')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('52 items selected')).toBeVisible();

  // A hidden column stays hidden after a reload.
  await expect(page.getByRole('columnheader', { name: 'Roles' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Roles' }).uncheck();
  await expect(page.getByRole('columnheader', { name: 'Roles' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Roles' })).toBeHidden();

  // The tabs filter on the server: every invited user is active, none inactive.
  await search(page, surname);
  await expect(bodyRows(page)).toHaveCount(50);
  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await expect(bodyRows(page)).toHaveCount(50);
});

test('at 1440x900 with the side bar pinned the users table fits, and a row menu acts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openUsersAsOwner(page);
  const lastName = `Reset${Date.now()}`;
  await inviteMany(page, [{ firstName: 'Rowan', lastName }]);
  await search(page, lastName);
  const row = bodyRows(page).filter({ hasText: `Rowan ${lastName}` });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse side bar' })).toBeVisible();

  // Nothing sticks out of the page; the status badge is whole.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const badge = row.getByText('Invitation pending');
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);

  // The row's options are in view and work: renewing the invitation says so.
  const options = row.getByRole('button', { name: /^Options for/ });
  await expect(options).toBeInViewport();
  await options.click();
  await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
  await expect(
    page.getByText(`A renewed invitation was sent to rowan.${lastName.toLowerCase()}@example.com`),
  ).toBeVisible();
});

test('inviting an address the account already has shows the server message in the dialog', async ({
  page,
}) => {
  await openUsersAsOwner(page);
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill(demoUsers.retailOwner);
  await dialog.getByLabel('First name').fill('Rita');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already exists');
  await expect(dialog).toBeVisible();
});
