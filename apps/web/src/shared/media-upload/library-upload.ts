import { lookupMediaFile, uploadMedia, type MediaLibrary } from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { uploadForm, type UploadOptions } from '@/lib/api/upload-form';

/** Whether the library has a file of that name, and a free name to use instead. */
export async function lookupFileName(fileName: string, library: MediaLibrary = 'MediaLibrary') {
  return callApi(lookupMediaFile, {
    query: { searchText: fileName, lookupBy: 'FileName', mediaLibrary: library },
  });
}

/** Uploads one file under the given name; the answer is the spec's per-file result. */
export async function uploadOne(
  file: File,
  fileName: string,
  allowOverwrite: boolean,
  options: UploadOptions,
  library: MediaLibrary = 'MediaLibrary',
) {
  const form = new FormData();
  form.append('file', file, fileName);
  const answer = await uploadForm(
    uploadMedia,
    { query: { allowOverwrite, mediaLibrary: library } },
    form,
    options,
  );
  const result = answer.Medias[0];
  if (!result) throw new Error('The upload gave no answer for the file');
  return result;
}

/**
 * Uploads a file into a library as a new media: under its own name, or under the free name the
 * lookup proposes when that one is taken (001 section 5). A refused file throws its reason.
 */
export async function uploadNewMedia(file: File, library: MediaLibrary): Promise<string> {
  const lookup = await lookupFileName(file.name, library);
  const result = await uploadOne(
    file,
    lookup.found ? lookup.proposedFileName : file.name,
    false,
    {},
    library,
  );
  if (!result.ok || !result.mediaCode) throw new Error(result.errorMessage ?? file.name);
  return result.mediaCode;
}
