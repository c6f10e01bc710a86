import { accountApplications } from '@marquee/domain';
import type { ApplicationStatus } from '@marquee/contracts';

/** Every application of the catalogue as on or off for an account. */
export function applicationStatuses(account: {
  accountCode: string;
  disabledApplications: readonly string[];
}): ApplicationStatus[] {
  return accountApplications.map(({ applicationCode, applicationName }) => ({
    applicationCode,
    applicationName,
    isEnabled: !account.disabledApplications.includes(applicationCode),
    accountCode: account.accountCode,
  }));
}
