import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/kit/modal';
import { notifySuccess } from '@/lib/notifications/notify';
import { useRemoveItems } from './items.api';

interface RemoveItemModalProps {
  items: { factCode: string; name: string }[];
  onRemoved: () => void;
  onClose: () => void;
}

/** Asks before removing items for good; a refusal shows where it asked. */
export function RemoveItemModal({ items, onRemoved, onClose }: RemoveItemModalProps) {
  const { t } = useTranslation();
  const remove = useRemoveItems();
  const [first] = items;
  return (
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('items.remove.title')}
      message={
        items.length === 1 && first
          ? t('items.remove.question', { name: first.name })
          : t('items.remove.questionMany', { count: items.length })
      }
      confirmLabel={t('items.remove.confirm')}
      action={remove}
      onConfirm={() =>
        remove.mutate(
          items.map((item) => item.factCode),
          {
            onSuccess: () => {
              notifySuccess(t('items.remove.done', { count: items.length }));
              onRemoved();
            },
          },
        )
      }
    />
  );
}
