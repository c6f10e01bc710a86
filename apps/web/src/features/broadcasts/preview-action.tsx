import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BroadcastPreviewDialogProps } from './broadcast-preview-dialog';

// Rarely opened: its form and frame load with the first click, not with the editor.
const BroadcastPreviewDialog = lazy(() => import('./broadcast-preview-dialog'));

/** The editor's Preview button and the dialog it opens. */
export function PreviewAction(props: Omit<BroadcastPreviewDialogProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('broadcasts.preview.action')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <BroadcastPreviewDialog {...props} opened onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
