import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MediaPicker, type MediaPickerProps } from './media-picker';
import type { MediaSearch, PickerMedia } from './media-search';

const library: PickerMedia[] = Array.from({ length: 60 }, (_, i) => ({
  mediaCode: `m${i}`,
  displayName: i === 1 ? 'https://example.com/menu' : `Lobby ${i}`,
  mediaType: i === 1 ? 'WebPage' : i === 2 ? 'File' : 'Photo',
  thumbnailUrl: i === 0 ? '/thumbs/m0.png' : null,
  orientations: ['Landscape'],
  tags: ['Spring'],
  registeredDateTime: '2026-03-01T10:00:00Z',
}));

/** A search over the first `size` media above that answers like the future media call. */
function librarySearch(size = 8): ReturnType<typeof vi.fn<MediaSearch>> {
  return vi.fn<MediaSearch>(async (request) => {
    const found = library.slice(0, size).filter((m) => m.displayName.includes(request.searchText));
    return {
      medias: found.slice(
        request.skipItemsInResult,
        request.skipItemsInResult + request.maxItemsInResult,
      ),
      totalCount: found.length,
    };
  });
}

function renderPicker(overrides: Partial<MediaPickerProps> = {}) {
  const props = {
    opened: true,
    onClose: vi.fn(),
    onAdd: vi.fn(),
    search: librarySearch(),
    userId: 'u1',
    ...overrides,
  };
  renderWithProviders(<MediaPicker {...props} />);
  return props;
}

beforeEach(() => localStorage.clear());

