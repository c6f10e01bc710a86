export { playerFormatRoutes } from './player-formats.routes';
export { formatLayerRows } from './format-layer-rows';
export {
  deletePlayerFormat,
  insertPlayerFormat,
  replacePlayerFormat,
  type FormatValues,
  type LayerValues,
} from './format-writes';
