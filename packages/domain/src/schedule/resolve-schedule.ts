import type { TriggerStates, TriggerUse } from '../triggers/trigger-types';
import { answerChanges } from './answer-changes';
import { firstFiringWith } from './firing-walk';
import { dayMs } from './local-time';
import { isOnDuring, type Period } from './period';
import { ScheduleEdges, type Switched } from './schedule-edges';
import { isInTakeoverWindow, takeoverWindows, type TakeoverRecurrence } from './takeover-windows';
import { triggerClockOf, type TriggerClock } from './trigger-clock';
import { zoneLocalMs } from './zone-offsets';

/** A media row of a channel, as the manifest carries it. */
export interface ScheduleRow {
  broadcastMediaCode: string;
  mediaCode: string;
  orderN: number;
  /** Null: the media's own duration, or `defaultRowDurationMs` for a still. */
  durationMs: number | null;
  isPaused: boolean;
  /** Empty: always. */
  periods: readonly Period[];
  /** The row's own trigger use; absent or null: none. */
  triggerUse?: TriggerUse | null;
}

/** Where a channel comes from: made by hand on the screen, or generated from a broadcast group. */
export type ChannelOrigin =
  | { kind: 'manual' }
  | {
      kind: 'broadcast';
      broadcastCode: string;
      groupCode: string;
      /** The screen is on the group's fixed list, or its filter selects it. */
      matchedBy: 'fixedList' | 'filter' | 'cluster';
      isDraft: boolean;
      /** An interactive broadcast: it plays only when chosen on the screen, never by schedule. */
      isInteractive?: boolean;
      /** The group's content type, which the screen does not accept: it is left out. */
      refusedContentType?: string;
    };

export interface ScheduleChannel {
  channelCode: string;
  isActive: boolean;
  isTakeover: boolean;
  /**
   * A takeover's windows: it plays only inside them (`isInTakeoverWindow`); absent or null:
   * continuous. Read only with `isTakeover`.
   */
  takeoverRecurrence?: TakeoverRecurrence | null;
  /** The channel's own periods (a broadcast's); empty: always. */
  periods: readonly Period[];
  rows: readonly ScheduleRow[];
  /** Uses every row of the channel keeps to (its broadcast's and group's); absent: none. */
  triggerUses?: readonly TriggerUse[];
  /** For explanations; absent reads as manual. */
  origin?: ChannelOrigin;
}

export interface ScheduleLayer {
  layerCode: string;
  channels: readonly ScheduleChannel[];
}

export interface ResolvedItem {
  channelCode: string;
  broadcastMediaCode: string;
  mediaCode: string;
  durationMs: number | null;
  /**
   * The trigger the item plays by, for proof of play: at a firing the firing one, else the most
   * specific use (the row's, the group's, the broadcast's); absent when none.
   */
  triggerCode?: string;
}

export interface ResolvedLayer {
  layerCode: string;
  items: ResolvedItem[];
}

export interface ResolvedSchedule {
  layers: ResolvedLayer[];
  /** The first instant the answer differs; null: it holds until something is edited. */
  validUntil: Date | null;
  /**
   * The next timer firing that plays something before the answer otherwise changes (then it is
   * `validUntil`); null when none does; absent without trigger states.
   */
  nextInterrupt?: ScheduleInterrupt | null;
}

/** A firing of an Interrupt trigger: what each layer plays once, in place of its schedule. */
export interface ScheduleInterrupt {
  at: Date;
  triggerCode: string;
  /** Only the layers with something to play. */
  layers: ResolvedLayer[];
}

/** How far ahead `resolveSchedule` looks for a firing when nothing else changes. */
const interruptHorizonMs = 8 * dayMs;

/** Broadcast media duration default (spec: 00:00:10), for a still without its own. */
export const defaultRowDurationMs = 10_000;

/** A recurring takeover's windows, when the channel has them. */
export const recurrenceOf = (channel: ScheduleChannel): TakeoverRecurrence | null =>
  channel.isTakeover ? (channel.takeoverRecurrence ?? null) : null;

export const isChannelOn = (channel: ScheduleChannel, localMs: number): boolean => {
  const recurrence = recurrenceOf(channel);
  return (
    channel.isActive &&
    isOnDuring(channel.periods, localMs) &&
    (!recurrence || isInTakeoverWindow(recurrence, localMs))
  );
};

