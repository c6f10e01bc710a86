import { lazy, Suspense } from 'react';
import type { UnsavedChangesModalProps } from './unsaved-changes-dialog';

// The question is asked rarely, so its dialog loads only then and stays out of every editor's chunk.
const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

/** Leaving an editor with unsaved changes asks: save, don't save, or stay (cancel). */
export function UnsavedChangesModal(props: UnsavedChangesModalProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog {...props} />
    </Suspense>
  );
}
