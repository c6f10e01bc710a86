// What the server path of the scheduling bench takes from TypeScript: the engine run's seeded
// fixtures, and the engine's reach of a group to check which screens ought to hear of an edit.
export {
  next,
  randomBroadcasts,
  randomScreen,
  formatCodes,
  layerCodes,
  locationCodes,
  tagCodes,
  zones,
} from './bench-fixtures';
export { groupReach } from '@marquee/domain';
