import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MediaPicker } from './media-picker';
import type { MediaSearch, PickerMedia } from './media-search';
import type { UnsplashSource } from './unsplash-source';
import { unsplashDebounceMs } from './use-unsplash-search';

const noLibrary: MediaSearch = async () => ({ medias: [], totalCount: 0 });

const photo = (id: string) => ({
  id,
  description: `harbour ${id}`,
  thumbnailUrl: `https://images.example/${id}.jpg`,
  photographerName: 'Ada Lindqvist',
  photographerUrl: 'https://unsplash.example/@ada',
});

const imported = (photoId: string): PickerMedia => ({
  mediaCode: `code-${photoId}`,
  displayName: `unsplash-${photoId}`,
  mediaType: 'Photo',
  thumbnailUrl: null,
  orientations: [],
  tags: [],
  registeredDateTime: '2026-12-06T10:00:00Z',
});

function source(overrides: Partial<UnsplashSource> = {}) {
  return {
    search: vi.fn<UnsplashSource['search']>(async (_query, page) => ({
      photos: page === 1 ? [photo('a1'), photo('b2')] : [photo('c3')],
      totalPages: 2,
    })),
    importPhoto: vi.fn<UnsplashSource['importPhoto']>(async (id) => imported(id)),
    ...overrides,
  };
}

function renderPicker(unsplash?: UnsplashSource) {
  const onAdd = vi.fn();
  renderWithProviders(
    <MediaPicker
      opened
      onClose={vi.fn()}
      onAdd={onAdd}
      search={noLibrary}
      userId="u1"
      unsplash={unsplash}
    />,
  );
  return onAdd;
}

/** Opens the Unsplash tab and types a query, then lets the debounce pass. */
async function searchFor(query: string) {
  fireEvent.click(screen.getByRole('tab', { name: 'Unsplash' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Search Unsplash…' }), {
    target: { value: query },
  });
  await act(() => vi.advanceTimersByTimeAsync(unsplashDebounceMs));
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('the Unsplash tab of the media picker', () => {
  it('shows only where a source is given', () => {
    renderPicker();
    expect(screen.queryByRole('tab', { name: 'Unsplash' })).not.toBeInTheDocument();
  });

  it('searches once the typing stops and credits each photographer', async () => {
    const unsplash = source();
    renderPicker(unsplash);
    fireEvent.click(screen.getByRole('tab', { name: 'Unsplash' }));
    const box = screen.getByRole('textbox', { name: 'Search Unsplash…' });
    fireEvent.change(box, { target: { value: 'har' } });
    await act(() => vi.advanceTimersByTimeAsync(unsplashDebounceMs / 2));
    fireEvent.change(box, { target: { value: 'harbour' } });
    await act(() => vi.advanceTimersByTimeAsync(unsplashDebounceMs));
    expect(unsplash.search).toHaveBeenCalledTimes(1);
    expect(unsplash.search).toHaveBeenCalledWith('harbour', 1);
    expect(await screen.findByRole('img', { name: 'harbour a1' })).toHaveAttribute(
      'src',
      'https://images.example/a1.jpg',
    );
    expect(screen.getAllByRole('link', { name: 'Ada Lindqvist' })[0]).toHaveAttribute(
      'href',
      'https://unsplash.example/@ada',
    );
    fireEvent.click(screen.getByRole('button', { name: 'More photos' }));
    expect(await screen.findByRole('img', { name: 'harbour c3' })).toBeInTheDocument();
    expect(unsplash.search).toHaveBeenLastCalledWith('harbour', 2);
    expect(screen.queryByRole('button', { name: 'More photos' })).not.toBeInTheDocument();
  });

  it('imports a photo when it is added, and hands it on with the chosen media', async () => {
    const unsplash = source();
    const onAdd = renderPicker(unsplash);
    await searchFor('harbour');
    fireEvent.click(await screen.findByRole('button', { name: 'Add photo b2' }));
    expect(await screen.findByRole('button', { name: 'Add photo b2' })).toHaveTextContent('Added');
    expect(unsplash.importPhoto).toHaveBeenCalledWith('b2');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith([imported('b2')]);
  });

  it("shows the server's reason when the search or an import fails", async () => {
    const unsplash = source({
      importPhoto: vi.fn(async () => {
        throw new Error('Unsplash image could not be fetched.');
      }),
    });
    renderPicker(unsplash);
    await searchFor('harbour');
    fireEvent.click(await screen.findByRole('button', { name: 'Add photo a1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsplash image could not be fetched.',
    );
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('offers to try a failed search again', async () => {
    let fails = true;
    const unsplash = source({
      search: vi.fn(async () => {
        if (fails)
          throw new Error('The Unsplash image could not be fetched: its search answered 500');
        return { photos: [photo('a1')], totalPages: 1 };
      }),
    });
    renderPicker(unsplash);
    await searchFor('harbour');
    expect(await screen.findByRole('alert')).toHaveTextContent('its search answered 500');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'harbour a1' })).toBeInTheDocument();
  });
});
