import { Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '@/lib/i18n/i18n';
import { GalleryChoiceSection } from './gallery-choice-section';
import { GalleryFilterSection } from './gallery-filter-section';
import { GalleryFormSection } from './gallery-form-section';
import { GalleryInputsSection } from './gallery-inputs-section';
import { GalleryOverlaysSection } from './gallery-overlays-section';
import { GalleryPickersSection } from './gallery-pickers-section';
import { GalleryTableSection } from './gallery-table-section';

/** Every shared widget in use, for development and screenshots only. */
export function GalleryPage() {
  const { t, i18n } = useTranslation();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t('kit.gallery.title')}
            </Title>
            <Text c="dimmed">{t('kit.gallery.subtitle')}</Text>
          </div>
          <SegmentedControl
            aria-label={t('kit.gallery.language')}
            value={i18n.language}
            onChange={(language) => void i18n.changeLanguage(language)}
            data={supportedLanguages.map((code) => ({
              value: code,
              label: code.slice(0, 2).toUpperCase(),
            }))}
          />
        </Group>
        <GalleryTableSection />
        <GalleryFilterSection />
        <GalleryPickersSection />
        <GalleryInputsSection />
        <GalleryChoiceSection />
        <GalleryOverlaysSection />
        <GalleryFormSection />
      </Stack>
    </Container>
  );
}
