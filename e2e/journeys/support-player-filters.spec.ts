import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

interface SavedPlayerFilter {
  playerFilterName: string;
  condition: unknown;
  conditionLookups: Array<{ code: string; name: string }>;
}

/** Reads the saved filter through the console's API with the page's own token. */
async function savedFilter(page: Page, filterCode: string) {
  const token = await storedAccessToken(page, 'support');
  return page.request.get(`/support/api/playerfilter/${filterCode}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

async function savedCondition(page: Page, filterCode: string) {
  const answer = await savedFilter(page, filterCode);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { PlayerFilter: SavedPlayerFilter }).PlayerFilter;
}

function filterCodeIn(page: Page): string {
  const code = new URL(page.url()).searchParams.get('filter');
  expect(code, 'the filter query parameter').toBeTruthy();
  return code!;
}

test('support builds a player filter with OR and NotIn, saves it, reopens, overwrites and deletes it', async ({
  page,
}) => {
  const name = `Cafe screens not started ${Date.now().toString(36)}`;
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await page.getByRole('link', { name: 'Player filters' }).click();
  await expect(page.getByRole('heading', { name: 'New filter' })).toBeVisible();
  const addNode = page.getByRole('group', { name: 'Add a condition' });

  await addNode.getByRole('button', { name: 'Accounts' }).click();
  const accounts = page.getByRole('group', { name: 'Accounts', exact: true });
  await accounts.getByRole('textbox', { name: 'Search Accounts…' }).fill('Demo Cafe');
  await page.getByRole('option', { name: 'Demo Cafe' }).click();
  await page.keyboard.press('Escape');
  await expect(accounts.getByText('Demo Cafe')).toBeVisible();
  await expect(accounts.getByRole('radio', { name: 'Include', exact: true })).toBeChecked();

  await addNode.getByRole('button', { name: 'Screen status' }).click();
  const status = page.getByRole('group', { name: 'Screen status', exact: true });
  await status.getByRole('combobox', { name: 'Screen status' }).click();
  await page.getByRole('option', { name: 'Not started' }).click();
  await page.keyboard.press('Escape');
  await status.getByText('Not include', { exact: true }).click();
  await expect(status.getByRole('radio', { name: 'Not include' })).toBeChecked();

  // The operator between the two nodes goes both ways before it settles on OR.
  await page.getByText('OR', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'OR' })).toBeChecked();
  await page.getByText('AND', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'AND' })).toBeChecked();
  await page.getByText('OR', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'OR' })).toBeChecked();

  await page.getByRole('button', { name: 'Save filter' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save filter' });
  await saveDialog.getByLabel('Filter name').fill(name);
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Filter created.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/[?&]filter=/);
  const filterCode = filterCodeIn(page);

  const saved = await savedCondition(page, filterCode);
  const cafe = saved.conditionLookups.find((lookup) => lookup.name === 'Demo Cafe');
  expect(cafe, 'Demo Cafe among the lookups').toBeTruthy();
  expect(saved.condition).toEqual({
    filterCode,
    operator: 'OR',
    subNodes: [
      { nodeType: 'Clients', nodeKey: 'Clients', codes: [cafe!.code], codeCondition: 'In' },
      {
        nodeType: 'PlayerStatus',
        nodeKey: 'PlayerStatus',
        codes: ['NotStarted'],
        codeCondition: 'NotIn',
      },
    ],
  });

  await page.goto(`/support/player-filters?filter=${filterCode}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(accounts.getByText('Demo Cafe')).toBeVisible();
  await expect(accounts.getByRole('radio', { name: 'Include', exact: true })).toBeChecked();
  await expect(status.getByText('Not started')).toBeVisible();
  await expect(status.getByRole('radio', { name: 'Not include' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'OR' })).toBeChecked();
  // Kept with the run's results, to look at the page both stacked and side by side.
  await page.screenshot({ path: test.info().outputPath('player-filter-open.png'), fullPage: true });
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.screenshot({ path: test.info().outputPath('player-filter-open-wide.png') });

  // Overwrite: the same nodes joined by AND.
  await page.getByText('AND', { exact: true }).click();
  await page.getByRole('button', { name: 'Save filter' }).click();
  await saveDialog.getByText('Overwrite an existing filter').click();
  await saveDialog.getByRole('combobox', { name: 'Filter to overwrite' }).click();
  await saveDialog.getByRole('option', { name }).click();
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Filter updated.')).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await savedCondition(page, filterCode)).condition as { operator: string }).operator,
    )
    .toBe('AND');

  // Once deleted, the page never asks for the filter again (that could only answer 404).
  const filterAddress = new RegExp(`/support/api/playerfilter/${filterCode}$`, 'i');
  const askedAfterDelete: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && filterAddress.test(new URL(request.url()).pathname))
      askedAfterDelete.push(request.url());
  });
  await page.getByRole('button', { name: 'Delete filter' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete filter' });
  await expect(deleteDialog.getByText(name)).toBeVisible();
  await deleteDialog.getByRole('button', { name: 'Delete filter' }).click();
  await expect(page.getByText('Filter deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${name}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'New filter' })).toBeVisible();
  expect(askedAfterDelete).toEqual([]);
  expect((await savedFilter(page, filterCode)).status()).toBe(404);
});
