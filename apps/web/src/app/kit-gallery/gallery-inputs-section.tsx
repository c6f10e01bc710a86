import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CycleSelect } from '@/kit/cycle-select';
import { DatePicker } from '@/kit/date-picker';
import { KitLoader } from '@/kit/loader';
import { NumberPicker } from '@/kit/number-picker';
import { ShowMoreButton } from '@/kit/show-more';
import { TabBar } from '@/kit/tab-bar';
import { KitTextInput } from '@/kit/text-input';
import { TimePicker } from '@/kit/time-picker';
import { Toggle } from '@/kit/toggle';
import { KitPanel } from '@/kit/panel';

const tabs = ['all', 'images', 'videos', 'files', 'signs'] as const;

export function GalleryInputsSection() {
  const { t } = useTranslation();
  const [start, setStart] = useState('2026-11-23 08:30');
  const [end, setEnd] = useState('');
  const [time, setTime] = useState('13:45');
  const [volume, setVolume] = useState(7);
  const [layout, setLayout] = useState<string | null>('landscape');
  const [showName, setShowName] = useState(true);
  const [name, setName] = useState('Lobby 1');
  const [tab, setTab] = useState<string>('all');
  return (
    <KitPanel title={t('kit.gallery.sections.inputs')}>
      <TabBar
        label={t('kit.gallery.sections.inputs')}
        active={tab}
        onSelect={setTab}
        items={tabs.map((value) => ({
          label: t(`kit.gallery.tabs.${value}`),
          emitAction: value,
          unclickable: value === 'files',
        }))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <DatePicker
          label={t('kit.gallery.start')}
          value={start}
          onChange={setStart}
          withTime
          defaultTime="08:00"
        />
        <DatePicker label={t('kit.gallery.end')} value={end} onChange={setEnd} />
        <TimePicker label={t('kit.gallery.openingTime')} value={time} onChange={setTime} />
        <NumberPicker label={t('kit.gallery.volume')} value={volume} onChange={setVolume} />
        <CycleSelect
          label={t('kit.gallery.layout')}
          value={layout}
          onChange={setLayout}
          options={['landscape', 'portrait', 'ultrawide'].map((value) => ({
            value,
            label: t(`kit.gallery.layouts.${value}`),
          }))}
        />
        <KitTextInput
          label={t('kit.gallery.screenName')}
          value={name}
          onChange={setName}
          maxLength={40}
        />
        <Stack gap="sm" justify="center">
          <Toggle label={t('kit.gallery.showName')} checked={showName} onChange={setShowName} />
          <Toggle
            label={t('kit.gallery.lockedSetting')}
            checked={false}
            onChange={() => {}}
            disabled
          />
        </Stack>
        <Group align="flex-start" justify="space-between">
          <Stack gap={4}>
            <Text size="sm" c="red">
              {t('kit.gallery.orientationError')}
            </Text>
            <ShowMoreButton>
              <Text size="xs" c="dimmed">
                {t('kit.gallery.orientationDetails')}
              </Text>
            </ShowMoreButton>
          </Stack>
          <KitLoader size="sm" />
        </Group>
      </SimpleGrid>
    </KitPanel>
  );
}
