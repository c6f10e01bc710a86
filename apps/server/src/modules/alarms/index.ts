export { alarmsPlugin, alarmCheckQueue, type Alarms } from './alarms-plugin';
export {
  alarmSettingsFromStore,
  defaultAlarmSettings,
  type AlarmScreen,
  type AlarmSettings,
  type AlarmSettingsOf,
} from './alarm-settings';
export { checkAlarms, removeOldMessages, messageRetentionDays } from './check-alarms';
export { webhookSignature } from './deliver-webhook';
export { alarmWebhookQueue } from './queue-deliveries';
export { deleteMessageRow, resendMessage } from './message-writes';
