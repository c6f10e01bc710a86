import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { CustomStatusEditor } from './custom-status-editor';
import type { ChosenPlayers } from './support-player.api';

/** Sets or removes one custom status on the chosen players of an account. */
export function CustomStatusModal({
  account,
  playerCodes,
  onClose,
}: ChosenPlayers & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <KitModal
      opened
      onClose={onClose}
      width="saveFilter"
      title={t('accounts.player.customStatus.titleMany', { count: playerCodes.length })}
    >
      <CustomStatusEditor
        account={account}
        playerCodes={playerCodes}
        current={null}
        onDone={onClose}
      />
    </KitModal>
  );
}
