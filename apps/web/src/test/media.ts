import type { Media } from '@marquee/contracts';

/** A media as the server answers it: a processed landscape photo, with what a test changes. */
export function testMedia(overrides: Partial<Media> = {}): Media {
  const mediaCode = overrides.mediaCode ?? 'M1';
  return {
    mediaCode,
    displayName: 'Harbour',
    description: '',
    mediaType: 'Photo',
    mediaTypes: [overrides.mediaType ?? 'Photo'],
    library: 'MediaLibrary',
    fileName: 'harbour.jpg',
    mimeType: 'image/jpeg',
    sizeBytes: 1000,
    width: 1920,
    height: 1080,
    resolution: '1920x1080',
    duration: null,
    videoCodec: null,
    orientation: 'Landscape',
    orientations: ['Landscape'],
    thumbnailUrl: `/api/media/${mediaCode}/thumbnail`,
    previewUrl: `/api/media/${mediaCode}/Preview`,
    processing: 'ready',
    tags: [],
    registeredDateTime: '2026-03-01T10:00:00Z',
    modifiedDateTime: '2026-03-01T10:00:00Z',
    mediaSpecificInformation: { templateName: null },
    allow: { edit: true, delete: true },
    ...overrides,
  };
}
