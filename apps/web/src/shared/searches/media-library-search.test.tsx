import type { Media } from '@marquee/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandlers } from '@/lib/api/api-handlers';
import { testMedia } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { MediaPicker } from '@/kit/media-picker';
import { searchLibrary } from './media-library-search';

/** A library photo as the media search answers it. */
function libraryMedia(index: number): Media {
  const mediaCode = `M${1000 + index}`;
  return testMedia({
    mediaCode,
    displayName: `Harbour ${index}`,
    thumbnailUrl: `/api/media/${mediaCode}/thumbnail?v=abc`,
    tags: [{ tagCode: 'T1', name: 'Summer', tagAttribute: [] }],
  });
}

const originalHandlers = { ...apiHandlers };
let fetchMock: ReturnType<typeof vi.fn>;

/** The search bodies the picker sent, in order. */
function sentBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(apiHandlers, { accessToken: () => 'token-1' });
  fetchMock = vi.fn(async (_address: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { searchText?: string };
    const medias = [1, 2, 3].map(libraryMedia).filter((media) => {
      return !body.searchText || media.displayName.includes(body.searchText);
    });
    return new Response(
      JSON.stringify({ success: { ok: true }, Medias: medias, TotalCount: 10_000, hasMore: false }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  Object.assign(apiHandlers, originalHandlers);
  vi.unstubAllGlobals();
});

describe('MediaPicker over the real library', () => {
  it('asks the media search call for the tab, newest first, and shows the answer', async () => {
    renderWithProviders(
      <MediaPicker opened onClose={vi.fn()} onAdd={vi.fn()} search={searchLibrary} userId="u1" />,
    );
    expect(await screen.findByText('Harbour 1')).toBeInTheDocument();
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(address).toBe('/api/media/search');
    expect(init.method).toBe('POST');
    expect(sentBodies()[0]).toEqual({
      libraries: ['MediaLibrary'],
      mediaTypes: ['Photo'],
      OrderBy: 'RegisteredDateTime',
      Order: 'desc',
      MaxItemsInResult: 50,
      SkipItemsInResult: 0,
    });
    // The thumbnail loads in an <img>, so it carries the access token in its address.
    expect(document.querySelector('img[src*="/api/media/M1001/thumbnail"]')).toHaveAttribute(
      'src',
      '/api/media/M1001/thumbnail?v=abc&access_token=token-1',
    );
    // The answer's flag decides, not the capped total: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches from 3 characters on and asks nothing new for shorter text', async () => {
    renderWithProviders(
      <MediaPicker opened onClose={vi.fn()} onAdd={vi.fn()} search={searchLibrary} userId="u1" />,
    );
    await screen.findByText('Harbour 1');
    // The clock moves only when told, so the search's pause after typing surely passed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = screen.getByRole('textbox', { name: 'Search media…' });
    fireEvent.change(search, { target: { value: 'r ' } });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.change(search, { target: { value: ' our 2 ' } });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBodies().at(-1)).toMatchObject({ searchText: 'our 2' });
  });

  it('hands the chosen library media to Add', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderWithProviders(
      <MediaPicker opened onClose={vi.fn()} onAdd={onAdd} search={searchLibrary} userId="u1" />,
    );
    await screen.findByText('Harbour 2');
    await user.click(screen.getByLabelText('Select row M1002'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({ mediaCode: 'M1002', displayName: 'Harbour 2', tags: ['Summer'] }),
    ]);
  });
});
