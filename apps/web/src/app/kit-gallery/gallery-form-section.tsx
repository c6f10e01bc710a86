import { Code, Grid, Stack, Text } from '@mantine/core';
import type { SignLanguage, SignValues } from '@marquee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignForm } from '@/kit/form-fields';
import { KitPanel } from '@/kit/panel';
import { toSupportedLanguage } from '@/lib/i18n/i18n';
import { demoFormLoaders, demoFormModel, demoFormValues } from './gallery-demo-form';

const serverErrors = { 'values.rows[1].line': 'Line is longer than 40 characters' };

export function GalleryFormSection() {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<SignValues>(demoFormValues);
  const language: SignLanguage = toSupportedLanguage(i18n.language);
  return (
    <KitPanel title={t('kit.gallery.sections.form')}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SignForm
            model={demoFormModel}
            values={values}
            onChange={setValues}
            errors={serverErrors}
            language={language}
            loaders={demoFormLoaders}
            userId="gallery"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('kit.gallery.formValues')}
            </Text>
            <Code block>{JSON.stringify(values, null, 2)}</Code>
          </Stack>
        </Grid.Col>
      </Grid>
    </KitPanel>
  );
}
