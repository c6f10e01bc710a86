import { getSignedInUser, getSupportCurrentUser } from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { appConfiguration } from '@/lib/configuration';
import { fromSignedInUser, fromSupportUser, type ShellUser } from './shell-user';

export async function loadCurrentUser(signal: AbortSignal): Promise<ShellUser> {
  if (appConfiguration === 'support') {
    const answer = await callApi(getSupportCurrentUser, { signal });
    return fromSupportUser(answer.user);
  }
  const answer = await callApi(getSignedInUser, { signal });
  return fromSignedInUser(answer.user);
}
