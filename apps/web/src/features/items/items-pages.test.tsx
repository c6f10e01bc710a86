import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { testMedia } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import { placeRefusal } from './item-editor-page';
import ItemEditorPage from './item-editor-page';
import ItemListPage from './item-list-page';
import { CurrentRouteContext } from '@/lib/routing/current-route';

signInApiForEachTest();

const success = { ok: true };
const entry = (attributeCode: string, title: string, type: string, inList = true) => ({
  attributeCode,
  title,
  type,
  required: attributeCode === 'name',
  mediaLibrary: false,
  order: 0,
  inList,
  inSelector: false,
  options: [],
  isDefault: true,
});
const scheme = [
  entry('name', 'Name', 'text'),
  entry('price', 'Price', 'price'),
  entry('isActive', 'Active', 'boolean'),
  entry('description', 'Description', 'text', false),
  entry('photo', 'Photo', 'media', false),
];
const fact = (factCode: string, name: string, price: number) => ({
  factCode,
  factType: 'Item',
  factAttributes: [
    { attributeCode: 'name', value: name, isDefault: true, mediaRef: null },
    { attributeCode: 'price', value: price, isDefault: true, mediaRef: null },
    { attributeCode: 'isActive', value: true, isDefault: true, mediaRef: null },
    { attributeCode: 'photo', value: { mediaCode: 'M5' }, isDefault: true, mediaRef: null },
  ],
  modifiedAt: '2026-12-01T10:00:00.000Z',
});

interface Request {
  address: string;
  method: string;
  body: unknown;
}

/** The item calls: a first page with more to load, a second one, and the writes as given. */
function serve(answers: { save?: { status: number; message: string } } = {}) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ address, method, body });
      const reply = (status: number, json: unknown) =>
        Promise.resolve(new Response(JSON.stringify(json), { status }));
      if (address.startsWith('/api/facts/schemas')) {
        const view = new URL(address, 'http://x').searchParams.get('view');
        return reply(200, {
          success,
          factScheme: view === 'List' ? scheme.filter((a) => a.inList) : scheme,
        });
      }
      if (address === '/api/facts/search') {
        const first = (body as { skipItemsInResult: number }).skipItemsInResult === 0;
        return reply(200, {
          success,
          facts: first ? [fact('latte', 'Latte', 3.5)] : [fact('bun', 'Cinnamon bun', 2.9)],
          hasMore: first,
        });
      }
      if (address.startsWith('/api/facts/filters/Item/search')) {
        return reply(200, { success, AttributeFilters: [], hasMore: false });
      }
      if (address === '/api/facts/Item/latte') {
        return reply(200, { success, fact: fact('latte', 'Latte', 3.5) });
      }
      if (address === '/api/media/M5/metadata') {
        return reply(200, { success, ...testMedia({ mediaCode: 'M5', displayName: 'Latte art' }) });
      }
      if (answers.save && method !== 'GET') {
        return reply(answers.save.status, {
          success: { ok: false, message: answers.save.message },
        });
      }
      if (address === '/api/facts/remove') return reply(200, { success });
      return reply(200, { success, fact: fact('latte', 'Latte', 4) });
    }),
  );
  return requests;
}

