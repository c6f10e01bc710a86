import { resolveFeatureFlags } from '@marquee/domain';
import type { Database } from '../platform/db/database';
import type { AuthContext } from '../platform/http/auth-context';

/**
 * What a verified token would say of a user, for building an actor without a request: no
 * account, no rights and a blank profile unless `values` say otherwise.
 */
export function authContextOf(userCode: string, values: Partial<AuthContext> = {}): AuthContext {
  return {
    userCode,
    accountId: null,
    accountCode: null,
    userType: 'Customer',
    isAdmin: false,
    authorisation: {},
    isSupportAccess: false,
    disabledApplications: [],
    featureFlags: resolveFeatureFlags({}),
    profile: {
      userId: 'not-read',
      firstName: '',
      lastName: '',
      email: '',
      languageCode: 'en_US',
      dateFormat: 'yyyy-MM-dd',
      defaultClientCode: null,
      roles: [],
      accountName: null,
      isOwner: false,
    },
    ...values,
  };
}

/** The database, counting the statements read through it, so a test can prove what is read once. */
export function countingDatabase(db: Database) {
  const counted = { selects: 0 };
  const spy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counted.selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { spy, counted };
}
