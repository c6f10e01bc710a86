import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { locationSettingViews } from './level-settings';
import { findTrigger } from './trigger-rows';

/** Each location's state of a trigger, as far as the caller's reach goes. */
export async function listLocationSettings(db: Database, actor: Actor, triggerCode: string) {
  return locationSettingViews(db, actor, await findTrigger(db, actor, triggerCode));
}
