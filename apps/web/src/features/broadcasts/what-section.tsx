import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchLibrary } from '@/lib/api/media-library-search';
import { useSessionUser } from '@/lib/session/session-user';
import type { BroadcastDraft } from './broadcast-draft';
import { addMedia, moveMedia, removeMedia } from './broadcast-groups';
import { isDuration } from './broadcast-validity';

// The picker and its table load when media are first added.
const MediaPicker = lazy(() =>
  import('@/kit/media-picker').then((module) => ({ default: module.MediaPicker })),
);

type Media = BroadcastDraft['groups'][number]['media'];

interface WhatSectionProps {
  media: Media;
  onChange: (media: Media) => void;
}

/** What: the group's media in play order, each with how long it plays. */
export function WhatSection({ media, onChange }: WhatSectionProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [isPicking, setIsPicking] = useState(false);
  const setDuration = (index: number, duration: string) =>
    onChange(media.map((row, at) => (at === index ? { ...row, duration } : row)));

  return (
    <Stack gap="xs">
      {media.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('broadcasts.editor.noMedia')}
        </Text>
      )}
      {media.map((row, index) => (
        <Paper key={`${row.mediaCode}-${row.orderN}`} withBorder radius="sm" p="xs">
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" w={24}>
              {index + 1}
            </Text>
            <Text
              size="sm"
              fw={500}
              style={{ flex: 1, minWidth: 0 }}
              truncate
              title={row.displayName}
            >
              {row.displayName}
            </Text>
            <TextInput
              aria-label={t('broadcasts.editor.duration', { name: row.displayName })}
              value={row.duration}
              onChange={(event) => setDuration(index, event.currentTarget.value)}
              error={!isDuration(row.duration)}
              w={96}
              size="xs"
            />
            <ActionIcon
              variant="subtle"
              aria-label={t('broadcasts.editor.moveUp', { name: row.displayName })}
              disabled={index === 0}
              onClick={() => onChange(moveMedia(media, index, -1))}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('broadcasts.editor.moveDown', { name: row.displayName })}
              disabled={index === media.length - 1}
              onClick={() => onChange(moveMedia(media, index, 1))}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('broadcasts.editor.removeMedia', { name: row.displayName })}
              onClick={() => onChange(removeMedia(media, index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="default" onClick={() => setIsPicking(true)}>
          {t('broadcasts.editor.addMedia')}
        </Button>
      </Group>
      {isPicking && (
        <Suspense fallback={null}>
          <MediaPicker
            opened
            onClose={() => setIsPicking(false)}
            onAdd={(picked) => {
              onChange(addMedia(media, picked));
              setIsPicking(false);
            }}
            search={searchLibrary}
            userId={user.email}
          />
        </Suspense>
      )}
    </Stack>
  );
}