describe('MediaPicker', () => {
  it('lists only media that fit the layer it is given, and web pages always', async () => {
    const portrait = {
      ...library[3]!,
      mediaCode: 'tall',
      displayName: 'Tall',
      orientations: ['Portrait'] as const,
    };
    const search = vi.fn<MediaSearch>(async () => ({
      medias: [library[0]!, library[1]!, portrait],
      totalCount: 3,
    }));
    renderPicker({ search, onlyFitting: [{ width: 1920, height: 1080 }] });
    await screen.findByText('Lobby 0');
    expect(screen.getByText('https://example.com/menu')).toBeInTheDocument();
    expect(screen.queryByText('Tall')).not.toBeInTheDocument();
  });

  it('offers the library tabs and asks again from the first page for the chosen one', async () => {
    const user = userEvent.setup();
    const { search } = renderPicker();
    const tabs = screen.getByRole('tablist', { name: 'Media types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Images', 'Videos', 'Signs']);
    await screen.findByText('Lobby 0');
    await user.click(within(tabs).getByRole('tab', { name: 'Signs' }));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ mediaTypes: ['HtmlAd', 'WebPage'], skipItemsInResult: 0 }),
      ),
    );
  });

  it('has no tabs for item images and asks for every type there', async () => {
    const { search } = renderPicker({ library: 'ItemImages' });
    await screen.findByText('Lobby 0');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ library: 'ItemImages', mediaTypes: [] }),
    );
  });

  it('is titled by mediaPicker.header and asks for the newest 50 first', async () => {
    const { search } = renderPicker();
    expect(screen.getByRole('dialog', { name: 'Choose media' })).toBeInTheDocument();
    expect(await screen.findByText('Lobby 0')).toBeInTheDocument();
    expect(search).toHaveBeenCalledExactlyOnceWith({
      library: 'MediaLibrary',
      mediaTypes: ['Photo'],
      searchText: '',
      maxItemsInResult: 50,
      skipItemsInResult: 0,
      orderBy: 'RegisteredDateTime',
      order: 'desc',
    });
  });

  it('searches once the typed text settles, from the first page again', async () => {
    const user = userEvent.setup();
    const { search } = renderPicker();
    await screen.findByText('Lobby 0');
    await user.type(screen.getByRole('textbox', { name: 'Search media…' }), 'Lobby 5');
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ searchText: 'Lobby 5', skipItemsInResult: 0 }),
      ),
    );
    expect(search).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByText('Lobby 0')).not.toBeInTheDocument());
    expect(screen.getByText('Lobby 5')).toBeInTheDocument();
  });

  it('starts in grid view and switches to a sortable list', async () => {
    const user = userEvent.setup();
    const { search } = renderPicker();
    await screen.findByText('Lobby 0');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByText('List view'));
    const table = screen.getByRole('table');
    for (const name of ['Name', 'Type', 'Layout', 'Tags', 'Uploaded']) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        expect.objectContaining({ orderBy: 'MediaName', order: 'asc', skipItemsInResult: 0 }),
      ),
    );
  });

  it('adds the chosen media, counting them, and closes', async () => {
    const user = userEvent.setup();
    const { onAdd, onClose } = renderPicker();
    await screen.findByText('Lobby 0');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Select row m0'));
    await user.click(screen.getByLabelText('Select row m3'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith([library[0], library[3]]);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps media chosen on one tab when more are chosen on another', async () => {
    const user = userEvent.setup();
    const byType = vi.fn<MediaSearch>(async (request) => ({
      medias: library
        .slice(0, 8)
        .filter((media) => request.mediaTypes.includes(media.mediaType as never)),
    }));
    const { onAdd } = renderPicker({ search: byType });
    await screen.findByText('Lobby 0');
    await user.click(screen.getByLabelText('Select row m0'));
    await user.click(screen.getByLabelText('Select row m3'));
    await user.click(screen.getByRole('tab', { name: 'Signs' }));
    await screen.findByText('https://example.com/menu');
    await user.click(screen.getByLabelText('Select row m1'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith([library[0], library[3], library[1]]);
  });

  it('chooses a media by a click on its card or its name, and a second click lets it go', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderPicker();
    await user.click(await screen.findByText('Lobby 4'));
    expect(screen.getByLabelText('Select row m4')).toBeChecked();
    await user.click(screen.getByText('Lobby 5').closest('[data-clickable]') as Element);
    await user.click(screen.getByText('Lobby 4'));
    expect(screen.getByLabelText('Select row m4')).not.toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByText('List view'));
    await user.click(screen.getByText('Lobby 6'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith([library[5], library[6]]);
  });

  it('keeps one media in single mode', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderPicker({ isMultiple: false });
    await screen.findByText('Lobby 0');
    await user.click(screen.getByRole('radio', { name: 'Select row m0' }));
    await user.click(screen.getByRole('radio', { name: 'Select row m4' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith([library[4]]);
  });

  it('offers an empty library an upload, in a new tab so the edit stays open', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPicker({ search: librarySearch(0), uploadHref: '/media' });
    expect(await screen.findByText('Nothing to choose yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload media' }));
    expect(open).toHaveBeenCalledWith('/media', '_blank', 'noopener');
    open.mockRestore();
  });

  it('cancels without adding', async () => {
    const user = userEvent.setup();
    const { onAdd, onClose } = renderPicker();
    await screen.findByText('Lobby 0');
    await user.click(screen.getByLabelText('Select row m0'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('loads the next 50 and disables load more while loading and once all are loaded', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const search = librarySearch(60);
    const slow = vi.fn<MediaSearch>(async (request) => {
      if (request.skipItemsInResult === 0) return search(request);
      await new Promise<void>((resolve) => (answer = resolve));
      return search(request);
    });
    renderPicker({ search: slow });
    await screen.findByText('Lobby 0');
    expect(screen.queryByText('Lobby 55')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(slow).toHaveBeenLastCalledWith(expect.objectContaining({ skipItemsInResult: 50 }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Load more/ })).toBeDisabled());
    answer();
    expect(await screen.findByText('Lobby 55')).toBeInTheDocument();
    expect(screen.getByText('Lobby 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 20_000);

  it('says when nothing is found', async () => {
    renderPicker({ search: vi.fn<MediaSearch>(async () => ({ medias: [] })) });
    expect(await screen.findByText('No media found')).toBeInTheDocument();
  });

  it('shows an error and tries again', async () => {
    const user = userEvent.setup();
    const search = librarySearch();
    const failing = vi
      .fn<MediaSearch>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(search);
    renderPicker({ search: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('The media could not be loaded.');
    expect(screen.queryByText('No media found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lobby 0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lazy-loads thumbnails and falls back to the type icon', async () => {
    renderPicker();
    await screen.findByText('Lobby 0');
    const image = document.querySelector('img[src="/thumbs/m0.png"]');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(document.querySelector('[data-media-icon="WebPage"]')).toBeInTheDocument();
    expect(screen.getByText('https://example.com/menu')).toBeInTheDocument();
    expect(document.querySelector('[data-media-icon="File"]')).toBeInTheDocument();
    fireEvent.error(image as Element);
    expect(document.querySelector('img[src="/thumbs/m0.png"]')).not.toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    const { changeLanguage } = await import('@/test/render');
    await changeLanguage('sv_SE');
    try {
      renderPicker();
      expect(screen.getByRole('dialog', { name: 'Välj media' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Lägg till' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en_US');
    }
  });
});
