import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { useRebootPlayers, type ChosenPlayers } from './support-player.api';

/** Asks before rebooting the chosen players of an account in one call. */
export function RebootPlayersModal({
  account,
  playerCodes,
  onClose,
}: ChosenPlayers & { onClose: () => void }) {
  const { t } = useTranslation();
  const reboot = useRebootPlayers(account);
  const count = playerCodes.length;
  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('screens.reboot.title', { count })}
      onConfirm={() => reboot.mutate(playerCodes, { onSuccess: onClose })}
      confirmLabel={t('screens.reboot.confirm')}
      isConfirming={reboot.isPending}
      errorMessage={reboot.isError ? t('accounts.player.errors.rebootMany') : undefined}
    >
      <Text>{t('screens.reboot.many', { count })}</Text>
    </KitModal>
  );
}
