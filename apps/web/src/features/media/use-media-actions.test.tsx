import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers } from '@/lib/api/api-handlers';
import { testMedia } from '@/test/media';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { useMediaActions } from './use-media-actions';

signInApiForEachTest();
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  URL.createObjectURL = vi.fn(() => 'blob:signs');
  URL.revokeObjectURL = vi.fn();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const rows = [
  testMedia({ mediaCode: 'S1', mediaType: 'HtmlAd', displayName: 'Lunch' }),
  testMedia({ mediaCode: 'P1' }),
  testMedia({ mediaCode: 'S2', mediaType: 'HtmlAd', displayName: 'Dinner' }),
];

describe('downloading sign previews in bulk', () => {
  it('asks for the signs among the chosen media by the previews call and saves the zip', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response(new Blob(['zip']), { status: 200 }));
    const { result } = renderHook(() => useMediaActions(rows, vi.fn()), { wrapper });
    result.current.onBulkAction('downloadSignPreviews', ['S1', 'P1', 'S2']);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([init.method, address]).toEqual(['POST', '/api/media/signs/previews']);
    expect(JSON.parse(init.body as string)).toEqual({ mediaCodes: ['S1', 'S2'] });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('sign-previews.zip');
    click.mockRestore();
  });

  it('says which signs have no preview of their current render when the server answers 409', async () => {
    const message = 'These signs have no preview of their current render: Dinner';
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: { ok: false, message } }), { status: 409 }),
    );
    const { result } = renderHook(() => useMediaActions(rows, vi.fn()), { wrapper });
    result.current.onBulkAction('downloadSignPreviews', ['S1', 'S2']);
    await waitFor(() => expect(apiHandlers.showError).toHaveBeenCalled());
    const shown = vi.mocked(apiHandlers.showError).mock.calls[0]![0];
    expect(shown).toContain(message);
    expect(shown).toContain(
      'Open each of them in the sign editor, which makes the missing pictures.',
    );
  });

  it('refuses more signs than one download holds without asking the server', () => {
    const many = Array.from({ length: 201 }, (_, index) =>
      testMedia({ mediaCode: `S${index}`, mediaType: 'HtmlAd' }),
    );
    const { result } = renderHook(() => useMediaActions(many, vi.fn()), { wrapper });
    result.current.onBulkAction(
      'downloadSignPreviews',
      many.map((media) => media.mediaCode),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(apiHandlers.showError).toHaveBeenCalledWith(expect.stringContaining('200'));
  });
});
