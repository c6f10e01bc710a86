import { lazy, Suspense } from 'react';
import type { ScreensTarget } from './bulk-dialogs';
import type { ScreenRow } from '../screens.api';

// The dialogs load on first use, so the list itself arrives sooner.
const bulk = () => import('./bulk-dialogs');
const BulkLocationModal = lazy(() => bulk().then((m) => ({ default: m.BulkLocationModal })));
const BulkTagsModal = lazy(() => bulk().then((m) => ({ default: m.BulkTagsModal })));
const RebootScreensModal = lazy(() => bulk().then((m) => ({ default: m.RebootScreensModal })));
const DeleteScreensModal = lazy(() => bulk().then((m) => ({ default: m.DeleteScreensModal })));
const AddScreenWizard = lazy(() =>
  import('./add-screen-wizard').then((m) => ({ default: m.AddScreenWizard })),
);
const ScreenDetailsDrawer = lazy(() =>
  import('../details/screen-details-drawer').then((m) => ({ default: m.ScreenDetailsDrawer })),
);

export type ScreensDialog =
  | { kind: 'location' | 'tags' | 'reboot' | 'delete'; target: ScreensTarget }
  | { kind: 'details'; screen: ScreenRow }
  | { kind: 'add' }
  | null;

interface ScreensDialogsProps {
  dialog: ScreensDialog;
  canEdit: boolean;
  onClose: () => void;
}

/** The one dialog the screens page has open, if any. */
export function ScreensDialogs({ dialog, canEdit, onClose }: ScreensDialogsProps) {
  if (!dialog) return null;
  const body = () => {
    switch (dialog.kind) {
      case 'add':
        return <AddScreenWizard onClose={onClose} />;
      case 'details':
        return <ScreenDetailsDrawer screen={dialog.screen} canEdit={canEdit} onClose={onClose} />;
      case 'location':
        return <BulkLocationModal target={dialog.target} onClose={onClose} />;
      case 'tags':
        return <BulkTagsModal target={dialog.target} onClose={onClose} />;
      case 'reboot':
        return <RebootScreensModal target={dialog.target} onClose={onClose} />;
      case 'delete':
        return <DeleteScreensModal target={dialog.target} onClose={onClose} />;
    }
  };
  return <Suspense fallback={null}>{body()}</Suspense>;
}
