import { Code } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import { useTranslation } from 'react-i18next';
import { ShowMoreButton } from '@/kit/show-more';
import { failureTextOf } from '@/lib/api/api-error';

/** The spec's text for a failed duration or schedule change, with the details a click away. */
export function PlaylistEditError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const detail = failureTextOf(error);
  return (
    <ErrorAlert title={t('playlist.editFailed')}>
      {detail && (
        <ShowMoreButton>
          <Code block>{detail}</Code>
        </ShowMoreButton>
      )}
    </ErrorAlert>
  );
}
