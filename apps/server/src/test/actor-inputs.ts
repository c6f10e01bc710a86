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

const statementMethods = new Set<PropertyKey>(['select', 'insert', 'update', 'delete', 'execute']);

/**
 * The database (or a transaction), counting the statements made through it, so a test can prove
 * what is read once or that work costs a fixed number of statements: `selects` the reads by the
 * query builder, `statements` every statement.
 */
export function countingDatabase<D extends Database>(db: D) {
  const counted = { selects: 0, statements: 0 };
  const spy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!statementMethods.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counted.statements += 1;
        if (property === 'select') counted.selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { spy, counted };
}
