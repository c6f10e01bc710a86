import { configurationProfiles, type AppConfiguration } from '@/lib/configuration';

/** The spec's pair of token keys per app (access and id) in local storage. */
export function tokenKeys(configuration: AppConfiguration) {
  const prefix = configurationProfiles[configuration].storagePrefix;
  return { access: `${prefix}.access_token`, id: `${prefix}.id_token` };
}

export interface StoredTokens {
  accessToken: string;
  idToken?: string;
}

export function createTokenStorage(configuration: AppConfiguration, storage: Storage) {
  const keys = tokenKeys(configuration);
  return {
    read(): StoredTokens | null {
      const accessToken = storage.getItem(keys.access);
      if (!accessToken) return null;
      return { accessToken, idToken: storage.getItem(keys.id) ?? undefined };
    },
    write(tokens: StoredTokens) {
      storage.setItem(keys.access, tokens.accessToken);
      if (tokens.idToken) storage.setItem(keys.id, tokens.idToken);
      else storage.removeItem(keys.id);
    },
    clear() {
      storage.removeItem(keys.access);
      storage.removeItem(keys.id);
    },
  };
}

export type TokenStorage = ReturnType<typeof createTokenStorage>;