export const isRowOn = (row: ScheduleRow, localMs: number): boolean =>
  !row.isPaused && isOnDuring(row.periods, localMs);

const byOrder = (a: ScheduleRow, b: ScheduleRow) =>
  a.orderN - b.orderN || a.broadcastMediaCode.localeCompare(b.broadcastMediaCode);

const rowsInOrder = new WeakMap<readonly ScheduleRow[], readonly ScheduleRow[]>();

/** A channel's rows in play order, sorted once (rows are values, as periods are). */
function inOrder(rows: readonly ScheduleRow[]): readonly ScheduleRow[] {
  let sorted = rowsInOrder.get(rows);
  if (!sorted) {
    sorted = [...rows].sort(byOrder);
    rowsInOrder.set(rows, sorted);
  }
  return sorted;
}

/** The trigger uses a row keeps to: its channel's, then its own. */
export const triggerUsesOf = (channel: ScheduleChannel, row: ScheduleRow): TriggerUse[] => [
  ...(channel.triggerUses ?? []),
  ...(row.triggerUse ? [row.triggerUse] : []),
];

/** Whether all the trigger uses of a row hold at a local time (at a firing of `firing`). */
function usesHold(
  channel: ScheduleChannel,
  row: ScheduleRow,
  localMs: number,
  clock: TriggerClock,
  firing?: string,
): boolean {
  if (row.triggerUse && !clock.holds(row.triggerUse, localMs, firing)) return false;
  return (channel.triggerUses ?? []).every((use) => clock.holds(use, localMs, firing));
}

/** The uses of a row that do not hold at a local time, for explanations. */
export const unheldTriggerUses = (
  channel: ScheduleChannel,
  row: ScheduleRow,
  localMs: number,
  triggers?: TriggerStates,
): TriggerUse[] => {
  const clock = triggerClockOf(triggers);
  return triggerUsesOf(channel, row).filter((use) => !clock.holds(use, localMs));
};

const isTiedTo = (channel: ScheduleChannel, row: ScheduleRow, triggerCode: string) =>
  triggerUsesOf(channel, row).some(
    (use) => use.triggerCode === triggerCode && use.playWhen === 'Active',
  );

/**
 * The rows of a channel that play at a local time, in order. At a firing of `firing` only the
 * rows tied to it as Active play, the firing reading as active.
 */
function rowsPlaying(
  channel: ScheduleChannel,
  localMs: number,
  clock: TriggerClock,
  firing?: string,
): ScheduleRow[] {
  if (!isChannelOn(channel, localMs)) return [];
  return inOrder(channel.rows).filter(
    (row) =>
      isRowOn(row, localMs) &&
      (firing === undefined || isTiedTo(channel, row, firing)) &&
      usesHold(channel, row, localMs, clock, firing),
  );
}

/**
 * The channels of a layer with the rows they play at a local time: a takeover channel with
 * something on replaces the rest of the layer. A row plays only while all its trigger uses hold.
 */
function playingRows(
  layer: ScheduleLayer,
  localMs: number,
  clock: TriggerClock,
  firing?: string,
): { channel: ScheduleChannel; rows: ScheduleRow[] }[] {
  const playing = layer.channels
    .map((channel) => ({ channel, rows: rowsPlaying(channel, localMs, clock, firing) }))
    .filter(({ rows }) => rows.length > 0);
  const takeovers = playing.filter(({ channel }) => channel.isTakeover);
  return takeovers.length ? takeovers : playing;
}

function itemOf(channel: ScheduleChannel, row: ScheduleRow, firing?: string): ResolvedItem {
  const item: ResolvedItem = {
    channelCode: channel.channelCode,
    broadcastMediaCode: row.broadcastMediaCode,
    mediaCode: row.mediaCode,
    durationMs: row.durationMs,
  };
  const triggerCode = firing ?? (row.triggerUse ?? channel.triggerUses?.at(-1))?.triggerCode;
  if (triggerCode) item.triggerCode = triggerCode;
  return item;
}

/** The channels of a layer that play at a local time, with their items (see `playingRows`). */
export function playingChannels(
  layer: ScheduleLayer,
  localMs: number,
  triggers?: TriggerStates,
  firing?: string,
): { channel: ScheduleChannel; items: ResolvedItem[] }[] {
  return playingRows(layer, localMs, triggerClockOf(triggers), firing).map(({ channel, rows }) => ({
    channel,
    items: rows.map((row) => itemOf(channel, row, firing)),
  }));
}

