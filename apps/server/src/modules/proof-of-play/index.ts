/** Plays the screens report, and the reports made of them. */
export { PlayBatcher } from './play-batcher';
export type { PlayBatchOutcome } from './record-plays';
export { proofOfPlayRoutes } from './proof-of-play.routes';
export { proofOfPlayPlugin } from './proof-of-play-plugin';
export { playsTodayOf } from './plays-today';
