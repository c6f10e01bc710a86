import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import HtmlTemplatesPage from './html-templates-page';

signInApiForEachTest();

const landscape = {
  orientation_name: 'Landscape',
  orientation_pixels: '1920x1080',
  orientation: '16:9',
};
const portrait = {
  orientation_name: 'Portrait',
  orientation_pixels: '1080x1920',
  orientation: '9:16',
};
const formModel = {
  orientations: [landscape, portrait],
  fields: [
    { fieldName: 'headline', type: 'textarea', label: 'Headline' },
    {
      fieldName: 'rows',
      type: 'fieldset',
      label: 'Rows',
      fields: [{ fieldName: 'line', type: 'textarea', label: { en_US: 'Line', sv_SE: 'Rad' } }],
    },
  ],
} as const;
const listed = (templateCode: string, templateName: string, clientCode: string | null) => ({
  id: templateCode,
  templateCode,
  templateName,
  clientCode,
  version: 2,
  orientations: [landscape, portrait],
  isFallbackTemplate: clientCode === null,
});

/** The bytes of the stored version's `logo.png`, and a picture added in the editor. */
const logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const added = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 4, 5, 6]);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const logoAddress = '/support/api/htmltemplates/price/2/assets/logo.png';

/** The stored price list, as a list by its code and a save answer it. */
const priceTemplate = {
  ...listed('price', 'Price list', 'demo-cafe'),
  html:
    '<h1>{{headline}}</h1>{{#rows}}<p>{{line}}</p>{{/rows}}' +
    '<img src="assets/logo.png" alt=""><img src="assets/photo.png" alt="">',
  formModel,
  assets: [{ fileName: 'logo.png', contentType: 'image/png', sizeBytes: logo.length }],
};

function serve(failSave = false) {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    if (address.includes(logoAddress))
      return Promise.resolve({
        ok: true,
        blob: () => Promise.resolve(new Blob([logo], { type: 'image/png' })),
      });
    if (init?.method === 'POST')
      return Promise.resolve(
        new Response(
          JSON.stringify({
            success: failSave
              ? { ok: false, message: 'html: <script> is not allowed' }
              : { ok: true },
            ...(failSave ? {} : { htmlTemplate: priceTemplate, versionAdded: true }),
          }),
          { status: failSave ? 400 : 200 },
        ),
      );
    const body = address.includes('templateCode=price')
      ? { htmlTemplates: [priceTemplate] }
      : address.includes('/htmltemplates')
        ? {
            htmlTemplates: [
              listed('welcome', 'Welcome', null),
              listed('price', 'Price list', 'demo-cafe'),
            ],
          }
        : { clients: [], hasMore: false };
    return Promise.resolve(new Response(JSON.stringify({ success: { ok: true }, ...body })));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(address: string) {
  const router = createMemoryRouter([{ path: '/html-templates', element: <HtmlTemplatesPage /> }], {
    initialEntries: [address],
  });
  renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ authorisation: { SupportTemplates: 'AddAndEdit' } })}
    >
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
}

describe('HtmlTemplatesPage', () => {
  it("lists the templates of the address's client and opens one with a sandboxed preview per orientation", async () => {
    const fetch = serve();
    renderPage('/html-templates?clientCode=demo-cafe');
    expect(await screen.findByRole('button', { name: 'Price list' })).toBeInTheDocument();
    expect(screen.getByText('Global')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([address]) => address.includes('clientCode=demo-cafe'))).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Price list' }));
    expect(await screen.findByLabelText(/^Template name/)).toHaveValue('Price list');
    const preview = screen.getByTitle('Preview, Landscape');
    expect(preview).toHaveAttribute('sandbox', '');
    // Drawn by the sign engine screens play, each text showing its field's label.
    await waitFor(() =>
      expect(preview.getAttribute('srcdoc')).toContain(
        '<body data-orientation="Landscape" data-aspect="16:9"><h1>Headline</h1><p>Line</p>',
      ),
    );
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Orientation' })).getByLabelText('Portrait'),
    );
    const portrait = screen.getByTitle('Preview, Portrait');
    await waitFor(() =>
      expect(portrait.getAttribute('srcdoc')).toContain('width:1080px;height:1920px'),
    );
    expect(portrait.getAttribute('srcdoc')).toContain('data-orientation="Portrait"');
  });

  it("draws the stored version's files, and files added before saving, into the preview", async () => {
    const fetch = serve();
    renderPage('/html-templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Price list' }));
    const preview = await screen.findByTitle('Preview, Landscape');
    // A saved file comes from its version's support address (the only one serving its bytes),
    // written in: the frame loads nothing.
    await waitFor(() =>
      expect(preview.getAttribute('srcdoc')).toContain(
        `<img src="data:image/png;base64,${base64(logo)}" alt="">`,
      ),
    );
    // A file the template names but does not have yet is left out.
    expect(preview.getAttribute('srcdoc')).toContain('<img alt="">');
    expect(screen.getByText('logo.png')).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
    await userEvent.upload(input, new File([added], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('photo.png (not saved)')).toBeInTheDocument();
    await waitFor(() =>
      expect(preview.getAttribute('srcdoc')).toContain(
        `<img src="data:image/png;base64,${base64(added)}" alt="">`,
      ),
    );
    expect(preview.getAttribute('srcdoc')).not.toMatch(/src="(?!data:)/);
    expect(preview).toHaveAttribute('sandbox', '');

    // A save sends every file: the stored one read back, the added one from memory.
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init?.body)).assets).toEqual([
      { fileName: 'logo.png', contentBase64: base64(logo) },
      { fileName: 'photo.png', contentBase64: base64(added) },
    ]);
  });

  it('says why a template that does not parse cannot be previewed', async () => {
    serve();
    renderPage('/html-templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Price list' }));
    const html = await screen.findByRole('textbox', { name: 'HTML' });
    await userEvent.clear(html);
    await userEvent.type(html, '<p>{{{{#open}}');
    expect(await screen.findByText(/^The preview cannot be drawn: /)).toBeInTheDocument();
  });

  it("shows a failed save in the spec's words with the server's message", async () => {
    serve(true);
    renderPage('/html-templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Price list' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save template' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error has occured when saving your HTML template');
    expect(alert).toHaveTextContent('html: <script> is not allowed');
  });
});
