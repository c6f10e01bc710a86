import { Notifications } from '@mantine/notifications';
import type { SignEditor } from '@marquee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentRouteContext } from '@/lib/routing/current-route';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import SignEditorPage from './sign-editor-page';
import { capturePreviews } from './sign-previews';

vi.mock('./sign-previews', () => ({ capturePreviews: vi.fn(() => Promise.resolve()) }));

signInApiForEachTest();
beforeEach(() => vi.mocked(capturePreviews).mockClear());

const success = { ok: true };
const orientations = [
  { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
  { orientation_name: 'Portrait', orientation_pixels: '1080x1920', orientation: '9:16' },
];
const template = (version: number, latestVersion = version) => ({
  templateCode: 'T1',
  templateName: 'Menu board',
  version,
  latestVersion,
  html: '<img src="assets/logo.png"><h1>{{headline}}</h1>{{#rows}}<p>{{line}}</p>{{/rows}}',
  assetsBaseUrl: `/api/htmltemplates/T1/${version}/`,
  assets: [{ fileName: 'logo.png', url: `/api/htmltemplates/T1/${version}/assets/logo.png` }],
});
type Field = NonNullable<SignEditor['FormModel']>['fields'][number];
const fields: [Field, Field] = [
  { fieldName: 'headline', type: 'textarea', label: 'Headline', required: true },
  {
    fieldName: 'rows',
    type: 'fieldset',
    label: 'Rows',
    maxCopies: 4,
    style: { allowCopies: true },
    fields: [{ fieldName: 'line', type: 'textarea', label: 'Line' }],
  },
];

/** A template's blank form, as the sign call answers a template code. */
const blank: SignEditor = {
  mediaCode: null,
  mediaType: 'HtmlAd',
  displayName: '',
  url: null,
  template: template(2),
  FormModel: { orientations, fields },
  values: { headline: null, rows: [{ line: null }] },
  media: [],
  items: [],
  documents: [],
  PreviewUrl: null,
  documentHash: null,
  version: null,
  language: 'en_US',
};

/** A sign made from version 1, whose template has a version 2 that added a subtitle. */
const lunch: SignEditor = {
  ...blank,
  mediaCode: 'S1',
  displayName: 'Lunch',
  template: template(1, 2),
  FormModel: { orientations, fields: [fields[0]] },
  values: { headline: 'Soup of the day' },
  documents: orientations.map((orientation) => ({
    ...orientation,
    documentUrl: `/api/media/signs/S1/document?orientationName=${orientation.orientation_name}`,
    previewUrl: `/api/media/signs/S1/preview?orientationName=${orientation.orientation_name}`,
  })),
  documentHash: 'hash-1',
  version: 'v1',
};
const newest: SignEditor = {
  ...blank,
  FormModel: {
    orientations,
    fields: [fields[0], { fieldName: 'subtitle', type: 'textarea', label: 'Subtitle' }],
  },
  values: { headline: null, subtitle: 'Served from 11' },
};

interface Sent {
  method: string;
  address: string;
  body: unknown;
}

function serve(answers: Record<string, { status: number; json: unknown }[]>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, address, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const queue = answers[`${method} ${address}`];
      const answer = queue && queue.length > 1 ? queue.shift()! : queue?.[0];
      if (!answer) return Promise.resolve(new Response('{}', { status: 404 }));
      return Promise.resolve(new Response(JSON.stringify(answer.json), { status: answer.status }));
    }),
  );
  return sent;
}

const saved = { success, mediaCode: 'S9', documentHash: 'hash-9', version: 'v2', documents: [] };
const row = {
  broadcastMediaCode: 'R1',
  mediaCode: 'S9',
  displayName: 'Lunch',
  mediaType: 'HtmlAd',
  layerCode: 'L1',
  orderN: 3,
  durationSeconds: null,
  status: 'playing',
  periods: [],
};
const refused = (message: string) => ({ success: { ok: false, message } });

