import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { KitLoader } from '@/kit/loader';
import {
  informationQuery,
  logsQuery,
  screenCommands,
  screenshotQuery,
} from '../screen-details.api';
import { screensKey } from '../screens.api';
import { ScreenRemotePanel, type RemoteCommand } from '@/shared/players/screen-remote-panel';

const commands = ['reboot', 'screenshot', 'logs'] as const satisfies readonly RemoteCommand[];

/** Reboot, and order a log or a screenshot; the ordered file shows as soon as the screen sends it. */
export function ScreenRemoteTab({ id, canEdit }: { id: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  // The server says which files the screen has sent, so a new screen's are not asked for.
  const information = useQuery(informationQuery(id));
  const info = information.data;
  if (!info) return <KitLoader />;
  return (
    <ScreenRemotePanel
      commands={commands}
      canEdit={canEdit}
      send={(command) => callApi(screenCommands[command], { params: { id } })}
      screenshotQuery={screenshotQuery(id)}
      logsQuery={logsQuery(id)}
      sentFiles={{ screenshot: info.screenshotTakenAt !== null, logs: info.logsWrittenAt !== null }}
      onSent={() => void queryClient.invalidateQueries({ queryKey: screensKey })}
    />
  );
}
