import type { ScreenManifest, ScreenTriggerState } from '@marquee/contracts';

type Layer = ScreenManifest['layers'][number];
export type TestChannel = Layer['channels'][number];
export type TestRow = TestChannel['rows'][number];
type Media = ScreenManifest['media'][number];

/** A row that always plays `mediaCode`, for 5 s. */
export const testRow = (mediaCode: string, values: Partial<TestRow> = {}): TestRow => ({
  broadcastMediaCode: `R-${mediaCode}`,
  mediaCode,
  orderN: 1,
  durationMs: 5000,
  isPaused: false,
  periods: [],
  triggerUse: null,
  ...values,
});

/** A broadcast's channel, active by schedule, with no periods or triggers of its own. */
export const testChannel = (
  channelCode: string,
  rows: TestRow[],
  values: Partial<TestChannel> = {},
): TestChannel => ({
  channelCode,
  name: channelCode,
  isActive: true,
  isTakeover: false,
  source: 'broadcast',
  broadcastCode: 'B1',
  groupCode: null,
  periods: [],
  triggerUses: [],
  rows,
  isInteractive: false,
  idleTimeoutSeconds: null,
  ...values,
});

/** A sign: a frame that counts as loaded within 3 s in these tests. */
export const testSign = (mediaCode: string, values: Partial<Media> = {}): Media => ({
  mediaCode,
  mediaType: 'HtmlAd',
  url: `/screen/signs/${mediaCode}`,
  contentHash: null,
  width: null,
  height: null,
  durationMs: null,
  ...values,
});

/** A trigger as the manifest carries it, with its effective `setting`. */
export const testTrigger = (
  definition: Pick<ScreenTriggerState['definition'], 'name' | 'triggerGroup' | 'actionType'> &
    Partial<ScreenTriggerState['definition']>,
  setting: ScreenTriggerState['setting'],
): ScreenTriggerState => ({
  definition: { variableName: null, activeValue: null, ...definition },
  setting,
});

/** A 1920×1080 screen in UTC whose one full-screen layer `L1` plays `channels`. */
export const testManifest = (
  channels: TestChannel[],
  values: Partial<ScreenManifest> = {},
): ScreenManifest => ({
  playerCode: 'P1',
  name: 'Deli counter',
  showNameInfo: false,
  timeZone: 'UTC',
  mountedDirection: 'Landscape',
  format: { playerFormatCode: 'F1', width: 1920, height: 1080 },
  layers: [
    { layerCode: 'L1', name: 'Main', x: 0, y: 0, width: 1920, height: 1080, zOrder: 0, channels },
  ],
  media: [],
  settings: {},
  triggers: {},
  hashCode: 'h1',
  generatedAt: '2026-05-01T10:00:00Z',
  ...values,
});
