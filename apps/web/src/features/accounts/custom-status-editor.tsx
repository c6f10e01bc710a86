import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { CallResponse, getSupportPlayerStatus } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomStatus, type PlayerRef } from './support-player.api';

type CustomStatus = CallResponse<typeof getSupportPlayerStatus>['customPlayerStatus'];

/** Sets, replaces or removes the text support shows instead of (or beside) the online status. */
export function CustomStatusEditor({
  player,
  current,
}: {
  player: PlayerRef;
  current: CustomStatus;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(current?.text ?? '');
  const [overwrite, setOverwrite] = useState(current?.overwriteOnlineStatus ?? true);
  const change = useCustomStatus(player);
  const trimmed = text.trim();

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ kind: 'set', text: trimmed, overwriteOnlineStatus: overwrite });
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
          <Alert color="red" role="alert">
            {t(`accounts.player.customStatus.failed.${change.variables.kind}`)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {current && (
            <Button
              variant="default"
              color="red"
              loading={change.isPending && change.variables.kind === 'remove'}
              onClick={() => change.mutate({ kind: 'remove' }, { onSuccess: () => setText('') })}
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