function renderAt(
  address: string,
  level: 'AddAndEdit' | 'ViewOnly' = 'AddAndEdit',
  grants: Record<string, 'ViewOnly' | 'AddAndEdit'> = {},
) {
  const page = (name: string, titleKey: string) => (
    <CurrentRouteContext.Provider
      value={{ name, path: '', titleKey, area: 'main', breadcrumbs: [], requires: [] } as never}
    >
      {name === 'ItemsView' ? <ItemListPage /> : <ItemEditorPage />}
    </CurrentRouteContext.Provider>
  );
  const router = createMemoryRouter(
    [
      { path: '/items', element: page('ItemsView', 'routes.items') },
      { path: '/items/new', element: page('ItemNew', 'routes.itemNew') },
      { path: '/items/:factCode', element: page('ItemDetails', 'routes.itemDetails') },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({
        authorisation: { AccountItems: level, RoleItems: level, ...grants },
      })}
    >
      <Notifications />
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
  return router;
}

describe('the item list', () => {
  it("shows the List view's columns, prices with two decimals, and loads more by 50", async () => {
    const requests = serve();
    renderAt('/items');
    const row = (await screen.findByRole('button', { name: 'Latte' })).closest('tr')!;
    expect(within(row).getByText('3.50')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Price/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Description/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Cinnamon bun')).toBeInTheDocument();
    const searches = requests.filter((request) => request.address === '/api/facts/search');
    expect(searches.map((request) => request.body)).toEqual([
      { factType: 'Item', maxItemsInResult: 50, skipItemsInResult: 0 },
      { factType: 'Item', maxItemsInResult: 50, skipItemsInResult: 1 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('removes an item after asking', async () => {
    const requests = serve();
    renderAt('/items');
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Latte' }));
    await userEvent.click(await screen.findByText('Remove'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove Latte\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual({
        address: '/api/facts/remove',
        method: 'POST',
        body: { factCodes: ['latte'] },
      }),
    );
  });

  it('offers a viewer neither adding, editing nor removing', async () => {
    serve();
    renderAt('/items', 'ViewOnly');
    expect(await screen.findByText('Latte')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Latte' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Options for Latte' })).toBeNull();
  });
});

describe('the item filters', () => {
  async function filterActive(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Item attribute' }));
    const row = within(screen.getByRole('group', { name: 'Item attribute' }));
    await user.click(row.getByLabelText('Attribute'));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(row.getByLabelText('Values'));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    return row;
  }

  it("filter the list by an attribute's value, offering only the attributes a filter compares", async () => {
    const user = userEvent.setup();
    const requests = serve();
    renderAt('/items', 'ViewOnly');
    const row = await filterActive(user);
    await user.click(row.getByLabelText('Attribute'));
    expect(screen.queryByRole('option', { name: 'Photo' })).toBeNull();
    await vi.waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        address: '/api/facts/search',
        body: {
          condition: {
            operator: 'AND',
            subNodes: [
              { nodeType: 'Attribute', nodeKey: 'isActive', codes: ['true'], codeCondition: 'In' },
            ],
          },
        },
      }),
    );
  });

  it('are saved only with the Filter area of items, whatever the items allow', async () => {
    const user = userEvent.setup();
    serve();
    renderAt('/items', 'AddAndEdit');
    await filterActive(user);
    expect(screen.queryByRole('button', { name: 'Save filter' })).toBeNull();
  });

  it('offer saving to a viewer of items who keeps their filters', async () => {
    const user = userEvent.setup();
    serve();
    renderAt('/items', 'ViewOnly', { 'AccountItems.Filter': 'AddAndEdit' });
    await filterActive(user);
    expect(screen.getByRole('button', { name: 'Save filter' })).toBeInTheDocument();
  });
});

describe('the item editor', () => {
  it('sends only what changed and shows the server refusal next to its field', async () => {
    const requests = serve({
      save: { status: 400, message: 'factAttributes[0].value: must be between 0 and 1000000000' },
    });
    renderAt('/items/latte');
    const price = await screen.findByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be between 0 and 1000000000')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      factCode: 'latte',
      factAttributes: [{ attributeCode: 'price', value: 4 }],
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    const router = renderAt('/items/latte');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), 'Smooth');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/items/latte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/items'));
  });
});

describe("the item editor's images", () => {
  it('open their preview by media code for a user who may view media', async () => {
    const requests = serve();
    renderAt('/items/latte', 'AddAndEdit', { MediaLibrary: 'ViewOnly' });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview M5' }));
    expect(await screen.findByRole('img', { name: 'Latte art' })).toBeInTheDocument();
    expect(requests.map((request) => request.address)).toContain('/api/media/M5/metadata');
  });

  it('show an eye-off instead to a user who may not', async () => {
    serve();
    renderAt('/items/latte');
    expect(await screen.findByRole('img', { name: 'You may not view media' })).toBeInTheDocument();
    expect(screen.getByText('M5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview M5' })).toBeNull();
  });
});

describe('placeRefusal', () => {
  it('puts a value refusal on the field sent at that place, anything else on top', () => {
    const sent = [{ attributeCode: 'price' }, { attributeCode: 'sku' }];
    expect(placeRefusal('factAttributes[1].value: must be text', sent)).toEqual({
      field: { sku: 'must be text' },
    });
    expect(placeRefusal('factAttributes: Name is required', sent)).toEqual({
      field: {},
      top: 'factAttributes: Name is required',
    });
    expect(placeRefusal(undefined, sent)).toEqual({ field: {} });
  });
});
