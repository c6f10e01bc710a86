import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
