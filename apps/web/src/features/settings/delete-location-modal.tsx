import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
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
    <KitModal
      opened
      onClose={onClose}
      type="warning"
      width="remove"
      title={t('locations.deleteTitle')}
      onConfirm={() => remove.mutate(location.locationCode, { onSuccess: onClose })}
      confirmLabel={t('locations.delete')}
      isConfirming={remove.isPending}
      errorMessage={failureTextOf(remove.error)}
    >
      <Text>
        {t('locations.deleteText', { name: location.locationName, count: location.screens })}
      </Text>
    </KitModal>
  );
}
