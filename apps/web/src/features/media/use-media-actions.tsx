import {
  downloadSignPreviews,
  maxSignPreviewDownload,
  replaceMedia,
  type Media,
} from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, failureTextOf } from '@/lib/api/api-error';
import { apiHandlers } from '@/lib/api/api-handlers';
import { downloadCallFile, saveAddress } from '@/lib/api/download-file';
import { withAccessToken } from '@/lib/api/file-url';
import { uploadForm } from '@/lib/api/upload-form';
import type { MediaBulkAction, MediaRowAction } from './media-actions';
import { downloadAddress, type MediaDialog } from './media-dialogs';
import { mediaKey } from './media.api';
import { changeTagsOfMany, saveChosenTags, setTagsOfMedia, toChosenTag } from './media-tags.api';
import { showUploadNotice } from '@/shared/media-upload/upload-notice';

/** What the library's row and bulk actions do. */
export function useMediaActions(rows: readonly Media[], setDialog: (dialog: MediaDialog) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const replaceTarget = useRef<Media | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKey });
  const close = () => setDialog(null);

  const openTags = (medias: Media[], mode: 'set' | 'add' | 'remove') =>
    setDialog({
      kind: 'tags',
      mode,
      title: t(`media.tags.title.${mode}`, { count: medias.length }),
      confirmLabel: t(`media.tags.confirm.${mode}`),
      initialTags: mode === 'set' ? (medias[0]?.tags ?? []).map(toChosenTag) : [],
      onConfirm: async (chosen) => {
        const codes = await saveChosenTags(chosen);
        const mediaCodes = medias.map((media) => media.mediaCode);
        if (mode === 'set') await setTagsOfMedia(mediaCodes[0]!, codes);
        else await changeTagsOfMany(mediaCodes, codes, mode === 'add');
        await refresh();
        await queryClient.invalidateQueries({ queryKey: ['media', 'tags'] });
        close();
      },
    });

  const onRowAction = useCallback(
    (action: MediaRowAction, media: Media) => {
      const code = media.mediaCode;
      if (action === 'editImage') setDialog({ kind: 'editor', media });
      else if (action === 'editSign') void navigate(`/templates/media/edit/signs/${code}`);
      else if (action === 'duplicateSign')
        void navigate(`/templates/media/duplicate/signs/${code}`);
      else if (action === 'tags') openTags([media], 'set');
      else if (action === 'delete') setDialog({ kind: 'delete', medias: [media] });
      else if (action === 'download') saveAddress(withAccessToken(downloadAddress(code)));
      else if (action === 'downloadPreview' && media.previewUrl)
        saveAddress(withAccessToken(media.previewUrl), `${media.displayName}.png`);
      else if (action === 'replace') {
        replaceTarget.current = media;
        fileInput.current?.click();
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, setDialog],
  );

  const onBulkAction = (action: string, ids: string[]) => {
    const medias = rows.filter((media) => ids.includes(media.mediaCode));
    const bulk = action as MediaBulkAction;
    if (bulk === 'delete') setDialog({ kind: 'delete', medias });
    else if (bulk === 'addTags' || bulk === 'removeTags')
      openTags(medias, bulk === 'addTags' ? 'add' : 'remove');
    else void downloadPreviews(medias.filter((media) => media.mediaType === 'HtmlAd'));
  };

  /** The bulk download: the previews captured of each sign's current render, as one zip. */
  const downloadPreviews = async (medias: Media[]) => {
    if (medias.length === 0) return;
    if (medias.length > maxSignPreviewDownload) {
      apiHandlers.showError(t('media.bulk.previewsTooMany', { max: maxSignPreviewDownload }));
      return;
    }
    try {
      await downloadCallFile(
        downloadSignPreviews,
        { body: { mediaCodes: medias.map((media) => media.mediaCode) } },
        'sign-previews.zip',
      );
    } catch (error) {
      const detail = failureTextOf(error) ?? apiHandlers.genericMessage();
      apiHandlers.showError(
        error instanceof ApiError && error.status === 409
          ? t('media.bulk.previewsMissing', { detail })
          : detail,
      );
    }
  };

  const replace = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const target = replaceTarget.current;
    event.currentTarget.value = '';
    if (!file || !target) return;
    const id = `media-replace-${target.mediaCode}`;
    const form = new FormData();
    form.append('file', file, file.name);
    showUploadNotice(id, { status: 'sending', fileName: file.name, progress: 0 }, t);
    try {
      const answer = await uploadForm(replaceMedia, { params: { code: target.mediaCode } }, form, {
        onProgress: (progress) =>
          showUploadNotice(id, { status: 'sending', fileName: file.name, progress }, t),
      });
      const result = answer.Medias[0];
      showUploadNotice(
        id,
        result?.ok
          ? { status: 'done', fileName: file.name }
          : { status: 'failed', fileName: file.name, errorMessage: result?.errorMessage },
        t,
      );
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : undefined;
      showUploadNotice(id, { status: 'failed', fileName: file.name, errorMessage }, t);
    }
    await refresh();
  };

  const replaceInput = (
    <input
      ref={fileInput}
      type="file"
      accept=".jpeg,.jpg,.png"
      hidden
      data-testid="media-replace-input"
      onChange={(event) => void replace(event)}
    />
  );

  return {
    onRowAction,
    onBulkAction,
    replaceInput,
  };
}
