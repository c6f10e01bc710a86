import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testMedia } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import MediaPreviewByCode from './media-preview-by-code';

signInApiForEachTest();

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('MediaPreviewByCode', () => {
  it("loads the media's metadata by its code and previews it", async () => {
    const fetch = stubFetch().mockImplementation(() =>
      answer(200, { success: { ok: true }, ...testMedia({ mediaCode: 'M7', mediaType: 'Video' }) }),
    );
    renderWithProviders(<MediaPreviewByCode mediaCode="M7" onClose={vi.fn()} />);
    expect(screen.getByLabelText('Loading preview')).toBeInTheDocument();
    expect(await screen.findByText('Harbour')).toBeInTheDocument();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/api/media/M7/Preview?access_token=token-1');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/media/M7/metadata');
  });

  it('says the preview is unavailable when the media cannot be read', async () => {
    // A 404 is only logged by the API client.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch().mockImplementation(() =>
      answer(404, { success: { ok: false, message: 'Not found' } }),
    );
    renderWithProviders(<MediaPreviewByCode mediaCode="M8" onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Preview unavailable');
    warn.mockRestore();
  });
});
