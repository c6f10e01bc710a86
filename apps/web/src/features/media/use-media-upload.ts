import { putMediaPoster } from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/api-error';
import { uploadForm } from '@/lib/api/upload-form';
import { mediaKey, type PageLibrary } from './media.api';
import { lookupFileName, uploadOne } from '@/shared/media-upload/library-upload';
import { defaultAcceptedTypes, isAcceptedFile, isVideoFile } from './upload/accepted-files';
import { capturePoster } from './upload/capture-poster';
import { useMediaConfiguration } from '@/shared/media-upload/media-configuration';
import { showInvalidTypeNotice, showUploadNotice } from '@/shared/media-upload/upload-notice';

let uploadSequence = 0;

async function sendPoster(mediaCode: string, file: File) {
  const poster = await capturePoster(file);
  if (!poster) return;
  const form = new FormData();
  form.append('poster', poster, 'poster.jpg');
  await uploadForm(putMediaPoster, { params: { code: mediaCode } }, form).catch(() => undefined);
}

/**
 * Uploads dropped files one after another, each with its own progress message. A file of a
 * type the library does not accept is named in one message; a name already in the library is
 * uploaded under the free name the lookup proposes (spec 001 section 5).
 */
export function useMediaUpload(library: PageLibrary = 'MediaLibrary') {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const configuration = useMediaConfiguration();
  const accepted = configuration.data?.acceptedFileTypes ?? defaultAcceptedTypes;

  const uploadFile = async (file: File) => {
    const id = `media-upload-${(uploadSequence += 1)}`;
    showUploadNotice(id, { status: 'sending', fileName: file.name, progress: 0 }, t);
    try {
      const lookup = await lookupFileName(file.name, library);
      const fileName = lookup.found ? lookup.proposedFileName : file.name;
      const result = await uploadOne(
        file,
        fileName,
        false,
        {
          onProgress: (progress) =>
            showUploadNotice(id, { status: 'sending', fileName, progress }, t),
        },
        library,
      );
      if (!result.ok || !result.mediaCode) {
        showUploadNotice(id, { status: 'failed', fileName, errorMessage: result.errorMessage }, t);
        return;
      }
      if (isVideoFile(fileName)) await sendPoster(result.mediaCode, file);
      showUploadNotice(id, { status: 'done', fileName }, t);
    } catch (error) {
      const errorMessage =
        error instanceof ApiError && error.kind === 'status' ? error.message : undefined;
      showUploadNotice(id, { status: 'failed', fileName: file.name, errorMessage }, t);
    }
  };

  const upload = async (files: readonly File[]) => {
    const refused = files.filter((file) => !isAcceptedFile(file.name, accepted));
    if (refused.length > 0) {
      showInvalidTypeNotice(
        refused.map((file) => file.name),
        accepted,
        t,
      );
    }
    for (const file of files.filter((f) => isAcceptedFile(f.name, accepted))) {
      await uploadFile(file);
      void queryClient.invalidateQueries({ queryKey: mediaKey });
    }
  };

  return { upload, accepted };
}
