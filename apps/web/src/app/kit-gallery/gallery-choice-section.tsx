import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker, type PickerMedia } from '@/kit/media-picker';
import { Popup } from '@/kit/popup';
import { RadioGroup } from '@/kit/radio-group';
import { searchDemoMedia } from './gallery-demo-media';
import { KitPanel } from '@/kit/panel';

export function GalleryChoiceSection() {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<string | null>(null);
  const [picker, setPicker] = useState<'multiple' | 'single' | null>(null);
  const [added, setAdded] = useState<PickerMedia[]>([]);
  const [paused, setPaused] = useState(false);
  return (
    <KitPanel title={t('kit.gallery.sections.choice')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <RadioGroup
          label={t('kit.gallery.layout')}
          description={t('kit.gallery.radioHint')}
          value={layout}
          onChange={setLayout}
          options={[
            {
              value: 'landscape',
              label: t('kit.gallery.layouts.landscape'),
              description: '1920 × 1080',
            },
            {
              value: 'portrait',
              label: t('kit.gallery.layouts.portrait'),
              description: '1080 × 1920',
            },
            { value: 'ultrawide', label: t('kit.gallery.layouts.ultrawide'), disabled: true },
          ]}
        />
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <Text size="sm">{t('kit.gallery.pairingCode')}</Text>
            <Popup
              title={t('kit.gallery.pairingCode')}
              target={
                <ActionIcon variant="subtle" aria-label={t('kit.gallery.help')}>
                  <IconHelp size={18} />
                </ActionIcon>
              }
            >
              <Text size="sm">{t('kit.gallery.pairingHelp')}</Text>
            </Popup>
          </Group>
          <Popup
            title={t('kit.gallery.confirmTitle')}
            onConfirm={() => setPaused(true)}
            confirmLabel={t('kit.gallery.actions.pause')}
            target={<Button variant="light">{t('kit.gallery.actions.pause')}</Button>}
          >
            <Text size="sm">{t('kit.gallery.confirmBody')}</Text>
          </Popup>
          {paused && <Text size="sm">{t('kit.gallery.paused')}</Text>}
        </Stack>
        <Stack gap="sm" align="flex-start">
          <Group>
            <Button onClick={() => setPicker('multiple')}>{t('kit.gallery.pickMedia')}</Button>
            <Button variant="default" onClick={() => setPicker('single')}>
              {t('kit.gallery.pickOneMedia')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {added.length > 0
              ? t('kit.gallery.added', { names: added.map((m) => m.displayName).join(', ') })
              : t('kit.gallery.nothingAdded')}
          </Text>
        </Stack>
      </SimpleGrid>
      <MediaPicker
        opened={picker !== null}
        onClose={() => setPicker(null)}
        onAdd={setAdded}
        search={searchDemoMedia}
        userId="gallery"
        isMultiple={picker !== 'single'}
      />
    </KitPanel>
  );
}