/** What each layer plays at a local time (at a firing of `firing`: what it plays once). */
export function playingAt(
  layers: readonly ScheduleLayer[],
  localMs: number,
  triggers?: TriggerStates,
  firing?: string,
): ResolvedLayer[] {
  return layers.map((layer) => ({
    layerCode: layer.layerCode,
    items: playingChannels(layer, localMs, triggers, firing).flatMap(({ items }) => items),
  }));
}

/**
 * A compact key of what the layers play at a local time, to tell two answers apart. It is read
 * at every edge, so it is written straight from the rows (a fifth faster than making items).
 */
function answerKeyAt(
  layers: readonly ScheduleLayer[],
  localMs: number,
  clock: TriggerClock,
): string {
  let key = '';
  for (const [index, layer] of layers.entries()) {
    if (index) key += '|';
    let separator = '';
    for (const { channel, rows } of playingRows(layer, localMs, clock)) {
      for (const row of rows) {
        key += `${separator}${channel.channelCode} ${row.broadcastMediaCode}`;
        separator = ',';
      }
    }
  }
  return key;
}

/**
 * Whether a channel plays whenever it is active: no periods, no takeover windows, and a row on at
 * all times.
 */
const isAlwaysOn = (channel: ScheduleChannel, clock: TriggerClock) =>
  channel.isActive &&
  channel.periods.length === 0 &&
  !recurrenceOf(channel) &&
  channel.rows.some(
    (row) =>
      !row.isPaused &&
      row.periods.length === 0 &&
      triggerUsesOf(channel, row).every((use) => clock.alwaysHolds(use)),
  );

/**
 * The channels, rows and daypart triggers whose periods can change the answer: those that can
 * play, and of a layer with a takeover that always plays, only the takeovers (nothing else there
 * can play). For firings (`everyChannel`) the takeover that always plays does not count.
 */
function switchedOf(
  layers: readonly ScheduleLayer[],
  clock: TriggerClock,
  everyChannel = false,
): Switched[] {
  const switched = new Set<Switched>();
  for (const layer of layers) {
    const isTakenOver =
      !everyChannel && layer.channels.some((c) => c.isTakeover && isAlwaysOn(c, clock));
    for (const channel of layer.channels) {
      if (!channel.isActive || (isTakenOver && !channel.isTakeover)) continue;
      const rows = channel.rows.filter((row) => !row.isPaused);
      if (!rows.length) continue;
      if (channel.periods.length) switched.add(channel);
      const recurrence = recurrenceOf(channel);
      if (recurrence) {
        // The windows matter only while the channel has a row on. At a firing its trigger reads
        // active, so the firings' walk (`everyChannel`) leaves trigger uses unread.
        const hasSomethingOn = (localMs: number) =>
          isOnDuring(channel.periods, localMs) &&
          rows.some(
            (row) =>
              isRowOn(row, localMs) && (everyChannel || usesHold(channel, row, localMs, clock)),
          );
        switched.add(takeoverWindows(recurrence, hasSomethingOn));
      }
      for (const row of rows) {
        if (row.periods.length) switched.add(row);
        for (const use of triggerUsesOf(channel, row)) {
          const gate = clock.switchedOf(use);
          if (gate) switched.add(gate);
        }
      }
    }
  }
  return [...switched];
}

/**
 * What resolving reads from a screen's layers and trigger states alone, worked out once for each
 * pair: a screen resolves the same manifest again and again (layers are values, as periods are).
 */
interface LayerFacts {
  edges?: ScheduleEdges;
  /** The edges firings are walked by (`switchedOf` for every channel). */
  firingEdges?: ScheduleEdges;
  timers?: string[];
}

const layerFacts = new WeakMap<readonly ScheduleLayer[], WeakMap<TriggerClock, LayerFacts>>();

function factsOf(layers: readonly ScheduleLayer[], clock: TriggerClock): LayerFacts {
  let byClock = layerFacts.get(layers);
  if (!byClock) {
    byClock = new WeakMap();
    layerFacts.set(layers, byClock);
  }
  let facts = byClock.get(clock);
  if (!facts) {
    facts = {};
    byClock.set(clock, facts);
  }
  return facts;
}

