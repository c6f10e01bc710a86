import { createContext, useContext } from 'react';
import type { ShellUser } from './shell-user';

export const SessionUserContext = createContext<ShellUser | null>(null);

/** The signed-in user; only screens behind the session guard may ask. */
export function useSessionUser(): ShellUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser is used outside the session guard');
  return user;
}
