import type { CallQuery, listPlayerSettings as listCall } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import { settingsAtLevel } from '../../player-settings';
import type { SupportActor } from '../../scope';
import { findLevelTarget } from './level-target';
import { settingView } from './setting-views';

type ListQuery = CallQuery<typeof listCall>;

/** The settings of an account, a location or a screen, each with its value there and source. */
export async function listPlayerSettings(db: Database, actor: SupportActor, query: ListQuery) {
  const { client, target } = await findLevelTarget(db, actor, query);
  return settingsAt(db, client.accountCode, target, query);
}

/** The settings at a target, searched and ordered as the list asks. */
export async function settingsAt(
  db: Database,
  accountCode: string,
  target: Parameters<typeof settingsAtLevel>[1],
  query: Pick<ListQuery, 'searchText' | 'orderBy' | 'order'> = {
    orderBy: 'name',
    order: 'asc',
  },
) {
  const search = query.searchText?.toLowerCase();
  const views = (await settingsAtLevel(db, target))
    .filter(
      ({ definition }) =>
        !search ||
        definition.code.toLowerCase().includes(search) ||
        definition.name.toLowerCase().includes(search),
    )
    .map((setting) => settingView(setting, accountCode));
  const key = (view: (typeof views)[number]) =>
    query.orderBy === 'name' ? view.definition.name : view.playerSettingCode;
  const direction = query.order === 'desc' ? -1 : 1;
  return views.sort((a, b) => direction * key(a).localeCompare(key(b)));
}
