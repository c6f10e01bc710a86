import { appConfiguration } from '@/lib/configuration';

/**
 * The current user's place in the query cache. Apart from current-user.ts so the open routes
 * (sign-in, access denied, temporary login) can name it without the query library in the entry.
 */
export const currentUserKey = ['currentUser', appConfiguration] as const;
