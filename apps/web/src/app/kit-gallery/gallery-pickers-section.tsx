import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayerPicker, LocationPicker, TagPicker, type PickerOption } from '@/kit/code-picker';
import { demoSearches } from './gallery-demo-data';
import { KitPanel } from '@/kit/panel';

export function GalleryPickersSection() {
  const { t } = useTranslation();
  const [tags, setTags] = useState<PickerOption[]>([
    { code: 'Campaign', name: 'Campaign', color: '#e8590c' },
    { code: 'Lobby', name: 'Lobby', color: '#4c6ef5' },
  ]);
  const [location, setLocation] = useState<PickerOption[]>([{ code: 'L2', name: 'Oslo' }]);
  const [layers, setLayers] = useState<PickerOption[]>([]);
  return (
    <KitPanel title={t('kit.gallery.sections.pickers')}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TagPicker
          label={t('kit.gallery.tags')}
          search={demoSearches.Tags}
          value={tags}
          onChange={setTags}
        />
        <LocationPicker
          label={t('kit.gallery.locationSingle')}
          search={demoSearches.Locations}
          value={location}
          onChange={setLocation}
          isSingle
        />
        <LayerPicker
          label={t('kit.gallery.layers')}
          search={demoSearches.Layers}
          value={layers}
          onChange={setLayers}
        />
      </SimpleGrid>
    </KitPanel>
  );
}
