/**
 * Triggers: an account's dayparts, timer and external variables, their settings at the account,
 * its locations and its screens, and the API keys that set external values from outside. It owns
 * the trigger tables; the broadcasts module resolves its trigger uses through here.
 */
export { triggerRoutes } from './triggers.routes';
export {
  storedTriggerUses,
  triggerCodesById,
  triggerUseOf,
  type StoredTriggerUse,
} from './trigger-use-codes';
export { accountTriggerStates } from './account-trigger-states';
export { accountZone } from './account-zone';
