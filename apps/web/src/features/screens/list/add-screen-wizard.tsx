// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Combobox.css';
import { Select, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  createPlayer,
  lookupPlayerBySecret,
  mountedDirections,
  type CallBody,
} from '@marquee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerOption } from '@/kit/code-picker';
import { KitModal } from '@/kit/modal';
import { ApiError, failureTextOf } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { notificationLifetimeMs } from '@/lib/notifications/notify';
import { LocationSelect } from '../location-select';
import { playerFormatsQuery, screensKey, useScreensMutation } from '../screens.api';
import { TagNamesInput } from '../tag-names-input';
import { isPairingCode, normalisePairingCode, pairingCodeLength } from './pairing-code';

type MountedDirection = (typeof mountedDirections)[number];

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
  const [name, setName] = useState('');
  const [formatCode, setFormatCode] = useState<string | null>(null);
  const [direction, setDirection] = useState<MountedDirection>('Landscape');
  const [location, setLocation] = useState<PickerOption | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const formats = useQuery(playerFormatsQuery);
  const queryClient = useQueryClient();
  const chosenFormat = formatCode ?? formats.data?.[0]?.playerFormatCode ?? null;

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
        name: name.trim(),
        playerFormatCode: chosenFormat,
        mountedDirection: direction,
        pairScreenWithAccount: true,
        tags,
        locationCode: location?.code ?? null,
      },
      {
        onSuccess: () => {
          setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: screensKey }),
            firstReportMs,
          );
          notifications.show({
            color: 'teal',
            message: t('screens.add.paired', { name: name.trim() }),
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
      isConfirmDisabled={isSetup ? !name.trim() || !chosenFormat : !isPairingCode(code)}
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
            <TextInput
              label={t('screens.fields.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={100}
              required
              autoFocus
            />
            <Select
              label={t('screens.fields.format')}
              data={(formats.data ?? []).map((format) => ({
                value: format.playerFormatCode,
                label: format.name,
              }))}
              value={chosenFormat}
              onChange={setFormatCode}
              allowDeselect={false}
            />
            <Select
              label={t('screens.fields.orientation')}
              data={mountedDirections.map((value) => ({
                value,
                label: t(`screens.mounted.${value}`),
              }))}
              value={direction}
              onChange={(value) =>
                setDirection(mountedDirections.find((d) => d === value) ?? 'Landscape')
              }
              allowDeselect={false}
            />
            <LocationSelect
              label={t('screens.fields.location')}
              value={location}
              onChange={setLocation}
            />
            <TagNamesInput label={t('screens.fields.tags')} value={tags} onChange={setTags} />
          </Stack>
        </Stepper.Step>
      </Stepper>
    </KitModal>
  );
}
