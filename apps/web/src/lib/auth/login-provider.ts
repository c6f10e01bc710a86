import { configurationProfiles, type AppConfiguration } from '@/lib/configuration';

/**
 * The account login page a person came in through (`/logins/{accountCode}`),
 * kept so that logout ends there (001 section 2). A logout through the
 * identity server may only come back to the app's root, so it leaves a note
 * for the root to forward on.
 */
export function createLoginProviderStorage(configuration: AppConfiguration, storage: Storage) {
  const prefix = configurationProfiles[configuration].storagePrefix;
  const keys = { provider: `${prefix}.login_provider`, returnTo: `${prefix}.logout_return_to` };
  return {
    /** `/logins/{accountCode}` keeps its provider, `/logins/` forgets any. */
    arrive(accountCode: string | undefined) {
      storage.removeItem(keys.returnTo);
      if (accountCode) storage.setItem(keys.provider, accountCode);
      else storage.removeItem(keys.provider);
    },
    /** Where a logout ends, inside the app: its root or the stored provider's login page. */
    afterLogoutPath(): string {
      const provider = storage.getItem(keys.provider);
      return provider ? `/logins/${encodeURIComponent(provider)}` : '/';
    },
    noteReturn(path: string) {
      if (path === '/') storage.removeItem(keys.returnTo);
      else storage.setItem(keys.returnTo, path);
    },
    pendingReturn(): string | null {
      return storage.getItem(keys.returnTo);
    },
  };
}

export type LoginProviderStorage = ReturnType<typeof createLoginProviderStorage>;
