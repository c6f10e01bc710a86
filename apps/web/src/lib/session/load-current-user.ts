import { getSignedInUser, getSupportCurrentUser } from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { appConfiguration } from '@/lib/configuration';
import { fromSignedInUser, fromSupportUser, type ShellUser } from './shell-user';

/** The session guard shows a failure as its own page, so no toast repeats it. */
export async function loadCurrentUser(signal: AbortSignal): Promise<ShellUser> {
  if (appConfiguration === 'support') {
    const answer = await callApi(getSupportCurrentUser, { signal, isQuiet: true });
    return fromSupportUser(answer.user);
  }
  const answer = await callApi(getSignedInUser, { signal, isQuiet: true });
  return fromSignedInUser(answer.user);
}
