// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { TagNamesInput } from '../tag-names-input';
import {
  permissionsQuery,
  tagsQuery,
  useSetTags,
  useUpdatePermissions,
} from '../screen-details.api';

interface NamesEditorProps {
  hint: string;
  names: string[];
  canEdit: boolean;
  save: UseMutationResult<unknown, Error, string[]>;
  renderInput: (value: string[], onChange: (names: string[]) => void) => ReactElement;
}

/** A list of names saved as a whole: the screen's tags or its permission tags. */
function NamesEditor({ hint, names, canEdit, save, renderInput }: NamesEditorProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(names);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      {renderInput(value, setValue)}
      {save.isSuccess && <Alert color="teal">{t('screens.details.saved')}</Alert>}
      {save.error && <ErrorAlert>{failureTextOf(save.error) ?? t('errors.generic')}</ErrorAlert>}
      {canEdit && (
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => save.mutate(value)}>
            {t('screens.details.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function ScreenTagsTab({ id, canEdit }: { id: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const tags = useQuery(tagsQuery(id));
  const save = useSetTags(id);
  if (!tags.data) return <KitLoader />;
  return (
    <NamesEditor
      hint={t('screens.details.tagsHint')}
      names={tags.data}
      canEdit={canEdit}
      save={save}
      renderInput={(value, onChange) => (
        <TagNamesInput label={t('screens.fields.tags')} value={value} onChange={onChange} />
      )}
    />
  );
}

export function ScreenPermissionsTab({ id, canEdit }: { id: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const permissions = useQuery(permissionsQuery(id));
  const save = useUpdatePermissions(id);
  if (!permissions.data) return <KitLoader />;
  return (
    <NamesEditor
      hint={t('screens.details.permissionsHint')}
      names={permissions.data}
      canEdit={canEdit}
      save={save}
      renderInput={(value, onChange) => (
        <TagsInput
          label={t('screens.fields.permissionTags')}
          value={value}
          onChange={onChange}
          maxTags={50}
          disabled={!canEdit}
        />
      )}
    />
  );
}
