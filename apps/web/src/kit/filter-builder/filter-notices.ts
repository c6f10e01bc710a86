import { notifications } from '@mantine/notifications';

/** Filter save and delete notices stay for 10 seconds. */
export const filterNoticeMs = 10_000;

export function showFilterNotice(message: string) {
  notifications.show({ message, color: 'green', autoClose: filterNoticeMs });
}
