import { Anchor, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import { KitLoader } from '../loader';
import type { PickerMedia } from './media-search';
import type { UnsplashPhoto, UnsplashSource } from './unsplash-source';
import { useUnsplashSearch } from './use-unsplash-search';

interface UnsplashResultsProps {
  source: UnsplashSource;
  searchText: string;
  /** Receives each photo once it is imported, to be chosen like a library media. */
  onImported: (media: PickerMedia) => void;
}

/**
 * The picker's Unsplash tab: photos found for the search text, each imported into the library
 * when added, and credited to its photographer as Unsplash asks.
 */
export function UnsplashResults({ source, searchText, onImported }: UnsplashResultsProps) {
  const { t } = useTranslation();
  const search = useUnsplashSearch(source, searchText);
  const [imports, setImports] = useState<ReadonlyMap<string, 'importing' | 'done'>>(new Map());
  const [importError, setImportError] = useState<string | null>(null);

  const add = async (photo: UnsplashPhoto) => {
    setImportError(null);
    setImports((previous) => new Map(previous).set(photo.id, 'importing'));
    try {
      onImported(await source.importPhoto(photo.id));
      setImports((previous) => new Map(previous).set(photo.id, 'done'));
    } catch (error) {
      setImports((previous) => {
        const next = new Map(previous);
        next.delete(photo.id);
        return next;
      });
      setImportError(error instanceof Error ? error.message : String(error));
    }
  };

  if (searchText.trim() === '') {
    return <Text c="dimmed">{t('mediaPicker.unsplash.hint')}</Text>;
  }
  return (
    <Stack gap="sm">
      {(search.error ?? importError) && (
        <ErrorAlert>
          <Group justify="space-between">
            <Text size="sm">{search.error ?? importError}</Text>
            {search.error && (
              <Button size="xs" variant="default" onClick={search.retry}>
                {t('mediaPicker.retry')}
              </Button>
            )}
          </Group>
        </ErrorAlert>
      )}
      {search.isLoading && search.photos.length === 0 && <KitLoader />}
      {!search.isLoading && !search.error && search.query !== '' && search.photos.length === 0 && (
        <Text c="dimmed">{t('mediaPicker.unsplash.nothingFound')}</Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {search.photos.map((photo) => (
          <Stack key={photo.id} gap={4}>
            <Image
              src={photo.thumbnailUrl}
              alt={
                photo.description ||
                t('mediaPicker.unsplash.photoBy', { name: photo.photographerName })
              }
              h={120}
              radius="sm"
              fit="cover"
              referrerPolicy="no-referrer"
            />
            <Text size="xs" c="dimmed" lineClamp={1}>
              <Trans
                t={t}
                i18nKey="mediaPicker.unsplash.credit"
                values={{ name: photo.photographerName }}
                components={{
                  photographer: photo.photographerUrl ? (
                    <Anchor
                      href={photo.photographerUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="xs"
                    />
                  ) : (
                    <span />
                  ),
                }}
              />
            </Text>
            <Button
              size="xs"
              variant={imports.get(photo.id) === 'done' ? 'light' : 'default'}
              leftSection={
                imports.get(photo.id) === 'done' ? <IconCheck size={14} /> : <IconPlus size={14} />
              }
              loading={imports.get(photo.id) === 'importing'}
              disabled={imports.get(photo.id) === 'done'}
              aria-label={t('mediaPicker.unsplash.addPhoto', { id: photo.id })}
              onClick={() => void add(photo)}
            >
              {imports.get(photo.id) === 'done'
                ? t('mediaPicker.unsplash.added')
                : t('mediaPicker.add')}
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      {search.hasMore && (
        <Group justify="center">
          <Button variant="default" loading={search.isLoading} onClick={search.loadMore}>
            {t('mediaPicker.unsplash.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
