import { resolveFeatureFlags } from '@marquee/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentRouteContext } from '@/lib/routing/current-route';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import SignGalleryPage from './sign-gallery-page';

signInApiForEachTest();

const success = { ok: true };
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
const templates = [
  {
    templateCode: 'T1',
    templateName: 'Menu board',
    version: 1,
    orientations: [landscape, portrait],
    isFallbackTemplate: false,
    isGlobal: true,
  },
  {
    templateCode: 'T2',
    templateName: 'Closed today',
    version: 3,
    orientations: [landscape],
    isFallbackTemplate: true,
    isGlobal: false,
  },
];
const menuForm = {
  mediaCode: null,
  mediaType: 'HtmlAd',
  displayName: '',
  url: null,
  template: {
    templateCode: 'T1',
    templateName: 'Menu board',
    version: 1,
    latestVersion: 1,
    html: '<h1>{{headline}}</h1>',
    assetsBaseUrl: '/api/htmltemplates/T1/1/',
    assets: [],
  },
  FormModel: {
    orientations: [landscape, portrait],
    fields: [{ fieldName: 'headline', type: 'textarea', label: 'Headline', defaultValue: 'Today' }],
  },
  values: { headline: 'Today' },
  media: [],
  items: [],
  documents: [],
  PreviewUrl: null,
  documentHash: null,
  version: null,
  language: 'en_US',
};

let watchers = 0;

beforeEach(() => {
  watchers = 0;
  // Every card is in view at once.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {
        watchers += 1;
      }
      observe(target: Element) {
        queueMicrotask(() =>
          this.report(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as never,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string) => {
      const json =
        address === '/api/htmltemplates'
          ? { success, htmlTemplates: templates }
          : address === '/api/media/signs/T1'
            ? { success, sign: menuForm }
            : null;
      return Promise.resolve(
        json
          ? new Response(JSON.stringify(json))
          : new Response(JSON.stringify({ success: { ok: false, message: 'gone' } }), {
              status: 404,
            }),
      );
    }),
  );
});

function renderAt(address: string, createWebPageSign = true) {
  const route = (name: string) => (
    <CurrentRouteContext.Provider
      value={
        {
          name,
          path: '',
          titleKey: 'routes.templates',
          area: 'main',
          breadcrumbs: [],
          requires: [],
        } as never
      }
    >
      <SignGalleryPage />
    </CurrentRouteContext.Provider>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/screens/:target/:targetName/:channelCode/add/templates',
        element: route('ScreenTemplates'),
      },
      { path: '/media/:target/add/templates', element: route('MediaTemplates') },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ featureFlags: resolveFeatureFlags({ createWebPageSign }) })}
    >
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
}

describe('the sign gallery', () => {
  it('shows a card per template, each opening a new sign for the channel the gallery is for', async () => {
    renderAt('/screens/P1/Front%20window/C1/add/templates');
    const menu = await screen.findByRole('link', { name: /Menu board/ });
    expect(menu).toHaveAttribute('href', '/templates/P1/Front%20window/signs/T1/C1');
    expect(within(menu).getByText('16:9')).toBeInTheDocument();
    expect(within(menu).getByText('9:16')).toBeInTheDocument();
    const closed = screen.getByRole('link', { name: /Closed today/ });
    expect(within(closed).getByText('Fallback')).toBeInTheDocument();
    expect(within(menu).queryByText('Fallback')).toBeNull();
  });

  it('previews a template with its default values, and says so when a preview cannot be had', async () => {
    renderAt('/media/media/add/templates');
    const frame = await screen.findByTitle('Preview of Menu board');
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<h1>Today</h1>'));
    const closed = screen.getByRole('link', { name: /Closed today/ });
    expect(await within(closed).findByText('Preview unavailable')).toBeInTheDocument();
    // Each card is watched once: a watcher made again on every render would never settle.
    expect(watchers).toBe(2);
  });

  it('finds templates by name', async () => {
    renderAt('/media/media/add/templates');
    await screen.findByRole('link', { name: /Menu board/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'closed');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Menu board/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Closed today/ })).toHaveAttribute(
      'href',
      '/templates/media/signs/T2',
    );
  });

  it('offers a sign from a web page only while the account may make them', async () => {
    renderAt('/media/media/add/templates');
    expect(await screen.findByRole('button', { name: 'Sign from web page' })).toBeInTheDocument();
  });

  it('offers no web page while the flag is off', async () => {
    renderAt('/media/media/add/templates', false);
    await screen.findByRole('link', { name: /Menu board/ });
    expect(screen.queryByRole('button', { name: 'Sign from web page' })).toBeNull();
  });
});
