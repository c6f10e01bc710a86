import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { draftOf, editorModeOf, hasNewerTemplate, upgradedDraft } from './sign-draft';
import { loadFormSection, SignEditor } from './sign-editor';
import type { SignTarget } from './sign-paths';
import { signQuery, templateFormQuery } from './signs.api';
import { WebPageEditor } from './web-page-editor';

/**
 * The sign editor's routes (SignNew, SignEdit, SignDuplicate): a template's blank form, a sign,
 * or a sign to copy, which is made from the template's current version as every new sign is.
 */
export default function SignEditorPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const params = useParams();
  const queryClient = useQueryClient();
  const mode = editorModeOf(route?.name);
  useEffect(() => void loadFormSection(), []);
  const sign = useQuery(signQuery(queryClient, params.mediaCode ?? ''));
  const copyName = (name: string) => t('signs.editor.copyOf', { name });
  const read = sign.data ? draftOf(sign.data, mode === 'duplicate' ? copyName : undefined) : null;
  const needsLatest = mode === 'duplicate' && read !== null && hasNewerTemplate(read);
  const latest = useQuery({
    ...templateFormQuery(read?.template.templateCode ?? ''),
    enabled: needsLatest,
  });
  const target: SignTarget = {
    target: params.target ?? 'media',
    targetName: params.targetName,
    channelCode: params.channelCode,
  };

  const error = sign.error ?? (needsLatest ? latest.error : null);
  if (error) {
    return (
      <ErrorAlert title={t('signs.editor.loadFailed')}>
        {failureTextOf(error) ?? t('errors.generic')}
      </ErrorAlert>
    );
  }
  if (!sign.data || (needsLatest && !latest.data)) return <KitLoader />;
  if (sign.data.mediaType === 'WebPage')
    return <WebPageEditor sign={sign.data} target={target} onReload={() => void sign.refetch()} />;
  if (!read)
    return <ErrorAlert title={t('signs.editor.loadFailed')}>{t('errors.generic')}</ErrorAlert>;
  return (
    <SignEditor
      // A sign read again (after a stale save) starts a fresh form.
      key={sign.dataUpdatedAt}
      sign={sign.data}
      initial={needsLatest && latest.data ? upgradedDraft(read, latest.data) : read}
      mode={mode}
      target={target}
      onReload={() => void sign.refetch()}
    />
  );
}
