import { resolveFeatureFlags } from '@marquee/domain';
import type { ShellUser } from '@/lib/session/shell-user';

/** A console user for tests: an administrator with the rights the test names. */
export function testSupportUser(overrides: Partial<ShellUser> = {}): ShellUser {
  return {
    firstName: 'Sam',
    lastName: 'Support',
    email: 'sam@example.com',
    languageCode: 'en_US',
    context: 'Support administrator',
    isAdmin: true,
    isLegacyEnvironment: false,
    isSupportAccess: false,
    accountCode: null,
    authorisation: {},
    featureFlags: resolveFeatureFlags({}),
    ...overrides,
  };
}
