import { Outlet } from 'react-router';
import { useParentLogin } from './session/use-parent-login';

/** Listens for a parent window's temporary login wherever the customer app is. */
export function ParentLoginRoot({ landing }: { landing: string }) {
  useParentLogin(landing);
  return <Outlet />;
}
