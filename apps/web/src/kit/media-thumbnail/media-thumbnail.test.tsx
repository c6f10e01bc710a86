import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MediaThumbnail, type MediaThumbnailProps } from './media-thumbnail';

const photo: MediaThumbnailProps = {
  mediaType: 'Photo',
  name: 'Harbour',
  src: '/api/media/M1/thumbnail?v=1&access_token=secret',
  variant: 'row',
};

function thumbnailImage() {
  return document.querySelector<HTMLImageElement>('img[data-thumb="ready"]');
}

afterEach(() => vi.restoreAllMocks());

describe('MediaThumbnail', () => {
  it('shows a failed image as the broken-image placeholder, logged once without its token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderWithProviders(<MediaThumbnail {...photo} />);
    fireEvent.error(thumbnailImage()!);
    expect(screen.getByRole('img', { name: 'The image could not be loaded' })).toBeInTheDocument();
    expect(thumbnailImage()).toBeNull();
    unmount();
    renderWithProviders(<MediaThumbnail {...photo} />);
    fireEvent.error(thumbnailImage()!);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Media could not be loaded: /api/media/M1/thumbnail');
  });

  it('shows the placeholder video for a video without its file, or whose picture fails', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const video = { ...photo, mediaType: 'Video', src: '/api/media/V1/thumbnail' } as const;
    const { unmount } = renderWithProviders(<MediaThumbnail {...video} isFileMissing />);
    expect(screen.getByRole('img', { name: 'Video not available' })).toBeInTheDocument();
    expect(thumbnailImage()).toBeNull();
    unmount();
    renderWithProviders(<MediaThumbnail {...video} variant="tile" />);
    fireEvent.error(thumbnailImage()!);
    expect(screen.getByRole('img', { name: 'Video not available' })).toHaveTextContent(
      'Video not available',
    );
  });

  it('opens the preview when clicked', async () => {
    const onPreview = vi.fn();
    renderWithProviders(<MediaThumbnail {...photo} onPreview={onPreview} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Harbour' }));
    expect(onPreview).toHaveBeenCalledOnce();
  });

  it('is an eye-off that loads and opens nothing for a user who may not view media', () => {
    const onPreview = vi.fn();
    renderWithProviders(<MediaThumbnail {...photo} isHidden onPreview={onPreview} />);
    expect(screen.getByRole('img', { name: 'You may not view media' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('waits with a spinner while the thumbnail is made, and shows the type without one', () => {
    const { unmount } = renderWithProviders(<MediaThumbnail {...photo} isPending />);
    expect(screen.getByLabelText('Making the thumbnail…')).toBeInTheDocument();
    unmount();
    renderWithProviders(<MediaThumbnail {...photo} mediaType="HtmlAd" src={null} />);
    expect(document.querySelector('[data-media-icon="HtmlAd"]')).not.toBeNull();
  });
});
