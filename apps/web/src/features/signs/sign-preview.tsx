import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';
import { failureTextOf } from '@/lib/api/api-error';
import { SignFrame } from './sign-frame';
import { pixelsOf, type SignRender } from './sign-render';
import { usePreviewDocument } from './use-preview-document';

/** The live preview: one orientation of the sign at a time, as the screens will show it. */
export function SignPreview({ render }: { render: SignRender }) {
  const { t } = useTranslation();
  const orientations = render.formModel.orientations;
  const [chosen, setChosen] = useState(orientations[0]?.orientation_name ?? '');
  const orientation =
    orientations.find((one) => one.orientation_name === chosen) ?? orientations[0];
  const preview = usePreviewDocument(render, orientation);
  if (!orientation) return null;
  const { width, height } = pixelsOf(orientation);
  return (
    <Stack gap="sm">
      {orientations.length > 1 && (
        <SegmentedControl
          aria-label={t('signs.preview.orientation')}
          value={orientation.orientation_name}
          onChange={setChosen}
          data={orientations.map((one) => ({
            value: one.orientation_name,
            label: `${one.orientation_name} (${one.orientation})`,
          }))}
          style={{ alignSelf: 'center' }}
        />
      )}
      <SignFrame
        document={preview.status === 'ready' ? preview.document : undefined}
        width={width}
        height={height}
        title={t('signs.preview.title', { orientation: orientation.orientation_name })}
        maxHeight="min(calc(100dvh - 220px), 60dvh)"
        placeholder={preview.status === 'pending' ? t('signs.preview.drawing') : undefined}
      />
      <Text size="xs" c="dimmed" ta="center">
        {t('signs.preview.pixels', { width, height })}
      </Text>
      {preview.status === 'failed' && (
        <ErrorAlert title={t('signs.preview.failed')}>
          {failureTextOf(preview.error) ?? String((preview.error as Error)?.message ?? '')}
        </ErrorAlert>
      )}
    </Stack>
  );
}
