import {
  Alert,
  Box,
  Button,
  Flex,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { SignValues } from '@marquee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { ApiError, failureTextOf } from '@/lib/api/api-error';
import { toSupportedLanguage } from '@/lib/i18n/i18n';
import { notifySuccess } from '@/lib/notifications/notify';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { LeaveGuard } from '@/shared/support/leave-guard';
import { SaveFailure } from './save-failure';
import {
  draftKey,
  hasNewerTemplate,
  upgradedDraft,
  type EditorMode,
  type SignDraft,
} from './sign-draft';
import { returnPathOf, type SignTarget } from './sign-paths';
import { SignPreview } from './sign-preview';
import { useSignLookups } from './sign-references';
import { placeSignRefusal, standingErrors } from './sign-refusal';
import {
  keepReferences,
  saveSign,
  templateFormQuery,
  type SignEditor as SignAnswer,
  type SignSave,
} from './signs.api';
import { useFinishSave, type FinishJob } from './use-finish-save';
import { useMissingPreviews } from './use-missing-previews';

export const loadFormSection = () => import('./sign-form-section');
const SignFormSection = lazy(loadFormSection);

interface SignEditorProps {
  /** The sign as read, or the template's blank form for a new one. */
  sign: SignAnswer;
  /** What the form starts with: the sign's values, a copy's name, a copy on the newest form. */
  initial: SignDraft;
  mode: EditorMode;
  target: SignTarget;
  /** Reads the sign again (after a save refused as stale). */
  onReload: () => void;
}

/** What a save sends: a change of the sign over the version read, or a new sign. */
function saveOf(sign: SignAnswer, draft: SignDraft, mode: EditorMode): SignSave {
  const { displayName, values } = draft;
  if (mode === 'edit' && sign.mediaCode && sign.version) {
    return {
      kind: 'update',
      mediaCode: sign.mediaCode,
      body: {
        version: sign.version,
        displayName,
        values,
        ...(draft.updateTemplate ? { updateTemplate: true } : {}),
      },
    };
  }
  return {
    kind: 'create',
    body: { templateCode: draft.template.templateCode, displayName, values },
  };
}

/**
 * The sign editor (issue 31): the sign's name, its template's form and a live preview per
 * orientation. A save renders it on the server; then a new sign joins the channel it was made
 * from, its preview pictures are captured, and the editor goes back where it was opened from.
 */
export function SignEditor({ sign, initial, mode, target, onReload }: SignEditorProps) {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The form speaks the user's language; the preview and its pictures show the sign as the
  // account's screens do, in the account's language (prices, dates).
  const language = toSupportedLanguage(i18n.language);
  const screenLanguage = sign.language;
  const [draft, setDraft] = useState(initial);
  const [baseline] = useState(() => draftKey(initial));
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const save = useMutation({ mutationFn: saveSign });
  const latest = useMutation({
    mutationFn: () => queryClient.fetchQuery(templateFormQuery(draft.template.templateCode)),
    onSuccess: (form) => {
      keepReferences(queryClient, form);
      setDraft((current) => upgradedDraft(current, form));
    },
  });
  const returnPath = returnPathOf(target);
  const finishDone = useCallback(
    (job: FinishJob) => {
      notifySuccess(t('signs.editor.saved', { name: job.draft.displayName }));
      setLeaveTo(returnPath);
    },
    [t, returnPath],
  );
  const finish = useFinishSave(finishDone);
  const missingPreviews = useMissingPreviews(mode === 'edit' ? sign : null, screenLanguage);

  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const lookups = useSignLookups(draft.formModel.fields, draft.values);
  const render = useMemo(
    () => ({
      ...lookups,
      template: draft.template,
      formModel: draft.formModel,
      values: draft.values,
      language: screenLanguage,
    }),
    [lookups, draft.template, draft.formModel, draft.values, screenLanguage],
  );
  const setValues = useCallback(
    (values: SignValues) => setDraft((current) => ({ ...current, values })),
    [],
  );

  const isFinishing = finish.state !== null;
  const isDirty = draftKey(draft) !== baseline && !isFinishing && leaveTo === null;
  const refusal =
    save.error instanceof ApiError && save.error.status === 400
      ? placeSignRefusal(save.error.message)
      : null;
  const sent = save.variables?.body;
  const fieldErrors = refusal && standingErrors(refusal.fields, sent?.values, draft.values);
  const nameError = sent?.displayName === draft.displayName ? refusal?.name : undefined;
  const isRunning = isFinishing && finish.state?.error === undefined;

  const submit = () =>
    save.mutate(saveOf(sign, draft, mode), {
      onSuccess: (saved) =>
        void finish.run({
          mediaCode: saved.mediaCode,
          documentHash: saved.documentHash,
          draft,
          language: screenLanguage,
          channelCode: mode === 'new' ? target.channelCode : undefined,
          isInChannel: false,
        }),
    });

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        backTo={returnPath}
        extra={
          mode !== 'new' && hasNewerTemplate(draft) && !isFinishing ? (
            <Button variant="default" loading={latest.isPending} onClick={() => latest.mutate()}>
              {t('signs.editor.updateTemplate')}
            </Button>
          ) : undefined
        }
      />
      <LeaveGuard isDirty={isDirty} />
      <Stack gap="md" mb="md">
        {draft.updateTemplate && (
          <Alert color="blue">
            {t('signs.editor.templateUpdated', { version: draft.template.version })}
          </Alert>
        )}
        {latest.isError && (
          <ErrorAlert title={t('signs.editor.updateFailed')}>
            {failureTextOf(latest.error) ?? t('errors.generic')}
          </ErrorAlert>
        )}
        {save.isError && (
          <SaveFailure error={save.error} problems={refusal?.other ?? []} onReload={onReload} />
        )}
        {finish.state?.error !== undefined && (
          <FinishFailure
            job={finish.state.job}
            error={finish.state.error}
            onRetry={() => void finish.run(finish.state!.job)}
            onContinue={() => finishDone(finish.state!.job)}
          />
        )}
        {missingPreviews.error !== undefined && (
          <ErrorAlert title={t('signs.editor.previewsFailed')}>
            {failureTextOf(missingPreviews.error) ?? t('errors.generic')}
          </ErrorAlert>
        )}
      </Stack>
      <Flex direction={{ base: 'column-reverse', md: 'row' }} gap="lg" align="flex-start">
        <Box w={{ base: '100%', md: '42%' }}>
          <Paper withBorder radius="md" p="lg" pb={0}>
            <Stack gap="md">
              <TextInput
                label={t('signs.editor.name')}
                required
                maxLength={200}
                value={draft.displayName}
                error={nameError}
                disabled={isFinishing}
                onChange={(event) => {
                  const displayName = event.currentTarget.value;
                  setDraft((current) => ({ ...current, displayName }));
                }}
              />
              <Suspense fallback={<KitLoader />}>
                <SignFormSection
                  model={draft.formModel}
                  values={draft.values}
                  onChange={setValues}
                  errors={fieldErrors ?? undefined}
                  language={language}
                />
              </Suspense>
              <Box
                pos="sticky"
                bottom={0}
                py="md"
                bg="var(--mantine-color-body)"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
              >
                <Group justify="space-between" gap="sm">
                  {isRunning ? (
                    <Group gap="xs">
                      <Loader size="xs" />
                      <Text size="sm">{t('signs.editor.finishing')}</Text>
                    </Group>
                  ) : (
                    <span />
                  )}
                  <Button
                    onClick={submit}
                    loading={save.isPending || isRunning}
                    disabled={isFinishing || draft.displayName.trim() === ''}
                  >
                    {t('signs.editor.save')}
                  </Button>
                </Group>
              </Box>
            </Stack>
          </Paper>
        </Box>
        <Box
          w={{ base: '100%', md: 'auto' }}
          flex={{ md: 1 }}
          pos={{ base: 'static', md: 'sticky' }}
          top={16}
        >
          <SignPreview render={render} />
        </Box>
      </Flex>
    </>
  );
}

interface FinishFailureProps {
  job: FinishJob;
  error: unknown;
  onRetry: () => void;
  onContinue: () => void;
}

/** The sign is saved, but a step after it failed: try it again, or go on without it. */
function FinishFailure({ job, error, onRetry, onContinue }: FinishFailureProps) {
  const { t } = useTranslation();
  const isChannelStep = job.channelCode !== undefined && !job.isInChannel;
  return (
    <ErrorAlert
      title={t(isChannelStep ? 'signs.finish.channelFailed' : 'signs.finish.previewsFailed')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failureTextOf(error) ?? (error as Error)?.message ?? ''}</Text>
        <Group gap="xs">
          <Button size="xs" color="red" onClick={onRetry}>
            {t('signs.finish.retry')}
          </Button>
          <Button size="xs" variant="white" color="red" onClick={onContinue}>
            {t('signs.finish.continue')}
          </Button>
        </Group>
      </Stack>
    </ErrorAlert>
  );
}
