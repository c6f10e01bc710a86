import {
  fullPath,
  getClientConfiguration,
  getSupportClientConfiguration,
  type ClientConfiguration,
} from '@marquee/contracts';
import type { AppConfiguration } from '@/lib/configuration';

const calls = { player: getClientConfiguration, support: getSupportClientConfiguration };

/** Where and as whom an app signs in: the issuer, the client id there and the scopes. */
export type SignInConfiguration = Pick<ClientConfiguration, 'authority' | 'clientId' | 'scope'>;

/**
 * Asks the app's own backend how to sign in. It is a plain request rather than `callApi`: no
 * token goes with it, and a failure is the sign-in's to report, not a toast's.
 */
export async function loadClientConfiguration(
  configuration: AppConfiguration,
): Promise<SignInConfiguration> {
  const call = calls[configuration];
  const response = await fetch(fullPath(call), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${call.id} answered ${response.status}`);
  const { authority, clientId, scope } = call.response.parse(await response.json());
  return { authority, clientId, scope };
}
