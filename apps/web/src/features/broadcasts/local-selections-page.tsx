import BroadcastsPage from './broadcasts-page';

/** Local selections (001 section 2, /localselections): the interactive broadcasts' list. */
export default function LocalSelectionsPage() {
  return <BroadcastsPage isInteractive />;
}
