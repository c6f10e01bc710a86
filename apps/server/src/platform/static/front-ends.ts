import { join } from 'node:path';
import { appsRoot } from '../paths';

export type FrontEndName = 'customer app' | 'support console' | 'screen app';

/** A built single-page app and the address it is served at. */
export interface FrontEnd {
  name: FrontEndName;
  /** Address prefix with both slashes, e.g. `/support/`. */
  prefix: string;
  /** Folder of the build, with index.html at its top. */
  root: string;
}

/** The three front ends as `npm run build` leaves them. */
export function builtFrontEnds(): FrontEnd[] {
  return [
    { name: 'customer app', prefix: '/', root: join(appsRoot, 'web', 'dist', 'player') },
    {
      name: 'support console',
      prefix: '/support/',
      root: join(appsRoot, 'web', 'dist', 'support'),
    },
    { name: 'screen app', prefix: '/screen/', root: join(appsRoot, 'screen', 'dist') },
  ];
}

/** The front end an address belongs to: the longest prefix wins. */
export function frontEndOf(frontEnds: readonly FrontEnd[], url: string): FrontEnd | undefined {
  const path = url.split('?')[0] ?? url;
  return frontEnds
    .filter((frontEnd) => path.startsWith(frontEnd.prefix) || `${path}/` === frontEnd.prefix)
    .toSorted((a, b) => b.prefix.length - a.prefix.length)[0];
}
