import '@mantine/core/styles/Card.css';
import classes from './template-card.module.css';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import type { HtmlTemplate } from '@marquee/contracts';
import type { SignValues } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignFrame } from './sign-frame';
import type { SignLookups } from './sign-references';
import { pixelsOf, type SignRender } from './sign-render';
import { templateFormQuery } from './signs.api';
import { usePreviewDocument } from './use-preview-document';

type GalleryTemplate = Pick<
  HtmlTemplate,
  'templateCode' | 'templateName' | 'orientations' | 'isFallbackTemplate'
>;

const nothingLooked: SignLookups = { media: new Map(), items: new Map(), stills: new Map() };

/**
 * Draws the template's first orientation with its default values once the card comes into view,
 * in the language the account's screens would show it in.
 */
function useCardPreview(template: GalleryTemplate, isSeen: boolean) {
  const form = useQuery({ ...templateFormQuery(template.templateCode), enabled: isSeen });
  const render = useMemo<SignRender | null>(() => {
    const blank = form.data;
    if (!blank?.template || !blank.FormModel) return null;
    return {
      ...nothingLooked,
      template: blank.template,
      formModel: blank.FormModel,
      values: blank.values as SignValues,
      language: blank.language,
    };
  }, [form.data]);
  const preview = usePreviewDocument(render, template.orientations[0]);
  return { isFailed: form.isError || preview.status === 'failed', preview };
}

/** One template of the gallery: a small preview, its name, its orientations; opens a new sign. */
export function TemplateCard({ template, to }: { template: GalleryTemplate; to: string }) {
  const { t } = useTranslation();
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '200px' });
  const [isSeen, setSeen] = useState(false);
  // Set while rendering, as React advises for state that follows another: once seen, it stays.
  if (entry?.isIntersecting && !isSeen) setSeen(true);
  const { isFailed, preview } = useCardPreview(template, isSeen);
  const first = template.orientations[0];
  const { width, height } = first ? pixelsOf(first) : { width: 16, height: 9 };
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="sm" className={classes.card}>
      {/* Watched, not the card: the card's link hands a new ref on every render. */}
      <Card.Section bg="gray.1" py="xs" px="sm" ref={ref}>
        <SignFrame
          document={preview.status === 'ready' ? preview.document : undefined}
          width={width}
          height={height}
          title={t('signs.gallery.previewOf', { name: template.templateName })}
          maxHeight="160px"
          placeholder={isFailed ? t('signs.gallery.previewUnavailable') : undefined}
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate="end" title={template.templateName}>
            {template.templateName}
          </Text>
          {template.isFallbackTemplate && (
            <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
              {t('signs.gallery.fallback')}
            </Badge>
          )}
        </Group>
        <Group gap={4}>
          {template.orientations.map((orientation) => (
            <Badge key={orientation.orientation_name} color="gray" variant="light">
              {orientation.orientation}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