/** The schedule's edges, read once for the same layers and trigger states. */
function scheduleEdgesOf(
  layers: readonly ScheduleLayer[],
  triggers?: TriggerStates,
): ScheduleEdges {
  const clock = triggerClockOf(triggers);
  const facts = factsOf(layers, clock);
  facts.edges ??= new ScheduleEdges(switchedOf(layers, clock));
  return facts.edges;
}

/** Each instant after `fromMs` at which what the layers play changes, in order. */
export const scheduleChanges = (
  layers: readonly ScheduleLayer[],
  timeZone: string,
  fromMs: number,
  triggers?: TriggerStates,
) =>
  answerChanges(scheduleEdgesOf(layers, triggers), timeZone, fromMs, (localMs) =>
    answerKeyAt(layers, localMs, triggerClockOf(triggers)),
  );

const withItems = (layers: ResolvedLayer[]) => layers.filter(({ items }) => items.length > 0);

/**
 * What plays once at a firing of an Interrupt trigger (a timer's, or an external value turning
 * active): on each layer, the rows tied to it as Active whose other uses and periods hold, in
 * place of the layer's schedule. Layers with nothing tied to it are left out.
 */
export function interruptAt(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  at: Date,
  triggerCode: string,
  triggers?: TriggerStates,
): ResolvedLayer[] {
  const localMs = zoneLocalMs(at.getTime(), timeZone);
  return withItems(playingAt(layers, localMs, triggers, triggerCode));
}

/** The codes of the timers some row is tied to as Active. */
function timersTiedTo(layers: readonly ScheduleLayer[], triggers: TriggerStates): string[] {
  const codes = new Set<string>();
  for (const layer of layers) {
    for (const channel of layer.channels) {
      for (const row of channel.rows) {
        for (const use of triggerUsesOf(channel, row)) {
          const trigger = triggers[use.triggerCode];
          if (
            use.playWhen === 'Active' &&
            trigger?.definition.triggerGroup === 'Timer' &&
            trigger.setting?.interval
          ) {
            codes.add(use.triggerCode);
          }
        }
      }
    }
  }
  return [...codes];
}

/**
 * The first timer firing after `after`, up to `until` (by default eight days on), that plays
 * something on some layer; null when none does.
 */
export function nextInterrupt(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  after: Date,
  triggers: TriggerStates | undefined,
  until: Date = new Date(after.getTime() + interruptHorizonMs),
): ScheduleInterrupt | null {
  if (!triggers) return null;
  const clock = triggerClockOf(triggers);
  const facts = factsOf(layers, clock);
  const timers = (facts.timers ??= timersTiedTo(layers, triggers));
  if (!timers.length) return null;
  const edges = (facts.firingEdges ??= new ScheduleEdges(switchedOf(layers, clock, true)));
  let first: ScheduleInterrupt | null = null;
  for (const triggerCode of timers) {
    const interval = triggers[triggerCode]?.setting?.interval;
    if (!interval) continue;
    const untilMs = Math.min(until.getTime(), first ? first.at.getTime() - 1 : Infinity);
    const found = firstFiringWith(
      interval,
      edges,
      timeZone,
      after.getTime(),
      untilMs,
      (localMs) => {
        const played = withItems(playingAt(layers, localMs, triggers, triggerCode));
        return played.length ? played : null;
      },
    );
    if (found) first = { at: new Date(found.atMs), triggerCode, layers: found.content };
  }
  return first;
}

/**
 * What each layer plays at `at`, read in `timeZone`, and the first instant that answer differs:
 * the first moment, after `at`, that a period or daypart switching on or off changes what plays,
 * or a timer fires something (`nextInterrupt`). Without trigger states every trigger reads as
 * inactive.
 */
export function resolveSchedule(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  at: Date,
  triggers?: TriggerStates,
): ResolvedSchedule {
  const atMs = at.getTime();
  const resolved = playingAt(layers, zoneLocalMs(atMs, timeZone), triggers);
  const change = scheduleChanges(layers, timeZone, atMs, triggers).next();
  const changeMs = change.done ? null : change.value.atMs;
  const interrupt = nextInterrupt(
    layers,
    timeZone,
    at,
    triggers,
    new Date(changeMs ?? atMs + interruptHorizonMs),
  );
  const validMs = interrupt ? interrupt.at.getTime() : changeMs;
  return {
    layers: resolved,
    validUntil: validMs === null ? null : new Date(validMs),
    ...(triggers ? { nextInterrupt: interrupt } : {}),
  };
}
