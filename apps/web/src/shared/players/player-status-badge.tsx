import { Badge, Tooltip } from '@mantine/core';
import type { PlayerListItem } from '@marquee/contracts';
import { playerStatusReasons, type PlayerStatusKind } from '@marquee/domain';
import type { TFunction } from 'i18next';

type PlayerStatus = PlayerListItem['status'];

const statusColors: Record<PlayerStatusKind, string> = {
  online: 'teal',
  noContact: 'gray',
  notStarted: 'blue',
  minorIssue: 'yellow',
  issue: 'orange',
  majorIssue: 'red',
  criticalIssue: 'grape',
  custom: 'cyan',
};

/** A duration as its largest whole unit: 5 minutes, 3 hours, 2 days. */
export function roundedDuration(ms: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** The badge text: a custom status shows its own words; no contact says for how long. */
export function statusLabel(status: PlayerStatus, t: TFunction): string {
  if (status.kind === 'custom' && status.customText) return status.customText;
  if (status.kind === 'noContact' && status.noContactForMs !== null) {
    const { unit, count } = roundedDuration(status.noContactForMs);
    return t('screens.status.noContactFor', { duration: t(`screens.duration.${unit}`, { count }) });
  }
  return t(`screens.status.${status.kind}`);
}

const reasonKeys = new Map<string, string>(
  Object.entries(playerStatusReasons).map(([key, reason]) => [reason, key]),
);

/** Why a screen is not online, in the language shown; a screen's own error texts stay as sent. */
export function statusReasonsText(status: PlayerStatus, t: TFunction): string {
  return status.reasons
    .map((reason) => {
      const key = reasonKeys.get(reason);
      return key ? t(`screens.status.reasons.${key}`) : reason;
    })
    .join(', ');
}

/** A screen's status (002 section 3 player status values), with its reasons on hover. */
export function PlayerStatusBadge({ status, t }: { status: PlayerStatus; t: TFunction }) {
  const badge = (
    <Badge color={statusColors[status.kind]} variant="light" data-status={status.kind}>
      {statusLabel(status, t)}
    </Badge>
  );
  if (status.reasons.length === 0) return badge;
  return <Tooltip label={statusReasonsText(status, t)}>{badge}</Tooltip>;
}
