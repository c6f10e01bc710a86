import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/kit/modal';
import type { LocationRow } from './locations-columns';
import { useDeleteLocation } from './locations.api';

/** Deleting a location leaves its screens without one, so it always asks first. */
export function DeleteLocationModal({
  location,
  onClose,
}: {
  location: LocationRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteLocation();
  return (
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('locations.deleteTitle')}
      message={t('locations.deleteText', { name: location.locationName, count: location.screens })}
      confirmLabel={t('locations.delete')}
      onConfirm={() => remove.mutate(location.locationCode, { onSuccess: onClose })}
      action={remove}
    />
  );
}
