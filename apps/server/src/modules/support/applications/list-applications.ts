import { resolveFeatureFlags } from '@marquee/domain';
import type { Database } from '../../../platform/db/database';
import { reachableClient, type SupportActor } from '../../scope';
import { applicationStatuses } from './application-statuses';

/** A reachable account's applications (those whose name or code holds the search) and flags. */
export async function listApplications(
  db: Database,
  actor: SupportActor,
  input: { accountCode: string; searchText?: string },
) {
  const account = await reachableClient(db, actor, input.accountCode, 'accountCode');
  const search = input.searchText?.toLowerCase() ?? '';
  return {
    statuses: applicationStatuses(account).filter(
      (status) =>
        status.applicationName.toLowerCase().includes(search) ||
        status.applicationCode.toLowerCase().includes(search),
    ),
    featureFlags: resolveFeatureFlags(account.featureFlags),
  };
}
