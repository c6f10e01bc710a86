import type { Endpoint } from '@marquee/contracts';
import type { i18n as I18n, TFunction } from 'i18next';

/** The console's text for an endpoint it knows; the server's English name for one it does not. */
export function endpointName(
  t: TFunction,
  i18n: I18n,
  endpoint: Pick<Endpoint, 'id' | 'name'>,
): string {
  const key = `endpoints.names.${endpoint.id}`;
  return i18n.exists(key) ? t(key) : endpoint.name;
}
