import { importUnsplashMedia, searchUnsplash } from '@marquee/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/lib/api/call-api';
import type { UnsplashSource } from '@/kit/media-picker';
import { useMediaConfiguration } from './media-configuration';
import { showUploadNotice } from './upload-notice';

/** The picker's Unsplash tab over the server's search and import, with the upload messages. */
function unsplashSource(t: TFunction): UnsplashSource {
  return {
    search: async (query, page) => {
      const found = await callApi(searchUnsplash, { query: { query, page }, isQuiet: true });
      return { photos: found.photos, totalPages: found.totalPages };
    },
    importPhoto: async (photoId) => {
      const id = `unsplash-${photoId}`;
      // The spec's messages name the photo's id: 'Uploading {id}', then 'Uploaded {id}' for 6 s.
      showUploadNotice(id, { status: 'sending', fileName: photoId, progress: 0 }, t);
      try {
        const [result] = (
          await callApi(importUnsplashMedia, { params: { id: photoId }, isQuiet: true })
        ).Medias;
        if (!result?.ok || !result.mediaCode) throw new Error(result?.errorMessage ?? '');
        showUploadNotice(id, { status: 'done', fileName: photoId }, t);
        return {
          mediaCode: result.mediaCode,
          displayName: result.fileName.replace(/\.[^.]+$/, ''),
          mediaType: 'Photo',
          thumbnailUrl: null,
          orientations: [],
          tags: [],
          registeredDateTime: new Date().toISOString(),
        };
      } catch (error) {
        const errorMessage = error instanceof Error && error.message ? error.message : undefined;
        showUploadNotice(id, { status: 'failed', fileName: photoId, errorMessage }, t);
        throw error;
      }
    },
  };
}

/**
 * The Unsplash source for a media picker, or undefined where the tab must not show: imports are
 * not configured on the server, or the user may not upload to the library.
 */
export function useUnsplashSource(canUpload: boolean): UnsplashSource | undefined {
  const { t } = useTranslation();
  const configuration = useMediaConfiguration();
  const isEnabled = canUpload && configuration.data?.isUnsplashEnabled === true;
  return useMemo(() => (isEnabled ? unsplashSource(t) : undefined), [isEnabled, t]);
}
