import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BroadcastDraft } from './broadcast-draft';

interface PlayingSwitchProps {
  draft: BroadcastDraft;
  onChange: (draft: BroadcastDraft) => void;
}

/** Whether a broadcast or campaign plays once saved: Confirmed plays, a Draft plays nowhere. */
export function PlayingSwitch({ draft, onChange }: PlayingSwitchProps) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('broadcasts.editor.playing')}
      checked={draft.schedule.status === 'Confirmed'}
      onChange={(event) =>
        onChange({
          ...draft,
          schedule: {
            ...draft.schedule,
            status: event.currentTarget.checked ? 'Confirmed' : 'Draft',
          },
        })
      }
      mb={8}
    />
  );
}
