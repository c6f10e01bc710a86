import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import MediaPreviewModal, { type PreviewMedia } from './media-preview-modal';

const photo: PreviewMedia = {
  mediaCode: 'M1',
  displayName: 'Harbour',
  mediaType: 'Photo',
  previewUrl: null,
  orientation: 'Landscape',
};

function renderPreview(media: PreviewMedia) {
  return renderWithProviders(<MediaPreviewModal opened onClose={vi.fn()} media={media} />);
}

afterEach(() => vi.restoreAllMocks());

describe('MediaPreviewModal', () => {
  it('says a photo without a preview is unavailable', () => {
    renderPreview(photo);
    expect(screen.getByRole('alert')).toHaveTextContent('Preview unavailable');
  });

  it('waits for a preview still being made, then shows it once the media has one', () => {
    const { rerender } = renderPreview({ ...photo, isProcessing: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading preview')).toBeInTheDocument();
    rerender(
      <MediaPreviewModal
        opened
        onClose={vi.fn()}
        media={{ ...photo, previewUrl: '/api/media/M1/Preview?v=1' }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Harbour' });
    fireEvent.load(image);
    expect(screen.queryByLabelText('Loading preview')).not.toBeInTheDocument();
  });

  it('shows the placeholder video for a video without its file', () => {
    renderPreview({ ...photo, mediaType: 'Video' });
    expect(screen.getByRole('img', { name: 'Video not available' })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the placeholder video when the video fails to load, and only logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPreview({ ...photo, mediaType: 'Video', previewUrl: '/api/media/V9/Preview?v=2' });
    fireEvent.error(document.querySelector('video')!);
    expect(screen.getByRole('img', { name: 'Video not available' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Media could not be loaded: /api/media/V9/Preview');
  });

  it('shows the broken-image placeholder when the image fails to load', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPreview({ ...photo, previewUrl: '/api/media/M9/Preview?v=1' });
    fireEvent.error(screen.getByRole('img', { name: 'Harbour' }));
    expect(screen.getByRole('img', { name: 'The image could not be loaded' })).toBeInTheDocument();
  });
});
