import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import { ShowMoreButton } from '../show-more';

/** The choices could not be loaded: said in red, with the detail as information behind Show more. */
export function OptionsFailure({ detail }: { detail: string | null }) {
  const { t } = useTranslation();
  if (detail === null) return null;
  return (
    <ErrorAlert p="xs">
      <Stack gap={4}>
        <Text size="sm">{t('formFields.options.failed')}</Text>
        <ShowMoreButton>
          <Alert color="blue" p="xs">
            <Text size="xs">{detail}</Text>
          </Alert>
        </ShowMoreButton>
      </Stack>
    </ErrorAlert>
  );
}
