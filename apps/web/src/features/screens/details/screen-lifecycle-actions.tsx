import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerPicker, type PickerOption } from '@/kit/code-picker';
import { ConfirmModal } from '@/kit/modal';
import { searchScreensByName } from '@/shared/searches/screen-searches';
import { notifySuccess } from '@/lib/notifications/notify';
import { useSessionUser } from '@/lib/session/session-user';
import type { ScreenRow } from '../screens.api';
import { useDeleteScreen, useReleaseScreen, useReplaceScreen } from '../screen-details.api';

type Step = 'replace' | 'release' | 'delete' | null;

/** Replace, release and delete: each changes which device is this screen, so each asks first. */
export function ScreenLifecycleActions({
  screen,
  onGone,
}: {
  screen: ScreenRow;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const { featureFlags } = useSessionUser();
  const [step, setStep] = useState<Step>(null);
  const [other, setOther] = useState<PickerOption | null>(null);
  const replace = useReplaceScreen(screen.id);
  const release = useReleaseScreen(screen.id);
  const remove = useDeleteScreen(screen.id);
  // The calls outlive their dialogs here, so a refusal is forgotten when its dialog closes.
  const close = () => {
    setStep(null);
    for (const call of [replace, release, remove]) call.reset();
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('screens.lifecycle.hint')}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={() => setStep('replace')}>
          {t('screens.lifecycle.replace')}
        </Button>
        {featureFlags.releasePlayer && (
          <Button variant="default" onClick={() => setStep('release')}>
            {t('screens.lifecycle.release')}
          </Button>
        )}
        <Button variant="light" color="red" onClick={() => setStep('delete')}>
          {t('screens.lifecycle.delete')}
        </Button>
      </Group>
      {step === 'replace' && (
        <ConfirmModal
          onClose={close}
          title={t('screens.lifecycle.replaceTitle', { name: screen.name })}
          onConfirm={() =>
            other &&
            replace.mutate(other.code, {
              onSuccess: () => {
                notifySuccess(t('screens.lifecycle.replaced', { name: screen.name }));
                close();
              },
            })
          }
          confirmLabel={t('screens.lifecycle.replace')}
          action={replace}
          isConfirmDisabled={!other || other.code === screen.id}
        >
          <Stack gap="xs">
            <Text size="sm">{t('screens.lifecycle.replaceText', { name: screen.name })}</Text>
            <PlayerPicker
              label={t('screens.lifecycle.replaceWith')}
              search={searchScreensByName}
              value={other ? [other] : []}
              onChange={(picked) => setOther(picked[0] ?? null)}
              isSingle
            />
          </Stack>
        </ConfirmModal>
      )}
      {step === 'release' && (
        <ConfirmModal
          onClose={close}
          isDanger
          title={t('screens.lifecycle.releaseTitle', { name: screen.name })}
          message={t('screens.lifecycle.releaseText')}
          onConfirm={() =>
            release.mutate(undefined, {
              onSuccess: () => {
                notifySuccess(t('screens.lifecycle.released', { name: screen.name }));
                close();
              },
            })
          }
          confirmLabel={t('screens.lifecycle.release')}
          action={release}
        />
      )}
      {step === 'delete' && (
        <ConfirmModal
          onClose={close}
          isDanger
          title={t('screens.delete.title', { count: 1 })}
          message={t('screens.delete.one', { name: screen.name })}
          confirmLabel={t('screens.delete.confirm')}
          onConfirm={() => remove.mutate(undefined, { onSuccess: onGone })}
          action={remove}
        />
      )}
    </Stack>
  );
}
