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

function serve(failSave = false) {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return Promise.resolve(
        new Response(
          JSON.stringify({
            success: failSave
              ? { ok: false, message: 'html: <script> is not allowed' }
              : { ok: true },
          }),
          { status: failSave ? 400 : 200 },
        ),
      );
    const body = address.includes('templateCode=price')
      ? {
          htmlTemplates: [
            {
              ...listed('price', 'Price list', 'demo-cafe'),
              html: '<h1>{{headline}}</h1>{{#rows}}<p>{{line}}</p>{{/rows}}',
              formModel,
              assets: [],
            },
          ],
        }
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
