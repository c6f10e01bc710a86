import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentsQuery, useAddComment } from './support-player.api';

/** The latest 2 comments on an account or one of its players, and a box to add one. */
export function CommentsPanel({
  account,
  player,
  canEdit,
}: {
  account: string;
  player?: string;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const comments = useQuery(commentsQuery(account, player));
  const add = useAddComment(account, player);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <Stack gap="xs" data-testid="comments">
      <Title order={4}>{t('accounts.comments.title')}</Title>
      {comments.isError && <ErrorAlert>{t('accounts.comments.loadFailed')}</ErrorAlert>}
      {comments.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('accounts.comments.none')}
        </Text>
      )}
      {comments.data?.map((comment) => (
        <Paper key={comment.commentCode} withBorder p="xs" radius="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.commentContent}
          </Text>
          <Text size="xs" c="dimmed">
            {comment.author} · {formatDate(comment.createdAt)}
          </Text>
        </Paper>
      ))}
      {canEdit && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(draft, { onSuccess: () => setDraft('') });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('accounts.comments.new')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              rows={3}
              maxLength={4000}
            />
            {add.isError && <ErrorAlert>{t('accounts.comments.addFailed')}</ErrorAlert>}
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={draft.trim() === ''}>
                {t('accounts.comments.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
