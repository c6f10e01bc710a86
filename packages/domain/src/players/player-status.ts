/**
 * A screen's status (spec 002 "Player status values") from what the server knows of it: when it
 * was paired, its last heartbeat and status report, and a custom status a support user set.
 * One pure function, so the list badges, the filters and support all say the same thing.
 */

/** A screen that stays silent this long after its last heartbeat has no contact. */
export const noContactAfterMs = 3 * 60_000;
/** A playlist change the screen has not picked up after this long is a major issue. */
export const stalePlaylistMajorAfterMs = 60 * 60_000;
/**
 * How long a screen has to hear of a playlist change and fetch it. A report sent before that
 * cannot show that the screen missed the change, so it is not an issue yet: right after an edit
 * or an import the list keeps showing online, or the custom status that overwrites it.
 */
export const playlistPickUpMs = 30_000;

export type PlayerStatusKind =
  | 'online'
  | 'noContact'
  | 'notStarted'
  | 'minorIssue'
  | 'issue'
  | 'majorIssue'
  | 'criticalIssue'
  | 'custom';

export interface PlayerStatusFacts {
  /** Null for a player made without a screen (a fake player). */
  pairedAt: Date | null;
  lastHeartbeatAt: Date | null;
  /** The screen's last report (its own words), or null before the first. */
  report: {
    playlistHashCode: string | null;
    lastInUseHashCode: string | null;
    errors: readonly string[];
    nowPlaying: readonly { mediaCode: string | null }[];
  } | null;
  /** The hash of the manifest the server would give the screen now, and when it last changed. */
  playlistHash: string | null;
  playlistModifiedAt: Date | null;
  /** When the screen's current problems began, when known; counts toward the 12/24/48 h filters. */
  issueSince?: Date | null;
  customStatus: { text: string; overwritesOnline: boolean } | null;
}

export interface PlayerStatus {
  kind: PlayerStatusKind;
  /** noContact: how long since the last heartbeat. */
  noContactForMs: number | null;
  /** Why it is not online, in the screen's own words where it gave any. */
  reasons: string[];
  /** The custom status text when one is set, whether or not it overwrites online. */
  customText: string | null;
  isFake: boolean;
}

/** The reasons this function gives (a screen's own error texts pass through as they are). */
export const playerStatusReasons = {
  errorsAndNothingPlaying: 'errors and nothing playing',
  olderPlaylist: 'plays an older playlist',
  downloadingMedia: 'still downloading media',
} as const;

const issueRank: Record<'minorIssue' | 'issue' | 'majorIssue' | 'criticalIssue', number> = {
  minorIssue: 1,
  issue: 2,
  majorIssue: 3,
  criticalIssue: 4,
};
type IssueKind = keyof typeof issueRank;

function worstIssue(
  facts: PlayerStatusFacts,
  now: Date,
): { kind: IssueKind; reasons: string[] } | null {
  const report = facts.report;
  if (!report) return null;
  const found: { kind: IssueKind; reason: string }[] = [];
  const showsNothing =
    report.nowPlaying.length > 0 && report.nowPlaying.every((layer) => layer.mediaCode === null);
  if (report.errors.length > 0 && showsNothing) {
    found.push({ kind: 'criticalIssue', reason: playerStatusReasons.errorsAndNothingPlaying });
  } else if (report.errors.length > 0) {
    found.push({ kind: 'issue', reason: report.errors[0] ?? 'errors' });
  }
  const hasHadTimeToPickUp =
    !facts.playlistModifiedAt ||
    !facts.lastHeartbeatAt ||
    facts.lastHeartbeatAt.getTime() >= facts.playlistModifiedAt.getTime() + playlistPickUpMs;
  if (facts.playlistHash && report.playlistHashCode !== facts.playlistHash && hasHadTimeToPickUp) {
    const staleForMs = facts.playlistModifiedAt
      ? now.getTime() - facts.playlistModifiedAt.getTime()
      : Number.POSITIVE_INFINITY;
    found.push({
      kind: staleForMs >= stalePlaylistMajorAfterMs ? 'majorIssue' : 'minorIssue',
      reason: playerStatusReasons.olderPlaylist,
    });
  }
  if (report.playlistHashCode && report.lastInUseHashCode !== report.playlistHashCode) {
    found.push({ kind: 'minorIssue', reason: playerStatusReasons.downloadingMedia });
  }
  if (!found.length) return null;
  const worst = found.reduce((a, b) => (issueRank[b.kind] > issueRank[a.kind] ? b : a));
  return { kind: worst.kind, reasons: found.map((f) => f.reason) };
}

/** The status of one screen at `now`. */
export function playerStatus(facts: PlayerStatusFacts, now: Date): PlayerStatus {
  const customText = facts.customStatus?.text || null;
  const base = { customText, isFake: facts.pairedAt === null, noContactForMs: null, reasons: [] };
  if (!facts.lastHeartbeatAt) return { ...base, kind: 'notStarted' };
  const silentForMs = now.getTime() - facts.lastHeartbeatAt.getTime();
  if (silentForMs >= noContactAfterMs) {
    return { ...base, kind: 'noContact', noContactForMs: silentForMs };
  }
  const issue = worstIssue(facts, now);
  if (issue) return { ...base, kind: issue.kind, reasons: issue.reasons };
  const overwrites = customText !== null && facts.customStatus?.overwritesOnline === true;
  return { ...base, kind: overwrites ? 'custom' : 'online' };
}

/** The PlayerStatus values of the filter builder (spec 002 section 4). */
export const playerStatusFilterValues = [
  'FakePlayer',
  'NotStarted',
  'NoContactOrErrorFor12Hours',
  'NoContactOrErrorFor24Hours',
  'NoContactOrErrorFor48Hours',
  'OK',
] as const;
export type PlayerStatusFilterValue = (typeof playerStatusFilterValues)[number];

const hoursOf: Partial<Record<PlayerStatusFilterValue, number>> = {
  NoContactOrErrorFor12Hours: 12,
  NoContactOrErrorFor24Hours: 24,
  NoContactOrErrorFor48Hours: 48,
};

/** Whether a screen in `status` is one the filter value selects. */
export function matchesPlayerStatusFilter(
  value: PlayerStatusFilterValue,
  status: PlayerStatus,
  facts: Pick<PlayerStatusFacts, 'issueSince'>,
  now: Date,
): boolean {
  if (value === 'FakePlayer') return status.isFake;
  if (value === 'NotStarted') return !status.isFake && status.kind === 'notStarted';
  if (value === 'OK') return status.kind === 'online' || status.kind === 'custom';
  const hours = hoursOf[value] ?? 0;
  const limitMs = hours * 3_600_000;
  if (status.kind === 'noContact') return (status.noContactForMs ?? 0) >= limitMs;
  const isIssue = status.kind in issueRank;
  const since = facts.issueSince;
  return isIssue && since != null && now.getTime() - since.getTime() >= limitMs;
}
