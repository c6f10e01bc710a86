import type { ClientConfiguration } from '@marquee/contracts';
import { configurationProfiles, type AppConfiguration } from '@/lib/configuration';

/** Where and as whom an app signs in: the issuer, the client id there and the scopes. */
export type SignInConfiguration = Pick<ClientConfiguration, 'authority' | 'clientId' | 'scope'>;

/** The contracts' client-configuration call of the app's own backend. */
export function clientConfigurationAddress(configuration: AppConfiguration): string {
  return `${configurationProfiles[configuration].basePath}api/identity/configuration`;
}

/**
 * Asks the app's own backend how to sign in. A plain request checked by hand: it runs before
 * anything else, so the contracts' schemas stay out of the first load; no token goes with it,
 * and a failure is the sign-in's to report, not a toast's.
 */
export async function loadClientConfiguration(
  configuration: AppConfiguration,
): Promise<SignInConfiguration> {
  const address = clientConfigurationAddress(configuration);
  const response = await fetch(address, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  const { authority, clientId, scope } = (await response.json()) as Record<string, unknown>;
  if (typeof authority !== 'string' || typeof clientId !== 'string' || typeof scope !== 'string') {
    throw new Error(`${address} answered no sign-in configuration`);
  }
  return { authority, clientId, scope };
}
