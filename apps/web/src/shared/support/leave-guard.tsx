import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { KitModal } from '@/kit/modal';

/**
 * Asks before an editor with unsaved changes is left: another page of the console gets a
 * question to leave or stay, closing the tab or reloading gets the browser's own.
 */
export function LeaveGuard({ isDirty }: { isDirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!isDirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);
  return (
    <KitModal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      type="warning"
      title={t('leaveGuard.title')}
      onConfirm={() => blocker.proceed?.()}
      confirmLabel={t('leaveGuard.leave')}
      cancelLabel={t('leaveGuard.stay')}
    >
      {t('leaveGuard.text')}
    </KitModal>
  );
}
