import '@mantine/core/styles/List.css';
import { Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';
import { ApiError, failureTextOf } from '@/lib/api/api-error';

interface SaveFailureProps {
  error: unknown;
  /** The server's problems that name no field (a 400's rest). */
  problems: readonly string[];
  onReload: () => void;
}

/**
 * Why a save failed, above the form. A sign changed since it was read (412) offers to read it
 * again; other refusals say what the server said.
 */
export function SaveFailure({ error, problems, onReload }: SaveFailureProps) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 412) {
    return (
      <ErrorAlert title={t('signs.editor.stale')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('signs.editor.staleText')}</Text>
          <Button size="xs" variant="white" color="red" onClick={onReload}>
            {t('signs.editor.reload')}
          </Button>
        </Stack>
      </ErrorAlert>
    );
  }
  const isFieldsOnly = error instanceof ApiError && error.status === 400 && problems.length === 0;
  return (
    <ErrorAlert title={t('signs.editor.refused')}>
      {isFieldsOnly ? (
        t('signs.editor.refusedFields')
      ) : problems.length > 0 ? (
        <List size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      ) : (
        (failureTextOf(error) ?? t('errors.generic'))
      )}
    </ErrorAlert>
  );
}
