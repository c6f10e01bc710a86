export * from './trigger-types';
export * from './trigger-setting-problems';
export {
  isExternalActive,
  nextTimerFiring,
  nextTriggerEvent,
  triggerActiveAt,
} from './trigger-activity';
