// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Stepper.css';
import { Stack, Stepper, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createPlayer, lookupPlayerBySecret, type CallBody } from '@marquee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { ApiError, failureTextOf } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { notificationLifetimeMs } from '@/lib/notifications/notify';
import { ScreenPlacementFields, type ScreenPlacement } from '../screen-placement-fields';
import { playerFormatsQuery, screensKey, useScreensMutation } from '../screens.api';
import { TagNamesInput } from '../tag-names-input';
import { isPairingCode, normalisePairingCode, pairingCodeLength } from './pairing-code';

/**
 * A paired screen hears so at once and reports what it plays within about a second; the list
 * looks again then, so it shows the screen online without waiting a whole status round.
 */
const firstReportMs = 1_500;

interface AddScreenWizardProps {
  onClose: () => void;
}

/** The add-screen wizard: the code the screen shows, then its name, format, orientation and place. */
export function AddScreenWizard({ onClose }: AddScreenWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [code, setCode] = useState('');
  const [placement, setPlacement] = useState<ScreenPlacement>({
    name: '',
    playerFormatCode: null,
    mountedDirection: 'Landscape',
    location: null,
  });
  const [tags, setTags] = useState<string[]>([]);
  const formats = useQuery(playerFormatsQuery);
  const queryClient = useQueryClient();
  const chosenFormat = placement.playerFormatCode ?? formats.data?.[0]?.playerFormatCode ?? null;
  const name = placement.name.trim();

  const lookup = useMutation({
    mutationFn: (secret: string) => callApi(lookupPlayerBySecret, { params: { secret } }),
    onSuccess: () => setStep(1),
  });
  const create = useScreensMutation((body: CallBody<typeof createPlayer>) =>
    callApi(createPlayer, { body }),
  );

  // An unknown code is the spec's own sentence; anything else is what the server said.
  const lookupError =
    lookup.error instanceof ApiError && lookup.error.status === 404
      ? t('screens.add.noPlayer')
      : failureTextOf(lookup.error);
  const createError = create.error
    ? `${t('screens.add.failed')} ${failureTextOf(create.error) ?? ''}`.trim()
    : undefined;

  const pair = () => {
    if (!chosenFormat) return;
    create.mutate(
      {
        playerSecret: code,
        name,
        playerFormatCode: chosenFormat,
        mountedDirection: placement.mountedDirection,
        pairScreenWithAccount: true,
        tags,
        locationCode: placement.location?.code ?? null,
      },
      {
        onSuccess: () => {
          setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: screensKey }),
            firstReportMs,
          );
          notifications.show({
            color: 'teal',
            message: t('screens.add.paired', { name }),
            autoClose: notificationLifetimeMs.default,
          });
          onClose();
        },
      },
    );
  };

  const isSetup = step === 1;
  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('screens.add.title')}
      onConfirm={isSetup ? pair : () => lookup.mutate(code)}
      confirmLabel={isSetup ? t('screens.add.confirm') : t('screens.add.next')}
      isConfirming={isSetup ? create.isPending : lookup.isPending}
      isConfirmDisabled={isSetup ? !name || !chosenFormat : !isPairingCode(code)}
      errorMessage={isSetup ? createError : lookupError}
    >
      {/* Going back to the code is a click on its step; the code is asked for again on Next. */}
      <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('screens.add.pairStep')}>
          <Stack gap="xs">
            <Text size="sm">{t('screens.add.pairHint')}</Text>
            <TextInput
              label={t('screens.add.code')}
              value={code}
              onChange={(event) => setCode(normalisePairingCode(event.currentTarget.value))}
              maxLength={pairingCodeLength + 1}
              autoFocus
              autoComplete="off"
              styles={{ input: { fontFamily: 'monospace', letterSpacing: 4, fontSize: 20 } }}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('screens.add.setupStep')}>
          <Stack gap="sm">
            <ScreenPlacementFields
              value={{ ...placement, playerFormatCode: chosenFormat }}
              onChange={setPlacement}
              isNew
            />
            <TagNamesInput label={t('screens.fields.tags')} value={tags} onChange={setTags} />
          </Stack>
        </Stepper.Step>
      </Stepper>
    </KitModal>
  );
}
