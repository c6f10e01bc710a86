import { can } from '@marquee/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchLibrary } from '@/shared/searches/media-library-search';
import { useSessionUser } from '@/lib/session/session-user';
import { useUnsplashSource } from '@/shared/media-upload/unsplash-source';
import type { BroadcastDraft } from './broadcast-draft';
import { addMedia, moveMedia, removeMedia } from './broadcast-groups';
import { layersQuery } from './broadcasts.api';
import { MediaRowCard } from './media-row-card';

// The picker and its table load when media are first added.
const MediaPicker = lazy(() =>
  import('@/kit/media-picker').then((module) => ({ default: module.MediaPicker })),
);

type Media = BroadcastDraft['groups'][number]['media'];

interface WhatSectionProps {
  media: Media;
  /** The layers the group plays on, which its media must fit unless all formats are allowed. */
  layerCodes: readonly string[];
  onChange: (media: Media) => void;
  /** False in a campaign row: its media rows take the row's dates (see `MediaRowCard`). */
  hasOwnPeriods?: boolean;
}

/** What: the group's media in play order, each with how long it plays and its own periods. */
export function WhatSection({ media, layerCodes, onChange, hasOwnPeriods }: WhatSectionProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const unsplash = useUnsplashSource(can(user, 'MediaLibrary', 'edit'));
  const layers = useQuery({
    ...layersQuery(),
    enabled: !user.featureFlags.allowAllFormatsInPlaylist,
  });
  const groupLayers = (layers.data ?? []).filter((layer) => layerCodes.includes(layer.layerCode));
  const [isPicking, setIsPicking] = useState(false);

  return (
    <Stack gap="xs">
      {media.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('broadcasts.editor.noMedia')}
        </Text>
      )}
      {media.map((row, index) => (
        <MediaRowCard
          key={`${row.mediaCode}-${row.orderN}`}
          row={row}
          place={index + 1}
          isFirst={index === 0}
          isLast={index === media.length - 1}
          hasOwnPeriods={hasOwnPeriods}
          onChange={(changed) => onChange(media.map((r, at) => (at === index ? changed : r)))}
          onMove={(step) => onChange(moveMedia(media, index, step))}
          onRemove={() => onChange(removeMedia(media, index))}
        />
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
            unsplash={unsplash}
            uploadHref="/media"
            onlyFitting={user.featureFlags.allowAllFormatsInPlaylist ? undefined : groupLayers}
          />
        </Suspense>
      )}
    </Stack>
  );
}
