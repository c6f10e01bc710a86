import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import type { CallResponse, getSupportPlayerStatus } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomStatus, type ChosenPlayers } from './support-player.api';

type CustomStatus = CallResponse<typeof getSupportPlayerStatus>['customPlayerStatus'];

/** Sets, replaces or removes the text support shows instead of (or beside) the online status. */
export function CustomStatusEditor({
  account,
  playerCodes,
  current,
  onDone,
}: ChosenPlayers & {
  /** The one player's status; null for several players, whose statuses may differ. */
  current: CustomStatus;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(current?.text ?? '');
  const [overwrite, setOverwrite] = useState(current?.overwriteOnlineStatus ?? true);
  const change = useCustomStatus(account, playerCodes);
  // Several players may each have a status to remove, whatever the first one has.
  const canRemove = current !== null || playerCodes.length > 1;
  const trimmed = text.trim();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { kind: 'set', text: trimmed, overwriteOnlineStatus: overwrite },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('accounts.player.customStatus.text')}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Checkbox
          label={t('accounts.player.customStatus.overwrite')}
          checked={overwrite}
          onChange={(event) => setOverwrite(event.currentTarget.checked)}
        />
        {change.isError && (
          <ErrorAlert>
            {t(`accounts.player.customStatus.failed.${change.variables.kind}`)}
          </ErrorAlert>
        )}
        <Group justify="flex-end" gap="xs">
          {canRemove && (
            <Button
              variant="default"
              color="red"
              loading={change.isPending && change.variables.kind === 'remove'}
              onClick={() =>
                change.mutate(
                  { kind: 'remove' },
                  {
                    onSuccess: () => {
                      setText('');
                      onDone?.();
                    },
                  },
                )
              }
            >
              {t('accounts.player.customStatus.remove')}
            </Button>
          )}
          <Button
            type="submit"
            disabled={trimmed === ''}
            loading={change.isPending && change.variables.kind === 'set'}
          >
            {t(
              current ? 'accounts.player.customStatus.replace' : 'accounts.player.customStatus.set',
            )}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
