import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { logsQuery, screenCommands, screenshotQuery } from './screen-details.api';
import { screensKey } from './screens.api';
import { ScreenRemotePanel, type RemoteCommand } from '@/lib/players/screen-remote-panel';

const commands = ['reboot', 'screenshot', 'logs'] as const satisfies readonly RemoteCommand[];

/** Reboot, and order a log or a screenshot; the ordered file shows as soon as the screen sends it. */
export function ScreenRemoteTab({ id, canEdit }: { id: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  return (
    <ScreenRemotePanel
      commands={commands}
      canEdit={canEdit}
      send={(command) => callApi(screenCommands[command], { params: { id } })}
      screenshotQuery={screenshotQuery(id)}
      logsQuery={logsQuery(id)}
      onSent={() => void queryClient.invalidateQueries({ queryKey: screensKey })}
    />
  );
}