function renderAt(address: string) {
  const route = (name: string, titleKey: string) => (
    <CurrentRouteContext.Provider
      value={
        { name, path: '', titleKey, area: 'fullscreen', breadcrumbs: [], requires: [] } as never
      }
    >
      <SignEditorPage />
    </CurrentRouteContext.Provider>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/templates/:target/edit/signs/:mediaCode/:targetName?',
        element: route('SignEdit', 'routes.signEdit'),
      },
      {
        path: '/templates/:target/duplicate/signs/:mediaCode/:targetName?',
        element: route('SignDuplicate', 'routes.signDuplicate'),
      },
      {
        path: '/templates/:target/:targetName?/signs/:mediaCode/:channelCode?',
        element: route('SignNew', 'routes.signNew'),
      },
      { path: '*', element: <p>Left the editor</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(
    <SessionUserContext.Provider value={testSupportUser()}>
      <Notifications />
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
  return router;
}

async function typeIn(label: string, text: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${label}` }));
  await userEvent.type(screen.getByRole('textbox', { name: label }), text);
}

describe('a new sign from a channel', () => {
  it("shows the server's refusal at its field, saves, joins the channel's end and goes back to the playlist", async () => {
    const sent = serve({
      'GET /api/media/signs/T1': [{ status: 200, json: { success, sign: blank } }],
      'POST /api/media/signs': [
        { status: 400, json: refused('values.headline: Missing required field: Headline') },
        { status: 200, json: saved },
      ],
      'POST /api/channels/C1/media/S9': [{ status: 201, json: { success, mediaRow: row } }],
    });
    const router = renderAt('/templates/P1/Front%20window/signs/T1/C1');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Sign name' }), 'Lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing required field: Headline')).toBeInTheDocument();
    expect(screen.getByText('The sign was not saved')).toBeInTheDocument();

    await typeIn('Headline', 'Soup of the day');
    await typeIn('Line', 'Tomato');
    expect(screen.queryByText('Missing required field: Headline')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add copy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/screens/P1/Front%20window/playlist'),
    );

    const creates = sent.filter((request) => request.address === '/api/media/signs');
    expect(creates[1]?.body).toEqual({
      templateCode: 'T1',
      displayName: 'Lunch',
      values: { headline: 'Soup of the day', rows: [{ line: 'Tomato' }, {}] },
    });
    expect(sent.map((request) => `${request.method} ${request.address}`)).toContain(
      'POST /api/channels/C1/media/S9',
    );
    const [mediaCode, documentHash, render] = vi.mocked(capturePreviews).mock.calls[0]!;
    expect([mediaCode, documentHash]).toEqual(['S9', 'hash-9']);
    expect(render.values).toEqual((creates[1]?.body as { values: unknown }).values);
    expect(render.formModel.orientations).toHaveLength(2);
  });

  it('previews each orientation live, in a frame where no script may run', async () => {
    serve({ 'GET /api/media/signs/T1': [{ status: 200, json: { success, sign: blank } }] });
    renderAt('/templates/media/signs/T1');
    await typeIn('Headline', 'Fresh & hot');
    await userEvent.click(screen.getByRole('textbox', { name: 'Sign name' }));
    const frame = await screen.findByTitle('Preview, Landscape');
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Fresh &amp; hot'));
    expect(frame.getAttribute('srcdoc')).toContain('width:1920px;height:1080px');
    // The frame loads nothing itself: the template's files are read with the token and written in.
    expect(vi.mocked(fetch).mock.calls.map(([address]) => String(address))).toContainEqual(
      expect.stringContaining('/api/htmltemplates/T1/2/assets/logo.png?access_token=token-1'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Portrait (9:16)' }));
    const portrait = await screen.findByTitle('Preview, Portrait');
    await waitFor(() =>
      expect(portrait.getAttribute('srcdoc')).toContain('width:1080px;height:1920px'),
    );
  });
});

describe("the account's language", () => {
  it("previews and pictures the sign as the account's screens show it, the form in the user's language", async () => {
    const offer: SignEditor = {
      ...lunch,
      template: { ...template(1), html: '<p>{{until}}</p>' },
      FormModel: {
        orientations,
        fields: [{ fieldName: 'until', type: 'date', label: 'Until' }],
      },
      values: { until: '2026-12-24' },
      language: 'de_DE',
    };
    serve({
      'GET /api/media/signs/S1': [{ status: 200, json: { success, sign: offer } }],
      'PUT /api/media/signs/S1': [{ status: 200, json: saved }],
    });
    renderAt('/templates/media/edit/signs/S1');
    expect(await screen.findByText('Until')).toBeInTheDocument();
    const frame = await screen.findByTitle('Preview, Landscape');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<p>24.12.2026</p>'));
    expect(frame.getAttribute('srcdoc')).toContain('<html lang="de-DE">');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(capturePreviews).toHaveBeenCalledOnce());
    expect(vi.mocked(capturePreviews).mock.calls[0]![2].language).toBe('de_DE');
  });
});

describe('after a save', () => {
  it('says when the pictures could not be made, and makes them on a second try', async () => {
    serve({
      'GET /api/media/signs/S1': [{ status: 200, json: { success, sign: lunch } }],
      'PUT /api/media/signs/S1': [{ status: 200, json: saved }],
    });
    vi.mocked(capturePreviews).mockRejectedValueOnce(new Error('The picture could not be drawn'));
    const router = renderAt('/templates/media/edit/signs/S1');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Sign name' }), ' menu');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The sign was saved, but its preview pictures could not be made.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The picture could not be drawn')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/templates/media/edit/signs/S1');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media'));
    expect(capturePreviews).toHaveBeenCalledTimes(2);
  });
});

describe('a sign to change', () => {
  it('moves to the newer template keeping what still fits, and offers to reload when the save is stale', async () => {
    const sent = serve({
      'GET /api/media/signs/S1': [{ status: 200, json: { success, sign: lunch } }],
      'GET /api/media/signs/T1': [{ status: 200, json: { success, sign: newest } }],
      'PUT /api/media/signs/S1': [
        { status: 412, json: refused('The sign changed since it was read') },
      ],
    });
    renderAt('/templates/media/edit/signs/S1');
    await userEvent.click(await screen.findByRole('button', { name: 'Update template' }));
    expect(await screen.findByText(/The form now follows version 2/)).toBeInTheDocument();
    expect(screen.getByText('Served from 11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This sign was changed elsewhere')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      version: 'v1',
      displayName: 'Lunch',
      values: { headline: 'Soup of the day', subtitle: 'Served from 11' },
      updateTemplate: true,
    });
    expect(screen.getByRole('button', { name: 'Load the latest version' })).toBeInTheDocument();
    expect(capturePreviews).not.toHaveBeenCalled();
  });

  it('asks before leaving with changes', async () => {
    serve({ 'GET /api/media/signs/S1': [{ status: 200, json: { success, sign: lunch } }] });
    const router = renderAt('/templates/media/edit/signs/S1');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Sign name' }), ' menu');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Leave without saving?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media'));
  });

  it('makes the pictures of a sign whose current render has none, from the values it was read with', async () => {
    const unpictured = {
      ...lunch,
      template: template(1),
      documentHash: 'hash-2',
      documents: lunch.documents.map((document, index) =>
        index === 1 ? { ...document, previewUrl: null } : document,
      ),
    };
    serve({ 'GET /api/media/signs/S1': [{ status: 200, json: { success, sign: unpictured } }] });
    renderAt('/templates/media/edit/signs/S1');
    await waitFor(() => expect(capturePreviews).toHaveBeenCalledOnce());
    const [mediaCode, documentHash, render, names] = vi.mocked(capturePreviews).mock.calls[0]!;
    expect([mediaCode, documentHash, names]).toEqual(['S1', 'hash-2', ['Portrait']]);
    expect(render.values).toEqual({ headline: 'Soup of the day' });
  });
});

describe('a copy', () => {
  it("starts as 'Copy of' the sign on the template's current version and saves a new sign", async () => {
    const sent = serve({
      'GET /api/media/signs/S1': [{ status: 200, json: { success, sign: lunch } }],
      'GET /api/media/signs/T1': [{ status: 200, json: { success, sign: newest } }],
      'POST /api/media/signs': [{ status: 200, json: saved }],
    });
    const router = renderAt('/templates/media/duplicate/signs/S1');
    expect(await screen.findByRole('textbox', { name: 'Sign name' })).toHaveValue('Copy of Lunch');
    expect(screen.queryByRole('button', { name: 'Update template' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media'));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      templateCode: 'T1',
      displayName: 'Copy of Lunch',
      values: { headline: 'Soup of the day', subtitle: 'Served from 11' },
    });
  });
});

describe('a web page', () => {
  it('changes its https address only', async () => {
    const page: SignEditor = {
      ...blank,
      mediaCode: 'W1',
      mediaType: 'WebPage',
      displayName: 'https://example.com/menu',
      url: 'https://example.com/menu',
      template: null,
      FormModel: null,
      values: {},
      version: 'v3',
    };
    const sent = serve({
      'GET /api/media/signs/W1': [{ status: 200, json: { success, sign: page } }],
      'PUT /api/media/signs/W1': [{ status: 200, json: saved }],
    });
    const router = renderAt('/templates/media/edit/signs/W1');
    const address = await screen.findByRole('textbox', { name: /Web page address/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'http://example.com/lunch');
    await userEvent.tab();
    expect(screen.getByText('The address must start with https://.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media'));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      version: 'v3',
      displayName: 'https://example.com/menu',
      url: 'https://example.com/lunch',
    });
  });
});
