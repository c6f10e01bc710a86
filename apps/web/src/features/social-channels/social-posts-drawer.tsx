import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { fillPath, fullPath, getMediaThumbnail, type SocialChannel } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsDrawer } from '@/kit/details-drawer';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { withAccessToken } from '@/lib/api/file-url';
import { formatMoment } from '@/lib/i18n/format-moment';
import { socialPostsQuery } from './social-channels.api';

const pictureStyle = {
  width: 96,
  height: 64,
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: 'var(--mantine-radius-xs)',
  background: 'var(--mantine-color-gray-1)',
} as const;

/** A post's picture as the server keeps it; nothing while its thumbnail is being made. */
function PostPicture({ mediaCode }: { mediaCode: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) return null;
  return (
    <img
      style={pictureStyle}
      src={withAccessToken(fillPath(fullPath(getMediaThumbnail), { code: mediaCode }))}
      alt=""
      loading="lazy"
      onError={() => setHasFailed(true)}
    />
  );
}

/** The posts a channel keeps, newest first, as its last fetch read them. */
export function SocialPostsDrawer({
  channel,
  onClose,
}: {
  channel: SocialChannel;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const posts = useQuery(socialPostsQuery(channel.channelCode));
  return (
    <DetailsDrawer
      title={t('socialChannels.posts.title', { name: channel.name })}
      onClose={onClose}
    >
      {posts.isPending && <KitLoader />}
      {posts.isError && <ErrorAlert>{t('socialChannels.errors.posts')}</ErrorAlert>}
      {posts.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('socialChannels.posts.none')}
        </Text>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {posts.data?.map((post) => (
          <Paper key={post.factCode} component="li" withBorder p="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              {post.image && <PostPicture mediaCode={post.image.mediaCode} />}
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {post.title || t('socialChannels.posts.untitled')}
                </Text>
                <Text size="xs" c="dimmed">
                  {[post.author, post.publishedAt && formatMoment(post.publishedAt, i18n.language)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {post.text && (
                  <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                    {post.text}
                  </Text>
                )}
                {post.link && (
                  <Anchor href={post.link} target="_blank" rel="noopener noreferrer" size="sm">
                    {t('socialChannels.posts.open')}
                  </Anchor>
                )}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </DetailsDrawer>
  );
}
