export * from './trigger-types';
export * from './trigger-setting-problems';
export {
  firedExternalTriggers,
  isExternalActive,
  nextTimerFiring,
  nextTriggerEvent,
  triggerActiveAt,
} from './trigger-activity';
