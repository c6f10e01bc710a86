import { TriggerList } from './trigger-list';

/** `/triggers`: the account's triggers by tab, and its API keys. */
export default function TriggersPage() {
  return <TriggerList />;
}
