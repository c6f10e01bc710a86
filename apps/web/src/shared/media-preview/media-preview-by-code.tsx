import { getMediaMetadata } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import MediaPreviewModal, { type PreviewMedia } from './media-preview-modal';
import { toPreviewMedia } from './to-preview-media';

interface MediaPreviewByCodeProps {
  mediaCode: string;
  onClose: () => void;
}

/**
 * The simple preview by media code (002 section 2): the media's metadata, then the preview
 * modal. While it loads the modal waits; a media that cannot be read is unavailable.
 */
export default function MediaPreviewByCode({ mediaCode, onClose }: MediaPreviewByCodeProps) {
  const metadata = useQuery({
    queryKey: ['media', 'metadata', mediaCode],
    queryFn: ({ signal }) => callApi(getMediaMetadata, { params: { code: mediaCode }, signal }),
  });
  const stage: PreviewMedia = metadata.data
    ? toPreviewMedia(metadata.data)
    : {
        mediaCode,
        displayName: '',
        mediaType: metadata.isError ? 'None' : 'Photo',
        previewUrl: null,
        isProcessing: !metadata.isError,
      };
  // A new modal once the media is known, so its frame starts in the media's own orientation.
  return <MediaPreviewModal key={metadata.status} opened onClose={onClose} media={stage} />;
}
