import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { Toggle } from '@/kit/toggle';
import { failureTextOf } from '@/lib/api/api-error';
import { instantOfScreenTime } from '@/shared/schedule/screen-time';
import {
  previewFormatsQuery,
  previewTriggersQuery,
  previewZoneQuery,
  usePreviewBroadcast,
} from './broadcast-preview.api';

export interface BroadcastPreviewDialogProps {
  opened: boolean;
  onClose: () => void;
  broadcastCode: string;
  broadcastName: string;
  /** The triggers the broadcast uses, each offered as a toggle. */
  triggerCodes: readonly string[];
  /** A local selection's, which its texts name as such. */
  isInteractive?: boolean;
}

/**
 * The broadcast as a screen of a chosen format plays it, at a chosen moment, with its triggers
 * held on or off: the screen app itself in a frame of the format's aspect, for ten minutes. The
 * moment is picked, and the preview's end shown, on the clock of the zone the preview plays in,
 * which need not be the browser's.
 */
export default function BroadcastPreviewDialog(props: BroadcastPreviewDialogProps) {
  const { t, i18n } = useTranslation();
  const formats = useQuery({ ...previewFormatsQuery, enabled: props.opened });
  const triggers = useQuery({
    ...previewTriggersQuery,
    enabled: props.opened && props.triggerCodes.length > 0,
  });
  const zone = useQuery({ ...previewZoneQuery(props.broadcastCode), enabled: props.opened });
  const timeZone = zone.data;
  const preview = usePreviewBroadcast(props.broadcastCode);
  const texts = props.isInteractive ? 'localSelections.preview' : 'broadcasts.preview';
  const [formatCode, setFormatCode] = useState<string | null>(null);
  const [at, setAt] = useState('');
  const [held, setHeld] = useState<Record<string, boolean>>({});
  const used = (triggers.data ?? []).filter((trigger) =>
    props.triggerCodes.includes(trigger.triggerCode),
  );
  const chosenFormat =
    formats.data?.find((format) => format.playerFormatCode === formatCode) ?? formats.data?.[0];
  const isHeld = (code: string, isActiveNow: boolean) => held[code] ?? isActiveNow;
  const startsAt = at && timeZone ? instantOfScreenTime(at, timeZone) : null;
  const show = () => {
    if (!chosenFormat || !timeZone) return;
    preview.mutate({
      playerFormatCode: chosenFormat.playerFormatCode,
      ...(startsAt ? { at: startsAt } : {}),
      triggerStates: Object.fromEntries(
        used.map((trigger) => [
          trigger.triggerCode,
          isHeld(trigger.triggerCode, trigger.isActiveNow),
        ]),
      ),
    });
  };
  // Without the formats there is nothing to preview on, without the zone no moment to pick;
  // without the triggers, none to hold.
  const failure = preview.error ?? formats.error ?? zone.error ?? triggers.error;
  const until =
    preview.data && timeZone
      ? new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
          timeStyle: 'short',
          timeZone,
        }).format(new Date(preview.data.expiresAt))
      : '';

  return (
    <KitModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('broadcasts.preview.title', { name: props.broadcastName })}
      onConfirm={show}
      confirmLabel={t('broadcasts.preview.show')}
      cancelLabel={t('shell.close')}
      isConfirming={preview.isPending}
      isConfirmDisabled={!chosenFormat || !timeZone}
      errorMessage={failure ? (failureTextOf(failure) ?? t('broadcasts.editor.failed')) : undefined}
    >
      <Stack gap="sm">
        <Select
          label={t('broadcasts.preview.format')}
          data={(formats.data ?? []).map((format) => ({
            value: format.playerFormatCode,
            label: `${format.name} (${format.resolutionX}×${format.resolutionY})`,
          }))}
          value={chosenFormat?.playerFormatCode ?? null}
          onChange={setFormatCode}
          allowDeselect={false}
        />
        <TextInput
          type="datetime-local"
          label={
            timeZone
              ? t('broadcasts.preview.atZone', { zone: timeZone })
              : t('broadcasts.preview.at')
          }
          description={t(`${texts}.atHint`)}
          value={at}
          onChange={(event) => setAt(event.currentTarget.value)}
        />
        {used.length > 0 && (
          <Stack gap="xs" role="group" aria-label={t('broadcasts.preview.triggers')}>
            <Text size="sm" fw={500}>
              {t('broadcasts.preview.triggers')}
            </Text>
            {used.map((trigger) => (
              <Toggle
                key={trigger.triggerCode}
                label={trigger.trigger.name}
                checked={isHeld(trigger.triggerCode, trigger.isActiveNow)}
                onChange={(checked) => setHeld({ ...held, [trigger.triggerCode]: checked })}
              />
            ))}
          </Stack>
        )}
        {preview.data && chosenFormat && (
          <>
            <div
              style={{
                aspectRatio: `${chosenFormat.resolutionX} / ${chosenFormat.resolutionY}`,
                width: '100%',
                maxHeight: '60vh',
                background: '#000',
              }}
            >
              <iframe
                key={preview.data.previewUrl}
                src={preview.data.previewUrl}
                title={t('broadcasts.preview.frame', { name: props.broadcastName })}
                style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
              />
            </div>
            <Text size="sm" c="dimmed">
              {t('broadcasts.preview.openUntil', { time: until, zone: timeZone })}
            </Text>
          </>
        )}
      </Stack>
    </KitModal>
  );
}
