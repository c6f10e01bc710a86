import { useEffect } from 'react';
import { FullPageLoader } from '@/lib/ui/full-page-loader';

/**
 * The spec's password and confirmation addresses live on the identity server;
 * a `token` in the address is passed on unchanged.
 */
export function IdentityPageRedirect({ page }: { page: string }) {
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    window.location.replace(token ? `${page}?token=${encodeURIComponent(token)}` : page);
  }, [page]);
  return <FullPageLoader />;
}
