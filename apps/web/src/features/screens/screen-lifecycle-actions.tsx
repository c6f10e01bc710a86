import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerPicker, type PickerOption } from '@/kit/code-picker';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { searchScreensByName } from '@/lib/api/screen-searches';
import { notificationLifetimeMs } from '@/lib/notifications/notify';
import type { ScreenRow } from './screens-columns';
import { useDeleteScreen, useReleaseScreen, useReplaceScreen } from './screen-details.api';

type Step = 'replace' | 'release' | 'delete' | null;

function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: notificationLifetimeMs.default });
}

/** Replace, release and delete: each changes which device is this screen, so each asks first. */
export function ScreenLifecycleActions({
  screen,
  onGone,
}: {
  screen: ScreenRow;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(null);
  const [other, setOther] = useState<PickerOption | null>(null);
  const replace = useReplaceScreen(screen.id);
  const release = useReleaseScreen(screen.id);
  const remove = useDeleteScreen(screen.id);
  const close = () => setStep(null);

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('screens.lifecycle.hint')}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={() => setStep('replace')}>
          {t('screens.lifecycle.replace')}
        </Button>
        <Button variant="default" onClick={() => setStep('release')}>
          {t('screens.lifecycle.release')}
        </Button>
        <Button variant="light" color="red" onClick={() => setStep('delete')}>
          {t('screens.lifecycle.delete')}
        </Button>
      </Group>
      <KitModal
        opened={step === 'replace'}
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
        isConfirming={replace.isPending}
        isConfirmDisabled={!other || other.code === screen.id}
        errorMessage={failureTextOf(replace.error)}
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
      </KitModal>
      <KitModal
        opened={step === 'release'}
        onClose={close}
        type="warning"
        width="remove"
        title={t('screens.lifecycle.releaseTitle', { name: screen.name })}
        onConfirm={() =>
          release.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(t('screens.lifecycle.released', { name: screen.name }));
              close();
            },
          })
        }
        confirmLabel={t('screens.lifecycle.release')}
        isConfirming={release.isPending}
        errorMessage={failureTextOf(release.error)}
      >
        <Text>{t('screens.lifecycle.releaseText')}</Text>
      </KitModal>
      <KitModal
        opened={step === 'delete'}
        onClose={close}
        type="warning"
        width="remove"
        title={t('screens.delete.title', { count: 1 })}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onGone })}
        confirmLabel={t('screens.delete.confirm')}
        isConfirming={remove.isPending}
        errorMessage={failureTextOf(remove.error)}
      >
        <Text>{t('screens.delete.one', { name: screen.name })}</Text>
      </KitModal>
    </Stack>
  );
}
